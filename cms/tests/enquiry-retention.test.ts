import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ENQUIRY_RETENTION,
  ENQUIRY_RETENTION_SENTENCE,
  ENQUIRY_TOKEN_FIELD,
  type EnquiryListResponse,
  type TestClockResponse,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The enquiries' retention period: a closed enquiry is deleted with its notes once it was closed
 * more than ENQUIRY_RETENTION_MONTHS (24) months ago, by the scheduled job, run here on the
 * server's settable clock (PUT /testing/clock run enquiry-retention); open and recently closed ones
 * stay. The contact form's privacy notice and the /privacy page state that period.
 */
let server: TestServer;
let admin: Agent;
// Now, so rows' own timestamps (the real time of each write) never lie after the clock's instants.
const start = Date.now();
/** `months` calendar months after the start. */
const monthsOn = (months: number) => {
  const at = new Date(start);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at;
};
const ids: Record<string, string> = {};

const clock = async (at: Date, run: string[] = []) => {
  const res = await admin.put(API.testClock, { now: at.toISOString(), run });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as TestClockResponse;
};

/** Moves the last status change of an enquiry (its closing) to `at`. */
const closedOn = async (name: string, at: Date) => {
  const [row] = await sql<{ status_history: unknown }>(
    server,
    'select status_history from installer_enquiries where document_id = ?',
    [ids[name]],
  );
  const history = typeof row.status_history === 'string' ? JSON.parse(row.status_history) : row.status_history;
  history[history.length - 1].at = at.toISOString();
  await sql(server, 'update installer_enquiries set status_history = ? where document_id = ?', [
    JSON.stringify(history),
    ids[name],
  ]);
};

beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: 'true', TRUST_PROXY: 'true' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  // Form tokens issued at the stopped clock, used a minute later: no waiting for the fill time.
  const names = ['Old Won', 'Old Open', 'Recent Lost'];
  const tokens: string[] = [];
  for (const i of names.keys()) {
    await clock(new Date(start + i));
    tokens.push((await new Agent(server.url).get(API.enquiryFormToken)).body.token);
  }
  await clock(new Date(start + 60_000));
  for (const [i, name] of names.entries()) {
    const res = await fetch(server.url + API.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.4.0.${i + 1}` },
      body: JSON.stringify({
        name,
        email: `retention${i}@example.com`,
        projectType: 'corporate',
        message: 'An office fit-out, please.',
        [ENQUIRY_TOKEN_FIELD]: tokens[i],
      }),
    });
    expect(res.status, await res.text()).toBe(201);
  }
  const list = (await admin.get<EnquiryListResponse>(`${API.enquiries}?pageSize=100`)).body.enquiries;
  for (const name of names) ids[name] = list.find((e) => e.name === name)!._id;
}, 300_000);
afterAll(async () => {
  await server?.stop();
});

describe('the enquiry retention job', () => {
  it('deletes one closed more than the period ago, with its notes; open and recently closed ones stay', async () => {
    expect((await admin.patch(API.enquiry(ids['Old Won']), { status: 'won' })).status).toBe(200);
    expect((await admin.post(API.enquiryNotes(ids['Old Won']), { text: 'Signed the contract.' })).status).toBe(201);
    const lost = await admin.patch(API.enquiry(ids['Recent Lost']), { status: 'lost', lostReason: 'price' });
    expect(lost.status).toBe(200);
    // Closed a month and 20 months on: the status history holds when (a change is stamped with the real time).
    await closedOn('Old Won', monthsOn(1));
    await closedOn('Recent Lost', monthsOn(20));

    // A day short of the period: everything stays.
    const dayShort = monthsOn(1 + ENQUIRY_RETENTION.closedMonths);
    dayShort.setUTCDate(dayShort.getUTCDate() - 1);
    expect((await clock(dayShort, ['enquiry-retention']))['enquiry-retention']).toEqual({ deleted: 0 });
    expect((await admin.get(API.enquiry(ids['Old Won']))).status).toBe(200);

    const past = monthsOn(2 + ENQUIRY_RETENTION.closedMonths);
    expect((await clock(past, ['enquiry-retention']))['enquiry-retention']).toEqual({ deleted: 1 });
    expect((await admin.get(API.enquiry(ids['Old Won']))).status).toBe(404);
    expect(await sql(server, 'select id from installer_enquiries where document_id = ?', [ids['Old Won']])).toEqual([]);
    expect(
      await sql(server, 'select id from installer_enquiry_notes where text = ?', ['Signed the contract.']),
    ).toEqual([]);
    for (const name of ['Old Open', 'Recent Lost'])
      expect((await admin.get(API.enquiry(ids[name]))).status, name).toBe(200);
  });
});

describe('the privacy texts', () => {
  const page = async (route: string) => {
    const res = await fetch(server.url + route);
    expect(res.status).toBe(200);
    return (await res.text()).replace(/\s+/g, ' ');
  };

  it(`/privacy and the contact form notice both state the ${ENQUIRY_RETENTION.closedMonths}-month period`, async () => {
    expect(ENQUIRY_RETENTION_SENTENCE).toContain(`${ENQUIRY_RETENTION.closedMonths} months after we close it`);
    for (const route of ['/privacy', '/contact']) {
      const html = await page(route);
      expect(html, route).toContain(ENQUIRY_RETENTION_SENTENCE);
      expect(html, route).not.toContain('as part of our sales records');
    }
  });

  it('a database still holding the earlier text, unchanged, gets the one with the period on start', async () => {
    const earlier =
      'We keep an enquiry while we are in touch about your project and as part of our sales records after that.';
    // The page's draft and published versions each hold the block.
    const blocks = await sql<{ id: number; body: string }>(
      server,
      'select id, body from components_blocks_rich_text where body like ?',
      [`%${ENQUIRY_RETENTION_SENTENCE}%`],
    );
    expect(blocks.length).toBeGreaterThan(0);
    await server.kill();
    for (const block of blocks) {
      const now = `${ENQUIRY_RETENTION_SENTENCE} Ask us and we delete it sooner.`;
      const old = block.body.replace(now, `${earlier} Ask us and we delete it.`);
      expect(old).toContain(earlier);
      await sql(server, 'update components_blocks_rich_text set body = ? where id = ?', [old, block.id]);
    }
    server = await startServer({ TEST_CLOCK: 'true', TRUST_PROXY: 'true' }, server);
    const html = await page('/privacy');
    expect(html).toContain(ENQUIRY_RETENTION_SENTENCE);
    expect(html).not.toContain('as part of our sales records');
  }, 300_000);
});
