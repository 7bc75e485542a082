import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  PUBLIC_API,
  ENQUIRY_HONEYPOT,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_TOKEN_FIELD,
  formatDateTime,
  formatSheetDateTime,
  type Enquiry,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { adminPanel, createUser } from '@portfolio/testkit/users';

let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let token: string;
let tokens: string[];
let nextToken = 1;
let panel: Awaited<ReturnType<typeof adminPanel>>;
let ipCounter = 0;
const RECIPIENTS = ['sales@example.com', 'boss@example.com'];

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({
    ...smtp.env('website@example.com'),
    MAIL_RETRY_SECONDS: '1',
    TRUST_PROXY: 'true',
    ENQUIRY_MAX_PER_EMAIL: '3',
    ENQUIRY_MAX_PER_IP: '4',
  });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  panel = await adminPanel(server.url);
  await panel.updateSiteSettings({ enquiryRecipients: RECIPIENTS.join(', ') });
  // A token sends one enquiry: a pool of them, each used by one valid() (refused sends do not use one up).
  tokens = await Promise.all(
    Array.from(
      { length: 60 },
      async () => (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string,
    ),
  );
  token = tokens[0];
  // The minimum fill time: these tokens are old enough once the wait is over.
  await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 200));
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let emailCounter = 0;
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  company: 'Rao Interiors',
  email: `asha${++emailCounter}@example.com`,
  phone: '+91 98450 12345',
  projectType: 'healthcare',
  state: 'Karnataka',
  city: 'Mysuru',
  area: '12,500',
  message: 'We are planning a 40-bed clinic and need design and build.',
  about: 'Client: Acme Hospitals',
  page: '/projects/client/acme',
  [ENQUIRY_TOKEN_FIELD]: tokens[nextToken++],
  ...overrides,
});

/** Each call comes from its own address (TRUST_PROXY: the proxy's X-Forwarded-For), unless one is given. */
const submit = (body: Record<string, unknown>, { ip = `10.0.0.${++ipCounter}` } = {}) =>
  fetch(server.url + API.enquiries, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: await res.json().catch(() => null), headers: res.headers }));

const inbox = async (query = '') => {
  const res = await admin.get<EnquiryListResponse>(`${API.enquiries}${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const allStored = async () => [
  ...(await inbox('?pageSize=100')).enquiries,
  ...(await inbox('?status=spam&pageSize=100')).enquiries,
];

/** Waits until the emails of earlier enquiries have arrived (delivery runs in the background). */
const mailSettled = async () => {
  for (let n = -1; n !== smtp.messages.length; ) {
    n = smtp.messages.length;
    await new Promise((r) => setTimeout(r, 400));
  }
};

/** Emails to or about an address (staff are told it, the visitor gets a confirmation). */
const mailsAbout = (email: unknown) =>
  smtp.messages.filter(
    (m) => m.to.includes(String(email).trim().toLowerCase()) || m.text.includes(String(email).trim().toLowerCase()),
  ).length;

const expectRefused = async (
  body: Record<string, unknown>,
  status: number,
  message: string,
  opts?: Parameters<typeof submit>[1],
) => {
  await mailSettled();
  const before = await allStored();
  const mails = mailsAbout(body.email);
  const res = await submit(body, opts);
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  expect(await allStored()).toEqual(before);
  await new Promise((r) => setTimeout(r, 300));
  expect(mailsAbout(body.email)).toBe(mails);
  return res;
};

describe('the public form: POST /api/v1/enquiries', () => {
  it('stores a JSON enquiry as new and unread, and emails the staff addresses from the site settings', async () => {
    const sent = valid();
    const res = await submit(sent);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: M.sent, reference: expect.stringMatching(/^ENQ-\d{4}-\d{4}$/) });

    const [stored] = (await inbox()).enquiries;
    expect(stored).toMatchObject({
      name: 'Asha Rao',
      company: 'Rao Interiors',
      email: sent.email,
      phone: '+91 98450 12345',
      projectType: 'healthcare',
      state: 'Karnataka',
      city: 'Mysuru',
      area: 12500,
      message: sent.message,
      about: 'Client: Acme Hospitals',
      page: '/projects/client/acme',
      status: 'new',
      read: false,
      linkCount: 0,
    });
    expect(Date.now() - Date.parse(stored.createdAt)).toBeLessThan(60_000);

    const mail = await smtp.waitFor((m) => m.text.includes(sent.email));
    expect(mail.to.sort()).toEqual([...RECIPIENTS].sort());
    expect(mail.from).toBe('website@example.com');
    expect(mail.subject).toBe('New enquiry from Asha Rao (Rao Interiors)');
    // Labels, not codes; the time in the company's zone (India by default); the reference staff will quote.
    for (const text of [
      `Reference: ${stored.reference}`,
      'Phone: +91 98450 12345',
      'Project type: Healthcare',
      'City: Mysuru',
      'Approximate area (sq ft): 12,500',
      `Received: ${formatDateTime(stored.createdAt, 'Asia/Kolkata')}`,
      sent.message,
      `/installer/dashboard/enquiries/${stored._id}`,
    ])
      expect(mail.text).toContain(text);
    expect(mail.text).not.toMatch(/\d{4}-\d\d-\d\dT/);
  });

  it('answers per-field messages from the contract and stores nothing for bad input', async () => {
    const res = await expectRefused({ [ENQUIRY_TOKEN_FIELD]: token }, 400, M.nameRequired);
    expect(res.body.errors).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      projectType: M.projectTypeRequired,
      message: M.messageRequired,
    });

    const bad = await expectRefused(
      valid({
        email: 'not-an-email',
        phone: '12',
        projectType: 'castle',
        state: 'Atlantis',
        area: '-5',
        message: 'hi',
      }),
      400,
      M.emailInvalid,
    );
    expect(bad.body.errors).toEqual({
      email: M.emailInvalid,
      phone: M.phoneInvalid,
      projectType: M.projectTypeInvalid,
      state: M.stateInvalid,
      area: M.areaInvalid,
      message: M.messageTooShort,
    });
    const long = await expectRefused(
      valid({ message: 'x'.repeat(ENQUIRY_LIMITS.messageMax + 1) }),
      400,
      M.tooLong('Message', ENQUIRY_LIMITS.messageMax),
    );
    expect(Object.keys(long.body.errors)).toEqual(['message']);
    await expectRefused(valid({ city: 'Mysuru', state: '' }), 400, M.cityNeedsState);
  });

  it('refuses bots: a filled honeypot, a form sent too fast, a missing or forged form token', async () => {
    await expectRefused(valid({ [ENQUIRY_HONEYPOT]: 'http://spam.example' }), 400, M.refused);
    const fresh = (await new Agent(server.url).get(API.enquiryFormToken)).body.token;
    await expectRefused(valid({ [ENQUIRY_TOKEN_FIELD]: fresh }), 400, M.tooFast);
    await expectRefused(valid({ [ENQUIRY_TOKEN_FIELD]: undefined }), 400, M.expired);
    // An earlier "shown at" time under the signature of the real one.
    const [issued, ...signed] = token.split('.');
    await expectRefused(
      valid({ [ENQUIRY_TOKEN_FIELD]: `${Number(issued) - 60_000}.${signed.join('.')}` }),
      400,
      M.expired,
    );
  });

  it('caps the body and takes only JSON (the plain form posts to /contact)', async () => {
    const before = await allStored();
    const big = await submit(valid({ message: 'x'.repeat(ENQUIRY_LIMITS.bodyMaxBytes) }));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: M.tooLarge });

    const text = await fetch(server.url + API.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ message: M.bodyType });
    const form = await fetch(server.url + API.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams(valid() as Record<string, string>).toString(),
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: M.bodyType });

    const multipart = new FormData();
    for (const [k, v] of Object.entries(valid())) multipart.append(k, String(v));
    const upload = await fetch(server.url + API.enquiries, { method: 'POST', body: multipart });
    expect([401, 415]).toContain(upload.status);
    expect(await allStored()).toEqual(before);
  });

  it('holds a message with many links as spam: stored, out of the inbox, no staff email', async () => {
    await mailSettled();
    const message = 'Cheap SEO! https://a.example/x http://b.example www.c.example buy now';
    const body = valid({ message });
    const res = await submit(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: M.sent, reference: expect.stringMatching(/^ENQ-\d{4}-\d{4}$/) });
    expect((await inbox()).enquiries.some((e) => e.message === message)).toBe(false);
    const [spam] = (await inbox('?status=spam')).enquiries;
    expect(spam).toMatchObject({ message, status: 'spam', linkCount: 3 });
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsAbout(body.email)).toBe(0);
    // Two links are fine.
    expect((await submit(valid({ message: 'See https://a.example and https://b.example please' }))).status).toBe(201);
    expect((await inbox()).enquiries[0]).toMatchObject({ status: 'new', linkCount: 2 });
  });

  it('stores markup as plain text and answers it only as JSON', async () => {
    const message = '<script>alert(1)</script><img src=x onerror=alert(2)> hello there';
    expect((await submit(valid({ name: '<b>Bold</b>', message }))).status).toBe(201);
    const res = await admin.get(`${API.enquiries}?q=${encodeURIComponent('<script>')}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.enquiries[0]).toMatchObject({ name: '<b>Bold</b>', message });
  });

  it('limits accepted enquiries per email and per IP in a window (429), counted in the database', async () => {
    const email = 'repeat@example.com';
    for (let i = 0; i < 3; i++) expect((await submit(valid({ email }))).status).toBe(201);
    await expectRefused(valid({ email }), 429, M.tooMany);

    const ip = '192.0.2.77';
    for (let i = 0; i < 4; i++) expect((await submit(valid(), { ip })).status).toBe(201);
    await expectRefused(valid(), 429, M.tooMany, { ip });
    // Another visitor is not affected.
    expect((await submit(valid())).status).toBe(201);
  });
});

/** Attribute and text of server-rendered HTML as a browser reads them. */
const unescape = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The heading of the form's error summary (what the visitor reads first after a refused post). */
const summaryTitle = (html: string) => unescape(/id="enquiry-errors-title"[^>]*>([^<]*)</.exec(html)?.[1] ?? '');
const inputValue = (html: string, name: string) => {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag === undefined ? undefined : unescape(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
};
const textareaOf = (html: string, name: string) =>
  unescape(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1] ?? '');
/** The accessible description of a field: the message rendered in the element its aria-describedby names. */
const fieldMessage = (html: string, name: string) => {
  const tag = new RegExp(`<(?:input|select|textarea)[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const ids = /aria-describedby="([^"]*)"/.exec(tag)?.[1].split(' ') ?? [];
  return ids.map((id) => unescape(new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? '')).filter(Boolean);
};

const getContact = async (query = '') => {
  const res = await fetch(`${server.url}/contact${query}`);
  return { status: res.status, headers: res.headers, html: await res.text() };
};
/** The plain HTML form post a browser without JavaScript sends. */
const postContact = async (body: Record<string, unknown>, ip = `10.2.0.${++ipCounter}`) => {
  const res = await fetch(`${server.url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': ip },
    body: new URLSearchParams(body as Record<string, string>).toString(),
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

describe('the page: /contact without JavaScript (server-rendered form, route action)', () => {
  let pageToken: string;

  it('renders the form with every field, a fresh signed token and the context from the link', async () => {
    const { status, headers, html } = await getContact(
      `?about=${encodeURIComponent('Harbour View Hospital projects')}&from=${encodeURIComponent('/projects/client/harbour%20view%20hospital')}`,
    );
    expect(status).toBe(200);
    expect(headers.get('etag')).toBeNull();
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^Contact us \| /);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/contact"`);
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('action="/contact"');
    expect(form).toContain('method="post"');
    for (const name of ['name', 'company', 'email', 'phone', 'area', 'city', 'about', ENQUIRY_HONEYPOT])
      expect(inputValue(html, name)).toBeDefined();
    for (const name of ['projectType', 'state']) expect(html).toMatch(new RegExp(`<select[^>]*name="${name}"`));
    expect(html).toContain('<option value="healthcare">');
    expect(html).toContain('<option value="Karnataka">');
    expect(html).toMatch(/<textarea[^>]*name="message"/);
    expect(inputValue(html, 'about')).toBe('Harbour View Hospital projects');
    expect(inputValue(html, 'page')).toBe('/projects/client/harbour%20view%20hospital');
    pageToken = inputValue(html, ENQUIRY_TOKEN_FIELD)!;
    expect(pageToken).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    // Rendered per visit, never from the page cache: each visit gets its own token.
    await new Promise((r) => setTimeout(r, 20));
    expect(inputValue((await getContact()).html, ENQUIRY_TOKEN_FIELD)).not.toBe(pageToken);
  });

  it('stores a posted enquiry, emails the staff and answers a redirect to the thank-you page', async () => {
    await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 200));
    const sent = valid({
      name: '  No   Script ',
      company: '',
      phone: '',
      state: 'delhi',
      city: '',
      area: '',
      about: 'Harbour View Hospital projects',
      email: ' NoScript@Example.COM ',
      page: '/projects/client/harbour%20view%20hospital',
      [ENQUIRY_TOKEN_FIELD]: pageToken,
    });
    const res = await postContact(sent);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/contact\?sent=1&ref=ENQ-\d{4}-\d{4}$/);
    expect((await inbox()).enquiries[0]).toMatchObject({
      name: 'No Script',
      email: 'noscript@example.com',
      company: null,
      phone: null,
      state: 'Delhi',
      city: null,
      area: null,
      about: 'Harbour View Hospital projects',
      page: '/projects/client/harbour%20view%20hospital',
      status: 'new',
    });
    expect((await smtp.waitFor((m) => m.text.includes('noscript@example.com'))).subject).toBe(
      'New enquiry from No Script',
    );

    const thanks = await getContact('?sent=1');
    expect(thanks.status).toBe(200);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(thanks.html)?.[1]).toBe('Thank you!');
    expect(unescape(thanks.html)).toContain(M.sent);
    expect(thanks.html).toContain('<meta name="robots" content="noindex"');
  });

  it('shows the form again with the input and a message per field for bad input, storing nothing', async () => {
    await mailSettled();
    const before = await allStored();
    const typed = valid({
      name: '<script>alert(1)</script>',
      email: 'not-an-email',
      phone: '12',
      message: 'Line one\nwith "quotes" & more',
      [ENQUIRY_TOKEN_FIELD]: pageToken,
    });
    const res = await postContact(typed);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    // The error summary takes the focus without JavaScript (autofocus) and links to each field's problem.
    expect(summaryTitle(res.html)).toBe(M.checkFields);
    expect(res.html).toMatch(/<div class="pub-error-summary" tabindex="-1" autofocus=""/);
    expect(
      [...res.html.matchAll(/<li><a href="#enquiry-(\w+)">([^<]*)<\/a><\/li>/g)].map((m) => [m[1], unescape(m[2])]),
    ).toEqual([
      ['email', M.emailInvalid],
      ['phone', M.phoneInvalid],
    ]);
    expect(fieldMessage(res.html, 'email')).toContain(M.emailInvalid);
    expect(fieldMessage(res.html, 'phone')).toContain(M.phoneInvalid);
    expect(inputValue(res.html, 'name')).toBe('<script>alert(1)</script>');
    expect(inputValue(res.html, 'email')).toBe('not-an-email');
    expect(inputValue(res.html, 'company')).toBe('Rao Interiors');
    expect(textareaOf(res.html, 'message')).toBe('Line one\nwith "quotes" & more');
    expect(inputValue(res.html, 'page')).toBe('/projects/client/acme');
    expect(res.html).toMatch(/<option value="healthcare" selected="">/);
    // What the visitor typed is text, never markup (in the form and in the hydration data).
    expect(res.html).not.toContain('<script>alert(1)');
    expect(inputValue(res.html, ENQUIRY_TOKEN_FIELD)).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    expect(await allStored()).toEqual(before);
  });

  it('refuses the honeypot and a form sent too fast like the API, and answers 429 with a clear message beyond the limits', async () => {
    await mailSettled();
    const before = await allStored();
    const trap = await postContact(
      valid({ [ENQUIRY_HONEYPOT]: 'http://spam.example', [ENQUIRY_TOKEN_FIELD]: pageToken }),
    );
    expect(trap.status).toBe(400);
    expect(unescape(trap.html)).toContain(M.refused);
    const fresh = inputValue((await getContact()).html, ENQUIRY_TOKEN_FIELD);
    const fast = await postContact(valid({ [ENQUIRY_TOKEN_FIELD]: fresh }));
    expect(fast.status).toBe(400);
    expect(unescape(fast.html)).toContain(M.tooFast);
    expect(await allStored()).toEqual(before);

    const ip = '198.51.100.9';
    for (let i = 0; i < 4; i++) expect((await postContact(valid(), ip)).status).toBe(303);
    const limited = await postContact(valid({ name: 'Fifth Try' }), ip);
    expect(limited.status).toBe(429);
    expect(summaryTitle(limited.html)).toBe(M.tooMany);
    expect(inputValue(limited.html, 'name')).toBe('Fifth Try');
    expect((await allStored()).some((e) => e.name === 'Fifth Try')).toBe(false);
  });

  it('caps the posted body and takes only a urlencoded form', async () => {
    const big = await postContact(
      valid({ message: 'x'.repeat(ENQUIRY_LIMITS.bodyMaxBytes), [ENQUIRY_TOKEN_FIELD]: pageToken }),
    );
    expect(big.status).toBe(413);
    expect(big.html).toBe(M.tooLarge);
    const json = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid()),
    });
    expect(json.status).toBe(415);
    expect(await json.text()).toBe(M.bodyType);
  });
});

describe('staff email delivery', () => {
  it('keeps the enquiry when the SMTP server fails, and retries the email until it is delivered', async () => {
    smtp.rejectNext(2);
    const sent = valid({ name: 'Retry Person' });
    expect((await submit(sent)).status).toBe(201);
    expect((await inbox()).enquiries[0]).toMatchObject({ name: 'Retry Person' });
    const mail = await smtp.waitFor((m) => m.text.includes(sent.email), 30_000);
    expect(mail.subject).toContain('Retry Person');
    expect(smtp.rejected()).toBeGreaterThanOrEqual(2);
  });
});

describe('the inbox: /api/v1/enquiries for status users', () => {
  it('refuses anonymous callers, and shows users without the status flag none of the enquiries they do not own', async () => {
    const user = await createUser(admin, { 'add-client': true });
    const anonymous = new Agent(server.url);
    const [one] = (await inbox()).enquiries;
    for (const [method, path, body] of [
      ['GET', API.enquiries],
      ['GET', API.enquiriesExport],
      ['GET', API.enquiry(one._id)],
      ['PATCH', API.enquiry(one._id), { status: 'won' }],
      ['POST', API.enquiryNotes(one._id), { text: 'x' }],
    ] as const) {
      expect((await anonymous.call(method, path, body)).status).toBe(401);
      if (path !== API.enquiries) expect((await user.agent.call(method, path, body)).status).toBe(403);
    }
    // The list is theirs (the enquiries they own), and they own none.
    const theirs = await user.agent.get<EnquiryListResponse>(API.enquiries);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ enquiries: [], total: 0, unread: 0 });
    expect((await inbox()).enquiries[0]).toMatchObject({ _id: one._id, status: one.status, read: one.read });
  });

  it('lists newest first with unread counts, filters by status and project type, searches and pages', async () => {
    await submit(valid({ name: 'Banker One', projectType: 'bank', company: 'First Bank' }));
    await submit(valid({ name: 'Other Two', projectType: 'other', message: 'A warehouse with a mezzanine floor.' }));
    const all = await inbox();
    expect(all.enquiries.map((e) => e.name).slice(0, 2)).toEqual(['Other Two', 'Banker One']);
    const times = all.enquiries.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.unread).toBe(all.enquiries.filter((e) => !e.read).length);
    expect(all.counts.new.unread).toBe(all.unread);
    expect(all.counts.spam.total).toBe(1);

    expect((await inbox('?projectType=bank')).enquiries.map((e) => e.name)).toEqual(['Banker One']);
    expect((await inbox('?q=first%20BANK')).enquiries.map((e) => e.name)).toEqual(['Banker One']);
    expect((await inbox('?q=mezzanine')).enquiries.map((e) => e.name)).toEqual(['Other Two']);
    expect((await inbox('?status=won')).enquiries).toEqual([]);

    const page1 = await inbox('?pageSize=2');
    const page2 = await inbox('?pageSize=2&page=2');
    expect(page1).toMatchObject({ page: 1, pageSize: 2, total: all.total, pageCount: Math.ceil(all.total / 2) });
    expect([...page1.enquiries, ...page2.enquiries].map((e) => e._id)).toEqual(
      all.enquiries.slice(0, 4).map((e) => e._id),
    );

    for (const [query, message] of [
      ['?status=maybe', M.statusInvalid],
      ['?projectType=castle', M.projectTypeInvalid],
      ['?page=0', M.pageInvalid],
      [`?q=${'x'.repeat(101)}`, M.searchTooLong],
    ]) {
      const res = await admin.get(`${API.enquiries}${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message });
    }
  });

  it('opens an enquiry with every field (marking it read), changes its status and adds notes, each in the audit log', async () => {
    const before = await inbox();
    const target = before.enquiries.find((e) => e.name === 'Banker One')!;
    const opened = await admin.get<{ enquiry: Enquiry }>(API.enquiry(target._id));
    expect(opened.status).toBe(200);
    expect(opened.body.enquiry).toEqual({ ...target, read: true, notes: [], activity: [] });
    expect((await inbox()).unread).toBe(before.unread - 1);

    const changed = await admin.patch(API.enquiry(target._id), { status: 'contacted' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: M.updated, enquiry: { status: 'contacted', read: true } });
    expect((await inbox('?status=contacted')).enquiries.map((e) => e._id)).toEqual([target._id]);

    const unread = await admin.patch(API.enquiry(target._id), { read: false });
    expect(unread.body.enquiry).toMatchObject({ read: false, status: 'contacted' });

    const noted = await admin.post(API.enquiryNotes(target._id), { text: '  Called back, site visit on Monday.  ' });
    expect(noted.status).toBe(201);
    expect(noted.body.message).toBe(M.noteAdded);
    await admin.post(API.enquiryNotes(target._id), { text: 'Quote sent: 42 lakh.' });
    const detail = (await admin.get<{ enquiry: Enquiry }>(API.enquiry(target._id))).body.enquiry;
    expect(detail.notes.map((n) => [n.text, n.author])).toEqual([
      ['Called back, site visit on Monday.', ADMIN.email],
      ['Quote sent: 42 lakh.', ADMIN.email],
    ]);

    const entries = (await panel.auditEntries()).filter((e) => e.targetId === target._id);
    expect(entries.map((e) => e.action).sort()).toEqual(['enquiry.note', 'enquiry.note', 'enquiry.status']);
    expect(entries.find((e) => e.action === 'enquiry.status')).toMatchObject({
      actorEmail: ADMIN.email,
      summary: { from: 'new', to: 'contacted' },
    });
  });

  it('refuses bad changes with a message and changes nothing', async () => {
    const [target] = (await inbox()).enquiries;
    const detail = (await admin.get(API.enquiry(target._id))).body.enquiry;
    for (const [call, status, message] of [
      [() => admin.patch(API.enquiry(target._id), { status: 'maybe' }), 400, M.statusInvalid],
      [() => admin.patch(API.enquiry(target._id), { read: 'yes' }), 400, M.readInvalid],
      [() => admin.patch(API.enquiry(target._id), {}), 400, M.nothingToChange],
      [() => admin.post(API.enquiryNotes(target._id), { text: '   ' }), 400, M.noteRequired],
      [
        () => admin.post(API.enquiryNotes(target._id), { text: 'x'.repeat(ENQUIRY_LIMITS.noteMax + 1) }),
        400,
        M.tooLong('Note', ENQUIRY_LIMITS.noteMax),
      ],
      [() => admin.get(API.enquiry('nope')), 404, M.notFound],
      [() => admin.patch(API.enquiry('nope'), { status: 'won' }), 404, M.notFound],
    ] as const) {
      const res = await call();
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ message });
    }
    expect((await admin.get(API.enquiry(target._id))).body.enquiry).toEqual(detail);
  });

  it('exports the filtered list as CSV, formulas neutralised', async () => {
    await submit(
      valid({
        name: '=HYPERLINK("http://evil")',
        projectType: 'government',
        message: 'Quote "with" commas, and\nnew lines',
      }),
    );
    const res = await admin.call('GET', `${API.enquiriesExport}?projectType=government`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv: string = res.body;
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Reference","Received","Status","Lost reason","Owner","Follow up on","Status history","Read","Name","Company","Email","Phone","Service","Project type","State","City","Area (sq ft)","About","Page","Message","Links","First response","New on","Contacted on","Qualified on","Proposal sent on","Won on","Lost on","Spam on","Source","Landing page","Referrer","utm_source","utm_medium","utm_campaign","Contract value won (₹)"',
    );
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('"Quote ""with"" commas, and\nnew lines"');
    // Labels and the company's time zone, as the dashboard shows them.
    const [stored] = (await inbox('?projectType=government')).enquiries;
    expect(lines[1]).toContain(
      `"${stored.reference}","${formatSheetDateTime(stored.createdAt, 'Asia/Kolkata')}","New",""`,
    );
    expect(lines[1]).toContain('"Government"');
    expect(lines[1]).not.toContain('"government"');

    const all = await admin.call('GET', API.enquiriesExport);
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength((await inbox()).total + 1);
  });

  it('shows enquiries to super-admins in the admin panel', async () => {
    const entries = await panel.entries('plugin::installer.enquiry');
    expect(entries.length).toBe((await inbox()).total + (await inbox('?status=spam')).total);
    expect(entries[0]).toHaveProperty('enquiryStatus');
  });

  it('keeps the recipients setting out of the public site settings', async () => {
    const res = await fetch(`${server.url}${PUBLIC_API.site}`);
    expect(res.status).toBe(200);
    const data = await res.json();
    expect(data.companyName).toBeTruthy();
    expect(data).not.toHaveProperty('enquiryRecipients');
  });
});
