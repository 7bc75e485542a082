import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, INDUSTRIES, POST_KINDS, PUBLIC_API, SERVICES, SERVICE_PAGES, SHARE_IMAGE } from '@portfolio/contract';
import { publicUrl, serviceOfPage } from '@portfolio/contract';
import { CAPABILITY_KEYS, ENQUIRY_STATUSES, apiPath, capabilityPath, formatIndianNumber } from '@portfolio/contract';
import { formatLongDate } from '@portfolio/contract';
import type {
  CertificationsData,
  CompanyFacts,
  CompanyPageData,
  FireDoorRangeData,
  PageBlock,
  ProjectsBlock,
  SiteInfo,
} from '@portfolio/contract';
import { figureProblems, ratingProblems, visibleText } from './setup/claims';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { existsOnDisk, file, form, jpeg, mp4, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The demo content as `npm start` makes it (SEED_DEMO=true, development), on one seeded server: what
 * the seed makes; the public site as search engines and link previews meet it: one URL per page
 * (other spellings answer 301), a sitemap of every indexable page with lastmod, a 1200x630 share card
 * on every page, uploads cached by browsers, and the files of removed records out of public reach while
 * they are in the Trash; and, last, that the next start does not seed again. One seed for all of it:
 * the seed (48 photographs and their formats) is the costliest start a test server makes.
 */
let server: TestServer;
let admin: Agent;
/** The rendered demo photographs the seed reads (scripts/demo-photos). */
const DEMO_PHOTOS = path.resolve(__dirname, '..', 'demo', 'photos');
/** The first server's folder, kept for the restart and removed at the end. */
let leftover: string | undefined;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'true', NODE_ENV: 'development' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
}, 900_000);
afterAll(async () => {
  await server?.stop();
  if (leftover) fs.rmSync(leftover, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('creates clients across several states and all five industries, with photos on disk', async () => {
    // How long the first start takes is measured by `npm run bench` (cold start), not here: a wall-clock
    // bound fails whenever the machine is busy.
    const { clients } = (await new Agent(server.url).get(API.getClients)).body;
    expect(clients.length).toBeGreaterThanOrEqual(6);
    const sites = clients.flatMap((c: any) => c.sites);
    // At least 12 projects across the four services and five sectors, 3-6 photos each.
    expect(sites.length).toBeGreaterThanOrEqual(12);
    expect(new Set(sites.flatMap((s: any) => s.services))).toEqual(new Set(SERVICES));
    expect(new Set(sites.map((s: any) => s.industry))).toEqual(new Set(INDUSTRIES));
    expect(new Set(sites.map((s: any) => s.state)).size).toBeGreaterThanOrEqual(4);
    expect(sites.some((s: any) => s.site_ongoing)).toBe(true);
    expect(sites.some((s: any) => !s.site_ongoing && s.site_end)).toBe(true);
    for (const client of clients) {
      expect(client.totalSites).toBeGreaterThanOrEqual(1);
      expect(existsOnDisk(server.publicDir, client.coverPhoto)).toBe(true);
    }
    for (const site of sites) {
      expect(site.photos.length).toBeGreaterThanOrEqual(3);
      expect(site.photos.length).toBeLessThanOrEqual(6);
      expect(site.photoFormats[0]).toMatchObject({ width: 1600, height: 1000 });
      expect(Object.keys(site.photoFormats[0].formats)).toEqual(
        expect.arrayContaining(['thumbnail', 'small', 'medium', 'large']),
      );
      for (const p of site.photos) expect(existsOnDisk(server.publicDir, p)).toBe(true);
    }
    // Every project has pictures of its own. No photo as stored (the original, not its
    // formats) is in two projects by content hash, nor twice in one. And each is one of the renders
    // in cms/demo/photos as rendered, by its look (the upload re-encodes the original, so not byte for
    // byte): a 32x20 grey thumbnail within 2 levels of the render's (re-encoding moves it 0.1; a
    // mirrored or cropped render is 11 or more away from every render, two renders 18 or more), and
    // that render in no other project. Each photo has a caption; a list answer carries the cover's
    // only, so each client is read whole.
    const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const look = (image: string | Buffer) => sharp(image).resize(32, 20, { fit: 'fill' }).greyscale().raw().toBuffer();
    const distance = (a: Buffer, b: Buffer) => a.reduce((sum, x, i) => sum + Math.abs(x - b[i]), 0) / a.length;
    const renders = await Promise.all(
      fs.readdirSync(DEMO_PHOTOS).map(async (name) => ({ name, look: await look(path.join(DEMO_PHOTOS, name)) })),
    );
    const projectOf = new Map<string, string>();
    const renderIn = new Map<string, string>();
    for (const { name } of clients) {
      const [client] = (await new Agent(server.url).get(API.getClient(name))).body;
      for (const site of client.sites) {
        expect(site.photoCaptions, site.siteName).toHaveLength(site.photos.length);
        for (const caption of site.photoCaptions) expect(caption.trim(), site.siteName).not.toBe('');
        for (const p of site.photos) {
          const bytes = fs.readFileSync(path.join(server.publicDir, p));
          const hash = sha256(bytes);
          expect(projectOf.get(hash), `${site.siteName}: ${p} is also in`).toBeUndefined();
          projectOf.set(hash, site.siteName);
          const mine = await look(bytes);
          const [nearest] = renders
            .map((r) => ({ name: r.name, away: distance(r.look, mine) }))
            .sort((a, b) => a.away - b.away);
          expect(nearest.away, `${site.siteName}: ${p} is a render as rendered`).toBeLessThan(2);
          expect(renderIn.get(nearest.name), `${site.siteName}: ${nearest.name} is also in`).toBeUndefined();
          renderIn.set(nearest.name, site.siteName);
        }
      }
    }
    expect(projectOf.size).toBe(sites.reduce((n: number, s: any) => n + s.photos.length, 0));
  });

  it('gives every demo project its key facts', async () => {
    const sites = (await admin.get(API.getClients)).body.clients.flatMap((c: any) => c.sites);
    for (const site of sites) {
      expect(site.deliveryModel, site.siteName).toBeTruthy();
      // The band the site shows, made from the stored contract value (the value itself is in staff answers only).
      expect(site.valueBand, site.siteName).toBeTruthy();
    }
  });

  it('writes at least 150 words on each service page, which lists its own projects, linked to them all', async () => {
    for (const slug of Object.values(SERVICE_PAGES)) {
      const { page } = (await (await fetch(server.url + PUBLIC_API.page(slug!))).json()) as CompanyPageData;
      expect(blockWords(page!.blocks), slug).toBeGreaterThanOrEqual(150);
      const [projects] = page!.blocks.filter((b) => b.__component === 'blocks.projects') as ProjectsBlock[];
      expect(projects, slug).toMatchObject({ source: 'service', service: serviceOfPage(slug!) });
      expect(projects.projects.length, slug).toBeGreaterThan(0);
      expect(await html(`/${slug}`), slug).toContain(`href="${publicUrl.serviceProjects(serviceOfPage(slug!)!)}"`);
    }
  });

  it('adds the client logos to the logo library and posts of every kind', async () => {
    const anonymous = new Agent(server.url);
    const logos = (await anonymous.get(API.logos)).body;
    expect(logos.length).toBeGreaterThanOrEqual(6);
    for (const kind of POST_KINDS) {
      const posts = (await anonymous.get(API.posts(kind))).body;
      expect(posts.length).toBeGreaterThanOrEqual(2);
      for (const post of posts) expect(existsOnDisk(server.publicDir, post.img)).toBe(true);
    }
  });

  it('makes each demo test report and certificate a multi-page PDF from its data, with issuer, number and dates', async () => {
    const { documents } = (await (await get(PUBLIC_API.certifications)).json()) as CertificationsData;
    const reports = documents.filter((d) => d.category === 'test report');
    expect(reports.length).toBe(5);
    for (const doc of documents.filter((d) => d.category !== 'brochure')) {
      expect(doc.issuer, doc.title).toBeTruthy();
      expect(doc.number, doc.title).toMatch(/^DEMO-/);
      expect(doc.issuedOn, doc.title).toMatch(/^\d{4}-\d\d-\d\d$/);
      const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'demo-doc-')), 'doc.pdf');
      fs.writeFileSync(saved, Buffer.from(await (await get(doc.href)).arrayBuffer()));
      const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [saved], { encoding: 'utf8' }))![1]);
      const text = execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      fs.rmSync(path.dirname(saved), { recursive: true, force: true });
      expect(pages, doc.title).toBeGreaterThanOrEqual(doc.category === 'test report' ? 3 : 2);
      // The whole title and the number read back (nothing runs off the page), and every page says it is a demo.
      expect(text, doc.title).toContain(doc.title);
      expect(text, doc.title).toContain(doc.number!);
      expect(text.match(/Demo document generated for the sample site/g)?.length, doc.title).toBe(pages);
      if (doc.category === 'test report') {
        expect(text).toMatch(/Summary of results .*Integrity .*Insulation/);
        expect(text).toContain('Description of the specimen');
        expect(text).toMatch(/Results Time \(min\) Furnace/);
        expect(text).toContain('Head of laboratory');
      } else expect(text).toContain('Valid until');
    }
    // One certificate comes due in the demo: the register shows how many days are left.
    expect(documents.find((d) => d.validity === 'expiring')?.title).toBe('Fire safety certificate, Peenya factory');
    expect(visibleText(await html('/certifications'))).toMatch(/Expires in 4[45] days/);
  });

  it('gives every completed project its completion certificate and work order, which agree, and the tender pack holds them', async () => {
    const pdfText = async (href: string) => {
      const res = await fetch(server.url + href, { headers: { cookie: admin.cookie } });
      expect(res.status, href).toBe(200);
      const input = Buffer.from(await res.arrayBuffer());
      return execFileSync('pdftotext', ['-', '-'], { input, encoding: 'utf8' }).replace(/\s+/g, ' ');
    };
    const { clients } = (await admin.get(API.getClients)).body;
    const completed = clients.flatMap((c: any) => c.sites).filter((s: any) => !s.site_ongoing && s.site_end);
    expect(completed.length).toBeGreaterThanOrEqual(4);
    for (const site of completed) {
      const { documents } = (await admin.get(apiPath('site-documents.list', { siteId: site._id }))).body;
      const of = (kind: string) => documents.find((d: any) => d.kind === kind);
      expect(documents.map((d: any) => d.kind).sort(), site.siteName).toEqual(['completion-certificate', 'work-order']);
      const certificate = await pdfText(of('completion-certificate').href);
      expect(certificate).toContain('Completion certificate');
      expect(certificate).toContain(`handed it over to us on ${formatLongDate(site.site_end)}`);
      expect(certificate).toContain('Demo document generated for the sample site');
      // The certificate names the work order it closes; that order is the project's other document.
      const order = /work order no\. (\S+) dated/.exec(certificate)![1];
      const workOrder = await pdfText(of('work-order').href);
      expect(workOrder).toContain(`Work order no. ${order}`);
      expect(workOrder.match(/Demo document generated for the sample site/g)?.length).toBe(2);
    }

    // With their certificates, the demo's completed works count for a tender: none is set aside for want
    // of one, and the pack encloses the certificate and work order of each qualifying work.
    const value = 30_000_000;
    const answer = (await admin.get(`${apiPath('tenders.similarWorks')}?value=${value}`)).body;
    expect(answer.needsData.filter((w: any) => w.missing.includes('completionCertificate'))).toEqual([]);
    const qualifying = new Set(answer.criteria.flatMap((c: any) => c.works.map((w: any) => w.siteId)));
    expect(qualifying.size).toBeGreaterThanOrEqual(2);
    const res = await fetch(`${server.url}${apiPath('tenders.pack')}?value=${value}`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    const names = Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(names.filter((n) => n.includes('/Completion certificate - ')).length).toBe(qualifying.size);
    expect(names.filter((n) => n.includes('/Work order - ')).length).toBe(qualifying.size);
  });

  it('advertises openings at /career and fills the Applications inbox across the hiring pipeline, each with its CV', async () => {
    const { jobs } = (await new Agent(server.url).get(apiPath('jobs.list'))).body;
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    const careers = visibleText(await html('/career'));
    for (const job of jobs) expect(careers).toContain(job.title);
    // A closed opening is the dashboard's, not the public list's.
    const all = (await admin.get(apiPath('jobs.listAll'))).body.jobs;
    expect(all.filter((j: any) => !j.open).length).toBeGreaterThanOrEqual(1);
    expect(jobs.some((j: any) => !j.open)).toBe(false);

    const list = (await admin.get(`${apiPath('applications.list')}?pageSize=50`)).body;
    expect(list.total).toBeGreaterThanOrEqual(10);
    expect(Object.values(list.counts).filter((n) => Number(n) > 0).length).toBeGreaterThanOrEqual(5);
    const one = list.applications.find((a: any) => a.status === 'interview');
    const res = await fetch(server.url + apiPath('applications.cv', { id: one._id }), {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    const cv = execFileSync('pdftotext', ['-', '-'], {
      input: Buffer.from(await res.arrayBuffer()),
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(cv).toContain(one.name);
    expect(cv).toContain(`Applying for ${one.jobTitle}`);
  });

  it('fills the sales desk with a few dozen enquiries across statuses, owners and ages', async () => {
    type Row = {
      enquiryStatus: string;
      owner: { email: string } | null;
      createdAt: string;
      projectType: string;
      reference: string;
      status: string;
      message: string;
      email: string;
      wonValue: number | null;
      statusHistory: { by: string | null }[];
    };
    // Every page of the list (the insights demo adds a year of enquiries to the sales desk's own).
    const enquiries: Row[] = [];
    let res;
    for (let page = 1; ; page++) {
      res = await admin.get(`${apiPath('enquiries.list')}?pageSize=100&page=${page}`);
      expect(res.status).toBe(200);
      enquiries.push(...(res.body.enquiries as Row[]));
      if (enquiries.length >= res.body.total || !res.body.enquiries.length) break;
    }
    expect(enquiries.length).toBeGreaterThanOrEqual(30);
    for (const status of ENQUIRY_STATUSES) expect(res.body.counts[status].total, status).toBeGreaterThan(0);
    expect(new Set(enquiries.map((e) => e.owner?.email ?? null)).size).toBeGreaterThanOrEqual(4); // three owners and unassigned
    const ages = enquiries.map((e) => (Date.now() - Date.parse(e.createdAt)) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(1);
    expect(Math.max(...ages)).toBeGreaterThan(90);
    expect(enquiries.some((e) => e.projectType === 'residential')).toBe(true);
    expect(new Set(enquiries.map((e) => e.reference)).size).toBe(enquiries.length);
    // They read as a real firm's: what visitors asked, steps taken by the staff who own them.
    expect(enquiries.filter((e) => /\bdemo\b/i.test(`${e.message} ${e.email}`)).map((e) => e.reference)).toEqual([]);
    const steppers = new Set(enquiries.flatMap((e) => e.statusHistory.map((h) => h.by)));
    expect([...steppers].filter((by) => by !== null && !by.includes('@'))).toEqual([]);
    // Most wins carry the contract value (the Reports' won value by band).
    const won = enquiries.filter((e) => e.status === 'won');
    expect(won.filter((e) => e.wonValue! > 0).length).toBeGreaterThan(won.length * 0.8);
  });

  it('seeds a consistent fire-door range: timber 30/60, steel 60/90/120, each rating backed by its own test report', async () => {
    const { doorTypes } = (await new Agent(server.url).get(PUBLIC_API.doorTypes)).body as FireDoorRangeData;
    expect(doorTypes.map((t) => [t.material, t.ratings.map((r) => r.minutes)])).toEqual([
      ['timber', [30, 60]],
      ['steel', [60, 90, 120]],
    ]);
    const reports = doorTypes.flatMap((t) => t.ratings.map((r) => r.documents));
    for (const documents of reports) {
      expect(documents).toHaveLength(1);
      expect(documents[0]).toMatchObject({ category: 'test report', validity: 'no-expiry' });
    }
    // Each report is its own, and its title names the rating and material it backs.
    expect(new Set(reports.map(([d]) => d._id)).size).toBe(reports.length);
    for (const type of doorTypes)
      for (const rating of type.ratings) {
        expect(rating.documents[0].title).toContain(`${rating.minutes}-minute ${type.material}`);
        expect(type.photo && existsOnDisk(server.publicDir, type.photo.url)).toBe(true);
      }
  });
});

/** The words of a page's blocks as visitors read them: titles, texts, captions and their items' texts. */
const TEXT_FIELDS = [
  ...['title', 'body', 'text', 'caption', 'intro', 'quote'],
  ...['question', 'answer', 'label', 'value', 'event', 'name', 'role', 'year'],
];
const blockWords = (blocks: PageBlock[]) =>
  blocks
    .flatMap((block) => [block, ...((block as { items?: object[] }).items ?? [])] as Array<Record<string, unknown>>)
    .flatMap((part) => TEXT_FIELDS.map((field) => part[field]))
    .filter((value): value is string => typeof value === 'string')
    .reduce((n, text) => n + (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0), 0);

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers, redirect: 'manual' });
const html = async (path: string) => (await get(path)).text();
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const metaOf = (page: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(page);
  return m ? decode(m[1]) : undefined;
};
const canonicalOf = (page: string) => {
  const m = /<link rel="canonical" href="([^"]*)"/.exec(page);
  return m ? decode(m[1]) : undefined;
};
const sitemapEntries = async () => {
  const xml = await (await get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: decode(m[1]),
    lastmod: m[2],
  }));
};
const pathOf = (url: string) => url.slice(server.url.length);
/** A PDF's text as pdftotext reads it, in reading order. */
const pdfText = async (p: string) => {
  const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'claims-')), 'file.pdf');
  fs.writeFileSync(saved, Buffer.from(await (await get(p)).arrayBuffer()));
  try {
    return execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' }).replace(/[ \t]+/g, ' ');
  } finally {
    fs.rmSync(path.dirname(saved), { recursive: true, force: true });
  }
};
/**
 * A browser's revalidation: the validator plus `Cache-Control: max-age=0`. (fetch adds
 * `Cache-Control: no-cache` to conditional requests otherwise, which asks for the whole answer.)
 */
const revalidate = (validator: Record<string, string>) => ({ ...validator, 'Cache-Control': 'max-age=0' });

describe('one URL per page', () => {
  const VARIANTS: Array<[string, string]> = [
    ['/about-us/', '/about-us'],
    ['/About-Us', '/about-us'],
    ['/PROJECTS', '/projects'],
    ['/projects/state/KARNATAKA', '/projects/state/karnataka'],
    ['/projects/state/Tamil%20Nadu', '/projects/state/tamil-nadu'],
    ['/projects/State/Details/Kerala/', '/projects/state/details/kerala'],
    ['/index.html', '/'],
    ['/Projects/Healthcare', '/projects/healthcare'],
    ['/projects/ongoing/ALL', '/projects/ongoing/all'],
    ['/projects/ongoing/Gujarat', '/projects/ongoing/gujarat'],
    ['/projects/client/Vertex%20Technologies', '/projects/client/vertex-technologies'],
    ['/projects/clients/?page=2&q=a', '/projects/clients?page=2&q=a'],
    ['//contact', '/contact'],
  ];

  it('answers 301 to the canonical URL, query string kept; the canonical URL answers 200 and names itself', async () => {
    for (const [variant, canonical] of VARIANTS) {
      const res = await get(variant);
      expect(res.status, variant).toBe(301);
      expect(new URL(res.headers.get('location')!, server.url).href, variant).toBe(server.url + canonical);
    }
    for (const path of ['/about-us', '/projects/state/karnataka', '/']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(canonicalOf(await res.text())).toBe(server.url + path);
    }
  });

  it('leaves the API, uploads, the dashboard and unknown paths alone', async () => {
    for (const path of [
      '/api/v1/public/site/',
      '/API/v1/public/site',
      '/uploads/Missing.png',
      '/installer/',
      '/admin/',
      '/no-such-page/',
      '/projects/state/atlantis',
    ]) {
      expect((await get(path)).status, path).not.toBe(301);
    }
    expect((await get('/no-such-page/')).status).toBe(404);
  });
});

describe('sitemap.xml', () => {
  it('lists every page once, each with a lastmod, every ongoing scope included, and every URL answers 200', async () => {
    const entries = await sitemapEntries();
    const paths = entries.map((e) => pathOf(e.loc));
    expect(new Set(paths).size).toBe(paths.length);
    for (const { loc, lastmod } of entries) {
      expect(lastmod, loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(lastmod!)).toBeGreaterThan(Date.now() - 24 * 3600 * 1000);
    }
    // One per industry and per state of the demo's projects (five and seven), besides 'all'.
    const sites = ((await (await get(API.getClients)).json()).clients as any[]).flatMap((c) => c.sites);
    const scopes = new Set(sites.map((s) => s.industry)).size + new Set(sites.map((s) => s.state)).size;
    expect(scopes).toBe(12);
    const ongoing = paths.filter((p) => p.startsWith('/projects/ongoing/') && p !== '/projects/ongoing/all');
    expect(ongoing).toHaveLength(scopes);
    for (const path of paths) expect((await get(path)).status, path).toBe(200);
  }, 240_000);

  it('holds every indexable page a crawl from the home page finds (by canonical URL)', async () => {
    const listed = new Set((await sitemapEntries()).map((e) => e.loc));
    const seen = new Set<string>();
    const queue = ['/'];
    const found = new Set<string>();
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const res = await get(path);
      expect(res.status, path).toBe(200);
      // A download the pages link to (a capability statement PDF) is not a page.
      if (!/^text\/html/.test(res.headers.get('content-type') ?? '')) continue;
      const page = await res.text();
      if (!/<meta name="robots" content="noindex"/.test(page)) found.add(canonicalOf(page)!);
      for (const [, href] of page.matchAll(/<a [^>]*href="(\/[^"#]*)/g)) {
        const link = decode(href);
        if (!/^\/(installer|api|uploads|admin)(\/|$)/.test(link) && !seen.has(link)) queue.push(link);
      }
    }
    expect(found.size).toBeGreaterThan(40);
    expect([...found].filter((url) => !listed.has(url))).toEqual([]);
  }, 240_000);

  it("dates a client's pages by its latest change", async () => {
    const client = 'lotus diagnostics';
    const before = (await sitemapEntries()).find((e) => e.loc.endsWith('/projects/client/lotus-diagnostics'))!;
    const started = Date.now();
    const added = await admin.post(
      API.addClient,
      form({
        name: client,
        siteName: 'lotus noida lab',
        area: '5000',
        industry: 'healthcare',
        project_scope: 'Interiors',
        state: 'Uttar Pradesh',
        locations: 'noida',
        description: 'Lab.',
        site_start: '2025',
        site_ongoing: 'true',
        photos: [file(await jpeg(800, 500), 'p.jpg', 'image/jpeg')],
      }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const after = await sitemapEntries();
    const entry = after.find((e) => e.loc === before.loc)!;
    expect(Date.parse(entry.lastmod!)).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
    expect(after.map((e) => pathOf(e.loc))).toEqual(
      expect.arrayContaining([
        '/projects/state/uttar-pradesh',
        '/projects/ongoing/uttar-pradesh',
        '/projects/state/details/uttar-pradesh',
      ]),
    );
  });

  it('a sitemap asked for with a forged Host header names only the configured origin', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const url = new URL(`${server.url}/sitemap.xml`);
      http
        .get({ host: url.hostname, port: url.port, path: url.pathname, headers: { host: 'evil.example' } }, resolve)
        .on('error', reject);
    });
    const xml = await new Promise<string>((resolve) => {
      let text = '';
      res.on('data', (c) => (text += c)).on('end', () => resolve(text));
    });
    expect(res.statusCode).toBe(200);
    expect(xml).toContain(`<loc>${server.url}/</loc>`);
    expect(xml).not.toContain('evil.example');
  });
});

describe('share cards', () => {
  it('every indexable page has an og:image of at least 1200x630 with its alt text and a large Twitter card', async () => {
    const cards = new Map<string, string[]>();
    for (const { loc } of await sitemapEntries()) {
      const page = await html(pathOf(loc));
      const image = metaOf(page, 'og:image');
      expect(image, loc).toBeTruthy();
      expect(metaOf(page, 'og:image:alt'), loc).toBeTruthy();
      expect(metaOf(page, 'og:image:width')).toBe('1200');
      expect(metaOf(page, 'og:image:height')).toBe('630');
      expect(metaOf(page, 'twitter:card'), loc).toBe('summary_large_image');
      cards.set(image!, [...(cards.get(image!) ?? []), loc]);
    }
    // Company pages have their own, portfolio pages their projects' covers.
    expect(cards.size).toBeGreaterThan(15);
    for (const [url, pages] of cards) {
      const res = await fetch(url);
      expect(res.status, `${url} (${pages[0]})`).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(width! >= SHARE_IMAGE.width && height! >= SHARE_IMAGE.height, url).toBe(true);
    }
  }, 180_000);

  it('is made once per source image and stored as its share format; served with a long cache and validators', async () => {
    const page = await html('/projects/client/vertex-technologies');
    const url = metaOf(page, 'og:image')!;
    const hash = /\/share-image\/(.+)\.jpg$/.exec(url)![1];
    const first = await fetch(url);
    const bytes = Buffer.from(await first.arrayBuffer());
    const [row] = await sql<{ formats: string | object }>(server, 'SELECT formats FROM files WHERE hash = ?', [hash]);
    const formats = typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats;
    expect(formats.share).toMatchObject({ width: 1200, height: 630, mime: 'image/jpeg', hash: `share_${hash}` });
    const stored = await fetch(server.url + formats.share.url);
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);

    const again = await fetch(url);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(url, { headers: revalidate({ 'If-None-Match': again.headers.get('etag')! }) })).status).toBe(
      304,
    );
    for (const bad of ['/share-image/no_such_1234567890.jpg', '/share-image/..%2F..%2Fetc.jpg', '/share-image/x.png'])
      expect((await get(bad)).status, bad).toBe(404);
  });

  it('names the company on X (twitter:site) when the site settings have its handle', async () => {
    expect(metaOf(await html('/about-us'), 'twitter:site')).toBeUndefined();
    await sql(server, 'UPDATE site_settings SET x_handle = ?', ['https://x.com/buildcraft_in']);
    // Any content write moves the content version the page cache checks.
    await admin.post(
      API.posts('press'),
      form({ title: 'X handle', desc: 'd', nav: 'news', img: file(await png(20, 20), 'i.png', 'image/png') }),
    );
    expect(metaOf(await html('/about-us'), 'twitter:site')).toBe('@buildcraft_in');
  });
});

describe('uploads', () => {
  it('are cached a year with ETag and Last-Modified, answer 304 to either validator, and keep their security headers', async () => {
    const { body } = await admin.get(API.getClient('vertex technologies'));
    const path: string = body[0].sites[0].photos[0];
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    const etag = res.headers.get('etag')!;
    const modified = res.headers.get('last-modified')!;
    expect(etag).toBeTruthy();
    expect(modified).toBeTruthy();
    for (const headers of [{ 'If-None-Match': etag }, { 'If-Modified-Since': modified }]) {
      const cached = await get(path, revalidate(headers));
      expect(cached.status).toBe(304);
      expect(await cached.text()).toBe('');
      expect(cached.headers.get('content-security-policy')).toContain('sandbox');
    }
    expect((await get(path, revalidate({ 'If-None-Match': 'W/"other"' }))).status).toBe(200);
  });
});

describe('files of records in the Trash', () => {
  const bytesOf = async (paths: string[]) =>
    Promise.all(paths.map(async (p) => Buffer.from(await (await get(p)).arrayBuffer()).toString('base64')));

  it('answer 404 at their /uploads URLs (and share cards) while in the Trash, and come back byte-identical on restore', async () => {
    const added = await admin.post(
      API.addClient,
      form({
        name: 'hidden files co',
        coverPhoto: file(await png(300, 120), 'logo.png', 'image/png'),
        siteName: 'hidden tower',
        area: '100',
        industry: 'corporate',
        project_scope: 'Interiors',
        state: 'Kerala',
        locations: 'kochi',
        description: 'd',
        site_start: '2020',
        site_ongoing: 'false',
        site_end: '2021-05',
        photos: [
          file(await jpeg(1300, 800), 'a.jpg', 'image/jpeg'),
          file(await jpeg(900, 700, '#225588'), 'b.jpg', 'image/jpeg'),
        ],
        video: file(mp4(), 'tour.mp4', 'video/mp4'),
      }),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const client = (await admin.get(API.getClient('hidden files co'))).body[0];
    const site = client.sites[0];
    const formats = [client.coverPhotoFormats, ...site.photoFormats].flatMap((img: any) =>
      Object.values(img.formats).map((f: any) => f.url),
    );
    const paths: string[] = [client.coverPhoto, ...site.photos, site.video, ...formats];
    const card = new URL(metaOf(await html('/projects/client/hidden-files-co'), 'og:image')!).pathname;
    const before = await bytesOf([...paths, card]);

    // A site, then the whole client.
    const siteGone = await admin.del(API.removeSite, { clientId: client._id, siteId: site._id });
    expect(siteGone.status, JSON.stringify(siteGone.body)).toBe(200);
    for (const p of [...site.photos, site.video, card]) expect((await get(p)).status, p).toBe(404);
    expect((await get(client.coverPhoto)).status).toBe(200);
    expect((await admin.post(API.restoreTrash(siteGone.body.trashId))).status).toBe(200);
    expect(await bytesOf([...paths, card])).toEqual(before);

    const clientGone = await admin.del(API.deleteClient, { clientId: client._id });
    for (const p of [...paths, card]) expect((await get(p)).status, p).toBe(404);
    expect((await admin.post(API.restoreTrash(clientGone.body.trashId))).status).toBe(200);
    expect(await bytesOf([...paths, card])).toEqual(before);
  });

  it('a post and a library logo too; deleting for ever removes the hidden files', async () => {
    const post = (
      await admin.post(
        API.posts('awards'),
        form({ title: 'Hidden award', desc: 'd', img: file(await jpeg(700, 500), 'i.jpg', 'image/jpeg') }),
      )
    ).body.post;
    const logo = (
      await admin.post(
        API.uploadLogo,
        form({ name: 'Hidden Logo', logo: file(await png(60, 30), 'l.png', 'image/png') }),
      )
    ).body.path as string;
    const before = await bytesOf([post.img, logo]);
    const postGone = await admin.del(API.post('awards', post._id));
    const logoGone = await admin.del(API.deleteLogo(logo.split('/').pop()!));
    for (const p of [post.img, logo]) expect((await get(p)).status, p).toBe(404);
    expect((await get('/uploads/.trash/')).status).toBe(404);
    for (const id of [postGone.body.trashId, logoGone.body.trashId])
      expect((await admin.post(API.restoreTrash(id))).status).toBe(200);
    expect(await bytesOf([post.img, logo])).toEqual(before);

    const again = await admin.del(API.post('awards', post._id));
    expect((await admin.del(API.trashItem(again.body.trashId))).status).toBe(200);
    expect((await get(post.img)).status).toBe(404);
    const [{ n }] = await sql<{ n: number }>(server, 'SELECT COUNT(*) AS n FROM files WHERE url = ?', [post.img]);
    expect(Number(n)).toBe(0);
  });
});

// Last: it deletes every client and restarts the server.
describe('one company told one way', () => {
  /** Every public page (the sitemap), every capability statement and every document of the library, as text. */
  const everything = async () => {
    const texts: Array<{ where: string; text: string; order: 'label-value' | 'value-label'; scoped?: string[] }> = [];
    for (const { loc } of await sitemapEntries())
      texts.push({ where: pathOf(loc), text: visibleText(await html(pathOf(loc))), order: 'label-value' });
    for (const key of CAPABILITY_KEYS)
      texts.push({
        where: capabilityPath(key),
        text: await pdfText(capabilityPath(key)),
        order: 'value-label',
        // A service's or sector's statement counts its own square feet; the company's states the company's.
        scoped: key === 'company' ? [] : ['Sq ft delivered'],
      });
    const { documents } = (await (await get(PUBLIC_API.certifications)).json()) as CertificationsData;
    for (const doc of documents) texts.push({ where: doc.title, text: await pdfText(doc.href), order: 'label-value' });
    return texts;
  };
  const data = async () => ({
    range: ((await (await get(PUBLIC_API.doorTypes)).json()) as FireDoorRangeData).doorTypes,
    facts: ((await (await get(PUBLIC_API.site)).json()) as SiteInfo).facts!,
  });

  it('names no fire rating and no company figure on any public page or PDF that the data does not back', async () => {
    const { range, facts } = await data();
    // A state's page counts that state's projects and square feet ("Kerala in numbers"), not the company's.
    const problems = (await everything()).flatMap(({ where, text, order, scoped }) => [
      ...ratingProblems(text, range, where),
      ...(where.startsWith('/projects/state/details/') ? [] : figureProblems(text, facts, where, order, scoped)),
    ]);
    expect(problems).toEqual([]);
    // The checks read what they should: the range's ratings and the facts are on the pages.
    const firedoors = visibleText(await html('/firedoors'));
    for (const type of range) for (const r of type.ratings) expect(firedoors).toContain(`${r.minutes} min`);
    const ld = (await html('/')).match(/"foundingDate":"(\d{4})"/);
    expect(ld?.[1]).toBe(String(facts.foundingYear));
  }, 300_000);

  it('keeps agreeing when staff add a project: computed figures move, stated ones do not', async () => {
    const before = (await data()).facts;
    const sqft = (f: CompanyFacts) => f.figures.find((x) => x.key === 'squareFeetDelivered')!;
    const projects = (f: CompanyFacts) => f.figures.find((x) => x.key === 'projectsDelivered')!;
    expect(sqft(before).source).toBe('computed');
    expect(projects(before).source).toBe('stated');
    const res = await admin.post(
      API.addClient,
      form({
        name: 'Consistency Check Hospital',
        siteName: 'Ward Block',
        area: '10000',
        industry: 'healthcare',
        project_scope: 'Fire doors',
        state: 'Kerala',
        locations: 'Kochi',
        site_start: '2020',
        site_ongoing: 'false',
        site_end: '2022-03-31',
        coverPhoto: file(await png(), 'logo.png', 'image/png'),
        photos: [file(await jpeg(1600, 1200, '#8899aa'), 'site.jpg', 'image/jpeg')],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const after = (await data()).facts;
    expect(sqft(after).value).toBe(sqft(before).value + 10000);
    expect(projects(after).value).toBe(projects(before).value);
    const { range } = await data();
    for (const [where, text, order] of [
      ['/', visibleText(await html('/')), 'label-value'],
      ['/about-us', visibleText(await html('/about-us')), 'label-value'],
      [capabilityPath('company'), await pdfText(capabilityPath('company')), 'value-label'],
    ] as const)
      expect([...ratingProblems(text, range, where), ...figureProblems(text, after, where, order)]).toEqual([]);
    expect(visibleText(await html('/'))).toContain(`Sq ft delivered ¶ ${formatIndianNumber(sqft(after).value)}`);
  });
});

describe('demo seed, the next start', () => {
  it('does not seed again on the next start', async () => {
    const { clients } = (await admin.get(API.getClients)).body;
    for (const c of clients) expect((await admin.del(API.deleteClient, { clientId: c._id })).status).toBe(200);
    expect((await admin.get(API.getClients)).body.clients).toEqual([]);
    // stop() removes the server's temporary folder unless KEEP_TEST_DATA is set; the restart needs it.
    const keep = process.env.KEEP_TEST_DATA;
    process.env.KEEP_TEST_DATA = '1';
    await server.stop();
    if (keep === undefined) delete process.env.KEEP_TEST_DATA;
    else process.env.KEEP_TEST_DATA = keep;
    const { dbFile, publicDir } = server;
    server = await startServer({ SEED_DEMO: 'true', NODE_ENV: 'development' }, { dbFile, publicDir });
    leftover = path.dirname(publicDir);
    expect(server.logs()).not.toContain('Demo content seeded');
    expect((await new Agent(server.url).get(API.getClients)).body.clients).toEqual([]);
    // Deleting 14 projects' photos and a restart: minutes on a busy machine; the bound only catches a hang.
  }, 300_000);
});
