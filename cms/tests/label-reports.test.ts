import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ENQUIRY_HONEYPOT,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_TOKEN_FIELD,
  LABEL_REPORT_MESSAGES as R,
  labelReportAbout,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { adminPanel } from '@portfolio/testkit/users';

/**
 * A suspected counterfeit label's report: the verify page's not-ours form (a plain post, no
 * JavaScript) and its JSON twin land in the sales desk as an enquiry of their own kind, with the label
 * id as typed, filterable, under the contact form's rules against bots and its limits. The minimum
 * fill time is passed by moving the server's clock (TEST_CLOCK), never by waiting.
 */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let ip = 0;
let clock = Date.now();
const tokens: string[] = [];

const setClock = async (now: number) =>
  expect((await admin.put(API.testClock, { now: new Date(now).toISOString() })).status).toBe(200);
/** Form tokens shown now, then the clock a minute on (past the minimum fill time). */
const freshTokens = async (n: number) => {
  const issued: string[] = [];
  for (let i = 0; i < n; i++) issued.push((await new Agent(server.url).get(API.enquiryFormToken)).body.token);
  await setClock((clock += 60_000));
  return issued;
};

const report = (fields: Record<string, unknown>, path: string = API.enquiryLabelReports) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${++ip}` },
    body: JSON.stringify(fields),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));

/** The plain form post a phone without JavaScript sends from the not-ours page. */
const postPage = (path: string, fields: Record<string, string>) =>
  fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html',
      'x-forwarded-for': `10.9.1.${++ip}`,
    },
    body: new URLSearchParams(fields).toString(),
  }).then(async (res) => ({ status: res.status, location: res.headers.get('location'), html: await res.text() }));

const inbox = async (query = '') => {
  const res = await admin.get<EnquiryListResponse>(`${API.enquiries}?pageSize=100&${query}`);
  expect(res.status).toBe(200);
  return res.body.enquiries;
};

const unescape = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&rsquo;/g, '’');
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1] ??
  new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html)?.[1];
const textOf = (html: string) => unescape(html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    ...smtp.env('website@example.com'),
    TRUST_PROXY: 'true',
    TEST_CLOCK: 'true',
    ENQUIRY_MAX_PER_EMAIL: '2',
  });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  await (await adminPanel(server.url)).updateSiteSettings({ enquiryRecipients: 'sales@example.com' });
  await setClock(clock);
  tokens.push(...(await freshTokens(6)));
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe('POST /api/v1/enquiries/label-reports', () => {
  it('stores the report as a counterfeit-label enquiry with the id as typed, and tells the sales desk', async () => {
    const res = await report({
      labelId: '  BC-FD-2019-12345 ',
      message: 'On the stair door of Block C, level 4, Lakeside Towers.',
      name: 'Meera Iyer',
      email: 'meera@example.com',
      page: '/verify/BC-FD-2019-12345',
      [ENQUIRY_TOKEN_FIELD]: tokens[0],
    });
    expect(res).toEqual({ status: 201, body: { message: R.sent, reference: expect.stringMatching(/^ENQ-/) } });

    const [stored] = await inbox('kind=counterfeit-label');
    expect(stored).toMatchObject({
      kind: 'counterfeit-label',
      labelId: 'BC-FD-2019-12345',
      reference: res.body.reference,
      name: 'Meera Iyer',
      service: 'fire-doors',
      projectType: 'other',
      about: labelReportAbout('BC-FD-2019-12345'),
      message: 'On the stair door of Block C, level 4, Lakeside Towers.',
      status: 'new',
    });
    expect((await inbox('kind=project')).map((e) => e._id)).not.toContain(stored._id);
    // The label id is searchable like the rest of the enquiry.
    expect((await inbox('q=2019-12345')).map((e) => e._id)).toEqual([stored._id]);
    const detail = await admin.get(API.enquiry(stored._id));
    expect(detail.body.enquiry).toMatchObject({ kind: 'counterfeit-label', labelId: 'BC-FD-2019-12345' });

    const mail = await smtp.waitFor((m) => m.to.includes('sales@example.com') && m.text.includes('meera@example.com'));
    expect(mail.subject).toBe('Suspected counterfeit label BC-FD-2019-12345 reported by Meera Iyer');
    expect(mail.text).toContain(`Kind: ${ENQUIRY_KIND_LABELS['counterfeit-label']}`);
    expect(mail.text).toContain('Label id: BC-FD-2019-12345');
    expect(mail.text).toContain('Where it was found:');
  });

  it('answers the report’s own messages and stores nothing for bad input', async () => {
    const before = await inbox();
    const res = await report({ message: 'stair', email: 'nope', [ENQUIRY_TOKEN_FIELD]: tokens[1] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      labelId: R.labelIdRequired,
      message: R.whereTooShort,
      name: M.nameRequired,
      email: M.emailInvalid,
    });
    const long = await report({
      labelId: 'X'.repeat(41),
      message: 'On a door in the basement car park.',
      name: 'A',
      email: 'a@example.com',
      [ENQUIRY_TOKEN_FIELD]: tokens[1],
    });
    expect([long.status, long.body.errors]).toEqual([400, { labelId: R.labelIdTooLong }]);
    const bot = await report({
      labelId: 'FAKE-1',
      message: 'On a door in the basement car park.',
      name: 'Bot',
      email: 'bot@example.com',
      [ENQUIRY_HONEYPOT]: 'x',
      [ENQUIRY_TOKEN_FIELD]: tokens[1],
    });
    expect([bot.status, bot.body.message]).toEqual([400, M.refused]);
    expect(await inbox()).toEqual(before);
    const unknownKind = await admin.get(`${API.enquiries}?kind=rumour`);
    expect([unknownKind.status, unknownKind.body.message]).toEqual([400, M.kindInvalid]);
  });

  it('counts against the contact form’s limits: one bucket per email for both forms', async () => {
    const enquiry = await report(
      {
        name: 'Ravi',
        email: 'ravi@example.com',
        projectType: 'corporate',
        message: 'Fire doors for our new office, please.',
        [ENQUIRY_TOKEN_FIELD]: tokens[2],
      },
      API.enquiries,
    );
    expect(enquiry.status).toBe(201);
    const fields = {
      labelId: 'BC-FD-2020-00001',
      message: 'Corridor door, level 2, Ravi’s office.',
      name: 'Ravi',
      email: 'ravi@example.com',
    };
    expect((await report({ ...fields, [ENQUIRY_TOKEN_FIELD]: tokens[3] })).status).toBe(201);
    const refused = await report({ ...fields, [ENQUIRY_TOKEN_FIELD]: tokens[4] });
    expect([refused.status, refused.body.message]).toEqual([429, M.tooMany]);
    expect((await inbox('q=ravi@example.com')).length).toBe(2);
  });
});

describe('the not-ours page without JavaScript', () => {
  it('renders the short form with a token and the typed id, and turns a post into a confirmation page', async () => {
    const page = await fetch(`${server.url}/verify/NOT-A-LABEL-7`);
    expect(page.status).toBe(404);
    const html = await page.text();
    const form = /<form[^>]*aria-label="Report a suspected counterfeit"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(inputValue(html, 'labelId')).toBe('NOT-A-LABEL-7');
    expect(inputValue(html, 'page')).toBe('/verify/NOT-A-LABEL-7');
    const token = inputValue(html, ENQUIRY_TOKEN_FIELD)!;
    expect(token).toMatch(/^\d+\./);
    await setClock((clock += 60_000));

    const fields = {
      labelId: 'NOT-A-LABEL-7',
      name: 'Sunil',
      email: 'sunil@example.com',
      page: '/verify/NOT-A-LABEL-7',
    };
    // Refused: the form again (400) with what was typed and the message by its field, nothing stored.
    const refused = await postPage('/verify/NOT-A-LABEL-7', { ...fields, message: '', [ENQUIRY_TOKEN_FIELD]: token });
    expect(refused.status).toBe(400);
    expect(textOf(refused.html)).toContain(R.whereRequired);
    expect(inputValue(refused.html, 'name')).toBe('Sunil');
    expect((await inbox('kind=counterfeit-label&q=sunil')).length).toBe(0);

    const sent = await postPage('/verify/NOT-A-LABEL-7', {
      ...fields,
      message: 'Fire exit door, ground floor, Hotel Palm Grove.',
      [ENQUIRY_TOKEN_FIELD]: token,
    });
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(/^\/verify\?reported=1&ref=ENQ-\d{4}-\d{4}$/);
    const [stored] = await inbox('kind=counterfeit-label&q=sunil');
    expect(stored).toMatchObject({ labelId: 'NOT-A-LABEL-7', page: '/verify/NOT-A-LABEL-7' });
    expect(sent.location).toContain(stored.reference);

    const thanks = await fetch(server.url + sent.location);
    expect(thanks.status).toBe(200);
    const thanksHtml = await thanks.text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(thanksHtml)?.[1]).toBe('Thank you for your report');
    expect(textOf(thanksHtml)).toContain(R.sent);
    expect(textOf(thanksHtml)).toContain(`Your reference: ${stored.reference}`);
    expect(thanksHtml).toContain('<meta name="robots" content="noindex"');
  });

  it('takes the report from /verify?id=… too, and refuses a body that is not a small urlencoded form', async () => {
    const html = await (await fetch(`${server.url}/verify?id=hello`)).text();
    const token = inputValue(html, ENQUIRY_TOKEN_FIELD)!;
    await setClock((clock += 60_000));
    const sent = await postPage('/verify', {
      labelId: 'hello',
      message: 'A sticker on the plant room door, Sector 5 mall.',
      name: 'Kiran',
      email: 'kiran@example.com',
      [ENQUIRY_TOKEN_FIELD]: token,
    });
    expect(sent.status).toBe(303);
    expect((await inbox('kind=counterfeit-label&q=kiran')).map((e) => e.labelId)).toEqual(['hello']);
    const json = await fetch(`${server.url}/verify/NOT-OURS`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });
});
