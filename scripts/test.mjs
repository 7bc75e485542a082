// `npm test`: audits the production dependencies, validates docker-compose.yml, lints, builds what
// is out of date, then runs every suite: contract, scripts, cms (real Strapi over HTTP), web (testing-library + msw)
// and e2e
// (Playwright driving Chromium against the running app).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditDependencies } from './audit.mjs';
import { buildAll } from './build.mjs';
import { BIN, CMS, CONTRACT, ROOT, WEB } from './lib/paths.mjs';
import { hasNginx } from './lib/nginx.mjs';
import { startTempPostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';

const suites = [
  { name: 'contract', cwd: CONTRACT, args: ['run'] },
  // The repository's own scripts (the dependency audit step).
  { name: 'scripts', cwd: ROOT, args: ['run', '--dir', 'scripts'] },
  { name: 'cms', cwd: CMS, args: ['run'] },
  // The same API tests again on PostgreSQL, when it is installed (Debian: apt-get install postgresql).
  { name: 'cms-postgres', cwd: CMS, args: ['run'], postgres: true },
  // The web suite runs alongside e2e: a browser test waits on its page and server in turn and leaves
  // a sixth of the two cores idle, which jsdom fills (on a fresh clone the two took 319 s one after
  // the other, 292 s side by side: bench/RESULTS.md).
  { name: 'web', cwd: WEB, args: ['run'], alongside: 'e2e' },
  { name: 'e2e', cwd: ROOT, args: ['run', '--config', path.join(ROOT, 'e2e', 'vitest.config.ts')] },
  // The production topology (nginx + two cms + PostgreSQL + a bucket) under load with a fault: a
  // 20 s pass here (kill at 7 s, restart at 14 s); `npm run topology` is the full 60 s run.
  {
    name: 'topology',
    cwd: CMS,
    args: ['run', '--config', path.join(CMS, 'vitest.topology.config.ts')],
    postgres: true,
    nginx: true,
    env: { TOPOLOGY_SECONDS: '20', TOPOLOGY_KILL_AT: '7', TOPOLOGY_RESTART_AT: '14' },
  },
];
const only = process.argv.slice(2);

const failed = [];
// Wall time of every step, printed as a table at the end (bench/RESULTS.md "Test suite wall time").
const started = Date.now();
const times = [];
const timed = async (name, step) => {
  const t0 = Date.now();
  try {
    return await step();
  } finally {
    times.push([name, (Date.now() - t0) / 1000]);
  }
};
const printTimes = () => {
  console.log('\nWall time per step:');
  for (const [name, seconds] of [...times, ['total', (Date.now() - started) / 1000]])
    console.log(`  ${name.padEnd(20)} ${seconds.toFixed(0).padStart(6)} s`);
};
// Each suite also writes vitest's JSON report here, so the end of the output names every failed test
// (the last lines are what a CI log shows first).
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
const failedTests = (suite) => {
  try {
    const report = JSON.parse(fs.readFileSync(path.join(reports, `${suite}.json`), 'utf8'));
    return report.testResults.flatMap((file) => {
      const where = path.relative(ROOT, file.name);
      const tests = file.assertionResults.filter((t) => t.status === 'failed');
      // A file that failed outside its tests (e.g. its Strapi did not start): its first line, then the
      // message's last lines (a server's own last log lines say why), since CI shows the output's tail.
      if (!tests.length && file.status === 'failed') {
        const lines = (file.message || 'failed to run').split('\n').filter((line) => line.trim());
        return [
          `${where}: ${lines[0]}`,
          ...lines
            .slice(1)
            .slice(-12)
            .map((line) => `    ${line.slice(0, 300)}`),
        ];
      }
      return tests.map((t) => `${where} > ${t.fullName}: ${(t.failureMessages[0] || '').split('\n')[0]}`);
    });
  } catch {
    return ['(no report: the suite did not finish)'];
  }
};

// docker-compose.yml is validated, not run: there is no Docker engine on these machines.
const composeCheck = async () => {
  console.log('\n━━ docker-compose.yml check ━━');
  const dummy = Object.fromEntries(
    [
      'DATABASE_PASSWORD',
      'APP_KEYS',
      'API_TOKEN_SALT',
      'ADMIN_JWT_SECRET',
      'TRANSFER_TOKEN_SALT',
      'JWT_SECRET',
      'ENCRYPTION_KEY',
      'TWO_FACTOR_KEY',
    ].map((k) => [k, 'check']),
  );
  Object.assign(dummy, { PUBLIC_URL: 'https://www.example.com', SERVER_NAME: 'www.example.com' });
  try {
    await run('docker-compose', ['-f', path.join(ROOT, 'docker-compose.yml'), 'config', '-q'], { env: dummy });
    console.log('docker-compose.yml is valid.');
  } catch (error) {
    if (error.code === 'ENOENT')
      console.log('docker-compose is not installed: skipped (apt-get install docker-compose).');
    else failed.push('docker-compose.yml');
  }
};

// npm audit --omit=dev (scripts/audit.mjs): high/critical advisories outside audit-exceptions.json fail.
let auditNotRun = false;
if (!only.length || only.includes('audit')) {
  console.log('\n━━ dependency audit ━━');
  const result = await timed('audit', () => auditDependencies()).catch((error) => {
    console.error(error.message);
    return 'failed';
  });
  if (result === 'failed') failed.push('npm audit');
  auditNotRun = result === 'not run';
}
if (!only.length || only.includes('compose')) await timed('compose', composeCheck);
// ESLint (eslint.config.mjs): typescript-eslint, React's hook rules, no import cycles, the import
// boundaries; then Prettier (.prettierrc.json) checks every source file is formatted (`npx prettier
// --write .` formats them). Both read sources only (no type information, no build output), so they
// run beside the build, each on its own core; their output is printed when they end.
const sourceCheck = async (name, bin, args, passed) => {
  const t0 = Date.now();
  const child = spawn(BIN(bin), args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise((resolve) => {
    child.on('error', (error) => resolve(void (output += error.message)));
    child.on('exit', resolve);
  });
  times.push([name, (Date.now() - t0) / 1000]);
  console.log(`\n━━ ${name} ━━`);
  process.stdout.write(output);
  if (code === 0) console.log(passed);
  else failed.push(name);
};
const lint = async () => {
  await sourceCheck('lint', 'eslint', ['.'], 'No lint errors.');
  await sourceCheck('format', 'prettier', ['--check', '--log-level', 'warn', '.'], 'Every source file is formatted.');
};
const linting = !only.length || only.includes('lint') ? lint() : null;
await timed('build', buildAll);
await linting;
/**
 * One suite's vitest run (on a throwaway PostgreSQL cluster, behind nginx, as it asks). `buffered`:
 * its output is kept and printed in one piece when it ends, like lint's.
 */
const runSuite = async (suite, { buffered = false } = {}) => {
  let output = '';
  const header = `\n━━ ${suite.name} tests ━━`;
  const print = (text) => (buffered ? (output += `${text}\n`) : console.log(text));
  print(header);
  try {
    if (suite.nginx && !hasNginx())
      return print('nginx is not installed: skipping this pass (apt-get install nginx to run it).');
    const postgres = suite.postgres ? await startTempPostgres() : null;
    if (suite.postgres && !postgres)
      return print('PostgreSQL is not installed: skipping this pass (apt-get install postgresql to run it).');
    try {
      const env = {
        STRAPI_TELEMETRY_DISABLED: 'true',
        ...suite.env,
        ...(postgres && { TEST_POSTGRES_URL: postgres.url }),
      };
      const report = [
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(reports, `${suite.name}.json`)}`,
      ];
      await timed(buffered ? `${suite.name} (beside ${suite.alongside})` : suite.name, () =>
        run(BIN('vitest'), [...suite.args, ...report], {
          cwd: suite.cwd,
          env,
          output: buffered && ((d) => (output += d)),
        }),
      );
    } catch {
      failed.push(suite.name);
    } finally {
      await postgres?.stop();
    }
  } finally {
    if (buffered) process.stdout.write(output);
  }
};
const selected = (suite) => !only.length || only.includes(suite.name);
for (const suite of suites.filter(selected)) {
  // A suite that runs alongside another starts with it (below), unless that one is not run.
  if (suite.alongside && selected(suites.find((s) => s.name === suite.alongside))) continue;
  const partners = suites.filter((s) => s.alongside === suite.name && selected(s));
  await Promise.all([runSuite(suite), ...partners.map((s) => runSuite(s, { buffered: true }))]);
}
printTimes();
if (failed.length) {
  for (const suite of failed.filter((name) => suites.some((s) => s.name === name))) {
    console.error(`\nFailed in ${suite}:`);
    for (const line of failedTests(suite)) console.error(`  ${line.slice(0, 400)}`);
  }
  console.error(`\nFailed suites: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(
  auditNotRun
    ? '\nAll suites passed, but the dependency audit did NOT run (see "dependency audit" above).'
    : '\nAll suites passed.',
);
