// `npm run bench:first-start`: how long `npm start`'s first start with the demo content takes (an
// empty database and upload folder: schema, admins, the demo clients, photos and their formats,
// the company pages' blocks and pictures) until the server answers, and the CPU seconds it costs.
// FIRST_START_RUNS starts (default 3), one after the other. Written to bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSection } from './lib/results.mjs';
import { benchSecrets, startCms } from './lib/server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.FIRST_START_RUNS || 3);

const rows = [];
for (let run = 1; run <= RUNS; run++) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-first-start-'));
  fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
  const started = Date.now();
  const cms = await startCms(
    {
      ...benchSecrets(),
      DATABASE_FILENAME: path.join(work, 'data.db'),
      PUBLIC_DIR: path.join(work, 'public'),
      SEED_DEMO: 'true',
    },
    { timeoutMs: 900_000 },
  );
  const seconds = (Date.now() - started) / 1000;
  const cpu = cms.cpuSeconds();
  await cms.stop();
  fs.rmSync(work, { recursive: true, force: true });
  rows.push(`| ${run} | ${seconds.toFixed(1)} s | ${cpu === null ? 'n/a' : `${cpu.toFixed(1)} CPU-s`} |`);
  console.log(rows.at(-1));
}

writeSection(path.join(HERE, 'RESULTS.md'), 'First start with the demo content', [
  `Measured ${new Date().toISOString()} by \`npm run bench:first-start\` on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}: an empty database to the first healthy answer, the demo seeded (SEED_DEMO=true); CPU seconds of the cms process.`,
  '',
  '| run | wall time | CPU |',
  '|---|---|---|',
  ...rows,
]);
console.log('\nWritten to bench/RESULTS.md');
