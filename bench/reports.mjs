// The Reports API on a large database: 50,000 enquiries over two years and 5 million daily
// page-view rows (BENCH_REPORT_ENQUIRIES, BENCH_REPORT_VIEW_ROWS), written straight into a fresh
// SQLite database the real server made, then GET /api/v1/reports timed for this month, the last 3
// months and this year (median of 5 after a warm-up; budget 500 ms). Part of `npm run bench`;
// alone: `node bench/reports.mjs` on a built tree (writes its own section of bench/RESULTS.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { ROOT } from '../scripts/lib/paths.mjs';
import { runAlone } from './lib/results.mjs';
import { benchSecrets, signInCookie, startCms } from './lib/server.mjs';

const HEADING = 'Reports on 50,000 enquiries and 5 million page-view rows';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' };
const ENQUIRIES = Number(process.env.BENCH_REPORT_ENQUIRIES || 50_000);
const VIEW_ROWS = Number(process.env.BENCH_REPORT_VIEW_ROWS || 5_000_000);
const BUDGET_MS = 500;
const Database = createRequire(path.join(ROOT, 'cms', 'package.json'))('better-sqlite3');
const DAY = 86_400_000;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const day = (ms) => new Date(ms).toISOString().slice(0, 10);

const CHANNELS = ['direct', 'search', 'social', 'whatsapp', 'referral', 'campaign', 'email'];
const SERVICES = ['design-and-build', 'interiors', 'manufacturing', 'fire-doors', 'other', null];
const SECTORS = ['educational', 'healthcare', 'bank', 'corporate', 'government', 'other'];
const STEPS = ['new', 'contacted', 'qualified', 'proposal', 'won'];

/** Writes the enquiries and page views into the database the server made (it is stopped meanwhile). */
const seed = (file, now) => {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const users = db
    .prepare('select id from up_users')
    .all()
    .map((u) => u.id);
  const insert = db.prepare(
    `insert into installer_enquiries (document_id, name, email, project_type, message, service, page, reference,
       enquiry_status, stage_reached, lost_reason, channel, landing_page, first_response_at, link_count,
       created_at, updated_at, published_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`,
  );
  const ownerTable = db
    .prepare("select name from sqlite_master where type = 'table' and name like 'installer_enquiries_owner%'")
    .get()?.name;
  const owner = ownerTable ? db.prepare(`insert into ${ownerTable} (enquiry_id, user_id) values (?, ?)`) : null;
  const pages = Array.from({ length: Math.ceil(VIEW_ROWS / 730) }, (_, i) => `/projects/client/client-${i}`);
  db.transaction(() => {
    for (let i = 0; i < ENQUIRIES; i++) {
      const at = now - Math.floor((i / ENQUIRIES) * 730 * DAY);
      const stage = i % 5;
      const lost = stage < 4 && i % 3 === 0;
      const { lastInsertRowid } = insert.run(
        crypto.randomBytes(12).toString('hex'),
        `Bench lead ${i}`,
        `lead${i}@example.com`,
        SECTORS[i % 6],
        'A benchmark enquiry.',
        SERVICES[i % 6],
        pages[i % 500],
        `ENQ-B-${i}`,
        lost ? 'lost' : STEPS[stage],
        stage,
        lost ? 'price' : null,
        CHANNELS[i % 7],
        '/',
        stage > 0 ? at + (1 + (i % 48)) * 3_600_000 : null,
        at,
        at,
        at,
      );
      if (owner && users.length && i % 4) owner.run(lastInsertRowid, users[i % users.length]);
    }
  })();
  // Page views: 730 days for each page, 5 million rows in all.
  const view = db.prepare('insert into installer_page_views (day, path, views) values (?, ?, ?)');
  let rows = 0;
  db.transaction(() => {
    for (const p of pages)
      for (let d = 0; d < 730 && rows < VIEW_ROWS; d++, rows++) view.run(day(now - d * DAY), p, 1 + ((rows * 7) % 40));
  })();
  // The monthly totals the server keeps beside the daily ones (insights/page-views.ts).
  db.exec(
    'insert into installer_page_views_monthly (month, path, views) select substr(day, 1, 7), path, sum(views) from installer_page_views group by 1, 2',
  );
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return rows;
};

export const reportsSection = async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
  const env = {
    ...benchSecrets(),
    DATABASE_FILENAME: path.join(work, 'data.db'),
    PUBLIC_DIR: path.join(work, 'public'),
    INSTALLER_ADMIN_EMAIL: ADMIN.email,
    INSTALLER_ADMIN_PASSWORD: ADMIN.password,
  };
  fs.mkdirSync(path.join(env.PUBLIC_DIR, 'uploads'), { recursive: true });
  try {
    // The first start makes the schema (and the plain page-view table).
    await (await startCms(env)).stop();
    const now = Date.now();
    const t0 = performance.now();
    const rows = seed(env.DATABASE_FILENAME, now);
    console.log(
      `Seeded ${ENQUIRIES} enquiries and ${rows} page-view rows in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    const cms = await startCms(env, { timeoutMs: 300_000 });
    try {
      const cookie = await signInCookie(cms.url, ADMIN);
      const today = day(now);
      const ranges = [
        ['This month', `${today.slice(0, 8)}01`],
        ['Last 3 months', day(now - 91 * DAY)],
        ['This year', `${today.slice(0, 4)}-01-01`],
        ['Two years (the longest)', day(now - 730 * DAY)],
      ];
      const lines = [
        `## ${HEADING}`,
        '',
        `\`GET /api/v1/reports\` as a status user on SQLite: ${ENQUIRIES.toLocaleString('en-IN')} enquiries over two years and ${rows.toLocaleString('en-IN')} rows of \`installer_page_views\` (${(rows / 730).toFixed(0)} pages x 730 days); every figure of the Reports screen in one answer, median of 5 after a warm-up (budget ${BUDGET_MS} ms). \`node bench/reports.mjs\`.`,
        '',
        '| Range | Enquiries in it | Runs (ms) | Median | Budget |',
        '| --- | --- | --- | --- | --- |',
      ];
      for (const [name, from] of ranges) {
        const url = `${cms.url}/api/v1/reports?from=${from}&to=${today}`;
        const get = async () => {
          const res = await fetch(url, { headers: { cookie } });
          if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
          return res.json();
        };
        const { total } = await get();
        const runs = [];
        for (let i = 0; i < 5; i++) {
          const t = performance.now();
          await get();
          runs.push(performance.now() - t);
        }
        const m = median(runs);
        lines.push(
          `| ${name} | ${total.toLocaleString('en-IN')} | ${runs.map((r) => r.toFixed(0)).join(', ')} | ${m.toFixed(0)} ms | ${m <= BUDGET_MS ? 'within' : 'OVER'} |`,
        );
        console.log(lines.at(-1));
      }
      return lines;
    } finally {
      await cms.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
};

await runAlone(import.meta.url, reportsSection);
