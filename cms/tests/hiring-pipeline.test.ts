import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  APPLICATION_TOKEN_FIELD,
  CAREER_MESSAGES as M,
  CAREERS_API,
  MESSAGES,
  type Application,
  type ApplicationListResponse,
  type Job,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { multipart, pdf } from '@portfolio/testkit/documents';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { adminPanel, createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * Applications as a hiring pipeline: New → Shortlisted → Interview → Offer → Hired /
 * Rejected with a history of who and when, owners (admins; assigning emails them), the list's
 * owner filter, who may see them, and the start-up move of the old status names.
 */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let recruiter: TestUser;
let plain: TestUser;
let job: Job;
let tokens: string[];
let ip = 0;
let n = 0;

const ENV = () => ({
  ...smtp.env('website@example.com'),
  TRUST_PROXY: 'true',
  TEST_CLOCK: 'true',
  PUBLIC_URL: 'https://www.example.test',
});

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer(ENV());
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  recruiter = await createUser(admin, {}, { email: 'recruiter@example.com' });
  await (await adminPanel(server.url)).updateUser(recruiter.id, { isAdmin: true });
  plain = await createUser(admin, { 'add-client': true, 'add-user': true });
  const created = await admin.post<{ job: Job }>(CAREERS_API.jobs, {
    title: 'Site Engineer',
    state: 'Maharashtra',
    city: 'Pune',
    employmentType: 'FULL_TIME',
    description: 'Run day-to-day work on a hospital fit-out site and keep the daily log.',
  });
  expect(created.status).toBe(201);
  job = created.body.job;
  tokens = await Promise.all(
    Array.from({ length: 8 }, async () => (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string),
  );
  // The forms' minimum fill time passes on the server's clock, not by waiting.
  expect((await admin.put(API.testClock, { now: new Date(Date.now() + 60_000).toISOString() })).status).toBe(200);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const apply = async (name: string, jobId = job._id, source: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name,
    email: `candidate${++n}@example.com`,
    phone: '+91 98200 12345',
    [APPLICATION_TOKEN_FIELD]: tokens.pop()!,
    ...source,
  }))
    form.append(k, v);
  form.append('cv', new File([pdf()], 'cv.pdf', { type: 'application/pdf' }));
  const { body, contentType } = await multipart(form);
  const res = await fetch(server.url + CAREERS_API.apply(jobId), {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': `10.2.0.${++ip}` },
    body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await list(admin, `?pageSize=100`)).applications.find((a) => a.name === name)!;
};
const list = async (agent: Agent, query = '') => {
  const res = await agent.get<ApplicationListResponse>(`${CAREERS_API.applications}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const detail = async (id: string) =>
  (await admin.get<{ application: Application }>(CAREERS_API.application(id))).body.application;

describe('the hiring pipeline', () => {
  it('moves an application through the statuses, recording who and when; bad statuses change nothing; old names are taken as the new ones', async () => {
    const a = await apply('Asha Pillai');
    expect(a).toMatchObject({ status: 'new', owner: null });
    expect(a.statusHistory).toEqual([{ status: 'new', at: expect.any(String), by: null }]);

    for (const body of [{ status: 'employed' }, { status: 'Interview' }, { status: 42 }, {}] as const) {
      const res = await admin.patch(CAREERS_API.application(a._id), body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'status' in body ? M.statusInvalid : M.nothingToChange });
    }
    expect((await detail(a._id)).statusHistory).toHaveLength(1);

    await admin.patch(CAREERS_API.application(a._id), { status: 'shortlisted' });
    // The names stored before the pipeline still work through the API.
    expect(
      (await admin.patch<{ application: Application }>(CAREERS_API.application(a._id), { status: 'interviewed' })).body
        .application.status,
    ).toBe('interview');
    await recruiter.agent.patch(CAREERS_API.application(a._id), { status: 'offer' });
    const hired = await recruiter.agent.patch<{ application: Application }>(CAREERS_API.application(a._id), {
      status: 'hired',
    });
    expect(hired.status).toBe(200);
    expect(hired.body.message).toBe(M.applicationUpdated);
    // The same status again is no change.
    await admin.patch(CAREERS_API.application(a._id), { status: 'hired' });

    const history = (await detail(a._id)).statusHistory;
    expect(history.map((h) => [h.status, h.by])).toEqual([
      ['new', null],
      ['shortlisted', ADMIN.email],
      ['interview', ADMIN.email],
      ['offer', recruiter.email],
      ['hired', recruiter.email],
    ]);
    const times = history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((x, y) => x - y));

    expect((await list(admin, '?status=hired')).applications.map((x) => x._id)).toEqual([a._id]);
    expect((await list(admin, '?status=offered')).applications).toEqual([]);
    expect((await list(admin)).counts).toMatchObject({ hired: 1, interview: 0, offer: 0 });
    expect((await admin.get(`${CAREERS_API.applications}?status=employed`)).body).toEqual({ message: M.statusInvalid });
  });
});

describe('owners', () => {
  it('assigns an admin as owner, emails them a sign-in link to the application, and filters by owner, mine and none', async () => {
    const a = await apply('Bina Shah');
    const b = await apply('Chirag Rao');
    const users = (await admin.get(API.getAllUsers)).body as Array<{ _id: string; email: string }>;
    const adminId = users.find((u) => u.email === ADMIN.email)!._id;

    for (const owner of [plain.id, 'no-such-user', 7]) {
      const res = await admin.patch(CAREERS_API.application(a._id), { owner });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: M.ownerInvalid });
    }
    expect((await detail(a._id)).owner).toBeNull();

    const res = await admin.patch<{ application: Application }>(CAREERS_API.application(a._id), {
      owner: recruiter.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.application.owner).toEqual({ _id: recruiter.id, email: recruiter.email });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(recruiter.email) && m.subject === M.assignedSubject('Site Engineer', 'Bina Shah'),
    );
    expect(mail.text).toContain(`${ADMIN.email} assigned a job application to you.`);
    expect(mail.text).toContain(`https://www.example.test/installer?next=/installer/dashboard/applications/${a._id}`);
    // No contact details or CV in the email.
    expect(mail.text).not.toContain('@example.com\n');
    expect(mail.attachments).toBe(0);

    // Choosing oneself sends nothing.
    await admin.patch(CAREERS_API.application(b._id), { owner: adminId });
    expect((await detail(b._id)).owner?.email).toBe(ADMIN.email);

    expect((await list(admin, `?owner=${recruiter.id}`)).applications.map((x) => x._id)).toEqual([a._id]);
    expect((await list(admin, '?owner=me')).applications.map((x) => x._id)).toEqual([b._id]);
    expect((await list(recruiter.agent, '?owner=me')).applications.map((x) => x._id)).toEqual([a._id]);
    expect((await list(admin, '?owner=none')).applications.map((x) => x._id)).not.toContain(a._id);
    expect((await admin.get(`${CAREERS_API.applications}?owner=${encodeURIComponent('x y')}`)).body).toEqual({
      message: M.ownerFilterInvalid,
    });

    // Unassigning: no owner, nobody emailed.
    const cleared = await admin.patch<{ application: Application }>(CAREERS_API.application(b._id), { owner: null });
    expect(cleared.body.application.owner).toBeNull();
    expect((await list(admin, '?owner=none')).applications.map((x) => x._id)).toContain(b._id);
    // One owner email in the outbox in all: the recruiter's (none for choosing oneself or clearing).
    const queued = await sql<{ to: string }>(
      server,
      `select ${'"to"'} as "to" from installer_mails where kind = 'application-owner'`,
    );
    expect(queued.map((r) => (typeof r.to === 'string' ? JSON.parse(r.to) : r.to))).toEqual([[recruiter.email]]);

    const audit = (await (await adminPanel(server.url)).auditEntries()).filter((e) => e.targetId === a._id);
    expect(audit.map((e) => e.action)).toContain('application.owner');
  });

  it("shows applicants' personal data only to admins: other users, with any power, are refused", async () => {
    const a = await apply('Deepa Menon');
    for (const res of [
      await plain.agent.get(CAREERS_API.applications),
      await plain.agent.get(CAREERS_API.application(a._id)),
      await plain.agent.patch(CAREERS_API.application(a._id), { owner: plain.id }),
      await plain.agent.patch(CAREERS_API.application(a._id), { status: 'shortlisted' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.forbidden });
      expect(JSON.stringify(res.body)).not.toContain('Deepa');
    }
    expect((await new Agent(server.url).get(CAREERS_API.application(a._id))).status).toBe(401);
    expect((await detail(a._id)).status).toBe('new');
    // The badges of a user who cannot open applications do not count them.
    expect((await plain.agent.get(API.dashboardBadges)).body.applications).toBeUndefined();
  });
});

describe('where applicants come from', () => {
  it('keeps each application’s source, filters the list by channel and exports the sources as CSV, for admins only', async () => {
    const kiran = await apply('Kiran Campaign', job._id, {
      landing: '/careers',
      utm_source: 'naukri',
      utm_medium: 'cpc',
      utm_campaign: 'site-engineers',
    });
    const lata = await apply('Lata Search', job._id, { landing: '/careers', referrer: 'www.google.com' });
    expect(kiran.source).toMatchObject({ channel: 'campaign', landingPage: '/careers', utmCampaign: 'site-engineers' });
    expect((await detail(lata._id)).source).toMatchObject({ channel: 'search', landingPage: '/careers' });

    const names = async (query: string) =>
      (await list(admin, `?pageSize=100&${query}`)).applications.map((a) => a.name);
    expect(await names('channel=campaign')).toEqual(['Kiran Campaign']);
    expect(await names('channel=search')).toEqual(['Lata Search']);
    expect(await names('channel=social')).toEqual([]);
    const bad = await admin.get(`${CAREERS_API.applications}?channel=tv`);
    expect([bad.status, bad.body]).toEqual([400, { message: M.channelInvalid }]);

    const res = await admin.call('GET', `${CAREERS_API.applicationsExport}?channel=campaign`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [head, ...rows] = String(res.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));
    expect(cells(head)).toEqual([
      'Received',
      'Opening',
      'Status',
      'Owner',
      'Name',
      'Email',
      'Phone',
      'Deleted on',
      'Source',
      'Landing page',
      'Referrer',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ]);
    expect(rows.map(cells)).toEqual([
      [
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        'Site Engineer',
        'New',
        '',
        'Kiran Campaign',
        kiran.email,
        // A cell starting with + is neutralised (a spreadsheet would run it as a formula).
        "'+91 98200 12345",
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
        'Campaign',
        '/careers',
        '',
        'naukri',
        'cpc',
        'site-engineers',
      ],
    ]);
    // Personal data: the export is for admins, as the list is.
    expect((await plain.agent.call('GET', CAREERS_API.applicationsExport)).status).toBe(403);
  });
});

describe('start-up migration', () => {
  it('moves the stored statuses "interviewed" and "offered" to "interview" and "offer", losing nothing', async () => {
    const a = await apply('Esha Old');
    const b = await apply('Farid Old');
    await admin.post(CAREERS_API.applicationNotes(a._id), { text: 'Kept through the move.' });
    await sql(
      server,
      `update installer_applications set application_status = 'interviewed', status_history = null where document_id = ?`,
      [a._id],
    );
    await sql(server, `update installer_applications set application_status = 'offered' where document_id = ?`, [
      b._id,
    ]);
    const beforeA = await detail(a._id);
    const beforeB = await detail(b._id);

    await server.kill();
    server = await startServer(ENV(), server);
    admin = await signIn(server.url, ADMIN.email, ADMIN.password);

    const movedA = await detail(a._id);
    expect(movedA).toEqual({ ...beforeA, status: 'interview', statusHistory: [] });
    expect(movedA.notes.map((x) => x.text)).toEqual(['Kept through the move.']);
    expect(await detail(b._id)).toEqual({ ...beforeB, status: 'offer' });
    const rows = await sql<{ s: string }>(
      server,
      `select application_status as s from installer_applications where application_status in ('interviewed', 'offered')`,
    );
    expect(rows).toEqual([]);
    expect((await list(admin, '?status=interview')).applications.map((x) => x._id)).toContain(a._id);
  }, 240_000);
});
