import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ENQUIRY_MESSAGES as EM,
  ENQUIRY_TOKEN_FIELD,
  SALES_DESK_MESSAGES as M,
  dayInZone,
  DEFAULT_TIME_ZONE,
  type DashboardBadges,
  type EnquiryListResponse,
  type EnquirySummary,
  type OverviewResponse,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { ADMIN, startServer, usesPostgres, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { adminPanel, createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * The sales desk's reminders: automatic assignment in turn, the overview's numbers and the
 * menu badges, the inbox's owner and follow-up filters, and the owners' morning digest, all on
 * the server's settable clock (TEST_CLOCK, PUT /testing/clock): time is moved, never waited for.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ZONE = DEFAULT_TIME_ZONE; // Asia/Kolkata, +05:30 all year
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let a: TestUser;
let b: TestUser;
let c: TestUser;
const start = new Date();
/** The digest day: four days on, whatever weekday today is (more than one working day after every enquiry). */
const digestDay = dayInZone(new Date(start.getTime() + 4 * DAY), ZONE);
const dayAfter = (day: string, n: number) => dayInZone(new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY), 'UTC');
const at = (day: string, time: string) => `${day}T${time}:00+05:30`;
const enquiries: Record<string, EnquirySummary> = {};
let ip = 0;

const setClock = async (now: string | Date | null, run: 'digest'[] = [], on: TestServer = server) => {
  const agent = on === server ? admin : await signIn(on.url, ADMIN.email, ADMIN.password);
  const res = await agent.put(API.testClock, { now: now instanceof Date ? now.toISOString() : now, run });
  expect(res.status).toBe(200);
  return res.body as { now: string; digest?: { sent: number } };
};
const digestMails = () =>
  sql<{ to: unknown }>(server, `select "to" from installer_mails where kind = ?`, ['enquiry-digest']);

const submit = async (name: string, token: string) => {
  const res = await fetch(server.url + API.enquiries, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.0.${++ip}` },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '98450 12345',
      projectType: 'corporate',
      message: 'A fit-out for our new office, please.',
      [ENQUIRY_TOKEN_FIELD]: token,
    }),
  });
  expect([res.status, res.status === 201 ? '' : await res.text()]).toEqual([201, '']);
  const list = await admin.get<EnquiryListResponse>(`${API.enquiries}?pageSize=100`);
  enquiries[name] = list.body.enquiries.find((e) => e.name === name)!;
  return enquiries[name];
};

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    ...smtp.env('website@example.com'),
    MAIL_RETRY_SECONDS: '1',
    TRUST_PROXY: 'true',
    TEST_CLOCK: 'true',
  });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  [a, b, c] = await Promise.all([
    createUser(admin, {}, { email: 'owner-a@example.com' }),
    createUser(admin, {}, { email: 'owner-b@example.com' }),
    createUser(admin, {}),
  ]);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('the test clock', () => {
  it('is for status users only and checks what it is given', async () => {
    expect((await a.agent.put(API.testClock, { now: null })).status).toBe(403);
    expect((await new Agent(server.url).put(API.testClock, { now: null })).status).toBe(401);
    for (const [body, message] of [
      [{ now: 'tomorrow' }, M.clockInvalid],
      [{}, M.clockInvalid],
      [{ now: null, run: ['everything'] }, M.jobInvalid],
    ] as const) {
      const res = await admin.put(API.testClock, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
    expect((await setClock('2026-01-05T10:00:00Z')).now).toBe('2026-01-05T10:00:00.000Z');
    expect(new Date((await setClock(null)).now).getTime()).toBeGreaterThanOrEqual(start.getTime());
  });
});

describe('automatic assignment', () => {
  it('gives new enquiries in turn to the users listed in Site settings (unknown addresses skipped), emailing each; none when the list is empty', async () => {
    const panel = await adminPanel(server.url);
    await panel.updateSiteSettings({ autoAssignUsers: `${a.email}, nobody@example.com\n${b.email}` });
    // Form tokens are issued at the clock's time and used a minute later: no waiting for the fill time.
    // (A token is the signed time it was issued: one per millisecond of the stopped clock.)
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      await setClock(new Date(start.getTime() + i));
      tokens.push((await new Agent(server.url).get(API.enquiryFormToken)).body.token);
    }
    await setClock(new Date(start.getTime() + 60_000));
    for (const [i, name] of ['Asha', 'Bala', 'Chitra', 'Dev'].entries()) await submit(name, tokens[i]);
    expect(['Asha', 'Bala', 'Chitra', 'Dev'].map((n) => enquiries[n].owner?.email)).toEqual([
      a.email,
      b.email,
      a.email,
      b.email,
    ]);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(b.email) && m.subject === EM.assignedSubject(enquiries.Dev.reference, 'Dev'),
    );
    expect(mail.text).toContain(M.autoAssigned);

    await panel.updateSiteSettings({ autoAssignUsers: '' });
    expect((await submit('Esha', tokens[4])).owner).toBeNull();
    expect((await admin.patch(API.enquiry(enquiries.Esha._id), { owner: c.id })).status).toBe(200);
  });
});

describe('overview, badges and filters', () => {
  it('counts new and unanswered, follow-ups due and overdue, my open ones and the median first response, each viewer seeing only what they may', async () => {
    // Replies 2 h, 3 h and 4 h after arrival (the clock stops the response clock): median 3 h.
    await setClock(new Date(start.getTime() + 2 * HOUR));
    expect(
      (await a.agent.post(API.enquiryReplies(enquiries.Chitra._id), { text: 'Thank you, we will call.' })).status,
    ).toBe(201);
    await setClock(new Date(start.getTime() + 3 * HOUR));
    expect(
      (await c.agent.post(API.enquiryReplies(enquiries.Esha._id), { text: 'Thank you, we will call.' })).status,
    ).toBe(201);
    await setClock(new Date(start.getTime() + 4 * HOUR));
    expect(
      (await b.agent.post(API.enquiryReplies(enquiries.Dev._id), { text: 'Thank you, we will call.' })).status,
    ).toBe(201);
    expect(
      (await a.agent.patch(API.enquiry(enquiries.Chitra._id), { followUpOn: dayAfter(digestDay, -1) })).status,
    ).toBe(200);
    expect((await b.agent.patch(API.enquiry(enquiries.Dev._id), { followUpOn: digestDay })).status).toBe(200);

    await setClock(at(digestDay, '07:00'));
    const all = (await admin.get<OverviewResponse>(API.overview)).body.salesDesk;
    expect(all).toMatchObject({
      newUnanswered: 2,
      oldestUnansweredAt: enquiries.Asha.createdAt,
      followUpsToday: 1,
      followUpsOverdue: 1,
      mine: 0,
      firstResponses: 3,
    });
    expect(all.medianFirstResponseMs).toBeGreaterThan(2.9 * HOUR);
    expect(all.medianFirstResponseMs).toBeLessThanOrEqual(3 * HOUR);
    expect(all.now).toBe(new Date(at(digestDay, '07:00')).toISOString());
    // A user without the status flag counts their own enquiries only.
    expect((await a.agent.get<OverviewResponse>(API.overview)).body.salesDesk).toMatchObject({
      newUnanswered: 1,
      followUpsToday: 0,
      followUpsOverdue: 1,
      mine: 2,
      firstResponses: 1,
    });
    expect((await admin.get<DashboardBadges>(API.dashboardBadges)).body).toEqual({ enquiries: 2, applications: 0 });
    expect((await a.agent.get<DashboardBadges>(API.dashboardBadges)).body).toEqual({ enquiries: 1 });
    expect((await new Agent(server.url).get(API.dashboardBadges)).status).toBe(401);
  });

  it('filters the inbox by owner (a user, me, none) and by follow-ups due, refusing anything else', async () => {
    const names = async (agent: Agent, query: string) =>
      (await agent.get<EnquiryListResponse>(`${API.enquiries}?${query}`)).body.enquiries.map((e) => e.name).sort();
    expect(await names(a.agent, 'owner=me')).toEqual(['Asha', 'Chitra']);
    expect(await names(admin, `owner=${b.id}`)).toEqual(['Bala', 'Dev']);
    expect(await names(admin, 'owner=none')).toEqual([]);
    expect(await names(admin, 'followUp=due')).toEqual(['Chitra', 'Dev']);
    expect(await names(b.agent, 'followUp=due')).toEqual(['Dev']);
    // Whatever the filter, a user without the status flag never sees another owner's enquiry.
    expect(await names(a.agent, `owner=${b.id}`)).toEqual([]);
    expect((await a.agent.get(API.enquiry(enquiries.Bala._id))).status).toBe(403);
    for (const [query, message] of [
      ['owner=../x', M.ownerFilterInvalid],
      ['followUp=later', M.followUpFilterInvalid],
    ] as const) {
      const res = await admin.get(`${API.enquiries}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
  });
});

describe('the morning digest', () => {
  it('sends nothing before the digest time, then one email per owner with something to say, once', async () => {
    expect((await setClock(at(digestDay, '07:59'), ['digest'])).digest).toEqual({ sent: 0 });
    expect(await digestMails()).toHaveLength(0);

    expect((await setClock(at(digestDay, '08:00'), ['digest'])).digest).toEqual({ sent: 2 });
    const toA = await smtp.waitFor((m) => m.to.includes(a.email) && m.subject === M.digestSubject(1, 1));
    expect(toA.text).toContain(`${enquiries.Chitra.reference} Chitra: follow-up was due`);
    expect(toA.text).toContain(`${enquiries.Asha.reference} Asha: received`);
    expect(toA.text).toContain(`/installer?next=/installer/dashboard/enquiries/${enquiries.Asha._id}`);
    expect(toA.text).not.toContain('Bala');
    const toB = await smtp.waitFor((m) => m.to.includes(b.email) && m.subject === M.digestSubject(0, 1));
    expect(toB.text).toContain(`${enquiries.Bala.reference} Bala`);
    // Dev's follow-up is today, not overdue; it was answered.
    expect(toB.text).not.toContain('Dev');
    // C's only enquiry is answered and has no follow-up: nothing to say, no email.
    expect((await digestMails()).map((m) => String(m.to))).toEqual(
      expect.not.arrayContaining([expect.stringContaining(c.email)]),
    );
    expect(await digestMails()).toHaveLength(2);

    expect((await setClock(at(digestDay, '08:30'), ['digest'])).digest).toEqual({ sent: 0 });
    expect(await digestMails()).toHaveLength(2);
  });

  it('sends nobody anything when every enquiry is answered and no follow-up is overdue', async () => {
    for (const [owner, name] of [
      [a, 'Asha'],
      [b, 'Bala'],
    ] as const) {
      expect((await owner.agent.post(API.enquiryReplies(enquiries[name]._id), { text: 'On it.' })).status).toBe(201);
    }
    expect((await a.agent.patch(API.enquiry(enquiries.Chitra._id), { followUpOn: null })).status).toBe(200);
    expect((await b.agent.patch(API.enquiry(enquiries.Dev._id), { status: 'won' })).status).toBe(200);
    expect((await setClock(at(dayAfter(digestDay, 1), '09:00'), ['digest'])).digest).toEqual({ sent: 0 });
    expect(await digestMails()).toHaveLength(2);
  });

  it(
    'runs once when two runs race for the same morning',
    { timeout: 240_000 },
    async () => {
      // New work for A: an overdue follow-up.
      expect((await a.agent.patch(API.enquiry(enquiries.Chitra._id), { followUpOn: digestDay })).status).toBe(200);
      const day = dayAfter(digestDay, 2);
      // On PostgreSQL two instances of one database; on SQLite two runs in one instance.
      const second = usesPostgres()
        ? await startServer({ ...smtp.env('website@example.com'), TEST_CLOCK: 'true' }, server)
        : server;
      try {
        const runs = await Promise.all([
          setClock(at(day, '08:00'), ['digest']),
          setClock(at(day, '08:00'), ['digest'], second),
        ]);
        expect(runs.map((r) => r.digest!.sent).sort()).toEqual([0, 1]);
        expect(await digestMails()).toHaveLength(3);
        await smtp.waitFor((m) => m.to.includes(a.email) && m.subject === M.digestSubject(1, 0));
        expect(smtp.messages.filter((m) => m.subject === M.digestSubject(1, 0))).toHaveLength(1);
      } finally {
        if (second !== server) await second.stop();
      }
    },
    300_000,
  );
});
