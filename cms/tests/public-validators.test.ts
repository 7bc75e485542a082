import http from 'node:http';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAREERS_API, type Job } from '@portfolio/contract';
import { signIn, type Agent } from '@portfolio/testkit/api';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * What independent validators found on the public site, checked on the
 * server's own HTML and headers (the built web app's server bundle): every page travels compressed,
 * unknown `*.html` paths get the HTML not-found page, a page number past the last is titled as a
 * 404, a filtered /projects names its canonical URL, and a photo's srcset has a rendition for a
 * phone's full-width slot at 3x so the original is not what a phone downloads.
 */
let server: TestServer;
let admin: Agent;
let job: Job;

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  const added = await admin.post(
    '/api/v1/clients/addClient',
    form({
      name: 'validator client',
      coverPhoto: file(await png(240, 120), 'logo.png', 'image/png'),
      siteName: 'north block',
      area: '1200',
      industry: 'healthcare',
      project_scope: 'Interiors',
      state: 'Kerala',
      locations: 'kochi',
      description: 'Wards.',
      site_start: '2022',
      site_ongoing: 'true',
      photos: [file(await jpeg(640, 480, '#884422'), 'p.jpg', 'image/jpeg')],
    }),
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  // A press post with a 1200 x 800 photo, as the demo's (a DPR-3 phone downloaded its original).
  const press = await admin.post(
    '/api/v1/press',
    form({
      title: 'Featured in Interiors Today',
      desc: 'A look at a campus.',
      nav: 'press-release',
      img: file(await jpeg(1200, 800, '#336699'), 'press.jpg', 'image/jpeg'),
    }),
  );
  expect(press.status, JSON.stringify(press.body)).toBe(201);
  const created = await admin.post<{ job: Job }>(CAREERS_API.jobs, {
    title: 'Site Engineer',
    state: 'Maharashtra',
    city: 'Pune',
    employmentType: 'FULL_TIME',
    description: 'Run day-to-day work on a hospital fit-out site.',
    closingDate: null,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  job = created.body.job;
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

/** A GET as a browser sends it, the body as it travelled (not decoded), and decoded. */
const raw = (path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer; html: string }>((resolve, reject) => {
    const url = new URL(server.url);
    http
      .get({ host: url.hostname, port: url.port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const html = (
            encoding === 'gzip' ? zlib.gunzipSync(bytes) : encoding === 'br' ? zlib.brotliDecompressSync(bytes) : bytes
          ).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, html });
        });
      })
      .on('error', reject);
  });
const titleOf = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const NOINDEX = /<meta name="robots" content="noindex"/;

describe('(a) every page is sent compressed, forms and not-found pages included', () => {
  it('/contact, a job page and the 404 page (rendered per request) travel gzipped, like a cached page', async () => {
    const pages: Array<[string, number]> = [
      ['/contact', 200],
      [`/career/${job.slug}`, 200],
      ['/no-such-page', 404],
      ['/about-us', 200],
    ];
    for (const [path, status] of pages) {
      const res = await raw(path);
      expect(res.status, path).toBe(status);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], path).toBe('gzip');
      expect(res.headers.vary, path).toMatch(/accept-encoding/i);
      expect(res.html, path).toMatch(/^<!doctype html>/i);
      // What travelled is a fraction of the page (41-46 KB pages went out whole).
      expect(res.bytes.length, path).toBeLessThan(res.html.length / 2);
    }
  });

  it('a client that accepts no compression gets the page as it is', async () => {
    const res = await raw('/contact', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.html).toContain('<form');
  });
});

describe("(b) an unknown *.html path is the site's not-found page, not the API's JSON", () => {
  it('answers 404 with the HTML page', async () => {
    for (const path of ['/about-us.html', '/projects/old-page.html', '/Contact.HTM']) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      // The site's not-found page ("Category not found" where the path names a category).
      expect(titleOf(res.html), path).toMatch(/^(Page|Category) not found \|/);
      expect(res.html, path).toMatch(NOINDEX);
    }
  });
});

describe('(c) a page number past the last is titled as a 404', () => {
  it('every paginated list', async () => {
    const lists = [
      '/projects/clients?page=99',
      '/projects/state/kerala?page=9',
      '/projects/healthcare?page=9',
      '/projects/ongoing/all?page=9',
      '/projects?status=&page=9',
      '/about-us?page=2',
    ];
    for (const path of lists) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(titleOf(res.html), path).toMatch(/^Page not found/);
      expect(res.html, path).toMatch(NOINDEX);
      expect(canonicalOf(res.html), path).toBeUndefined();
    }
  });
});

describe('(d) a filtered /projects names its canonical URL', () => {
  it('the filter\'s fields that are set, in the form\'s order; "Any" everywhere is /projects?status=', async () => {
    const cases: Array<[string, string]> = [
      ['/projects?status=', '/projects?status='],
      ['/projects?state=&industry=&status=&service=&year=', '/projects?status='],
      ['/projects?status=ongoing&state=kerala&utm_source=x', '/projects?state=kerala&status=ongoing'],
      ['/projects?industry=healthcare', '/projects?industry=healthcare'],
    ];
    for (const [path, canonical] of cases) {
      const res = await raw(path);
      expect(res.status, path).toBe(200);
      expect(canonicalOf(res.html), path).toBe(`${server.url}${canonical}`);
      // Filtered lists stay out of search results all the same.
      expect(res.html, path).toMatch(NOINDEX);
    }
  });
});

/** The width a browser picks for `sizes` at a viewport `width` px wide and a device pixel ratio `dpr`. */
const pick = (srcset: string, sizes: string, width: number, dpr: number) => {
  let slot = width;
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const media = /^\(min-width:\s*(\d+)px\)\s+(.+)$/.exec(entry);
    const length = media ? (width >= Number(media[1]) ? media[2] : null) : entry;
    if (length === null) continue;
    slot = length.endsWith('vw') ? (width * parseFloat(length)) / 100 : parseFloat(length);
    break;
  }
  const candidates = srcset
    .split(',')
    .map((s) => s.trim().split(/\s+/))
    .map(([url, w]) => ({ url, w: parseInt(w, 10) }))
    .sort((a, b) => a.w - b.w);
  return {
    slot,
    need: slot * dpr,
    chosen: candidates.find((c) => c.w >= slot * dpr) ?? candidates[candidates.length - 1],
  };
};

describe("(h) a photo's srcset covers a phone's full-width slot at 3x", () => {
  it('on the press page a 390 px phone at 3x gets a WebP rendition about 1100 px wide, not the 1200 px original', async () => {
    const res = await raw('/press-awards-testimonials');
    const img = /<img[^>]*alt="Featured in Interiors Today"[^>]*>/.exec(res.html)?.[0] ?? '';
    const attr = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(img)?.[1] ?? '';
    const [src, srcset, sizes] = [attr('src'), attr('srcSet') || attr('srcset'), attr('sizes')];
    expect(srcset, img).toContain(' 1200w');
    const { slot, need, chosen } = pick(srcset.replace(/&amp;/g, '&'), sizes, 390, 3);
    // The card spans the phone's width less the page's margins.
    expect(slot).toBeGreaterThan(340);
    expect(chosen.url, `${need} px wanted from ${srcset}`).not.toBe(src);
    expect(chosen.w).toBeGreaterThanOrEqual(need);
    expect(chosen.w).toBeLessThan(1200);
    const [rendition, original] = await Promise.all(
      [chosen.url, src].map(async (u) => Buffer.from(await (await fetch(server.url + u)).arrayBuffer())),
    );
    expect((await sharp(rendition).metadata()).format).toBe('webp');
    expect(rendition.length).toBeLessThan(original.length);
  });
});
