import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, CAPABILITY_KEYS, DOCUMENTS_API, capabilityPath } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { pdf } from '@portfolio/testkit/documents';
import { file, form, jpeg, png } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

let server: TestServer;
let admin: Agent;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capability-'));

/** A day `days` from today in the company's time zone (India), as YYYY-MM-DD. */
const day = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const SITE = {
  area: '20000',
  industry: 'healthcare',
  project_scope: 'Fit-out',
  state: 'Kerala',
  locations: 'Kochi',
  description: 'A project.',
  site_start: '2015',
  site_ongoing: 'false',
  site_end: '2023-06-30',
};
const addWork = async (client: string, siteName: string, extra: Record<string, string>) => {
  const res = await admin.post(
    API.addClient,
    form({
      name: client,
      siteName,
      ...SITE,
      coverPhoto: file(await png(), 'logo.png', 'image/png'),
      photos: [file(await jpeg(1600, 1200, '#8899aa'), 'site.jpg', 'image/jpeg')],
      ...extra,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.client;
};
const get = (url: string, headers: Record<string, string> = {}) => fetch(server.url + url, { headers });
const text = async (res: Response, name: string) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return {
    bytes,
    file,
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '),
  };
};

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  const client = await addWork('Aster Hospitals', 'Cardiac Block', {
    services: 'fire-doors',
    contractValue: '73500000',
    referenceAllowed: 'true',
  });
  expect(client.sites.some((s: any) => Number(s.contractValue) === 73500000)).toBe(true);
  await addWork('Meridian Bank', 'Head Office', {
    industry: 'bank',
    services: 'interiors',
    state: 'Goa',
    referenceAllowed: 'true',
  });
  // A client that did not agree to be named as a reference stays out of every statement.
  await addWork('Quiet Trust', 'Private Wing', { services: 'fire-doors', referenceAllowed: 'false' });
  for (const [title, category, issuer, expiresOn] of [
    ['ISO 9001 Quality', 'certificate', 'TUV Nord', day(400)],
    ['Fire door test 2 hour', 'test report', 'CBRI Roorkee', day(30)],
    ['Lapsed licence', 'certificate', 'Old Board', day(-1)],
  ]) {
    const res = await admin.post(
      DOCUMENTS_API.documents,
      form({ title, category, issuer, expiresOn, file: file(pdf(title), 'c.pdf', 'application/pdf') }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(async () => {
  await server?.stop();
  // KEEP_CAPABILITY_PDFS=1 keeps the PDFs read back (to look at them).
  if (process.env.KEEP_CAPABILITY_PDFS) console.log(`PDFs kept in ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
});

// Rendering a statement is CPU-bound (fonts, photos): several seconds each on a busy machine.
describe('capability statements', { timeout: 120_000 }, () => {
  it('answers a service’s statement as an inline PDF: company, its projects only, value band only, valid certificates with issuer', async () => {
    const res = await get(capabilityPath('fire-doors'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^inline; filename=".*Capability statement - fire-doors\.pdf"$/,
    );
    const { bytes, file, text: t } = await text(res, 'fire-doors.pdf');
    expect(bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(t).toContain('Buildcraft Interiors & Infra');
    expect(t).toContain('Fire Doors');
    expect(t).toContain('Cardiac Block');
    expect(t).toContain('Aster Hospitals');
    expect(t).not.toContain('Head Office');
    expect(t).not.toContain('Private Wing');
    expect(t).toContain('ISO 9001 Quality');
    expect(t).toContain('TUV Nord');
    expect(t).toContain('Fire door test 2 hour');
    expect(t).toContain('CBRI Roorkee');
    expect(t).not.toContain('Lapsed licence');
    // The pages after the cover carry the footer with their number.
    expect(t).toMatch(/Capability statement · Fire doors 2 ?\/ ?\d/);
    // Never the exact value (7,35,00,000), in any spelling; its band instead.
    for (const digits of ['73500000', '7,35,00,000', '73,500,000', '7.35']) expect(t).not.toContain(digits);
    expect(t).toContain('Contract value: ₹5–10 crore');
    // Fonts embedded (every font row's "emb" column says yes).
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const row of fonts) expect(row).toMatch(/Inter.*\byes\b/);
  });

  it('answers a sector’s statement with that sector’s projects', async () => {
    const { text: t } = await text(await get(capabilityPath('bank')), 'bank.pdf');
    expect(t).toContain('Banking projects');
    expect(t).toContain('Head Office');
    expect(t).not.toContain('Cardiac Block');
  });

  it('is made again only when content changes: the same ETag, 304 for If-None-Match, a new one after an edit', async () => {
    const first = await get(capabilityPath('company'));
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const { text: t } = await text(first, 'company.pdf');
    expect(t).toContain('Cardiac Block');
    expect(t).toContain('Head Office');
    expect((await get(capabilityPath('company'))).headers.get('etag')).toBe(etag);
    const again = await get(capabilityPath('company'), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    await addWork('Civic Works', 'Town Hall', { industry: 'government', referenceAllowed: 'true' });
    const changed = await get(capabilityPath('company'), { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect((await text(changed, 'company2.pdf')).text).toContain('Town Hall');
  });

  it('answers an unknown key with the site’s HTML 404 page', async () => {
    for (const url of ['/capability/plumbing.pdf', '/capability/company.zip', '/capability/COMPANY.pdf']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toContain('text/html');
      expect(await res.text(), url).toContain('<html');
    }
  });

  it('has a statement for every service, sector and the company', async () => {
    for (const key of CAPABILITY_KEYS) expect((await get(capabilityPath(key))).status, key).toBe(200);
  });

  it('prints names, places, labels and the country as a person reads them, and an expiry only when there is one', async () => {
    await addWork('Vidya Trust', 'Library Wing', {
      industry: 'educational',
      services: 'design-and-build',
      state: 'Tamil Nadu',
      locations: 'coimbatore',
      deliveryModel: 'supply-and-install',
      referenceAllowed: 'true',
    });
    const noExpiry = form({
      title: 'Factory licence',
      category: 'certificate',
      issuer: 'State Board',
      file: file(pdf('licence'), 'l.pdf', 'application/pdf'),
    });
    expect((await admin.post(DOCUMENTS_API.documents, noExpiry)).status).toBe(201);

    const { file: saved, text: t } = await text(await get(capabilityPath('design-and-build')), 'design-and-build.pdf');
    expect(t).toContain('Library Wing');
    expect(t).toContain('Coimbatore, Tamil Nadu');
    expect(t).toContain('Educational');
    expect(t).toContain('Supply and install');
    for (const code of ['coimbatore', 'supply-and-install', 'educational', 'No expiry']) expect(t).not.toContain(code);
    // The certificate without an expiry says nothing there; one with an expiry gives its date.
    expect(t).toMatch(/Factory licence Certificate · issued by State Board ISO 9001/);
    expect(t).toMatch(/Valid until \d{1,2} [A-Z][a-z]+ \d{4}/);
    // The office address ends with the country's name, not its code (reading order: without -layout).
    const flowing = execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(flowing).toMatch(/Bengaluru, Karnataka, 560058 India\b/);
    expect(flowing).not.toMatch(/560058 IN\b/);

    const { text: company } = await text(await get(capabilityPath('company')), 'company.pdf');
    expect(company).toContain('design and build, interiors, manufacturing and fire doors');
    expect(company).not.toContain('design-and-build');
  });
});
