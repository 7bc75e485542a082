// `npm run bench:lighthouse:pages`: Lighthouse (mobile) on the pages as a first start with the demo
// content leaves them (blocks with photos, the fire-door range, the about page's factory
// and people; the demo's clients, projects and logos): home, about, the three service pages and the
// projects overview with its filter. The bench's own portfolio (`npm run bench:lighthouse`) has
// none of that content. PATHS=/,/projects measures only those. Written to bench/RESULTS.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseSection } from './lib/lighthouse.mjs';
import { writeSections } from './lib/results.mjs';
import { benchSecrets, startCms } from './lib/server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ALL = ['/', '/projects', '/about-us', '/designandbuild', '/manufacturing', '/firedoors'];
const PATHS = process.env.PATHS ? process.env.PATHS.split(',') : ALL;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
fs.mkdirSync(path.join(work, 'public', 'uploads'), { recursive: true });
const env = {
  ...benchSecrets(),
  DATABASE_FILENAME: path.join(work, 'data.db'),
  PUBLIC_DIR: path.join(work, 'public'),
  SEED_DEMO: 'true',
};
// The first start makes the demo photos: give it time on a busy machine.
const cms = await startCms(env, { timeoutMs: 600_000 });
try {
  // Warm the page cache and the share images once, as a visitor before Lighthouse would.
  for (const p of PATHS) await fetch(cms.url + p);
  const lines = await lighthouseSection(cms.url, PATHS);
  lines[0] = '## Lighthouse: company pages with the demo content (mobile profile, simulated throttling)';
  lines.splice(
    4,
    0,
    `Measured ${new Date().toISOString()} by \`npm run bench:lighthouse:pages\` (a first start with the demo content: blocks, photos, the fire-door range, the about page's factory and people, the demo's clients and projects).`,
    '',
  );
  console.log(lines.join('\n'));
  writeSections(path.join(HERE, 'RESULTS.md'), lines.join('\n'));
} finally {
  await cms.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
