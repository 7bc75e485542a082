import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_TOKEN_FIELD,
  type Enquiry,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';

/**
 * Where each enquiry comes from: the form's hidden source fields (the app's or the rendered page's
 * record of the visit) are stored with the derived channel; without them the server's own record
 * of the visit (by address and browser, in memory) is used; shown on the enquiry, filterable, in
 * the CSV. The minimum fill time is passed by moving the server's clock (TEST_CLOCK), never by waiting.
 */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let ip = 0;
const start = new Date();
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

const setClock = async (now: Date | null) =>
  expect((await admin.put(API.testClock, { now: now?.toISOString() ?? null })).status).toBe(200);

/** A page request as a browser sends it, from one address. */
const page = (path: string, address: string, referer?: string) =>
  fetch(server.url + path, {
    headers: { 'user-agent': BROWSER, 'x-forwarded-for': address, accept: 'text/html', ...(referer && { referer }) },
  });

const tokenAt = async (ms: number) => {
  await setClock(new Date(ms));
  return (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string;
};

/** Sends an enquiry (JSON, as the app does) from an address; the token was issued a minute before now. */
const send = async (name: string, fields: Record<string, string>, address = `10.9.0.${++ip}`) => {
  const token = await tokenAt(start.getTime() + ip);
  await setClock(new Date(start.getTime() + ip + 60_000));
  const res = await fetch(server.url + API.enquiries, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'user-agent': BROWSER },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase()}@example.com`,
      projectType: 'corporate',
      message: 'Interiors for our new regional office.',
      [ENQUIRY_TOKEN_FIELD]: token,
      ...fields,
    }),
  });
  expect([res.status, res.status === 201 ? '' : await res.text()]).toEqual([201, '']);
};

const byName = async (name: string): Promise<Enquiry> => {
  const list = await admin.get<EnquiryListResponse>(`${API.enquiries}?pageSize=100&q=${name}`);
  const found = list.body.enquiries.find((e) => e.name === name)!;
  return (await admin.get<{ enquiry: Enquiry }>(API.enquiry(found._id))).body.enquiry;
};

const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ ...smtp.env('website@example.com'), TRUST_PROXY: 'true', TEST_CLOCK: 'true' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  await setClock(start);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('an enquiry’s source', () => {
  it('stores what the form’s hidden fields say, with the channel derived from them', async () => {
    await send('Anand', {
      landing: '/?utm_source=x&utm_medium=cpc',
      referrer: '',
      utm_source: 'x',
      utm_medium: 'cpc',
      utm_campaign: 'autumn-fit-outs',
    });
    expect((await byName('Anand')).source).toEqual({
      landingPage: '/',
      referrerHost: null,
      utmSource: 'x',
      utmMedium: 'cpc',
      utmCampaign: 'autumn-fit-outs',
      channel: 'campaign',
    });
    // A referrer is kept as its host alone; a bad landing page is dropped, never refused.
    await send('Bela', { landing: '/firedoors', referrer: 'https://www.google.co.in/search?q=fire+doors' });
    expect((await byName('Bela')).source).toMatchObject({
      landingPage: '/firedoors',
      referrerHost: 'google.co.in',
      channel: 'search',
    });
  });

  it('falls back to the visit the server saw begin, for a form that sent no source', async () => {
    const address = '10.9.1.1';
    expect((await page('/?utm_source=x&utm_medium=cpc&utm_campaign=x', address)).status).toBe(200);
    expect((await page('/projects', address, `${server.url}/?utm_source=x&utm_medium=cpc`)).status).toBe(200);
    expect((await page('/about-us', address, `${server.url}/projects`)).status).toBe(200);
    await send('Chitra', {}, address);
    expect((await byName('Chitra')).source).toMatchObject({ landingPage: '/', utmSource: 'x', channel: 'campaign' });

    // Another address (or browser) is another visitor: nothing known, Direct.
    await send('Dev', {}, '10.9.1.2');
    expect((await byName('Dev')).source).toEqual({
      landingPage: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      channel: 'direct',
    });
  });

  it('renders the server’s record of the visit into the contact form’s hidden fields', async () => {
    const address = '10.9.1.3';
    await page('/clients', address, 'https://www.linkedin.com/feed/');
    const html = await (await page('/contact', address, `${server.url}/clients`)).text();
    expect(html).toContain('name="landing" value="/clients"');
    expect(html).toContain('name="referrer" value="linkedin.com"');
    // Another visitor's form carries none.
    const other = await (await page('/contact', '10.9.1.4', `${server.url}/clients`)).text();
    expect(other).toContain('name="landing" value=""');
  });

  it('filters the inbox by source channel and refuses an unknown one', async () => {
    const names = async (query: string) =>
      (await admin.get<EnquiryListResponse>(`${API.enquiries}?pageSize=100&${query}`)).body.enquiries
        .map((e) => e.name)
        .sort();
    expect(await names('channel=campaign')).toEqual(['Anand', 'Chitra']);
    expect(await names('channel=search')).toEqual(['Bela']);
    expect(await names('channel=direct')).toEqual(['Dev']);
    const bad = await admin.get(`${API.enquiries}?channel=tv`);
    expect([bad.status, bad.body.message]).toEqual([400, M.channelInvalid]);
  });

  it('exports the source in the CSV', async () => {
    const res = await admin.call('GET', `${API.enquiriesExport}?channel=campaign`);
    expect(res.status).toBe(200);
    const [head, ...lines] = String(res.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const header = cells(head);
    const rows = lines.map(cells).map((c) => Object.fromEntries(header.map((h, i) => [h, c[i]])));
    expect(header.slice(-7, -1)).toEqual([
      'Source',
      'Landing page',
      'Referrer',
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ]);
    expect(rows.find((r) => r.Name === 'Anand')).toMatchObject({
      Source: 'Campaign',
      'Landing page': '/',
      utm_source: 'x',
      utm_medium: 'cpc',
      utm_campaign: 'autumn-fit-outs',
    });
  });
});
