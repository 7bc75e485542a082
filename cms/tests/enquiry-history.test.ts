import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ENQUIRY_TOKEN_FIELD, type Enquiry, type EnquiryListResponse } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { createUser, type TestUser } from '@portfolio/testkit/users';

/**
 * The inbox thread: owner and follow-up changes join an enquiry's history (`activity`)
 * with who made them and when, beside its status history; saving the same value again adds nothing.
 * The form's minimum fill time is passed by moving the server's clock (TEST_CLOCK), never by waiting.
 */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let seller: TestUser;
let id: string;

const setClock = async (now: Date | null) =>
  expect((await admin.put(API.testClock, { now: now?.toISOString() ?? null })).status).toBe(200);

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ ...smtp.env('website@example.com'), TRUST_PROXY: 'true', TEST_CLOCK: 'true' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  seller = await createUser(admin, {});
  const start = new Date();
  await setClock(start);
  const token = (await new Agent(server.url).get(API.enquiryFormToken)).body.token;
  await setClock(new Date(start.getTime() + 60_000));
  const res = await fetch(server.url + API.enquiries, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.48.0.1' },
    body: JSON.stringify({
      name: 'Kavya',
      email: 'kavya@example.com',
      projectType: 'corporate',
      message: 'An office fit-out, please.',
      [ENQUIRY_TOKEN_FIELD]: token,
    }),
  });
  expect(res.status).toBe(201);
  await setClock(null);
  id = (await admin.get<EnquiryListResponse>(API.enquiries)).body.enquiries.find((e) => e.name === 'Kavya')!._id;
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const open = async (agent: Agent = admin) => (await agent.get<{ enquiry: Enquiry }>(API.enquiry(id))).body.enquiry;
const change = async (body: Record<string, unknown>) =>
  expect((await admin.patch(API.enquiry(id), body)).status).toBe(200);

describe("an enquiry's history of owners and follow-ups", () => {
  it('starts empty', async () => {
    expect((await open()).activity).toEqual([]);
  });

  it('records who gave it to whom, and each new follow-up date, in order; the same value again adds nothing', async () => {
    const sellerId = (await admin.get<{ _id: string; email: string }[]>(API.getAllUsers)).body.find(
      (u) => u.email === seller.email,
    )!._id;
    await change({ owner: sellerId });
    await change({ owner: sellerId });
    await change({ followUpOn: '2026-12-10' });
    await change({ followUpOn: '2026-12-10' });
    await change({ followUpOn: null });
    await change({ owner: null, status: 'contacted' });
    const enquiry = await open();
    expect(enquiry.activity).toMatchObject([
      { kind: 'owner', by: ADMIN.email, owner: seller.email },
      { kind: 'followUp', by: ADMIN.email, followUpOn: '2026-12-10' },
      { kind: 'followUp', by: ADMIN.email, followUpOn: null },
      { kind: 'owner', by: ADMIN.email, owner: null },
    ]);
    for (const entry of enquiry.activity!) expect(Date.parse(entry.at)).not.toBeNaN();
    // The status history keeps only status changes.
    expect(enquiry.statusHistory.map((h) => h.status)).toEqual(['new', 'contacted']);
  });

  it('is part of what the owner sees of their enquiry', async () => {
    const sellerId = (await admin.get<{ _id: string; email: string }[]>(API.getAllUsers)).body.find(
      (u) => u.email === seller.email,
    )!._id;
    await change({ owner: sellerId });
    expect((await open(seller.agent)).activity?.at(-1)).toMatchObject({ kind: 'owner', owner: seller.email });
  });
});
