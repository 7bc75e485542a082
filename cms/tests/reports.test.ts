import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ENQUIRY_TOKEN_FIELD,
  REPORT_MESSAGES,
  SESSION_COOKIE,
  addDays,
  dayInZone,
  type Enquiry,
  type InsightsReport,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * The Reports API on known data: five enquiries (one spam) with their sources, services, sectors,
 * owners, replies at known delays and statuses, and page views from a browser, a bot and a signed-in
 * staff member. Every figure the Reports screen shows is asserted exactly. The form's fill time and
 * the reply delays come from the server's clock (TEST_CLOCK), never from waiting.
 */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let seller: TestUser;
let other: TestUser;
let ip = 0;
const HOUR = 3600_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';
const ZONE = 'Asia/Kolkata';
const today = dayInZone(new Date(), ZONE);
const range = `from=${addDays(today, -13)}&to=${today}`;

const setClock = async (now: Date | null) =>
  expect((await admin.put(API.testClock, { now: now?.toISOString() ?? null })).status).toBe(200);

const send = async (fields: Record<string, string>): Promise<Enquiry> => {
  await setClock(new Date(Date.now() - 120_000));
  const token = (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string;
  await setClock(new Date());
  const res = await fetch(server.url + API.enquiries, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.0.${++ip}`, 'user-agent': BROWSER },
    body: JSON.stringify({
      email: `lead${ip}@example.com`,
      message: 'A fit-out for our new building, please call.',
      [ENQUIRY_TOKEN_FIELD]: token,
      landing: '/',
      ...fields,
    }),
  });
  expect([res.status, res.status === 201 ? '' : await res.text()]).toEqual([201, '']);
  const list = await admin.get(`${API.enquiries}?q=${encodeURIComponent(fields.name)}&status=${fields.status ?? ''}`);
  return list.body.enquiries[0];
};

/** A reply `hours` after the enquiry arrived (the clock set there), then status changes. */
const work = async (
  e: Enquiry,
  { owner, replyAfter, statuses = [] }: { owner?: TestUser; replyAfter?: number; statuses?: object[] },
) => {
  if (owner) expect((await admin.patch(API.enquiry(e._id), { owner: owner.id })).status).toBe(200);
  if (replyAfter !== undefined) {
    await setClock(new Date(Date.parse(e.createdAt) + replyAfter * HOUR));
    expect((await admin.post(API.enquiryReplies(e._id), { text: 'Thank you, we will call you today.' })).status).toBe(
      201,
    );
  }
  for (const change of statuses) expect((await admin.patch(API.enquiry(e._id), change)).status).toBe(200);
};

const view = (path: string, headers: Record<string, string> = {}) =>
  fetch(server.url + path, { headers: { 'user-agent': BROWSER, accept: 'text/html', ...headers } }).then((r) => {
    expect(r.status).toBe(200);
    return r.text();
  });

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ ...smtp.env('website@example.com'), TRUST_PROXY: 'true', TEST_CLOCK: 'true' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  seller = await createUser(admin, {}, { email: 'seller@example.com' });
  other = await createUser(admin, {}, { email: 'other@example.com' });

  const a = await send({
    name: 'Asha',
    projectType: 'healthcare',
    service: 'fire-doors',
    page: '/firedoors',
    utm_source: 'x',
    utm_medium: 'cpc',
  });
  const b = await send({
    name: 'Bala',
    projectType: 'corporate',
    service: 'interiors',
    page: '/firedoors',
    referrer: 'www.google.com',
  });
  const c = await send({ name: 'Chand', projectType: 'bank', page: '/contact' });
  await send({ name: 'Dina', projectType: 'healthcare', service: 'fire-doors', page: '/projects', utm_campaign: 'q4' });
  await send({
    name: 'Spam',
    projectType: 'other',
    status: 'spam',
    message: 'http://a.example http://b.example http://c.example',
  });
  await work(a, {
    owner: seller,
    replyAfter: 2,
    statuses: [{ status: 'qualified' }, { status: 'proposal' }, { status: 'won', wonValue: 125_000_000 }],
  });
  await work(b, { owner: seller, replyAfter: 4, statuses: [{ status: 'lost', lostReason: 'price' }] });
  await work(c, { owner: other, replyAfter: 1 });
  await setClock(null);

  // Page views: three by a person, none by a bot or a signed-in staff member.
  for (let i = 0; i < 3; i++) await view('/firedoors');
  await view('/projects');
  await view('/firedoors', {
    'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  await view('/firedoors', { cookie: `${SESSION_COOKIE}=x; ${SESSION_COOKIE}.sig=y` });
  await view('/firedoors', { cookie: admin.cookie });
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const report = async (agent: Agent, query = range) => {
  const res = await agent.get<InsightsReport>(`${API.reports}?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('the Reports API', () => {
  it('counts the enquiries per week by source channel, spam left out', async () => {
    const r = await report(admin);
    expect(r.total).toBe(4);
    expect(r.weeks).toHaveLength(r.weeks.length);
    const last = r.weeks.at(-1)!;
    expect(last.total).toBe(4);
    expect(last.counts).toEqual({ direct: 1, search: 1, social: 0, whatsapp: 0, referral: 0, campaign: 2, email: 0 });
    expect(r.weeks.slice(0, -1).every((w) => w.total === 0)).toBe(true);
    // Every week starts on a Monday.
    expect(r.weeks.every((w) => new Date(`${w.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it('counts them by service and by sector', async () => {
    const r = await report(admin);
    expect(Object.fromEntries(r.byService.map((s) => [s.service, s.count]))).toEqual({
      'design-and-build': 0,
      interiors: 1,
      manufacturing: 0,
      'fire-doors': 2,
      other: 0,
      none: 1,
    });
    expect(Object.fromEntries(r.bySector.map((s) => [s.sector, s.count]))).toEqual({
      educational: 0,
      healthcare: 2,
      bank: 1,
      corporate: 1,
      government: 0,
      residential: 0,
      other: 0,
    });
  });

  it('follows the funnel with the conversion between steps, and Lost by reason', async () => {
    const r = await report(admin);
    expect(r.funnel).toEqual([
      { step: 'new', reached: 4, conversion: null },
      { step: 'contacted', reached: 3, conversion: 75 },
      { step: 'qualified', reached: 1, conversion: 33.3 },
      { step: 'proposal', reached: 1, conversion: 100 },
      { step: 'won', reached: 1, conversion: 100 },
    ]);
    expect(r.lostByReason.filter((l) => l.count)).toEqual([{ reason: 'price', count: 1 }]);
  });

  it('gives the win rate by source', async () => {
    const r = await report(admin);
    expect(r.winRate.filter((w) => w.enquiries)).toEqual([
      { channel: 'direct', enquiries: 1, won: 0, rate: 0 },
      { channel: 'search', enquiries: 1, won: 0, rate: 0 },
      { channel: 'campaign', enquiries: 2, won: 1, rate: 50 },
    ]);
  });

  it('gives the won value by contract value band, smallest band first, then the won without a value', async () => {
    const r = await report(admin);
    expect(r.wonByBand.map((b) => [b.band, b.won, b.value])).toEqual([
      ['Up to ₹1 crore', 0, 0],
      ['₹1–5 crore', 0, 0],
      ['₹5–10 crore', 0, 0],
      ['₹10–25 crore', 1, 125_000_000],
      ['₹25–50 crore', 0, 0],
      ['₹50–100 crore', 0, 0],
      ['Above ₹100 crore', 0, 0],
      [null, 0, 0],
    ]);
  });

  it('gives the median and 90th percentile time to first reply per owner', async () => {
    const r = await report(admin);
    expect(r.firstReply).toEqual([
      { owner: 'other@example.com', replied: 1, medianMs: HOUR, p90Ms: HOUR },
      { owner: 'seller@example.com', replied: 2, medianMs: 2 * HOUR, p90Ms: 4 * HOUR },
    ]);
  });

  it('lists the top pages by views and by enquiries sent from them, with the conversion', async () => {
    const r = await report(admin);
    expect(r.topByViews).toEqual([
      { path: '/firedoors', views: 3, enquiries: 2, conversion: 66.67 },
      { path: '/projects', views: 1, enquiries: 1, conversion: 100 },
    ]);
    expect(r.topByEnquiries).toEqual([
      { path: '/firedoors', views: 3, enquiries: 2, conversion: 66.67 },
      { path: '/contact', views: 0, enquiries: 1, conversion: null },
      { path: '/projects', views: 1, enquiries: 1, conversion: 100 },
    ]);
  });

  it('sums whole months from the monthly totals and the days around them from the daily ones', async () => {
    const monthStart = `${today.slice(0, 8)}01`;
    let monthEnd = today;
    while (addDays(monthEnd, 1).slice(0, 7) === today.slice(0, 7)) monthEnd = addDays(monthEnd, 1);
    for (const [from, to] of [
      [monthStart, monthEnd],
      [addDays(monthStart, -3), monthEnd],
      [addDays(monthStart, -40), addDays(monthEnd, 2)],
    ]) {
      const r = await report(admin, `from=${from}&to=${to}`);
      expect(r.topByViews.map((p) => [p.path, p.views])).toEqual([
        ['/firedoors', 3],
        ['/projects', 1],
      ]);
    }
  });

  it('gives a user without the status flag their own enquiries’ figures only, without page views', async () => {
    const r = await report(seller.agent);
    expect([r.ownOnly, r.total]).toEqual([true, 2]);
    expect(r.funnel.map((f) => f.reached)).toEqual([2, 2, 1, 1, 1]);
    expect(r.firstReply).toEqual([{ owner: 'seller@example.com', replied: 2, medianMs: 2 * HOUR, p90Ms: 4 * HOUR }]);
    expect(r.topByViews).toEqual([]);
    expect(r.topByEnquiries.map((p) => [p.path, p.views, p.enquiries])).toEqual([['/firedoors', 0, 2]]);
  });

  it('counts nothing outside the range, and refuses a bad one', async () => {
    const r = await report(admin, `from=${addDays(today, -40)}&to=${addDays(today, -20)}`);
    expect([r.total, r.funnel[0].reached, r.topByViews]).toEqual([0, 0, []]);
    for (const query of ['', `from=${today}&to=${addDays(today, -1)}`, 'from=2026-02-30&to=2026-03-01']) {
      const res = await admin.get(`${API.reports}?${query}`);
      expect([res.status, res.body.message]).toEqual([400, REPORT_MESSAGES.rangeInvalid]);
    }
    const long = await admin.get(`${API.reports}?from=2020-01-01&to=2026-01-01`);
    expect([long.status, long.body.message]).toEqual([400, REPORT_MESSAGES.rangeTooLong]);
    expect((await new Agent(server.url).get(`${API.reports}?${range}`)).status).toBe(401);
  });
});
