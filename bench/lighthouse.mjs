// `npm run bench:lighthouse`: Lighthouse alone (the same section `npm run bench` writes), on a small
// seeded portfolio (BENCH_CLIENTS x BENCH_SITES, default 30 x 10): the home page, /projects, a client
// page and a project page. Written to bench/RESULTS.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseSection } from './lib/lighthouse.mjs';
import { writeSections } from './lib/results.mjs';
import { CLIENT_PATH, PROJECT_PATH, seedPortfolio } from './lib/seed.mjs';
import { startCms } from './lib/server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const { work, env } = seedPortfolio(Number(process.env.BENCH_CLIENTS || 30), Number(process.env.BENCH_SITES || 10));
const cms = await startCms(env);
try {
  const lines = await lighthouseSection(cms.url, ['/', '/projects', CLIENT_PATH, PROJECT_PATH]);
  lines.splice(4, 0, `Measured ${new Date().toISOString()} by \`npm run bench:lighthouse\`.`, '');
  console.log(lines.join('\n'));
  writeSections(path.join(HERE, 'RESULTS.md'), lines.join('\n'));
} finally {
  await cms.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
