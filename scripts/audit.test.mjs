// The audit step against a registry on loopback that reports advisories: real `npm audit --omit=dev`
// on this repository's installed tree, judged by scripts/audit.mjs.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditDependencies, readExceptions, EXCEPTIONS_FILE } from './audit.mjs';
import { ROOT } from './lib/paths.mjs';

const installed = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));

// koa serves every request of the running cms; vitest is a dev tool only.
const SERVER_PACKAGE = 'koa';
const DEV_PACKAGE = 'vitest';
const advisory = (id, name, severity) => ({
  id,
  url: `https://github.com/advisories/GHSA-test-${String(id).padStart(4, '0')}-abcd`,
  title: `Test advisory ${id} in ${name}`,
  severity,
  vulnerable_versions: `<=${installed(name).version}`,
  cwe: [],
  cvss: { score: 9, vectorString: null },
});
const ghsa = (a) => a.url.split('/').pop();

let registry;
let reported = {};
let bulkStatus = 200;
const asked = [];

beforeAll(async () => {
  registry = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url.startsWith('/-/npm/v1/security/advisories/bulk')) {
        const raw = Buffer.concat(chunks);
        const body = JSON.parse((req.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString());
        asked.push(body);
        if (bulkStatus !== 200) return res.writeHead(bulkStatus).end();
        const answer = Object.fromEntries(Object.entries(reported).filter(([name]) => body[name]));
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      }
      // Packuments, for npm to work out which installed versions are affected: the installed one.
      const name = decodeURIComponent(req.url.slice(1));
      try {
        const pkg = installed(name);
        const doc = {
          name,
          'dist-tags': { latest: pkg.version },
          versions: { [pkg.version]: { ...pkg, dist: { tarball: `http://127.0.0.1/${name}.tgz` } } },
        };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc));
      } catch {
        res.writeHead(404).end('{}');
      }
    });
  });
  await new Promise((resolve) => registry.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => registry.close(resolve)));
afterEach(() => {
  reported = {};
  bulkStatus = 200;
  asked.length = 0;
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const exceptionsFile = (exceptions) => {
  const file = path.join(tmp, `exceptions-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify({ exceptions }));
  return file;
};

/** Runs the step against the loopback registry; answers its verdict and what it printed. */
const audit = async (exceptions = [], env = {}) => {
  const printed = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args) => printed.push(args.join(' ')));
  try {
    const result = await auditDependencies({
      env: { npm_config_registry: `http://127.0.0.1:${registry.address().port}/`, ...env },
      exceptionsFile: exceptionsFile(exceptions),
    });
    return { result, output: printed.join('\n') };
  } finally {
    log.mockRestore();
  }
};

describe('npm audit --omit=dev in npm test', () => {
  it('fails on a critical advisory in a package the server runs, naming it; a dev-only package is not audited', async () => {
    const critical = advisory(1, SERVER_PACKAGE, 'critical');
    reported = { [SERVER_PACKAGE]: [critical], [DEV_PACKAGE]: [advisory(2, DEV_PACKAGE, 'critical')] };
    const { result, output } = await audit();
    expect(result).toBe('failed');
    expect(output).toContain(`BLOCKING  CRITICAL ${SERVER_PACKAGE}`);
    expect(output).toContain(critical.url);
    expect(output).not.toContain(DEV_PACKAGE);
    expect(asked[0]).toHaveProperty(SERVER_PACKAGE);
    expect(asked[0]).not.toHaveProperty(DEV_PACKAGE);
  }, 60_000);

  it('passes when that advisory is listed with its reason, and prints the reason', async () => {
    const high = advisory(3, SERVER_PACKAGE, 'high');
    reported = { [SERVER_PACKAGE]: [high] };
    const { result, output } = await audit([
      { advisory: ghsa(high), package: SERVER_PACKAGE, reason: 'Only reachable through a feature we do not use.' },
    ]);
    expect(result).toBe('passed');
    expect(output).toContain(`accepted  HIGH ${SERVER_PACKAGE}`);
    expect(output).toContain('reason: Only reachable through a feature we do not use.');
  }, 60_000);

  it('passes on moderate and low advisories, and says an exception is no longer needed', async () => {
    reported = { [SERVER_PACKAGE]: [advisory(4, SERVER_PACKAGE, 'moderate')] };
    const { result, output } = await audit([
      { advisory: 'GHSA-gone-gone-gone', package: 'left-pad', reason: 'fixed upstream since' },
    ]);
    expect(result).toBe('passed');
    expect(output).toMatch(/advisories \(critical 0, high 0, moderate [1-9]/);
    expect(output).toContain('GHSA-gone-gone-gone (left-pad) is no longer reported');
  }, 60_000);

  it('reports an unreachable audit endpoint as NOT RUN, and fails on it with AUDIT_REQUIRED=true', async () => {
    bulkStatus = 405;
    const relaxed = await audit();
    expect(relaxed.result).toBe('not run');
    expect(relaxed.output).toContain('Dependency audit NOT RUN: 405');
    expect(relaxed.output).not.toContain('No high or critical advisory');
    expect((await audit([], { AUDIT_REQUIRED: 'true' })).result).toBe('failed');
  }, 60_000);

  it('refuses an exception without a reason', () => {
    expect(() =>
      readExceptions(exceptionsFile([{ advisory: 'GHSA-aaaa-bbbb-cccc', package: 'koa', reason: ' ' }])),
    ).toThrow(/needs a non-empty "reason"/);
  });

  it('the project file of accepted exceptions is valid', () => {
    expect(Array.isArray(readExceptions(EXCEPTIONS_FILE))).toBe(true);
  });
});
