// The dashboard screens that list clients and sites, timed in Chromium on large portfolios:
// for each size in BENCH_DASHBOARD_CLIENTS (default "300,3000") x BENCH_SITES (default 10) it seeds
// a fresh database (bench/seed.cjs), starts the real server, signs in and measures, median of 3:
//   - first render: from navigation to the first card (or, for Add Client, the first dropdown option)
//   - search: from typing a client's name to that client being the only card (or option)
// and the projects workspace (issue budgets: Projects table's first page <= 1 s, the editor page
// <= 1.5 s, the overview's menu <= 1.5 s after pressing Sign in on the sign-in screen).
// Writes the "Dashboard screens" section of bench/RESULTS.md (the rest is left as it is).
// Run alone with `npm run bench:dashboard` (or `node bench/dashboard.mjs` on a built tree).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { seedPortfolio } from './lib/seed.mjs';
import { startCms } from './lib/server.mjs';
import { readSection, writeSection } from './lib/results.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SIZES = (process.env.BENCH_DASHBOARD_CLIENTS || '300,3000').split(',').map(Number);
const SITES = Number(process.env.BENCH_SITES || 10);
const RUNS = 3;
const BUDGET_MS = 1000;
// The editor page and signing in to the overview: 1.5 s each.
const EDITOR_BUDGET_MS = 1500;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-1' };
// BENCH_LATENCY_MS: every request of the browser's pages takes this much longer (Chromium's network
// emulation), as on a phone's network; 0 (the default) is this machine's loopback.
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS || 0);

/** A new page in `context`, on the emulated network when BENCH_LATENCY_MS asks for one. */
const newPage = async (context) => {
  const page = await context.newPage();
  if (LATENCY_MS) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return page;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const seed = (clients) =>
  seedPortfolio(clients, SITES, { INSTALLER_ADMIN_EMAIL: ADMIN.email, INSTALLER_ADMIN_PASSWORD: ADMIN.password });

/** Milliseconds from `start()` until `ready` resolves. */
const timed = async (start, ready) => {
  const t0 = performance.now();
  await start();
  await ready();
  return performance.now() - t0;
};

const measure = async (browser, url, clients) => {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
  const login = await context.request.post('/api/v1/user/login', { data: ADMIN });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  const page = await newPage(context);
  const last = `client ${String(clients - 1).padStart(4, '0')}`;
  const title = (name) => name.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const cards = page.getByRole('article');

  const screens = [
    {
      name: 'Change Client Details (editcover)',
      open: () => page.goto('/installer/dashboard/editcover'),
      opened: () => cards.first().waitFor(),
      search: () => page.getByPlaceholder('Search clients...').fill(last),
      found: () =>
        page.waitForFunction((name) => {
          const all = document.querySelectorAll('[role=article]');
          return all.length === 1 && all[0].getAttribute('aria-label') === name;
        }, title(last)),
    },
    {
      name: "A client's sites (client/{name})",
      open: () => page.goto(`/installer/dashboard/client/${encodeURIComponent(last)}`),
      opened: () => cards.first().waitFor(),
      search: () => page.getByPlaceholder('Search sites...').fill(`site ${clients - 1}-9`),
      found: () => page.waitForFunction(() => document.querySelectorAll('[role=article]').length === 1),
    },
    {
      name: 'Add Client: existing-client dropdown',
      open: async () => {
        await page.goto('/installer/dashboard/addclient');
        await page.getByLabel('Client', { exact: true }).click();
      },
      opened: () => page.locator('.ant-select-item-option').first().waitFor(),
      search: () => page.getByLabel('Client', { exact: true }).fill(last),
      found: () =>
        page
          .locator('.ant-select-item-option')
          .filter({ hasText: new RegExp(`^${title(last)}$`) })
          .waitFor(),
    },
  ];

  const tableRows = page.locator('.ant-table-tbody tr.ant-table-row');
  const lastSite = `site ${clients - 1}-${SITES - 1}`;
  const found = await context.request.get(`/api/v1/dashboard/projects?q=${encodeURIComponent(lastSite)}`);
  const projectId = (await found.json()).items?.[0]?._id;
  if (!projectId) throw new Error(`no project found for "${lastSite}"`);
  screens.push(
    {
      name: 'Projects table (projects)',
      budget: BUDGET_MS,
      open: () => page.goto('/installer/dashboard/projects'),
      opened: () => tableRows.first().waitFor(),
      // The table searches when Enter is pressed (the query goes into the address).
      search: async () => {
        await page.getByLabel('Search projects').fill(lastSite);
        await page.getByLabel('Search projects').press('Enter');
      },
      found: () =>
        page.waitForFunction((name) => {
          const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
          return rows.length === 1 && rows[0].textContent.toLowerCase().includes(name);
        }, lastSite),
    },
    {
      name: 'Project editor (projects/{id}, 6 photos)',
      budget: EDITOR_BUDGET_MS,
      open: () => page.goto(`/installer/dashboard/projects/${projectId}`),
      // Its sections and its photos' tiles rendered (the thumbnails below the fold load as they scroll in).
      opened: () =>
        page.waitForFunction(
          () => !!document.querySelector('.pe-form') && document.querySelectorAll('#photos img').length >= 6,
        ),
    },
  );

  const rows = [];
  for (const screen of screens) {
    console.log(`  ${screen.name}`);
    const renders = [];
    const searches = [];
    for (let run = 0; run < RUNS + 1; run += 1) {
      const render = await timed(screen.open, screen.opened);
      const search = screen.search ? await timed(screen.search, screen.found) : null;
      if (run > 0) {
        // The first run warms the server and the browser's cache of the app's code, as a returning user has.
        renders.push(render);
        if (search !== null) searches.push(search);
      }
    }
    rows.push({
      screen: screen.name,
      budget: screen.budget ?? BUDGET_MS,
      render: median(renders),
      search: searches.length ? median(searches) : null,
    });
  }
  await context.close();
  rows.push(await signIn(browser, url));
  return rows;
};

/** From pressing Sign in on the sign-in screen (its own document) to the overview's menu on screen. */
const signIn = async (browser, url) => {
  const times = [];
  for (let run = 0; run < RUNS + 1; run += 1) {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    const page = await newPage(context);
    await page.goto('/installer');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    const time = await timed(
      () => page.getByRole('button', { name: 'Sign in' }).click(),
      () => page.getByRole('menu').first().waitFor(),
    );
    // The first run warms the server and the browser's cache, as for the screens.
    if (run > 0) times.push(time);
    await context.close();
  }
  return {
    screen: "Sign in: pressing Sign in to the overview's menu",
    budget: EDITOR_BUDGET_MS,
    render: median(times),
    search: null,
  };
};

const results = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const clients of SIZES) {
    const { work, env } = seed(clients);
    const cms = await startCms(env);
    try {
      // The machine is shared: its load while measuring goes beside the figures.
      const load = os.loadavg()[0];
      for (const row of await measure(browser, cms.url, clients)) results.push({ clients, load, ...row });
    } finally {
      await cms.stop();
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

// Rows of sizes not measured this time (BENCH_DASHBOARD_CLIENTS=300 alone, say) are kept from the last run.
const HEADING = 'Dashboard screens on large portfolios';
const RESULTS = path.join(HERE, 'RESULTS.md');
const kept = readSection(RESULTS, HEADING)
  .split('\n')
  .filter((line) => /^\| \d+ x /.test(line) && !SIZES.includes(Number(line.slice(2).split(' ')[0])));
const within = (r) => r.render <= r.budget && (r.search === null || r.search <= BUDGET_MS);
const row = (r) =>
  `| ${r.clients} x ${SITES} | ${r.screen} | ${r.render.toFixed(0)} | ${r.search === null ? '—' : r.search.toFixed(0)} | ${within(r) ? 'yes' : 'NO'} (${r.budget} ms) | ${r.load.toFixed(1)} |`;
const byClients = (a, b) => Number(a.slice(2).split(' ')[0]) - Number(b.slice(2).split(' ')[0]);

const lines = [
  `- Date: ${new Date().toISOString()}${kept.length ? ' (rows of other sizes from the previous run)' : ''}`,
  `- Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, SQLite, Chromium headless at 1280 x 900`,
  `- Command: \`npm run bench:dashboard\` (BENCH_DASHBOARD_CLIENTS=${SIZES.join(',')} BENCH_SITES=${SITES}${LATENCY_MS ? ` BENCH_LATENCY_MS=${LATENCY_MS}` : ''}), signed in as a dashboard admin`,
  `- First render: navigation to the first card (Add Client: opening the dropdown to its first option). Search: typing the last client's (or site's) name to it being the only match (this includes the 250 ms typing pause the screens wait for before asking the server). Median of ${RUNS} after one warm-up. Budget: ${BUDGET_MS} ms (the editor page and signing in: ${EDITOR_BUDGET_MS} ms; their first render column is the editor page with its photos on screen, and pressing Sign in on the sign-in screen to the overview's menu).`,
  '',
  '| clients x sites | screen | first render ms | search ms | within budget | load average (1 min, 2 cores shared) |',
  '|---|---|---|---|---|---|',
  ...[...kept, ...results.map(row)].sort(byClients),
];
for (const line of lines) console.log(line);
writeSection(RESULTS, HEADING, lines);
console.log('\nWritten to bench/RESULTS.md');
