// `npm test`: builds what is out of date, then runs every suite: contract, cms (real Strapi over
// HTTP), web (testing-library + msw) and e2e (Playwright driving Chromium against the running app).
import path from 'node:path';
import { buildAll } from './build.mjs';
import { BIN, CMS, CONTRACT, ROOT, WEB } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const suites = [
  { name: 'contract', cwd: CONTRACT, args: ['run'] },
  { name: 'cms', cwd: CMS, args: ['run'] },
  { name: 'web', cwd: WEB, args: ['run'] },
  { name: 'e2e', cwd: ROOT, args: ['run', '--config', path.join(ROOT, 'e2e', 'vitest.config.ts')] },
];
const only = process.argv.slice(2);

await buildAll();
const failed = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  console.log(`\n━━ ${suite.name} tests ━━`);
  try {
    await run(BIN('vitest'), suite.args, { cwd: suite.cwd, env: { STRAPI_TELEMETRY_DISABLED: 'true' } });
  } catch {
    failed.push(suite.name);
  }
}
if (failed.length) {
  console.error(`\nFailed suites: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nAll suites passed.');
