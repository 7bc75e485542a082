// `npm audit --omit=dev` as a step of `npm test` (and `npm run audit` alone): fails on any high or
// critical advisory in the dependencies the running app ships (dev tools are left out), except the
// ones accepted, each with its reason, in audit-exceptions.json. An audit that could not run (the
// registry's audit endpoint unreachable) is reported as NOT RUN, never as "no advisories"; with
// AUDIT_REQUIRED=true it fails the step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib/paths.mjs';

export const EXCEPTIONS_FILE = path.join(ROOT, 'audit-exceptions.json');
const BLOCKING = new Set(['high', 'critical']);

/** Runs `npm audit --omit=dev --json` in `cwd`; answers its exit code and output. */
export const runNpmAudit = ({ cwd = ROOT, env = {} } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], { cwd, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

/** The accepted advisories: `{ "exceptions": [{ "advisory": "GHSA-…", "package": "name", "reason": "…" }] }`. */
export const readExceptions = (file = EXCEPTIONS_FILE) => {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  const list = parsed?.exceptions;
  if (!Array.isArray(list)) throw new Error(`${file}: "exceptions" must be a list.`);
  list.forEach((entry, i) => {
    for (const key of ['advisory', 'package', 'reason'])
      if (typeof entry?.[key] !== 'string' || !entry[key].trim())
        throw new Error(`${file}: exception ${i + 1} needs a non-empty "${key}".`);
  });
  return list;
};

/** GHSA-xxxx-xxxx-xxxx from an advisory URL, else the registry's numeric id. */
const advisoryId = (via) => /GHSA(-[0-9a-z]{4}){3}/i.exec(via.url ?? '')?.[0] ?? String(via.source);

/** Why the output is not an audit report (the endpoint failed, npm failed), or null when it is one. */
const notAReport = (report, { stdout, stderr }) => {
  if (report && typeof report === 'object' && report.vulnerabilities && report.metadata) return null;
  const npmErrors = stderr
    .split('\n')
    .filter((line) => /npm (error|warn audit)/.test(line))
    .join(' / ');
  return (
    report?.message ||
    report?.error?.summary ||
    npmErrors ||
    stdout.slice(0, 200) ||
    `npm audit exited with ${report?.code ?? 'no report'}`
  );
};

/**
 * Judges `npm audit --json` output against the exceptions: the high/critical advisories that block,
 * those accepted, the exceptions no longer needed, or why there is no report at all.
 */
export const judge = (output, exceptions) => {
  let report = null;
  try {
    report = JSON.parse(output.stdout);
  } catch {
    /* not JSON: npm itself failed */
  }
  const unreachable = notAReport(report, output);
  if (unreachable) return { unreachable };

  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via) {
      if (typeof via !== 'object' || !BLOCKING.has(via.severity)) continue;
      const id = advisoryId(via);
      found.set(`${id} ${via.name}`, {
        id,
        package: via.name,
        severity: via.severity,
        title: via.title,
        url: via.url,
        range: via.range,
      });
    }
  }
  const advisories = [...found.values()];
  const excepted = (a) =>
    exceptions.find((e) => e.advisory.toUpperCase() === a.id.toUpperCase() && e.package === a.package);
  return {
    blocking: advisories.filter((a) => !excepted(a)),
    accepted: advisories.filter(excepted).map((a) => ({ ...a, reason: excepted(a).reason })),
    stale: exceptions.filter((e) => !advisories.some((a) => excepted(a) === e)),
    counts: report.metadata.vulnerabilities,
  };
};

const line = (a) => `${a.severity.toUpperCase()} ${a.package} ${a.range ?? ''}: ${a.title} (${a.url ?? a.id})`;

/** Runs the audit and prints the verdict; answers 'passed', 'failed' or 'not run'. */
export const auditDependencies = async ({ cwd = ROOT, env = {}, exceptionsFile = EXCEPTIONS_FILE } = {}) => {
  const required = (env.AUDIT_REQUIRED ?? process.env.AUDIT_REQUIRED) === 'true';
  const exceptions = readExceptions(exceptionsFile);
  const verdict = judge(await runNpmAudit({ cwd, env }), exceptions);
  if (verdict.unreachable) {
    console.log(`✗ Dependency audit NOT RUN: ${verdict.unreachable}`);
    console.log(
      required
        ? '  AUDIT_REQUIRED=true: failing.'
        : '  Known advisories were not checked (AUDIT_REQUIRED=true makes this fail).',
    );
    return required ? 'failed' : 'not run';
  }
  const { counts } = verdict;
  console.log(
    `npm audit --omit=dev: ${counts.total} advisories (critical ${counts.critical}, high ${counts.high}, moderate ${counts.moderate}, low ${counts.low}).`,
  );
  for (const a of verdict.accepted) console.log(`  accepted  ${line(a)}\n            reason: ${a.reason}`);
  for (const e of verdict.stale)
    console.log(
      `  note: ${e.advisory} (${e.package}) is no longer reported; remove it from ${path.basename(exceptionsFile)}.`,
    );
  for (const a of verdict.blocking) console.log(`  BLOCKING  ${line(a)}`);
  if (verdict.blocking.length) {
    console.log(
      `✗ ${verdict.blocking.length} high/critical advisories: upgrade, or accept each in ${path.basename(exceptionsFile)} with its reason.`,
    );
    return 'failed';
  }
  console.log('✓ No high or critical advisory outside the accepted exceptions.');
  return 'passed';
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  auditDependencies()
    .then((result) => process.exit(result === 'failed' ? 1 : 0))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
