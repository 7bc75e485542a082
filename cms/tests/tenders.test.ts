import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  SITE_DOCUMENT_MESSAGES as M,
  TENDER_MESSAGES,
  apiPath,
  type SimilarWorksAnswer,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { exe, pdf } from '@portfolio/testkit/documents';
import { file, form, jpeg, png, uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { createUser } from '@portfolio/testkit/users';

let server: TestServer;
let admin: Agent;
let staff: Agent;
let anonymous: Agent;

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

const SITE = {
  area: '20000',
  industry: 'healthcare',
  project_scope: 'Hospital fit-out',
  state: 'Kerala',
  locations: 'Kochi',
  description: 'A hospital.',
  site_start: '2018',
  fireDoors: 'true',
};

/** Adds a project and answers its site id. */
const known = new Set<string>();
const addWork = async (client: string, siteName: string, extra: Record<string, string>) => {
  const logo = known.has(client) ? {} : { coverPhoto: file(await png(), 'logo.png', 'image/png') };
  known.add(client);
  const res = await admin.post(
    API.addClient,
    form({
      name: client,
      siteName,
      ...SITE,
      ...logo,
      photos: [file(await jpeg(800, 600, '#8899aa'), 'site.jpg', 'image/jpeg')],
      ...extra,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.client.sites.find((s: any) => s.siteName === siteName.toLowerCase())._id as string;
};
const docsPath = (siteId: string) => apiPath('site-documents.list', { siteId });
const attach = (who: Agent, siteId: string, kind: string | undefined, bytes?: Buffer, name = 'certificate.pdf') =>
  who.post(docsPath(siteId), form({ kind, file: bytes ? file(bytes, name, 'application/pdf') : undefined }));
const similar = (who: Agent, query: string) =>
  who.get<SimilarWorksAnswer>(`${apiPath('tenders.similarWorks')}?${query}`);

let a: string; // 45 lakh, completed 2 years ago, certificate
let b: string; // 60 lakh, completed 6 years ago, certificate
let c: string; // 1.2 crore, completed 8 years ago (outside 7)
let d: string; // 50 lakh, no certificate
let e: string; // no value, certificate

beforeAll(async () => {
  server = await startServer();
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  const user = await createUser(admin, { 'add-client': true });
  staff = user.agent;
  anonymous = new Agent(server.url);
  a = await addWork('Aster Hospitals', 'Block A', {
    site_ongoing: 'false',
    site_end: yearsAgo(2),
    contractValue: '4500000',
  });
  b = await addWork('Aster Hospitals', 'Block B', {
    site_ongoing: 'false',
    site_end: yearsAgo(6),
    contractValue: '6000000',
  });
  c = await addWork('Old Trust', 'Old Wing', {
    site_ongoing: 'false',
    site_end: yearsAgo(7, 1),
    contractValue: '12000000',
  });
  d = await addWork('Meridian Bank', 'Head Office', {
    site_ongoing: 'false',
    site_end: yearsAgo(1),
    contractValue: '5000000',
    industry: 'bank',
  });
  e = await addWork('Civic Works', 'Town Hall', {
    site_ongoing: 'false',
    site_end: yearsAgo(3),
    industry: 'government',
  });
  for (const id of [a, b, c, e])
    expect((await attach(admin, id, 'completion-certificate', pdf(`Completion certificate ${id}`))).status).toBe(201);
  expect((await attach(admin, a, 'work-order', pdf('Work order A'), 'wo.pdf')).status).toBe(201);
});
afterAll(() => server?.stop());

describe('project documents (private)', () => {
  it('lists a project’s documents to status users and serves their bytes; refuses everyone else', async () => {
    const res = await admin.get(docsPath(a));
    expect(res.status).toBe(200);
    expect(res.body.documents.map((x: any) => [x.kind, x.fileName])).toEqual([
      ['completion-certificate', 'Completion certificate - certificate.pdf'],
      ['work-order', 'Work order - wo.pdf'],
    ]);
    const cert = res.body.documents[0];
    const got = await fetch(server.url + cert.href, { headers: { cookie: admin.cookie } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await got.arrayBuffer()).toString('latin1')).toContain(`Completion certificate ${a}`);

    for (const who of [anonymous, staff]) {
      expect((await who.get(docsPath(a))).status).toBe(who === anonymous ? 401 : 403);
      expect((await who.get(cert.href)).status).toBe(who === anonymous ? 401 : 403);
      expect((await attach(who, a, 'other', pdf('x'))).status).toBe(who === anonymous ? 401 : 403);
      expect((await who.del(cert.href)).status).toBe(who === anonymous ? 401 : 403);
    }
  });

  it('keeps the bytes out of the upload folder and every public answer', async () => {
    const files = uploadedFiles(server.publicDir).map((f) =>
      fs.readFileSync(path.join(server.publicDir, 'uploads', f)).toString('latin1'),
    );
    expect(files.some((text) => text.includes('Completion certificate'))).toBe(false);
    const publicAnswers = await Promise.all(
      [API.getClients, apiPath('public.projects'), '/sitemap.xml'].map((p) =>
        fetch(server.url + p).then((r) => r.text()),
      ),
    );
    for (const text of publicAnswers) expect(text).not.toContain('Completion certificate');
  });

  it('refuses a bad kind, no file, an executable or a PDF with JavaScript, storing nothing', async () => {
    const before = (await admin.get(docsPath(b))).body.documents.length;
    expect(await attach(admin, b, 'invoice', pdf('x'))).toMatchObject({
      status: 400,
      body: { message: M.kindInvalid },
    });
    expect((await attach(admin, b, 'other')).status).toBe(400);
    expect((await attach(admin, b, 'other', exe(), 'setup.pdf')).status).toBe(415);
    const scripted = Buffer.from(
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    expect((await attach(admin, b, 'other', scripted)).status).toBe(415);
    expect((await admin.get(docsPath(b))).body.documents).toHaveLength(before);
    expect((await attach(admin, 'no-such-site', 'other', pdf('x'))).status).toBe(404);
  });

  it('removes a document', async () => {
    const added = await attach(admin, b, 'other', pdf('Drawing'), 'drawing.pdf');
    expect(added.status).toBe(201);
    const removed = await admin.del(added.body.document.href);
    expect(removed).toMatchObject({ status: 200, body: { message: M.removed } });
    expect((await admin.get(added.body.document.href)).status).toBe(404);
  });
});

describe('GET /tenders/similar-works', () => {
  it('answers the three criteria for an estimate of ₹1 crore: works within 7 years with a value and a certificate, nearest the threshold first', async () => {
    const res = await similar(admin, 'value=10000000');
    expect(res.status).toBe(200);
    const byRule = Object.fromEntries(res.body.criteria.map((x) => [x.rule, x]));
    expect(byRule['3x40']).toMatchObject({ threshold: 4000000, met: false });
    expect(byRule['3x40'].works.map((w) => w.siteId)).toEqual([a, b]);
    expect(byRule['2x50']).toMatchObject({ threshold: 5000000, met: false });
    expect(byRule['2x50'].works).toEqual([
      { siteId: b, name: 'Block B', client: 'Aster Hospitals', contractValue: 6000000, completedOn: yearsAgo(6) },
    ]);
    expect(byRule['1x80']).toMatchObject({ threshold: 8000000, met: false, works: [] });
    expect(res.body.qualifies).toBe(false);
    const needs = Object.fromEntries(res.body.needsData.map((w) => [w.siteId, w.missing]));
    expect(needs).toEqual({ [d]: ['completionCertificate'], [e]: ['contractValue'] });
  });

  it('qualifies a smaller tender, and keeps to a sector', async () => {
    const res = await similar(admin, 'value=7000000');
    expect(res.body.criteria.find((x) => x.rule === '1x80')).toMatchObject({ threshold: 5600000, met: true });
    expect(res.body.qualifies).toBe(true);
    const bank = await similar(admin, 'value=1000000&sector=bank');
    expect(bank.body.qualifies).toBe(false);
    expect(bank.body.needsData.map((w) => w.siteId)).toEqual([d]);
  });

  it('counts older works with a longer period', async () => {
    const res = await similar(admin, 'value=10000000&years=10');
    expect(res.body.criteria.find((x) => x.rule === '1x80')).toMatchObject({
      met: true,
      works: [expect.objectContaining({ siteId: c })],
    });
  });

  it('refuses bad input with a message, and anyone but status users', async () => {
    expect(await similar(admin, 'value=abc')).toMatchObject({
      status: 400,
      body: { message: TENDER_MESSAGES.valueRequired },
    });
    expect(await similar(admin, 'value=100&years=99')).toMatchObject({
      status: 400,
      body: { message: TENDER_MESSAGES.yearsInvalid },
    });
    expect(await similar(admin, 'value=100&service=painting')).toMatchObject({
      status: 400,
      body: { message: TENDER_MESSAGES.serviceInvalid },
    });
    expect((await similar(anonymous, 'value=100')).status).toBe(401);
    expect((await similar(staff, 'value=100')).status).toBe(403);
  });
});

describe('GET /tenders/pack', () => {
  it('zips a summary PDF (criteria and qualifying works, read back as text) with each work’s certificate and work order', async () => {
    const res = await fetch(`${server.url}${apiPath('tenders.pack')}?value=7000000`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Similar works - Rs 7000000 - \d{4}-\d\d-\d\d\.zip"/,
    );
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(entries).sort();
    expect(names).toEqual([
      '01 Aster Hospitals - Block B/Completion certificate - certificate.pdf',
      '02 Aster Hospitals - Block A/Completion certificate - certificate.pdf',
      '02 Aster Hospitals - Block A/Work order - wo.pdf',
      'Summary.pdf',
    ]);
    expect(Buffer.from(entries['02 Aster Hospitals - Block A/Work order - wo.pdf']).toString('latin1')).toContain(
      'Work order A',
    );

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-'));
    fs.writeFileSync(path.join(dir, 'summary.pdf'), entries['Summary.pdf']);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'summary.pdf'), '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    fs.rmSync(dir, { recursive: true, force: true });
    expect(text).toContain('Meets the similar-works criterion.');
    expect(text).toContain('Estimated cost ₹70,00,000');
    expect(text).toContain('One work of at least 80% of the estimate');
    expect(text).toContain('₹56,00,000');
    expect(text).toContain('Block B');
    expect(text).toContain('Contract value ₹60,00,000');
    expect(text).toContain('Town Hall (Civic Works): missing value');
    expect(text).not.toContain('Old Wing');
    expect(text).toMatch(/Page 1 of 1/);
    const fonts = execFileSync('pdffonts', ['-'], { input: entries['Summary.pdf'] }).toString();
    expect(fonts).toMatch(/Inter-\w+\s.*yes\s+yes/);
  });

  it('adds each qualifying project’s door schedule from the fire-door register when asked', async () => {
    const doorType = await (
      await AdminPanel.signIn(server.url)
    ).createDoorType({
      name: 'Steel fire door',
      material: 'steel',
      leafConfiguration: 'double',
      ratings: [{ minutes: 120 }],
    });
    const batch = await admin.post(apiPath('doors.createBatch'), {
      doorType,
      minutes: 120,
      standard: 'IS 3614 (Part 1)',
      batch: 'PR-2026-007',
      manufacturedOn: '2026-01-15',
      count: 2,
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(201);
    for (const [i, labelId] of (batch.body.labels as string[]).entries()) {
      const installed = await admin.post(
        apiPath('doors.install', { labelId }),
        form({ site: b, location: `Block B, Level ${i + 1}, Stair 1`, installedOn: '2026-02-01', installer: 'Crew' }),
      );
      expect(installed.status, JSON.stringify(installed.body)).toBe(200);
    }
    const pack = async (query: string) => {
      const res = await fetch(`${server.url}${apiPath('tenders.pack')}?value=7000000${query}`, {
        headers: { cookie: admin.cookie },
      });
      expect(res.status).toBe(200);
      return unzipSync(new Uint8Array(await res.arrayBuffer()));
    };
    // Not asked: the pack as before.
    expect(Object.keys(await pack('')).filter((n) => n.includes('Door schedule'))).toEqual([]);
    const entries = await pack('&doorSchedules=true');
    // Block A has no doors in the register: no schedule there.
    expect(Object.keys(entries).filter((n) => n.includes('Door schedule'))).toEqual([
      '01 Aster Hospitals - Block B/Door schedule.pdf',
    ]);
    const read = (bytes: Uint8Array) =>
      execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(bytes) })
        .toString()
        .replace(/\s+/g, ' ');
    const schedule = read(entries['01 Aster Hospitals - Block B/Door schedule.pdf']);
    for (const labelId of batch.body.labels) expect(schedule).toContain(labelId);
    expect(schedule).toContain('Block B, Level 2, Stair 1');
    expect(read(entries['Summary.pdf'])).toContain('Door schedule (2 doors)');
    const bad = await admin.get(`${apiPath('tenders.pack')}?value=7000000&doorSchedules=maybe`);
    expect([bad.status, bad.body.message]).toEqual([400, TENDER_MESSAGES.doorSchedulesInvalid]);
  });

  it('is for status users only', async () => {
    expect((await anonymous.get(`${apiPath('tenders.pack')}?value=100`)).status).toBe(401);
    expect((await staff.get(`${apiPath('tenders.pack')}?value=100`)).status).toBe(403);
  });
});
