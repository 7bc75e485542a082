// `npm run bench`: seeds a portfolio (BENCH_CLIENTS x BENCH_SITES, default 300 x 10) into a fresh
// database, starts the real server and prints what visitors and staff feel, side by side with two
// references on the same data: Strapi's own REST API and the same bytes served from memory.
// Results are also written to bench/RESULTS.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { ROOT } from '../scripts/lib/paths.mjs';
import { routeSizes } from '../web/scripts/report-js-size.mjs';
import { lighthouseSection } from './lib/lighthouse.mjs';
import { CLIENT_PATH, PROJECT_PATH, seedPortfolio } from './lib/seed.mjs';
import { pageBytes } from './lib/pages.mjs';
import { freePort, startCms, waitFor } from './lib/server.mjs';
import { writeSections } from './lib/results.mjs';
import { photoSaveSection } from './photo-save.mjs';
import { reportsSection } from './reports.mjs';
import { doorsSection } from './doors.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 300);
const SITES = Number(process.env.BENCH_SITES || 10);
const lines = [];
const say = (line = '') => {
  console.log(line);
  lines.push(line);
};

const { work, env, token, seconds: seedSeconds } = seedPortfolio(CLIENTS, SITES);

const cms = await startCms(env);

/** Browsers always offer compression; the API answers are measured as they send them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** One response exactly as it travels (still compressed), via node:http (fetch would decode it). */
const rawGet = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on('error', reject);
  });

/** The same response bytes served from memory by a bare Node http server: the physical limit. */
const memoryServer = async (body, sourceHeaders) => {
  const port = await freePort();
  const headers = {
    'content-type': sourceHeaders['content-type'] ?? 'application/json',
    'content-length': body.length,
  };
  if (sourceHeaders['content-encoding']) headers['content-encoding'] = sourceHeaders['content-encoding'];
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
};

const load = async (url, headers = {}) => {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { ...BROWSER_HEADERS, ...headers },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
};

const firstClient = 'client 0000';
const clientPath = CLIENT_PATH;
const projectPath = PROJECT_PATH;
const targets = [
  {
    name: 'getClients',
    path: '/api/v1/clients/getClients',
    rest: '/api/clients?populate[logo]=true&populate[sites][populate][photos]=true&pagination[pageSize]=1000',
  },
  {
    name: 'getClient/{name}',
    path: `/api/v1/clients/getClient/${encodeURIComponent(firstClient)}`,
    rest: `/api/clients?filters[name][$eq]=${encodeURIComponent(firstClient)}&populate[logo]=true&populate[sites][populate][photos]=true`,
  },
  {
    name: '/press',
    path: '/api/v1/press',
    rest: '/api/posts?filters[kind][$eq]=press&populate[img]=true&sort=createdAt:desc&pagination[pageSize]=1000',
  },
];

say(`# Benchmark results\n`);
say(`- Date: ${new Date().toISOString()}`);
say(
  `- Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, SQLite`,
);
say(
  `- Command: \`npm run bench\` (BENCH_CLIENTS=${CLIENTS} BENCH_SITES=${SITES} BENCH_CONNECTIONS=${CONNECTIONS} BENCH_DURATION=${DURATION}s per run)`,
);
say(
  `- Seeded ${CLIENTS} clients, ${CLIENTS * SITES} sites (3 photos each), 30 press posts in ${seedSeconds.toFixed(0)} s\n`,
);
say(`## API reads at ${CONNECTIONS} connections\n`);
say(
  'Errors are timeouts (10 s), failed connections and non-2xx answers. Every request offers `Accept-Encoding: gzip, deflate, br` as browsers do; "response" is the JSON size and, in brackets, what travels. Strapi REST sends uncompressed JSON.\n',
);
say(
  '| endpoint | response | ours req/s | p50 ms | p99 ms | errors | Strapi REST req/s | p99 ms | errors | memory req/s | p99 ms | ours / memory | ours / REST |',
);
say('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const t of targets) {
  const json = Buffer.from(await (await fetch(cms.url + t.path)).arrayBuffer());
  const sample = await rawGet(cms.url + t.path, BROWSER_HEADERS);
  const ours = await load(cms.url + t.path);
  const rest = await load(cms.url + t.rest, { authorization: `Bearer ${token}` });
  const mem = await memoryServer(sample.body, sample.headers);
  const limit = await load(mem.url);
  await mem.close();
  const ratio = (a, b) => (b.rps > 0 ? (a.rps / b.rps).toFixed(2) : 'n/a');
  say(
    `| ${t.name} | ${(json.length / 1024).toFixed(0)} KB (${(sample.body.length / 1024).toFixed(0)} KB) | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${ours.errors} | ${rest.rps.toFixed(0)} | ${rest.p99} | ${rest.errors} | ${limit.rps.toFixed(0)} | ${limit.p99} | ${ratio(ours, limit)} | ${ratio(ours, rest)} |`,
  );
}

say(`\n## Server-rendered pages at ${CONNECTIONS} connections\n`);
say('The finished HTML of a page as browsers get it (gzip), warm cache, next to the same bytes served from memory.\n');
say('| page | HTML (gzip) | ours req/s | p50 ms | p99 ms | errors | memory req/s | p99 ms | ours / memory |');
say('|---|---|---|---|---|---|---|---|---|');
for (const page of ['/', clientPath, projectPath]) {
  const sample = await rawGet(cms.url + page, BROWSER_HEADERS);
  const html = Buffer.from(await (await fetch(cms.url + page)).arrayBuffer());
  const ours = await load(cms.url + page);
  const mem = await memoryServer(sample.body, sample.headers);
  const limit = await load(mem.url);
  await mem.close();
  say(
    `| ${decodeURIComponent(page)} | ${(html.length / 1024).toFixed(0)} KB (${(sample.body.length / 1024).toFixed(0)} KB) | ${ours.rps.toFixed(0)} | ${ours.p50} | ${ours.p99} | ${ours.errors} | ${limit.rps.toFixed(0)} | ${limit.p99} | ${limit.rps > 0 ? (ours.rps / limit.rps).toFixed(2) : 'n/a'} |`,
  );
}

for (const line of await lighthouseSection(cms.url, ['/', '/projects', clientPath, projectPath])) say(line);

const bytesHere = await pageBytes(cms.url, 'client-0000');

say(`\n## Initial JavaScript (gzip)\n`);
say('| route | KB |');
say('|---|---|');
for (const { route, kb } of routeSizes()) say(`| ${route} | ${kb.toFixed(1)} |`);

say(`\n## Image bytes on a client page\n`);
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
const originals = new Map();
const [client] = await (await fetch(`${cms.url}/api/v1/clients/getClient/${encodeURIComponent(firstClient)}`)).json();
const originalOf = new Map();
for (const site of client.sites)
  for (const p of site.photoFormats ?? [])
    for (const v of [p, ...Object.values(p.formats ?? {})]) originalOf.set(v.url, p.url);
say('| page | viewport | images loaded | bytes downloaded | originals of those images | share |');
say('|---|---|---|---|---|---|');
const clientPages = [clientPath, '/projects/client/details/client-0000', projectPath];
for (const pagePath of clientPages)
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const downloaded = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'image' || !res.url().includes('/uploads/')) return;
      const bytes = (await res.body().catch(() => Buffer.alloc(0))).length;
      downloaded.set(new URL(res.url()).pathname, bytes);
    });
    await page.goto(cms.url + pagePath, { waitUntil: 'networkidle' });
    for (let y = 0; y < 30; y += 1) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    let originalBytes = 0;
    for (const url of downloaded.keys()) {
      const original = originalOf.get(url) ?? url;
      if (!originals.has(original))
        originals.set(
          original,
          Number((await fetch(cms.url + original, { method: 'HEAD' })).headers.get('content-length')),
        );
      originalBytes += originals.get(original);
    }
    const total = [...downloaded.values()].reduce((a, b) => a + b, 0);
    say(
      `| ${decodeURIComponent(pagePath)} | ${width} px | ${downloaded.size} | ${(total / 1024).toFixed(0)} KB | ${(originalBytes / 1024).toFixed(0)} KB | ${((100 * total) / Math.max(originalBytes, 1)).toFixed(0)}% |`,
    );
    await context.close();
  }
await browser.close();
await cms.stop();

say(`\n## Public page bytes at ${CLIENTS} x ${SITES} and ${CLIENTS * 10} x ${SITES}\n`);
say(
  "Each page's server-rendered HTML and the JSON its loader fetches on a client-side navigation, in KB raw (gzip). Only list counts may grow with the portfolio.\n",
);
let bytesTen;
if (process.env.BENCH_PAGES_10X !== 'false') {
  const big = seedPortfolio(CLIENTS * 10, SITES);
  const bigCms = await startCms(big.env);
  bytesTen = await pageBytes(bigCms.url, 'client-0000');
  await bigCms.stop();
  fs.rmSync(big.work, { recursive: true, force: true });
}
const kb = (b) => `${(b.raw / 1024).toFixed(1)} (${(b.gzip / 1024).toFixed(1)})`;
const growth = (a, b) =>
  b ? `${(((b.html.raw + b.json.raw) / (a.html.raw + a.json.raw) - 1) * 100).toFixed(1)}%` : 'n/a';
say(
  `| page | HTML ${CLIENTS}x${SITES} | JSON ${CLIENTS}x${SITES} | HTML ${CLIENTS * 10}x${SITES} | JSON ${CLIENTS * 10}x${SITES} | growth |`,
);
say('|---|---|---|---|---|---|');
for (const [page, here] of Object.entries(bytesHere)) {
  const ten = bytesTen?.[page];
  say(
    `| ${decodeURIComponent(page)} | ${kb(here.html)} | ${kb(here.json)} | ${ten ? kb(ten.html) : 'n/a'} | ${ten ? kb(ten.json) : 'n/a'} | ${growth(here, ten)} |`,
  );
}

say(`\n## Cold start\n`);
const port = await freePort();
const t0 = Date.now();
const starter = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
  env: {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
  stdio: 'ignore',
  detached: true,
});
await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).status === 200);
say(`\`npm start\` on a built tree to the first 200 on \`/\`: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
process.kill(-starter.pid, 'SIGTERM');

// Saving three phone photos: the answer and the background formats, made during the save and in the background.
say();
for (const line of await photoSaveSection()) say(line);

say();
for (const line of await reportsSection()) say(line);

say();
for (const line of await doorsSection()) say(line);

// The other commands' sections of RESULTS.md (upload bombs, dashboard screens, topology) stay as they are.
writeSections(path.join(HERE, 'RESULTS.md'), lines.join('\n'));
fs.rmSync(work, { recursive: true, force: true });
console.log('\nWritten to bench/RESULTS.md');
