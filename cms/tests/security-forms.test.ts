import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ENQUIRY_LIMITS, ENQUIRY_MESSAGES as M, ENQUIRY_TOKEN_FIELD, MESSAGES } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { rawRequest } from '@portfolio/testkit/raw';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';

/**
 * The public forms under attack: /contact's body cap and type rule hold on every
 * spelling of its path, NUL characters are refused on the plain form post as on the API, and a
 * form token sends one enquiry.
 */
let server: TestServer;
let admin: Agent;
let tokens: string[];
let ipCounter = 0;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: 'true', ENQUIRY_MAX_PER_IP: '1000', ENQUIRY_MAX_PER_EMAIL: '1000' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  tokens = await Promise.all(
    Array.from(
      { length: 12 },
      async () => (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string,
    ),
  );
  // The minimum fill time: the tokens are old enough once the wait is over.
  await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 200));
}, 240_000);
afterAll(async () => {
  await server?.stop();
});

let counter = 0;
const enquiry = (token: string, overrides: Record<string, string> = {}) => ({
  name: `Visitor ${++counter}`,
  email: `visitor${counter}@example.com`,
  phone: '+91 98450 12345',
  projectType: 'healthcare',
  message: 'We are planning a 40-bed clinic and need design and build.',
  [ENQUIRY_TOKEN_FIELD]: token,
  ...overrides,
});
const ip = () => `10.22.0.${++ipCounter}`;
const postPage = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
  rawRequest(server.url, {
    method: 'POST',
    path,
    headers: { 'content-type': type, accept: 'text/html', 'x-forwarded-for': ip() },
    body,
  });
const postApi = (body: unknown) =>
  fetch(server.url + API.enquiries, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
    body: JSON.stringify(body),
  }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
const stored = async () =>
  (await admin.get(`${API.enquiries}?pageSize=100&status=new`)).body.enquiries as Array<{ name: string }>;

describe('/contact guards match the path the router matches', () => {
  const spellings = ['/contact/%2e', '/contact/.', '/Contact/', '/x/../contact', '/contact//'];

  it('a body over 32 KB is refused before it is read, on every spelling (413)', async () => {
    const big = new URLSearchParams(enquiry(tokens[0], { message: 'x'.repeat(900 * 1024) })).toString();
    for (const path of spellings) {
      const res = await postPage(path, big);
      expect(res.status, path).toBe(413);
      expect(res.text, path).toBe(M.tooLarge);
    }
  });

  it('a body that is not a plain form post is refused on every spelling (415)', async () => {
    for (const path of spellings) {
      const res = await postPage(path, JSON.stringify(enquiry(tokens[0])), 'application/json');
      expect(res.status, path).toBe(415);
      expect(res.text, path).toBe(M.bodyType);
    }
  });
});

describe('NUL characters', () => {
  it('are refused in the plain form post (400) and nothing is stored', async () => {
    const before = (await stored()).length;
    const res = await postPage(
      '/contact',
      new URLSearchParams(enquiry(tokens[1], { name: 'Nul\u0000Byte' })).toString(),
    );
    expect(res.status).toBe(400);
    expect(res.text).toBe(MESSAGES.nulCharacter);
    expect((await stored()).length).toBe(before);
    expect((await stored()).map((e) => e.name)).not.toContain('Nul\u0000Byte');
  });

  it('are refused on any spelling of the API path too', async () => {
    const res = await rawRequest(server.url, {
      method: 'POST',
      path: '/API/v1/enquiries',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
      body: JSON.stringify(enquiry(tokens[1], { name: 'Nul\u0000Byte' })),
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ message: MESSAGES.nulCharacter });
  });

  it('NUL characters and unknown routes answer { message } on case-changed paths too', async () => {
    const nul = await admin.post('/API/v1/press', { title: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ message: MESSAGES.nulCharacter });
    const missing = await new Agent(server.url).post('/API/V1/nothing-here', { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found.' });
  });
});

describe('form tokens are single use', () => {
  it('the API accepts one enquiry per token; a replay is refused and stores nothing', async () => {
    const first = await postApi(enquiry(tokens[2]));
    expect(first.status).toBe(201);
    const before = (await stored()).length;
    const replays = await Promise.all(Array.from({ length: 5 }, () => postApi(enquiry(tokens[2]))));
    expect(replays.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    for (const replay of replays) expect(replay.body).toEqual({ message: M.expired });
    expect((await stored()).length).toBe(before);
  });

  it('of parallel sends with one fresh token exactly one is accepted', async () => {
    const before = (await stored()).length;
    const results = await Promise.all(Array.from({ length: 8 }, () => postApi(enquiry(tokens[3]))));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(7);
    expect((await stored()).length).toBe(before + 1);
  });

  it('the plain form post: the token sends once, then the form comes back with the message', async () => {
    const body = new URLSearchParams(enquiry(tokens[4])).toString();
    const first = await postPage('/contact', body);
    expect(first.status).toBe(303);
    const again = await postPage('/contact', body);
    expect(again.status).toBe(400);
    expect(again.text).toContain(M.expired);
  });

  it('a refused send (a field error) does not use the token up', async () => {
    const refused = await postApi(enquiry(tokens[5], { email: 'not-an-email' }));
    expect(refused.status).toBe(400);
    expect((await postApi(enquiry(tokens[5]))).status).toBe(201);
  });
});
