// The fire-door register at scale: 100,000 door sets and 500,000 inspections (BENCH_DOORS,
// BENCH_INSPECTIONS) written straight into a seeded portfolio's SQLite database, most doors installed
// on its projects, then the public verify page /verify/{labelId} (server-rendered HTML, what a
// label's QR code opens) and its read GET /api/v1/public/doors/{labelId} timed for random labels
// (p50 and p95 of 300 after a warm-up; budget 50 ms p95), and the dashboard's register list searched
// and filtered on the server. Part of `npm run bench`; alone: `node bench/doors.mjs` on a built tree.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../scripts/lib/paths.mjs';
import { runAlone } from './lib/results.mjs';
import { seedPortfolio } from './lib/seed.mjs';
import { signInCookie, startCms } from './lib/server.mjs';

const HEADING = 'Fire-door register: 100,000 doors and 500,000 inspections';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' };
const DOORS = Number(process.env.BENCH_DOORS || 100_000);
const INSPECTIONS = Number(process.env.BENCH_INSPECTIONS || 500_000);
const SAMPLES = 300;
const BUDGET_MS = 50;
const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3');
const DAY = 86_400_000;

const day = (ms) => new Date(ms).toISOString().slice(0, 10);
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(p * xs.length) - 1)];
const labelOf = (i) => `BC-FD-2025-${String(i + 1).padStart(6, '0')}`;
const CHECKLIST = ['leafFrame', 'gaps', 'hinges', 'closer', 'seals', 'glazing', 'signage', 'holdOpen', 'hardware'];

/** Writes the doors and their inspections (the server is stopped meanwhile). */
const seed = (file, now) => {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const sites = db
    .prepare('select document_id from sites')
    .all()
    .map((s) => s.document_id);
  const door = db.prepare(
    `insert into installer_door_sets (document_id, label_id, door_type_id, minutes, standard, batch, manufactured_on,
       state, site_id, location, installed_on, installer, last_inspected_on, last_result, due_from, open_defects,
       created_at, updated_at, published_at)
     values (?, ?, 'bench-type', ?, 'IS 3614 (Part 2)', ?, ?, ?, ?, ?, ?, 'Door crew', ?, ?, ?, 0, ?, ?, ?)`,
  );
  const inspection = db.prepare(
    `insert into installer_door_inspections (document_id, door_set, inspected_on, result, items, inspector_name,
       created_at, updated_at, published_at)
     values (?, ?, ?, ?, ?, 'Bench inspector', ?, ?, ?)`,
  );
  const items = JSON.stringify(CHECKLIST.map((key) => ({ key, result: 'pass', note: '' })));
  const perDoor = Math.ceil(INSPECTIONS / Math.ceil(DOORS * 0.9));
  let inspections = 0;
  db.transaction(() => {
    for (let i = 0; i < DOORS; i++) {
      const made = now - (400 + (i % 300)) * DAY;
      // Nine in ten installed on the portfolio's projects, the rest in stock.
      const installed = i % 10 !== 0 && sites.length > 0;
      const last = installed ? now - (i % 200) * DAY : null;
      const { lastInsertRowid } = door.run(
        crypto.randomBytes(12).toString('hex'),
        labelOf(i),
        [30, 60, 90, 120][i % 4],
        `PR-2025-${String(i % 500).padStart(3, '0')}`,
        day(made),
        installed ? 'installed' : 'in-stock',
        installed ? sites[i % sites.length] : null,
        installed ? `Block ${String.fromCharCode(65 + (i % 6))}, Level ${i % 12}, Door ${i % 40}` : null,
        installed ? day(made + 30 * DAY) : null,
        last ? day(last) : null,
        last ? 'pass' : null,
        last ? day(last) : null,
        made,
        made,
        made,
      );
      if (!installed) continue;
      for (let k = 0; k < perDoor && inspections < INSPECTIONS; k++, inspections++) {
        const on = (last ?? now) - k * 180 * DAY;
        inspection.run(crypto.randomBytes(12).toString('hex'), lastInsertRowid, day(on), 'pass', items, on, on, on);
      }
    }
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { sites: sites.length, inspections };
};

/** p50 and p95 of `SAMPLES` sequential requests, each for a random label, after 20 to warm up. */
const timeLabels = async (url, check) => {
  const pick = () => labelOf(Math.floor(Math.random() * DOORS));
  for (let i = 0; i < 20; i++) await check(await fetch(url(pick())));
  const ms = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    const res = await fetch(url(pick()));
    await check(res);
    ms.push(performance.now() - t);
  }
  return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95) };
};

export const doorsSection = async () => {
  const { work, env } = seedPortfolio(20, 5, {
    INSTALLER_ADMIN_EMAIL: ADMIN.email,
    INSTALLER_ADMIN_PASSWORD: ADMIN.password,
  });
  try {
    // The first start makes the register's tables (the seeded portfolio predates none of them).
    await (await startCms(env)).stop();
    const now = Date.now();
    const t0 = performance.now();
    const { sites, inspections } = seed(env.DATABASE_FILENAME, now);
    console.log(
      `Seeded ${DOORS} doors on ${sites} projects and ${inspections} inspections in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    const cms = await startCms(env, { timeoutMs: 300_000 });
    try {
      const ok = (kind) => async (res) => {
        const body = await res.text();
        if (res.status !== 200 || (kind === 'html' && !body.includes('Fire rating')))
          throw new Error(`${res.url}: ${res.status} ${body.slice(0, 200)}`);
      };
      const page = await timeLabels((id) => `${cms.url}/verify/${id}`, ok('html'));
      const api = await timeLabels((id) => `${cms.url}/api/v1/public/doors/${id}`, ok('json'));

      const cookie = await signInCookie(cms.url, ADMIN);
      const lists = [];
      for (const [name, query] of [
        ['First page', ''],
        ['Search by id', 'q=BC-FD-2025-0731'],
        ['Overdue', 'due=overdue'],
        ['Page 2000', 'page=2000'],
      ]) {
        const runs = [];
        let total = 0;
        for (let i = 0; i < 6; i++) {
          const t = performance.now();
          const res = await fetch(`${cms.url}/api/v1/doors?${query}`, { headers: { cookie } });
          if (!res.ok) throw new Error(`doors?${query}: ${res.status} ${await res.text()}`);
          total = (await res.json()).total;
          if (i) runs.push(performance.now() - t);
        }
        lists.push({ name, query, total, median: percentile(runs, 0.5) });
      }
      const f = (ms) => `${ms.toFixed(1)} ms`;
      const within = (ms) => (ms <= BUDGET_MS ? 'within' : 'OVER');
      const lines = [
        `## ${HEADING}`,
        '',
        `SQLite, ${DOORS.toLocaleString('en-IN')} door sets (nine in ten installed on ${sites} projects) and ${inspections.toLocaleString('en-IN')} inspections; ${SAMPLES} sequential requests for random labels after 20 to warm up (budget ${BUDGET_MS} ms p95). \`node bench/doors.mjs\`.`,
        '',
        '| Read | p50 | p95 | Budget |',
        '| --- | --- | --- | --- |',
        `| \`/verify/{labelId}\` (the page, server-rendered) | ${f(page.p50)} | ${f(page.p95)} | ${within(page.p95)} |`,
        `| \`GET /api/v1/public/doors/{labelId}\` | ${f(api.p50)} | ${f(api.p95)} | ${within(api.p95)} |`,
        '',
        'The dashboard register (`GET /api/v1/doors`, paged on the server, 25 a page), median of 5 after one:',
        '',
        '| List | Doors matching | Median |',
        '| --- | --- | --- |',
        ...lists.map(
          (l) => `| ${l.name} (\`${l.query || 'no filter'}\`) | ${l.total.toLocaleString('en-IN')} | ${f(l.median)} |`,
        ),
      ];
      for (const l of lines) console.log(l);
      return lines;
    } finally {
      await cms.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
};

await runAlone(import.meta.url, doorsSection);
