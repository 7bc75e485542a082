import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  APPLICATION_HONEYPOT,
  APPLICATION_TOKEN_FIELD,
  CAREER_LIMITS,
  CAREER_MESSAGES as M,
  CAREERS_API,
  type Application,
  type ApplicationListResponse,
  type Job,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { doc, docx, exe, multipart, pdf } from '@portfolio/testkit/documents';
import { uploadedFiles } from '@portfolio/testkit/files';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { adminPanel, createUser } from '@portfolio/testkit/users';

let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
/** Aged form tokens: each sends one application, so every application takes its own. */
let tokens: string[];
const nextToken = () => {
  const token = tokens.pop();
  if (!token) throw new Error('careers.test.ts: out of form tokens, fetch more in beforeAll');
  return token;
};
let panel: Awaited<ReturnType<typeof adminPanel>>;
/**
 * The forms' minimum fill time passes on the server's clock (TEST_CLOCK), not by waiting: each call moves it a minute
 * on.
 */
let clockAhead = 0;
const passFillTime = async () => {
  clockAhead += 60_000;
  expect((await admin.put(API.testClock, { now: new Date(Date.now() + clockAhead).toISOString() })).status).toBe(200);
};
let ipCounter = 0;
let emailCounter = 0;
const RECIPIENTS = ['hr@example.com', 'boss@example.com'];

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    ...smtp.env('website@example.com'),
    TRUST_PROXY: 'true',
    APPLICATION_MAX_PER_EMAIL: '2',
    APPLICATION_MAX_PER_IP: '3',
    // The retention purge runs every 2 seconds here (hourly by default), with the default 180 days.
    APPLICATION_PURGE_CRON: '*/2 * * * * *',
    TEST_CLOCK: 'true',
  });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  panel = await adminPanel(server.url);
  await panel.updateSiteSettings({ applicationRecipients: RECIPIENTS.join('\n') });
  tokens = await Promise.all(
    Array.from(
      { length: 60 },
      async () => (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string,
    ),
  );
  await passFillTime();
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const opening = (overrides: Record<string, unknown> = {}) => ({
  title: 'Site Engineer',
  state: 'Maharashtra',
  city: 'Pune',
  employmentType: 'FULL_TIME',
  description: 'Run day-to-day work on a hospital fit-out site.\n\nCoordinate subcontractors and keep the daily log.',
  closingDate: null,
  ...overrides,
});

const createJob = async (overrides: Record<string, unknown> = {}) => {
  const res = await admin.post<{ job: Job }>(CAREERS_API.jobs, opening(overrides));
  expect(res.status).toBe(201);
  return res.body.job;
};

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'Ravi Kumar',
  email: `ravi${++emailCounter}@example.com`,
  phone: '+91 98200 12345',
  message: 'Eight years on hospital sites.',
  [APPLICATION_TOKEN_FIELD]: nextToken(),
  ...overrides,
});

const formOf = (values: Record<string, string>, cv?: { bytes: Buffer; name: string; type?: string }) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  if (cv) form.append('cv', new File([cv.bytes], cv.name, { type: cv.type ?? 'application/pdf' }));
  return form;
};

/** A multipart POST from its own address (TRUST_PROXY), with an exact Content-Length. */
const post = async (
  path: string,
  form: FormData,
  { ip = `10.1.0.${++ipCounter}`, accept = 'application/json' } = {},
) => {
  const { body, contentType } = await multipart(form);
  const res = await fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': contentType, 'x-forwarded-for': ip, accept },
    body,
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* HTML or text */
  }
  return { status: res.status, body: json, text, headers: res.headers };
};

const apply = (
  jobId: string,
  values: Record<string, string>,
  cv?: { bytes: Buffer; name: string; type?: string },
  ip?: string,
) => post(CAREERS_API.apply(jobId), formOf(values, cv), ip ? { ip } : {});

const listAll = async (query = '') => {
  const res = await admin.get<ApplicationListResponse>(`${CAREERS_API.applications}${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const cvRows = async () =>
  Number((await sql<{ n: number }>(server, 'select count(*) as n from installer_application_cvs'))[0].n);
const applicationRows = async () =>
  Number((await sql<{ n: number }>(server, 'select count(*) as n from installer_applications'))[0].n);

describe('job openings', () => {
  it('status users publish, edit and close openings; everyone else is refused; bad input changes nothing', async () => {
    const job = await createJob({ title: 'Project Manager', city: 'mumbai' });
    expect(job).toMatchObject({
      title: 'Project Manager',
      city: 'Mumbai',
      state: 'Maharashtra',
      open: true,
      accepting: true,
      slug: 'project-manager-mumbai',
    });
    expect(job._id).toEqual(expect.any(String));

    const again = await createJob({ title: 'Project Manager', city: 'Mumbai' });
    expect(again.slug).toBe('project-manager-mumbai-2');

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, M.titleRequired],
      [{ state: 'Atlantis' }, M.stateInvalid],
      [{ city: 'Chennai' }, M.cityInvalid],
      [{ employmentType: 'FREELANCE' }, M.employmentTypeInvalid],
      [{ description: 'Too short' }, M.descriptionTooShort],
      [{ closingDate: '2020-01-01' }, M.closingDatePast],
      [{ closingDate: '31/12/2030' }, M.closingDateInvalid],
    ];
    const before = (await admin.get(CAREERS_API.allJobs)).body.jobs.length;
    for (const [change, message] of refusals) {
      const res = await admin.post(CAREERS_API.jobs, opening(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await admin.get(CAREERS_API.allJobs)).body.jobs.length).toBe(before);

    const staff = await createUser(admin);
    expect((await staff.agent.post(CAREERS_API.jobs, opening())).status).toBe(403);
    expect((await new Agent(server.url).post(CAREERS_API.jobs, opening())).status).toBe(401);
    expect((await new Agent(server.url).get(CAREERS_API.allJobs)).status).toBe(401);

    const edited = await admin.put<{ job: Job }>(CAREERS_API.job(job._id), {
      description: 'Lead a team of site engineers across three hospital projects in Mumbai.',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.job).toMatchObject({ title: 'Project Manager', slug: 'project-manager-mumbai', open: true });

    const closed = await admin.put<{ job: Job; message: string }>(CAREERS_API.job(job._id), { open: false });
    expect(closed.body).toMatchObject({ message: M.jobClosed, job: { open: false, accepting: false } });
    const publicList = (await new Agent(server.url).get<{ jobs: Job[] }>(CAREERS_API.jobs)).body.jobs;
    expect(publicList.map((j) => j._id)).toContain(again._id);
    expect(publicList.map((j) => j._id)).not.toContain(job._id);

    const audit = (await panel.auditEntries()).filter((e) => e.targetId === job._id).map((e) => e.action);
    expect(audit).toEqual(expect.arrayContaining(['job.create', 'job.update', 'job.close']));
  });

  it('/career lists the open openings, each page has JobPosting JSON-LD and is in the sitemap until it closes', async () => {
    const job = await createJob({
      title: 'Interior Designer',
      state: 'Karnataka',
      city: 'Bengaluru',
      employmentType: 'CONTRACT',
      closingDate: '2099-12-31',
    });
    const list = await (await fetch(`${server.url}/career`)).text();
    expect(list).toContain('Interior Designer');
    expect(list).toContain(`href="/career/${job.slug}"`);

    const page = await fetch(`${server.url}/career/${job.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const posting = ld.find((o) => o['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      title: 'Interior Designer',
      employmentType: 'CONTRACT',
      datePosted: job.postedAt,
      validThrough: '2099-12-31T23:59:59+05:30',
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { address: { addressLocality: 'Bengaluru', addressRegion: 'Karnataka', addressCountry: 'IN' } },
    });
    expect(posting.description).toContain('Coordinate subcontractors');
    expect(html).toMatch(/<meta property="og:title" content="Interior Designer/);
    expect(html).toContain('name="fax_only"');
    expect(html).toMatch(/enctype="multipart\/form-data"/i);

    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(`/career/${job.slug}</loc>`);

    await admin.put(CAREERS_API.job(job._id), { open: false });
    const closed = await (await fetch(`${server.url}/career/${job.slug}`)).text();
    expect(closed).toContain(M.jobClosedNotice);
    expect(closed).not.toContain('JobPosting');
    expect(closed).not.toMatch(/enctype=/i);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain(`/career/${job.slug}<`);
    expect((await fetch(`${server.url}/career/no-such-job`)).status).toBe(404);
  });

  it('removing an opening moves it to the Trash; restoring brings the same page back', async () => {
    const job = await createJob({ title: 'Quantity Surveyor', city: 'Nagpur' });
    const removed = await admin.del<{ trashId: string }>(CAREERS_API.job(job._id));
    expect(removed.status).toBe(200);
    expect((await fetch(`${server.url}/career/${job.slug}`)).status).toBe(404);
    const trash = (await admin.get(API.trash)).body;
    expect(trash.find((t: any) => t._id === removed.body.trashId)).toMatchObject({
      kind: 'job',
      label: 'Quantity Surveyor',
    });
    expect((await admin.post(API.restoreTrash(removed.body.trashId))).status).toBe(200);
    const back = (await new Agent(server.url).get<{ jobs: Job[] }>(CAREERS_API.jobs)).body.jobs.find(
      (j) => j._id === job._id,
    );
    expect(back).toMatchObject({ slug: job.slug, title: 'Quantity Surveyor' });
  });
});

describe('applications', () => {
  let job: Job;
  beforeAll(async () => {
    job = await createJob({ title: 'Safety Officer', city: 'Thane' });
  });

  it('accepts a PDF, DOC or DOCX CV, keeps it out of /uploads and hands it to staff byte for byte', async () => {
    const filesBefore = uploadedFiles(server.publicDir).length;
    const mediaBefore = Number((await sql<{ n: number }>(server, 'select count(*) as n from files'))[0].n);
    const sent: Array<[Buffer, string, string]> = [
      [pdf('Ravi'), 'Ravi CV.pdf', 'application/pdf'],
      [docx(), 'ravi.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [doc(), 'ravi.doc', 'application/msword'],
    ];
    const ids: string[] = [];
    for (const [bytes, name] of sent) {
      const res = await apply(job._id, fields(), { bytes, name });
      expect(res.status, res.text).toBe(201);
      expect(res.body.message).toBe(M.sent);
      ids.push((await listAll(`?job=${job._id}`)).applications[0]._id);
    }
    expect(uploadedFiles(server.publicDir).length).toBe(filesBefore);
    expect(Number((await sql<{ n: number }>(server, 'select count(*) as n from files'))[0].n)).toBe(mediaBefore);

    const staff = await createUser(admin);
    for (const [i, [bytes, name, mime]] of sent.entries()) {
      const detail = (await admin.get<{ application: Application }>(CAREERS_API.application(ids[i]))).body.application;
      expect(detail).toMatchObject({
        status: 'new',
        jobId: job._id,
        jobTitle: 'Safety Officer',
        cv: { fileName: name, mime, size: bytes.length },
      });
      expect(JSON.stringify(detail)).not.toMatch(/\/uploads|https?:\/\//);

      const res = await fetch(server.url + CAREERS_API.cv(ids[i]), { headers: { cookie: admin.cookie } });
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      expect(res.headers.get('content-type')).toContain(mime);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toContain('no-store');

      expect((await fetch(server.url + CAREERS_API.cv(ids[i]))).status).toBe(401);
      expect(
        (await fetch(server.url + CAREERS_API.cv(ids[i]), { headers: { cookie: staff.agent.cookie } })).status,
      ).toBe(403);
    }
    expect((await new Agent(server.url).get(CAREERS_API.applications)).status).toBe(401);
    expect((await staff.agent.get(CAREERS_API.applications)).status).toBe(403);
  });

  it('emails staff through the outbox in plain text, without the CV', async () => {
    const email = `mail-${Date.now()}@example.com`;
    expect(
      (
        await apply(job._id, fields({ email, message: '<b>bold</b> & <script>alert(1)</script>' }), {
          bytes: pdf(),
          name: 'cv.pdf',
        })
      ).status,
    ).toBe(201);
    const mail = await smtp.waitFor((m) => m.text.includes(email));
    expect(mail.to.sort()).toEqual([...RECIPIENTS].sort());
    expect(mail.subject).toBe('New application: Safety Officer from Ravi Kumar');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.text).toContain('/installer/dashboard/applications/');
    expect(mail.text).toContain('not attached');
    expect(mail.attachments).toBe(0);
    // No HTML part at all: nothing the applicant typed can be rendered as HTML by a mail client.
    expect(mail.html).toBe(false);
  });

  it('refuses an executable named .pdf, oversize CVs, missing fields and bots, storing nothing', async () => {
    const [apps, cvs] = [await applicationRows(), await cvRows()];
    const exeRes = await apply(job._id, fields(), { bytes: exe(), name: 'cv.pdf', type: 'application/pdf' });
    expect(exeRes.status).toBe(415);
    expect(exeRes.body).toMatchObject({ message: M.cvInvalid, errors: { cv: M.cvInvalid } });

    const zipOfOther = await apply(job._id, fields(), {
      bytes: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]),
      name: 'cv.docx',
    });
    expect(zipOfOther.status).toBe(415);

    const big = await apply(job._id, fields(), {
      bytes: Buffer.concat([pdf(), Buffer.alloc(CAREER_LIMITS.cvMaxBytes)]),
      name: 'big.pdf',
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(M.cvTooLarge);

    const missing = await apply(job._id, fields({ name: '', phone: '12' }));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ name: M.nameRequired, phone: M.phoneInvalid, cv: M.cvRequired });

    const honeypot = await apply(job._id, fields({ [APPLICATION_HONEYPOT]: 'http://spam' }), {
      bytes: pdf(),
      name: 'cv.pdf',
    });
    expect(honeypot.body.message).toBe(M.refused);
    const fresh = (await new Agent(server.url).get(API.enquiryFormToken)).body.token;
    expect(
      (await apply(job._id, fields({ [APPLICATION_TOKEN_FIELD]: fresh }), { bytes: pdf(), name: 'cv.pdf' })).body
        .message,
    ).toBe(M.tooFast);
    expect(
      (await apply(job._id, fields({ [APPLICATION_TOKEN_FIELD]: '1.forged' }), { bytes: pdf(), name: 'cv.pdf' })).body
        .message,
    ).toBe(M.expired);

    const closedJob = await createJob({ title: 'Storekeeper', city: 'Pune' });
    await admin.put(CAREERS_API.job(closedJob._id), { open: false });
    expect((await apply(closedJob._id, fields(), { bytes: pdf(), name: 'cv.pdf' })).status).toBe(409);
    expect((await apply('no-such-job', fields(), { bytes: pdf(), name: 'cv.pdf' })).status).toBe(404);

    expect([await applicationRows(), await cvRows()]).toEqual([apps, cvs]);
  });

  it('checks the body before reading it: type (415), size from Content-Length (413) and a missing length (411)', async () => {
    const json = await fetch(server.url + CAREERS_API.apply(job._id), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields()),
    });
    expect(json.status).toBe(415);
    expect((await json.json()).message).toBe(M.bodyType);

    const tooLong = await fetch(server.url + CAREERS_API.apply(job._id), {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(CAREER_LIMITS.bodyMaxBytes + 1),
      },
      body: Buffer.alloc(10),
    }).catch((error) => ({ status: 0, error }));
    // The server answers 413 before reading; it may close the connection while the body is unsent.
    expect([413, 0]).toContain(tooLong.status);

    const http = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(server.url + CAREERS_API.apply(job._id));
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('--x\r\n');
      req.end();
    });
    expect(status).toBe(411);
  });

  it('limits applications per email and per IP (429)', async () => {
    const email = `limit-${Date.now()}@example.com`;
    for (let i = 0; i < 2; i++)
      expect((await apply(job._id, fields({ email }), { bytes: pdf(), name: 'cv.pdf' })).status).toBe(201);
    const third = await apply(job._id, fields({ email }), { bytes: pdf(), name: 'cv.pdf' });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(M.tooMany);

    const ip = '10.9.9.9';
    for (let i = 0; i < 3; i++)
      expect((await apply(job._id, fields(), { bytes: pdf(), name: 'cv.pdf' }, ip)).status).toBe(201);
    expect((await apply(job._id, fields(), { bytes: pdf(), name: 'cv.pdf' }, ip)).status).toBe(429);
  });

  it('a form token sends one application: the same token again is refused as expired and stores nothing', async () => {
    const once = nextToken();
    const first = await apply(job._id, fields({ [APPLICATION_TOKEN_FIELD]: once }), {
      bytes: pdf('first'),
      name: 'first.pdf',
    });
    expect(first.status, first.text).toBe(201);
    const [apps, cvs, mails] = [await applicationRows(), await cvRows(), smtp.messages.length];
    // Another applicant's details, another address: only the token is the same.
    const replay = await apply(job._id, fields({ name: 'Replay Bot', [APPLICATION_TOKEN_FIELD]: once }), {
      bytes: pdf('again'),
      name: 'again.pdf',
    });
    expect(replay).toMatchObject({ status: 400, body: { message: M.expired } });
    // The plain (no-JavaScript) page post meets the same rule.
    const page = await post(
      `/career/${job.slug}`,
      formOf(fields({ name: 'Page Replay', [APPLICATION_TOKEN_FIELD]: once }), {
        bytes: pdf('page'),
        name: 'page.pdf',
      }),
      { accept: 'text/html' },
    );
    expect(page.status).toBe(400);
    expect(page.text).toContain(M.expired);
    expect([await applicationRows(), await cvRows()]).toEqual([apps, cvs]);
    expect(
      (await listAll(`?job=${job._id}&pageSize=100`)).applications.some(
        (a) => a.name === 'Replay Bot' || a.name === 'Page Replay',
      ),
    ).toBe(false);
    expect(smtp.messages.slice(mails).some((m) => m.text.includes('Replay'))).toBe(false);
  });

  it('two forms shown in the same millisecond get their own tokens, and each sends its application', async () => {
    // The server's clock stands still (TEST_CLOCK): both forms are shown at the very same time.
    await passFillTime();
    const [a, b] = await Promise.all(
      [0, 1].map(async () => (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string),
    );
    expect(a.split('.')[0]).toBe(b.split('.')[0]);
    expect(a).not.toBe(b);
    await passFillTime();
    for (const token of [a, b]) {
      const res = await apply(job._id, fields({ [APPLICATION_TOKEN_FIELD]: token }), { bytes: pdf(), name: 'cv.pdf' });
      expect(res.status, res.text).toBe(201);
    }
  });

  it('of parallel applications with one token exactly one is stored', async () => {
    const shared = nextToken();
    const [apps, cvs] = [await applicationRows(), await cvRows()];
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        apply(job._id, fields({ name: `Racer ${i}`, [APPLICATION_TOKEN_FIELD]: shared }), {
          bytes: pdf(`race ${i}`),
          name: 'race.pdf',
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    expect([await applicationRows(), await cvRows()]).toEqual([apps + 1, cvs + 1]);
  });

  it('staff filter by job and status, change the status and add notes (audit-logged), and delete at once', async () => {
    const other = await createJob({ title: 'Draughtsperson', city: 'Nashik' });
    expect((await apply(other._id, fields({ name: 'Meera Iyer' }), { bytes: pdf(), name: 'meera.pdf' })).status).toBe(
      201,
    );
    const listed = await listAll(`?job=${other._id}`);
    expect(listed.applications.map((a) => a.name)).toEqual(['Meera Iyer']);
    const id = listed.applications[0]._id;

    expect((await admin.patch(CAREERS_API.application(id), { status: 'employed' })).body.message).toBe(M.statusInvalid);
    const changed = await admin.patch<{ application: Application }>(CAREERS_API.application(id), {
      status: 'shortlisted',
    });
    expect(changed.body.application.status).toBe('shortlisted');
    expect((await listAll(`?job=${other._id}&status=shortlisted`)).applications.map((a) => a._id)).toEqual([id]);
    expect((await listAll(`?job=${other._id}&status=new`)).applications).toEqual([]);
    expect((await listAll(`?job=${other._id}`)).counts).toMatchObject({ new: 0, shortlisted: 1 });
    expect((await admin.get(`${CAREERS_API.applications}?status=employed`)).status).toBe(400);

    expect((await admin.post(CAREERS_API.applicationNotes(id), { text: '  ' })).body.message).toBe(M.noteRequired);
    const noted = await admin.post<{ application: Application }>(CAREERS_API.applicationNotes(id), {
      text: 'Strong portfolio; call on Monday.',
    });
    expect(noted.status).toBe(201);
    expect(noted.body.application.notes).toMatchObject([
      { text: 'Strong portfolio; call on Monday.', author: ADMIN.email },
    ]);

    const audit = (await panel.auditEntries()).filter((e) => e.targetId === id);
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['application.status', 'application.note']));
    expect(JSON.stringify(audit)).not.toContain('Meera');

    const deleted = await admin.del(CAREERS_API.application(id));
    expect(deleted.body.message).toBe(M.applicationDeleted);
    expect((await admin.get(CAREERS_API.application(id))).status).toBe(404);
    expect((await fetch(server.url + CAREERS_API.cv(id), { headers: { cookie: admin.cookie } })).status).toBe(404);
    expect(await sql(server, 'select id from installer_application_cvs where application_id = ?', [id])).toEqual([]);
    expect((await panel.auditEntries()).some((e) => e.targetId === id && e.action === 'application.delete')).toBe(true);
  });

  it('deletes applications and their CVs automatically after APPLICATION_RETENTION_DAYS (180 by default)', async () => {
    const res = await apply(job._id, fields({ name: 'Old Applicant' }), { bytes: pdf(), name: 'old.pdf' });
    expect(res.status).toBe(201);
    const keep = await apply(job._id, fields({ name: 'Recent Applicant' }), { bytes: pdf(), name: 'new.pdf' });
    expect(keep.status).toBe(201);
    const all = (await listAll(`?job=${job._id}&pageSize=100`)).applications;
    const old = all.find((a) => a.name === 'Old Applicant')!;
    const recent = all.find((a) => a.name === 'Recent Applicant')!;
    expect(new Date(old.deleteAt).getTime() - new Date(old.createdAt).getTime()).toBe(180 * 24 * 3600 * 1000);

    const longAgo = new Date(Date.now() - 181 * 24 * 3600 * 1000);
    // Strapi keeps datetimes as epoch milliseconds on SQLite, as timestamps on PostgreSQL.
    await sql(server, 'update installer_applications set created_at = ? where document_id = ?', [
      usesPostgres() ? longAgo.toISOString() : longAgo.getTime(),
      old._id,
    ]);
    const deadline = Date.now() + 60_000;
    while ((await admin.get(CAREERS_API.application(old._id))).status !== 404) {
      if (Date.now() > deadline) throw new Error('the purge did not run');
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await sql(server, 'select id from installer_application_cvs where application_id = ?', [old._id])).toEqual(
      [],
    );
    expect((await admin.get(CAREERS_API.application(recent._id))).status).toBe(200);
    expect((await panel.auditEntries()).some((e) => e.action === 'application.purge')).toBe(true);
  }, 90_000);

  it('works without JavaScript: a plain multipart post to the job page, then the thank-you page', async () => {
    const page = await (await fetch(`${server.url}/career/${job.slug}`)).text();
    const pageToken = /name="formToken" value="([^"]+)"/.exec(page)![1];
    await passFillTime();
    const email = `nojs-${Date.now()}@example.com`;
    const accepted = await post(
      `/career/${job.slug}`,
      formOf(fields({ email, [APPLICATION_TOKEN_FIELD]: pageToken }), { bytes: pdf('no js'), name: 'nojs.pdf' }),
      { accept: 'text/html' },
    );
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`/career/${job.slug}?sent=1`);
    const stored = (await listAll(`?job=${job._id}&pageSize=100`)).applications.find((a) => a.email === email);
    expect(stored).toMatchObject({ cv: { fileName: 'nojs.pdf', size: pdf('no js').length } });
    const thanks = await (await fetch(`${server.url}/career/${job.slug}?sent=1`)).text();
    expect(thanks).toContain(M.sent);

    const before = await applicationRows();
    const refused = await post(
      `/career/${job.slug}`,
      formOf(fields({ name: 'Kiran', [APPLICATION_TOKEN_FIELD]: pageToken }), { bytes: exe(), name: 'cv.pdf' }),
      { accept: 'text/html' },
    );
    expect(refused.status).toBe(415);
    expect(refused.text).toContain(M.cvInvalid);
    expect(refused.text).toContain('value="Kiran"');
    expect(await applicationRows()).toBe(before);
  });
});
