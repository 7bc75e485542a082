import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_TOKEN_FIELD,
  type EnquiryListResponse,
  type EnquiryService,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';

/**
 * The inbox's service filter: `service=<one of ENQUIRY_SERVICES>` narrows the list and the CSV,
 * together with the other filters; an unknown service is a 400 with the contract's message. The
 * form's minimum fill time is passed by moving the server's clock (TEST_CLOCK), never by waiting.
 */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let ip = 0;
const start = new Date();

const setClock = async (now: Date | null) =>
  expect((await admin.put(API.testClock, { now: now?.toISOString() ?? null })).status).toBe(200);

const SENT: [string, EnquiryService | undefined][] = [
  ['Farida', 'fire-doors'],
  ['Gopal', 'interiors'],
  ['Hema', 'fire-doors'],
  ['Imran', undefined],
  ['Jaya', 'other'],
];

const inbox = async (query: string) => {
  const res = await admin.get<EnquiryListResponse>(`${API.enquiries}?pageSize=100&${query}`);
  expect(res.status).toBe(200);
  return res.body.enquiries.map((e) => e.name).sort();
};

/** The CSV's cells of a line (every cell quoted, quotes doubled; no line breaks in these rows). */
const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ ...smtp.env('website@example.com'), TRUST_PROXY: 'true', TEST_CLOCK: 'true' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  // Each form token issued on the stopped clock, then the clock moved a minute on (past the minimum fill time).
  const tokens: string[] = [];
  for (let i = 0; i < SENT.length; i++) {
    await setClock(new Date(start.getTime() + i));
    tokens.push((await new Agent(server.url).get(API.enquiryFormToken)).body.token);
  }
  await setClock(new Date(start.getTime() + 60_000));
  for (const [i, [name, service]] of SENT.entries()) {
    const res = await fetch(server.url + API.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${++ip}` },
      body: JSON.stringify({
        name,
        email: `${name.toLowerCase()}@example.com`,
        projectType: 'corporate',
        ...(service && { service }),
        message: 'Fire-rated doors for our new office, please.',
        [ENQUIRY_TOKEN_FIELD]: tokens[i],
      }),
    });
    expect([res.status, res.status === 201 ? '' : await res.text()]).toEqual([201, '']);
  }
  await setClock(null);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('the inbox filtered by service', () => {
  it('lists only the enquiries about that service, combined with the other filters', async () => {
    expect(await inbox('')).toEqual(['Farida', 'Gopal', 'Hema', 'Imran', 'Jaya']);
    expect(await inbox('service=fire-doors')).toEqual(['Farida', 'Hema']);
    expect(await inbox('service=interiors')).toEqual(['Gopal']);
    expect(await inbox('service=other')).toEqual(['Jaya']);
    expect(await inbox('service=manufacturing')).toEqual([]);
    expect(await inbox('service=')).toEqual(await inbox(''));

    const hema = (await admin.get<EnquiryListResponse>(`${API.enquiries}?q=Hema`)).body.enquiries[0];
    expect((await admin.patch(API.enquiry(hema._id), { status: 'contacted' })).status).toBe(200);
    expect(await inbox('service=fire-doors&status=contacted')).toEqual(['Hema']);
    expect(await inbox('service=fire-doors&status=new')).toEqual(['Farida']);
    expect(await inbox('service=interiors&status=contacted')).toEqual([]);
    expect(await inbox('service=fire-doors&q=farida')).toEqual(['Farida']);
    expect(await inbox('service=fire-doors&owner=none')).toEqual(['Farida', 'Hema']);
    expect(await inbox('service=fire-doors&owner=me')).toEqual([]);
  });

  it('exports the filtered list as CSV', async () => {
    const res = await admin.call('GET', `${API.enquiriesExport}?service=fire-doors`);
    expect(res.status).toBe(200);
    const [head, ...rows] = String(res.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const header = cells(head);
    const values = rows.map((row) => Object.fromEntries(cells(row).map((c, i) => [header[i], c])));
    expect(values.map((v) => [v.Name, v.Service]).sort()).toEqual([
      ['Farida', 'Fire doors'],
      ['Hema', 'Fire doors'],
    ]);

    const combined = await admin.call('GET', `${API.enquiriesExport}?service=fire-doors&status=contacted`);
    expect(
      String(combined.body)
        .split('\r\n')
        .filter(Boolean)
        .slice(1)
        .map((row) => cells(row)[header.indexOf('Name')]),
    ).toEqual(['Hema']);
  });

  it('answers an unknown service with 400 and the contract message, on the list and the export', async () => {
    for (const service of ['castle', 'Fire%20doors', 'FIRE-DOORS', 'x'.repeat(500)]) {
      for (const path of [API.enquiries, API.enquiriesExport]) {
        const res = await admin.call('GET', `${path}?service=${service}&status=new`);
        expect([path, res.status, res.body]).toEqual([path, 400, { message: M.serviceInvalid }]);
        expect(res.headers.get('content-disposition')).toBeNull();
      }
    }
    expect(M.serviceInvalid).toBe(
      'Service must be one of: design-and-build, interiors, manufacturing, fire-doors, other.',
    );
  });
});
