// `BASE_DIST=/path/to/an/earlier/web/dist npm run bench:lighthouse:ab`: Lighthouse on two web builds
// side by side (this machine is noisy: one run of one build says little). Both are served by the
// compiled cms from one seeded portfolio (WEB_DIST picks the build), and the runs alternate. Prints,
// and writes to bench/RESULTS.md, each page's performance score and total blocking time per run, and
// the medians. Make BASE_DIST with `cp -r web/dist /tmp/dist-base` before your change.
// DEMO=true serves both from a first start with the demo content instead (its home page and
// /projects by default: what the seeded portfolio lacks, real photos, logos, the filter's options).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { writeSections } from './lib/results.mjs';
import { CLIENT_PATH, PROJECT_PATH, seedPortfolio } from './lib/seed.mjs';
import { benchSecrets, startCms } from './lib/server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const base = process.env.BASE_DIST;
if (!base || !fs.existsSync(path.join(base, 'index.html')))
  throw new Error('Set BASE_DIST to a copy of an earlier web/dist (cp -r web/dist /tmp/dist-base).');
const runs = Number(process.env.RUNS || 3);
const demo = process.env.DEMO === 'true' || process.env.DEMO === '1';
// PATHS=/about-us,/firedoors picks other pages (comma-separated); the default is the portfolio's
// four, or with the demo its home page and /projects.
const defaults = demo ? ['/', '/projects'] : ['/', '/projects', CLIENT_PATH, PROJECT_PATH];
const paths = process.env.PATHS ? process.env.PATHS.split(',') : defaults;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The demo: a first start seeds it (and makes its photos: give it time on a busy machine); both cms reuse it. */
const seedDemo = async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ab-demo-'));
  fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
  const files = { DATABASE_FILENAME: path.join(work, 'data.db'), PUBLIC_DIR: path.join(work, 'public') };
  const env = { ...benchSecrets(), ...files };
  await (await startCms({ ...env, SEED_DEMO: 'true' }, { timeoutMs: 900_000 })).stop();
  return { work, env };
};
const { work, env } = demo ? await seedDemo() : seedPortfolio(30, 10);
const builds = { base: await startCms({ ...env, WEB_DIST: base }), current: await startCms(env) };
const results = { base: {}, current: {} };
try {
  // Warm each build's page cache once, as a visitor before Lighthouse would.
  for (const name of Object.keys(builds)) for (const p of paths) await fetch(builds[name].url + p);
  for (let r = 0; r < runs; r++) {
    const order = r % 2 ? ['current', 'base'] : ['base', 'current'];
    for (const name of order)
      for (const x of await lighthouseScores(paths.map((p) => builds[name].url + p)))
        (results[name][new URL(x.url).pathname] ??= []).push(x);
  }
  const content = demo ? 'the demo content (a first start with SEED_DEMO)' : 'one seeded portfolio (30 x 10)';
  const cell = (xs) =>
    `${xs.map((x) => `${x.scores.performance} / ${x.tbt.toFixed(0)}`).join(', ')} (median ${median(xs.map((x) => x.scores.performance))} / ${median(xs.map((x) => x.tbt)).toFixed(0)})`;
  const lines = [
    '## Lighthouse side by side: two web builds (`npm run bench:lighthouse:ab`)',
    '',
    `Performance score / total blocking time (ms) per run, mobile profile; ${runs} runs each, alternating, ${content}, the same cms. Base: ${process.env.BASE_LABEL || base}.`,
    `Measured ${new Date().toISOString()}.`,
    '',
    '| page | base | current |',
    '|---|---|---|',
    ...paths.map((p) => `| ${p} | ${cell(results.base[p])} | ${cell(results.current[p])} |`),
  ];
  console.log(lines.join('\n'));
  writeSections(path.join(HERE, 'RESULTS.md'), lines.join('\n'));
} finally {
  await builds.base.stop();
  await builds.current.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
