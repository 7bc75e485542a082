// `BASE_DIST=/path/to/an/earlier/web/dist npm run bench:lighthouse:ab`: Lighthouse on two web builds
// side by side (this machine is noisy: one run of one build says little). Both are served by the
// compiled cms from one seeded portfolio (WEB_DIST picks the build), and the runs alternate. Prints,
// and writes to bench/RESULTS.md, each page's performance score and total blocking time per run, and
// the medians. Make BASE_DIST with `cp -r web/dist /tmp/dist-base` before your change.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lighthouseScores } from './lib/lighthouse.mjs';
import { writeSections } from './lib/results.mjs';
import { CLIENT_PATH, PROJECT_PATH, seedPortfolio } from './lib/seed.mjs';
import { startCms } from './lib/server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const base = process.env.BASE_DIST;
if (!base || !fs.existsSync(path.join(base, 'index.html'))) throw new Error('Set BASE_DIST to a copy of an earlier web/dist (cp -r web/dist /tmp/dist-base).');
const runs = Number(process.env.RUNS || 3);
// PATHS=/about-us,/firedoors picks other pages (comma-separated); the default is the portfolio's four.
const paths = process.env.PATHS ? process.env.PATHS.split(',') : ['/', '/projects', CLIENT_PATH, PROJECT_PATH];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { work, env } = seedPortfolio(30, 10);
const builds = { base: await startCms({ ...env, WEB_DIST: base }), current: await startCms(env) };
const results = { base: {}, current: {} };
try {
  for (let r = 0; r < runs; r++) {
    const order = r % 2 ? ['current', 'base'] : ['base', 'current'];
    for (const name of order)
      for (const x of await lighthouseScores(paths.map((p) => builds[name].url + p))) (results[name][new URL(x.url).pathname] ??= []).push(x);
  }
  const cell = (xs) => `${xs.map((x) => `${x.scores.performance} / ${x.tbt.toFixed(0)}`).join(', ')} (median ${median(xs.map((x) => x.scores.performance))} / ${median(xs.map((x) => x.tbt)).toFixed(0)})`;
  const lines = [
    '## Lighthouse side by side: two web builds (`npm run bench:lighthouse:ab`)',
    '',
    `Performance score / total blocking time (ms) per run, mobile profile; ${runs} runs each, alternating, one seeded portfolio (30 x 10), the same cms. Base: ${process.env.BASE_LABEL || base}.`,
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
