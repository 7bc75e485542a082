import fs from 'node:fs';
import path from 'node:path';

/** The heading bench/RESULTS.md holds the topology figures under; `npm run bench` keeps that section. */
export const HEADING = '## Production topology under load with a fault (`npm run topology`)';
const FILE = path.resolve(__dirname, '..', '..', '..', 'bench', 'RESULTS.md');

/** Replaces (or appends) the topology section of bench/RESULTS.md with these figures. */
export const writeTopologyResults = (f: any) => {
  const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never');
  const ms = (l: { p50: number; p99: number } | null) => (l ? `${l.p50} | ${l.p99}` : 'n/a | n/a');
  const errors = Object.entries(f.errorsByKind as Record<string, number>);
  const section = [
    HEADING,
    '',
    `- Date: ${f.date}`,
    `- Machine: ${f.machine}`,
    `- Run: nginx (deploy/nginx.conf) in front of two cms processes on one PostgreSQL database and one S3-compatible bucket (s3rver), all on loopback; ${f.connections} connections (${f.writers} of them staff writing: new clients with a logo, a site and a photo, site photo updates, posts with an image, library logos; the others reading the public API and pages) for ${f.seconds.toFixed(1)} s; one cms SIGKILLed at ${s(f.killedAt)} (gone ${Math.round(f.goneAt - f.killedAt)} ms later), started again at ${s(f.restartedAt)} (answering again at ${s(f.back)}).`,
    '',
    '| figure | value |',
    '|---|---|',
    `| requests | ${f.requests} (${f.reads} reads, ${f.writes} writes), ${f.rps} req/s |`,
    `| requests nginx passed on to the other process | ${f.retried} |`,
    `| errors by kind | ${errors.length ? errors.map(([k, n]) => `${k}: ${n}`).join('; ') : 'none'} |`,
    `| reads failed outside the second of the kill | ${f.readsFailedOutsideKillSecond} |`,
    `| 5xx other than requests in flight on the killed process | ${f.fiveXxNotInFlight} |`,
    `| writes acknowledged / found afterwards | ${f.acknowledged} / ${f.found} |`,
    `| their files / served from the bucket | ${f.files} / ${f.filesInBucket} |`,
    `| orphans before the sweep (rows nothing references / bucket objects without a row) | ${f.orphansBefore.rows} / ${f.orphansBefore.objects} (of ${f.orphansBefore.total} objects) |`,
    `| orphans after the sweep | ${f.orphansAfter.rows} / ${f.orphansAfter.objects} |`,
    `| writes found / files in the bucket after the sweep | ${f.foundAfterSweep} / ${f.filesInBucketAfterSweep} |`,
    '',
    '| phase | reads p50 ms | reads p99 ms | writes p50 ms | writes p99 ms |',
    '|---|---|---|---|---|',
    ...(['before', 'during', 'after'] as const).map(
      (p) => `| ${p} | ${ms(f.latency.reads[p])} | ${ms(f.latency.writes[p])} |`,
    ),
    '',
    '"During" is from the kill until the restarted process answers again; latencies count answered requests. "In flight" on the killed process: sent before it was gone (its listening socket outlives the SIGKILL until the kernel has freed its memory).',
    '',
  ].join('\n');
  const old = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '# Benchmark results\n';
  const at = old.indexOf(HEADING);
  const rest = at < 0 ? '' : old.slice(at + HEADING.length).replace(/^[\s\S]*?(?=\n## |$)/, '');
  fs.writeFileSync(FILE, `${(at < 0 ? old : old.slice(0, at)).trimEnd()}\n\n${section}${rest}`);
};
