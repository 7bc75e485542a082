import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_TOKEN_FIELD,
  MESSAGES,
  SALES_DESK_MESSAGES,
  DEFAULT_TIME_ZONE,
  yearIn,
  type Enquiry,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { sql } from '@portfolio/testkit/db';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/** The sales desk: references, the pipeline and its history, owners and who sees what. */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let tokens: string[];
let nextToken = 0;
let ip = 0;
let seller: TestUser;
let other: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ ...smtp.env('website@example.com'), MAIL_RETRY_SECONDS: '1', TRUST_PROXY: 'true' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  seller = await createUser(admin, {});
  other = await createUser(admin, { 'add-client': true });
  tokens = await Promise.all(
    Array.from(
      { length: 20 },
      async () => (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string,
    ),
  );
  // The form's minimum fill time: the tokens are old enough once it has passed.
  await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 200));
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const submit = (name: string) =>
  fetch(server.url + API.enquiries, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${++ip}` },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '+91 98450 12345',
      projectType: 'corporate',
      message: 'We need a fit-out for a 20,000 sq ft office.',
      [ENQUIRY_TOKEN_FIELD]: tokens[nextToken++],
    }),
  }).then((res) => res.status);

const inbox = async (agent: Agent = admin, query = '') => {
  const res = await agent.get<EnquiryListResponse>(`${API.enquiries}${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const byName = async (name: string) => (await inbox(admin, '?pageSize=100')).enquiries.find((e) => e.name === name)!;
const open = async (agent: Agent, id: string) => agent.get<{ enquiry: Enquiry }>(API.enquiry(id));

describe('the test clock', () => {
  it('does not exist on a server started without TEST_CLOCK', async () => {
    const res = await admin.put(API.testClock, { now: '2026-01-05T10:00:00Z', run: ['digest'] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: SALES_DESK_MESSAGES.clockOff });
  });
});

describe('references', () => {
  it('numbers each enquiry ENQ-<year>-NNNN in the year it arrived, distinct and consecutive when sent together', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Parallel ${i + 1}`);
    expect(await Promise.all(names.map(submit))).toEqual(names.map(() => 201));
    const year = yearIn(new Date(), DEFAULT_TIME_ZONE);
    const refs = (await inbox(admin, '?pageSize=100')).enquiries.map((e) => e.reference).sort();
    expect(refs).toEqual(names.map((_, i) => `ENQ-${year}-${String(i + 1).padStart(4, '0')}`));

    const one = await byName('Parallel 1');
    expect(one).toMatchObject({ status: 'new', owner: null, followUpOn: null, lostReason: null });
    expect(one.statusHistory).toEqual([{ status: 'new', at: expect.any(String), by: null }]);
  });
});

describe('the pipeline', () => {
  it('moves an enquiry through the statuses, recording who and when; Lost needs a reason, which another status clears', async () => {
    const target = await byName('Parallel 2');
    for (const status of ['contacted', 'qualified', 'proposal'] as const) {
      const res = await admin.patch(API.enquiry(target._id), { status });
      expect(res.status).toBe(200);
      expect(res.body.enquiry.status).toBe(status);
    }
    for (const [body, message] of [
      [{ status: 'lost' }, M.lostReasonRequired],
      [{ status: 'lost', lostReason: 'weather' }, M.lostReasonInvalid],
      [{ lostReason: 'price' }, M.lostReasonInvalid],
      [{ status: 'quoted' }, M.statusInvalid],
    ] as const) {
      const res = await admin.patch(API.enquiry(target._id), body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
    const lost = await admin.patch(API.enquiry(target._id), { status: 'lost', lostReason: 'no-response' });
    expect(lost.body.enquiry).toMatchObject({ status: 'lost', lostReason: 'no-response' });
    const won = (await admin.patch(API.enquiry(target._id), { status: 'won' })).body.enquiry as Enquiry;
    expect(won).toMatchObject({ status: 'won', lostReason: null });

    const history = (await open(admin, target._id)).body.enquiry.statusHistory;
    expect(history.map((h) => [h.status, h.by, h.lostReason])).toEqual([
      ['new', null, undefined],
      ['contacted', ADMIN.email, undefined],
      ['qualified', ADMIN.email, undefined],
      ['proposal', ADMIN.email, undefined],
      ['lost', ADMIN.email, 'no-response'],
      ['won', ADMIN.email, undefined],
    ]);
    const times = history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.now() - times[5]).toBeLessThan(60_000);
  });

  it('keeps a Won enquiry’s contract value (optional, whole rupees), refuses one elsewhere, and clears it when the status moves on', async () => {
    const target = await byName('Parallel 6');
    for (const [body, message] of [
      [{ wonValue: 5_00_00_000 }, M.wonValueOnlyWon],
      [{ status: 'proposal', wonValue: 5_00_00_000 }, M.wonValueOnlyWon],
      [{ status: 'won', wonValue: 12.5 }, M.wonValueInvalid],
      [{ status: 'won', wonValue: '12 crore' }, M.wonValueInvalid],
      [{ status: 'won', wonValue: 0 }, M.wonValueInvalid],
      [{ status: 'won', wonValue: 100_000_000_001 }, M.wonValueInvalid],
    ] as const) {
      const res = await admin.patch(API.enquiry(target._id), body);
      expect([res.status, res.body]).toEqual([400, { message }]);
    }
    expect((await open(admin, target._id)).body.enquiry).toMatchObject({ status: 'new', wonValue: null });

    // Grouped digits as people type them; a value above 32 bits is kept exactly.
    const won = await admin.patch(API.enquiry(target._id), { status: 'won', wonValue: '12,50,00,000' });
    expect([won.status, won.body.enquiry.wonValue]).toEqual([200, 125_000_000]);
    const raised = await admin.patch(API.enquiry(target._id), { wonValue: 45_000_000_000 });
    expect(raised.body.enquiry).toMatchObject({ status: 'won', wonValue: 45_000_000_000 });
    const history = (await open(admin, target._id)).body.enquiry.statusHistory as Enquiry['statusHistory'];
    expect(history.slice(-2).map((h) => [h.status, h.wonValue])).toEqual([
      ['won', 125_000_000],
      ['won', 45_000_000_000],
    ]);
    // Marking it Won again without a value keeps the one recorded; null clears it.
    expect((await admin.patch(API.enquiry(target._id), { read: true })).body.enquiry.wonValue).toBe(45_000_000_000);
    expect((await admin.patch(API.enquiry(target._id), { wonValue: null })).body.enquiry.wonValue).toBeNull();
    await admin.patch(API.enquiry(target._id), { wonValue: 9_00_000 });
    const reopened = await admin.patch(API.enquiry(target._id), { status: 'contacted' });
    expect(reopened.body.enquiry).toMatchObject({ status: 'contacted', wonValue: null });
  });
});

describe('owners and follow-ups', () => {
  it('shows a user without the status flag no enquiry until one is theirs', async () => {
    const target = await byName('Parallel 3');
    expect((await inbox(seller.agent)).enquiries).toEqual([]);
    expect((await inbox(seller.agent)).counts.new.total).toBe(0);
    const res = await open(seller.agent, target._id);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MESSAGES.forbidden });
    expect((await seller.agent.patch(API.enquiry(target._id), { status: 'won' })).status).toBe(403);
    expect((await seller.agent.post(API.enquiryNotes(target._id), { text: 'Mine now' })).status).toBe(403);
    expect((await seller.agent.call('GET', API.enquiriesExport)).status).toBe(403);
    expect((await open(admin, target._id)).body.enquiry).toMatchObject({ status: 'new', notes: [] });
  });

  it('assigns an owner, who is emailed through the outbox and then works the enquiry; only status users choose owners', async () => {
    const target = await byName('Parallel 3');
    const res = await admin.patch(API.enquiry(target._id), { owner: seller.id, followUpOn: '2026-12-01' });
    expect(res.status).toBe(200);
    expect(res.body.enquiry).toMatchObject({
      owner: { _id: seller.id, email: seller.email },
      followUpOn: '2026-12-01',
    });

    const mail = await smtp.waitFor((m) => m.to.includes(seller.email));
    expect(mail.subject).toBe(M.assignedSubject(target.reference, 'Parallel 3'));
    expect(mail.text).toContain(ADMIN.email);
    expect(mail.text).toContain(`/installer/dashboard/enquiries/${target._id}`);

    const mine = await inbox(seller.agent);
    expect(mine.enquiries.map((e) => e.reference)).toEqual([target.reference]);
    expect(mine.counts.new.total).toBe(1);
    expect((await open(seller.agent, target._id)).body.enquiry).toMatchObject({
      name: 'Parallel 3',
      phone: '+91 98450 12345',
    });
    const moved = await seller.agent.patch(API.enquiry(target._id), { status: 'contacted', followUpOn: null });
    expect(moved.status).toBe(200);
    expect(moved.body.enquiry).toMatchObject({ status: 'contacted', followUpOn: null });
    expect(moved.body.enquiry.statusHistory.at(-1)).toMatchObject({ status: 'contacted', by: seller.email });
    expect((await seller.agent.post(API.enquiryNotes(target._id), { text: 'Called, visiting Monday.' })).status).toBe(
      201,
    );

    const refused = await seller.agent.patch(API.enquiry(target._id), { owner: other.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: M.ownerOnlyStatus });
    const elsewhere = await byName('Parallel 4');
    expect((await open(seller.agent, elsewhere._id)).status).toBe(403);
    expect((await open(other.agent, target._id)).status).toBe(403);

    for (const [body, message] of [
      [{ owner: 'nobody' }, M.ownerInvalid],
      [{ owner: 42 }, M.ownerInvalid],
      [{ followUpOn: '2026-02-30' }, M.followUpInvalid],
      [{ followUpOn: 'tomorrow' }, M.followUpInvalid],
    ] as const) {
      const bad = await admin.patch(API.enquiry(target._id), body);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message });
    }
    expect((await open(admin, target._id)).body.enquiry).toMatchObject({ owner: { _id: seller.id }, followUpOn: null });

    const cleared = await admin.patch(API.enquiry(target._id), { owner: null });
    expect(cleared.body.enquiry.owner).toBeNull();
    expect((await inbox(seller.agent)).enquiries).toEqual([]);
  });

  it('exports the owner, reference and status history dates in the CSV', async () => {
    const target = await byName('Parallel 5');
    await admin.patch(API.enquiry(target._id), { owner: other.id, status: 'qualified' });
    const csv: string = (await admin.call('GET', API.enquiriesExport)).body;
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^"Reference","Received","Status","Lost reason","Owner","Follow up on","Status history",/);
    const row = lines.find((l) => l.includes(target.reference))!;
    expect(row).toContain(`"${other.email}"`);
    // Labels and times in the company's zone, as the dashboard shows them.
    expect(row).toMatch(
      /"New \d{4}-\d\d-\d\d \d\d:\d\d:\d\d; Qualified \d{4}-\d\d-\d\d \d\d:\d\d:\d\d admin@example\.com"/,
    );
  });
});

describe('replies', () => {
  it('emails a reply to the visitor through the SMTP server (reference in the subject, reply-to the staff member), records it in the thread, and moves New to Contacted once', async () => {
    const target = await byName('Parallel 8');
    await admin.patch(API.enquiry(target._id), { owner: seller.id });
    for (const [text, message] of [
      ['   ', M.replyRequired],
      ['x'.repeat(ENQUIRY_LIMITS.noteMax + 1), M.tooLong('Reply', ENQUIRY_LIMITS.noteMax)],
    ] as const) {
      const bad = await seller.agent.post(API.enquiryReplies(target._id), { text });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message });
    }
    expect((await other.agent.post(API.enquiryReplies(target._id), { text: 'Not mine' })).status).toBe(403);
    await seller.agent.post(API.enquiryNotes(target._id), { text: 'Internal: big client.' });

    const res = await seller.agent.post(API.enquiryReplies(target._id), { text: 'Thank you! Can we visit on Monday?' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.replySent);
    // The reply (the visitor's confirmation of the enquiry went to the same address before).
    const mail = await smtp.waitFor((m) => m.to.includes('parallel.8@example.com') && m.replyTo.includes(seller.email));
    expect(mail.subject).toContain(target.reference);
    expect(mail.replyTo).toEqual([seller.email]);
    // What staff wrote and the reference: the visitor's own words (their name, their message) are not quoted back.
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Thank you! Can we visit on Monday?',
        '',
        '—',
        seller.email,
        'Buildcraft Interiors & Infra',
        '',
        `This is about your enquiry ${target.reference}; please quote it when you write or call us.`,
        '',
      ].join('\n'),
    );
    expect(mail.html).toBe(false);

    const replied: Enquiry = res.body.enquiry;
    expect(replied.status).toBe('contacted');
    expect(replied.statusHistory.at(-1)).toMatchObject({ status: 'contacted', by: seller.email });
    const first = replied.firstResponseAt!;
    expect(Date.now() - Date.parse(first)).toBeLessThan(60_000);
    expect(replied.notes.map((n) => [n.kind, n.text, n.author])).toEqual([
      ['note', 'Internal: big client.', seller.email],
      ['reply', 'Thank you! Can we visit on Monday?', seller.email],
    ]);

    await admin.patch(API.enquiry(target._id), { status: 'qualified' });
    const again = (
      await admin.post(API.enquiryReplies(target._id), { text: 'The drawings are attached to our next email.' })
    ).body.enquiry as Enquiry;
    expect(again).toMatchObject({ status: 'qualified', firstResponseAt: first });
    expect(again.notes.at(-1)).toMatchObject({ kind: 'reply', author: ADMIN.email });
    expect((await smtp.waitFor((m) => m.text.includes('The drawings'))).replyTo).toEqual([ADMIN.email]);
  });
});

describe('start-up migration', () => {
  it('maps statuses stored before the pipeline and numbers enquiries stored before references, losing nothing', async () => {
    const earlier = (await inbox()).total;
    expect(await submit('Legacy 1')).toBe(201);
    expect(await submit('Legacy 2')).toBe(201);
    const target = await byName('Legacy 1');
    const plain = await byName('Legacy 2');
    await sql(
      server,
      `update installer_enquiries set enquiry_status = 'quoted', reference = null, status_history = null where document_id = ?`,
      [target._id],
    );
    await sql(server, `update installer_enquiries set reference = null where document_id = ?`, [plain._id]);
    // A restart on the same database (kill: stop() would remove the temporary folder).
    await server.kill();
    server = await startServer({ ...smtp.env('website@example.com'), TRUST_PROXY: 'true' }, server);
    admin = await signIn(server.url, ADMIN.email, ADMIN.password);

    const year = yearIn(new Date(), DEFAULT_TIME_ZONE);
    const opened = await open(admin, target._id);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const moved = opened.body.enquiry;
    expect(moved).toMatchObject({
      ...target,
      status: 'proposal',
      read: true,
      statusHistory: [],
      reference: expect.stringMatching(new RegExp(`^ENQ-${year}-\\d{4}$`)),
    });
    const kept = (await open(admin, plain._id)).body.enquiry;
    expect(kept).toMatchObject({ ...plain, read: true, reference: expect.stringMatching(/^ENQ-/) });
    const refs = (await inbox(admin, '?pageSize=100')).enquiries.map((e) => e.reference);
    expect(new Set(refs).size).toBe(refs.length);
    // Numbered after every reference given so far (the two had theirs removed: the sequence goes on).
    expect([moved.reference, kept.reference].sort()).toEqual(
      [earlier + 3, earlier + 4].map((n) => `ENQ-${year}-${String(n).padStart(4, '0')}`),
    );
    expect((await inbox(admin, '?status=proposal')).enquiries.map((e) => e._id)).toEqual([target._id]);
  }, 240_000);
});
