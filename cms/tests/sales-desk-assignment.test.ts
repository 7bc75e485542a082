import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  PUBLIC_API,
  ENQUIRY_MESSAGES as EM,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_TOKEN_FIELD,
  SALES_DESK_MESSAGES as M,
  SERVICE_ASSIGNEE_FIELDS,
  formatSheetDateTime,
  type EnquiryListResponse,
  type EnquiryService,
  type EnquirySummary,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { adminPanel, createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * Assignment by service: a new enquiry goes in turn to the users listed for its service in
 * Site settings, else in turn to Auto assign users, else to nobody; each list keeps its own turn in
 * the database (two instances share it); the owner is emailed. And the CSV's owner, reference and
 * status-history columns. The form's minimum fill time is passed by moving the server's clock
 * (TEST_CLOCK), never by waiting.
 */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let panel: Awaited<ReturnType<typeof adminPanel>>;
let general: TestUser;
let doorsA: TestUser;
let doorsB: TestUser;
const start = new Date();
let ip = 0;
let tick = 0;
const ENV = () => ({ ...smtp.env('website@example.com'), TRUST_PROXY: 'true', TEST_CLOCK: 'true' });

const setClock = async (now: Date | null) => {
  const res = await admin.put(API.testClock, { now: now?.toISOString() ?? null });
  expect(res.status).toBe(200);
};

/** Form tokens issued a millisecond apart on the stopped clock, then the clock moved a minute on. */
const tokens = async (count: number): Promise<string[]> => {
  const issued: string[] = [];
  for (let i = 0; i < count; i++) {
    await setClock(new Date(start.getTime() + ++tick));
    issued.push((await new Agent(server.url).get(API.enquiryFormToken)).body.token);
  }
  await setClock(new Date(start.getTime() + tick + 60_000));
  return issued;
};

/** Sends the public form (on `on`), answers the enquiry as the inbox lists it. */
const submit = async (
  name: string,
  service: EnquiryService | undefined,
  token: string,
  on: TestServer = server,
): Promise<EnquirySummary> => {
  const res = await fetch(on.url + API.enquiries, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.3.0.${++ip}` },
    body: JSON.stringify({
      name,
      company: `${name} Infrastructure Private Limited`,
      email: `${name.toLowerCase()}@example.com`,
      phone: '98450 12345',
      projectType: 'corporate',
      ...(service && { service }),
      message: 'Fire-rated doors for our new office, please.',
      [ENQUIRY_TOKEN_FIELD]: token,
    }),
  });
  expect([res.status, res.status === 201 ? '' : await res.text()]).toEqual([201, '']);
  const list = await admin.get<EnquiryListResponse>(`${API.enquiries}?pageSize=100&q=${encodeURIComponent(name)}`);
  return list.body.enquiries.find((e) => e.name === name)!;
};
const ownerOf = async (name: string, service: EnquiryService | undefined, token: string, on?: TestServer) =>
  (await submit(name, service, token, on)).owner?.email ?? null;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer(ENV());
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  panel = await adminPanel(server.url);
  [general, doorsA, doorsB] = await Promise.all([
    createUser(admin, {}, { email: 'general@example.com' }),
    createUser(admin, {}, { email: 'doors-a@example.com' }),
    createUser(admin, {}, { email: 'doors-b@example.com' }),
  ]);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('assignment by service', () => {
  it('offers a Site settings list for every service, kept out of the public settings', async () => {
    const settings = await panel.siteSettings();
    for (const field of Object.values(SERVICE_ASSIGNEE_FIELDS)) expect(settings).toHaveProperty(field);
    const data = await (await fetch(`${server.url}${PUBLIC_API.site}`)).json();
    for (const field of ['autoAssignUsers', ...Object.values(SERVICE_ASSIGNEE_FIELDS)])
      expect(data).not.toHaveProperty(field);
  });

  it("gives a service's enquiries in turn to its users, the others to Auto assign users, emailing each owner", async () => {
    await panel.updateSiteSettings({
      autoAssignUsers: general.email,
      // Unknown addresses are skipped; a list naming nobody active falls back to Auto assign users.
      [SERVICE_ASSIGNEE_FIELDS['fire-doors']]: `${doorsA.email}; nobody@example.com\n${doorsB.email.toUpperCase()}`,
      [SERVICE_ASSIGNEE_FIELDS.interiors]: 'nobody@example.com',
    });
    const t = await tokens(7);
    expect(await ownerOf('Farida', 'fire-doors', t[0])).toBe(doorsA.email);
    expect(await ownerOf('Gopal', 'interiors', t[1])).toBe(general.email);
    expect(await ownerOf('Hema', 'fire-doors', t[2])).toBe(doorsB.email);
    expect(await ownerOf('Imran', undefined, t[3])).toBe(general.email);
    expect(await ownerOf('Jaya', 'manufacturing', t[4])).toBe(general.email);
    // The fire-door list's turn is its own: the enquiries in between did not move it.
    expect(await ownerOf('Kiran', 'fire-doors', t[5])).toBe(doorsA.email);

    const kiran = await smtp.waitFor(
      (m) => m.to.includes(doorsA.email) && m.subject.startsWith('ENQ-') && m.subject.includes('Kiran'),
    );
    expect(kiran.subject).toMatch(/^ENQ-\d{4}-\d{4}: enquiry from Kiran assigned to you$/);
    expect(kiran.text).toContain(`${M.autoAssigned} assigned an enquiry to you.`);
    const hema = await smtp.waitFor((m) => m.to.includes(doorsB.email) && m.subject.includes('Hema'));
    expect(hema.subject).toBe(EM.assignedSubject((await submitted('Hema')).reference, 'Hema'));
    await smtp.waitFor((m) => m.to.includes(general.email) && m.subject.includes('Gopal'));

    // Without Auto assign users, only the services with their own list are assigned.
    await panel.updateSiteSettings({ autoAssignUsers: '' });
    expect(await ownerOf('Lata', 'interiors', t[6])).toBeNull();
  });

  it(
    'takes turns across concurrent enquiries and two instances (the turn is counted in the database)',
    { timeout: 240_000 },
    async () => {
      // On PostgreSQL a second instance on the same database; on SQLite the same instance twice.
      const second = usesPostgres() ? await startServer(ENV(), server) : server;
      try {
        const t = await tokens(4);
        const names = ['Meena', 'Nikhil', 'Omana', 'Pavan'];
        const owners = await Promise.all(
          names.map((name, i) => ownerOf(name, 'fire-doors', t[i], i % 2 ? second : server)),
        );
        // The list's turn was at 3 (A, B, A): the next four go B, A, B, A, whatever order they arrived in.
        expect(owners.sort()).toEqual([doorsA.email, doorsA.email, doorsB.email, doorsB.email]);
      } finally {
        if (second !== server) await second.stop();
      }
    },
    300_000,
  );
});

const submitted = async (name: string) =>
  (
    await admin.get<EnquiryListResponse>(`${API.enquiries}?pageSize=100&q=${encodeURIComponent(name)}`)
  ).body.enquiries.find((e) => e.name === name)!;

/** The CSV's cells of a line (every cell quoted, quotes doubled; no line breaks in these rows). */
const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));

/** A time as the CSV writes it: the company's zone (India by default). */
const sheet = (at: string | null | undefined) => formatSheetDateTime(at, 'Asia/Kolkata');

describe('the CSV export', () => {
  it('keeps its first columns, then adds the first response, the date each status was first reached and where the lead came from', async () => {
    const farida = await submitted('Farida');
    await setClock(new Date(start.getTime() + 2 * 3600_000));
    expect((await admin.patch(API.enquiry(farida._id), { status: 'qualified' })).status).toBe(200);
    expect((await doorsA.agent.post(API.enquiryReplies(farida._id), { text: 'We will call you today.' })).status).toBe(
      201,
    );
    expect((await admin.patch(API.enquiry(farida._id), { status: 'lost', lostReason: 'price' })).status).toBe(200);
    expect((await admin.patch(API.enquiry(farida._id), { status: 'qualified' })).status).toBe(200);
    await setClock(null);

    const res = await admin.call('GET', `${API.enquiriesExport}?q=Farida`);
    expect(res.status).toBe(200);
    const [head, row, ...rest] = String(res.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(rest.filter(Boolean)).toEqual([]);
    const header = cells(head);
    expect(header).toEqual([
      'Reference',
      'Received',
      'Status',
      'Lost reason',
      'Owner',
      'Follow up on',
      'Status history',
      'Read',
      'Name',
      'Company',
      'Email',
      'Phone',
      'Service',
      'Project type',
      'State',
      'City',
      'Area (sq ft)',
      'About',
      'Page',
      'Message',
      'Links',
      'First response',
      'New on',
      'Contacted on',
      'Qualified on',
      'Proposal sent on',
      'Won on',
      'Lost on',
      'Spam on',
      'Source',
      'Landing page',
      'Referrer',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'Contract value won (₹)',
    ]);
    expect(header.slice(22, 29)).toEqual(ENQUIRY_STATUSES.map((s) => `${ENQUIRY_STATUS_LABELS[s]} on`));
    const value = Object.fromEntries(cells(row).map((c, i) => [header[i], c]));
    const detail = (await admin.get(API.enquiry(farida._id))).body.enquiry;
    const history: { status: string; at: string }[] = detail.statusHistory;
    expect(history.map((h) => h.status)).toEqual(['new', 'qualified', 'lost', 'qualified']);
    expect(value).toMatchObject({
      Reference: farida.reference,
      Owner: doorsA.email,
      Service: 'Fire doors',
      Status: 'Qualified',
      'Lost reason': '',
      // Times in the company's zone (India by default), to the second.
      'First response': sheet(detail.firstResponseAt),
      'New on': sheet(history[0].at),
      // The first time it was qualified.
      'Qualified on': sheet(history[1].at),
      'Lost on': sheet(history[2].at),
      'Contacted on': '',
      'Won on': '',
      'Spam on': '',
    });
    expect(value['First response']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});
