import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  ENQUIRY_HONEYPOT,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_TOKEN_FIELD,
  type Enquiry,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { Agent, signIn } from './helpers/api';
import { ADMIN, startServer, type TestServer } from './helpers/server';
import { startSmtp, type TestSmtp } from './helpers/smtp';
import { adminPanel, createUser } from './helpers/users';

let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let token: string;
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
  token = (await new Agent(server.url).get(API.enquiryFormToken)).body.token;
  // The minimum fill time: this token is old enough once the wait is over.
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
  [ENQUIRY_TOKEN_FIELD]: token,
  ...overrides,
});

/** Each call comes from its own address (TRUST_PROXY: the proxy's X-Forwarded-For), unless one is given. */
const submit = (body: Record<string, unknown>, { ip = `10.0.0.${++ipCounter}`, form = false } = {}) =>
  fetch(server.url + API.enquiries, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', 'x-forwarded-for': ip },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: await res.json().catch(() => null), headers: res.headers }));

const inbox = async (query = '') => {
  const res = await admin.get<EnquiryListResponse>(`${API.enquiries}${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const allStored = async () => [...(await inbox('?pageSize=100')).enquiries, ...(await inbox('?status=spam&pageSize=100')).enquiries];

/** Waits until the emails of earlier enquiries have arrived (delivery runs in the background). */
const mailSettled = async () => {
  for (let n = -1; n !== smtp.messages.length; ) {
    n = smtp.messages.length;
    await new Promise((r) => setTimeout(r, 400));
  }
};

const expectRefused = async (body: Record<string, unknown>, status: number, message: string, opts?: Parameters<typeof submit>[1]) => {
  await mailSettled();
  const before = await allStored();
  const mails = smtp.messages.length;
  const res = await submit(body, opts);
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  expect(await allStored()).toEqual(before);
  await new Promise((r) => setTimeout(r, 300));
  expect(smtp.messages.length).toBe(mails);
  return res;
};

describe('the public form: POST /api/v1/enquiries', () => {
  it('stores a JSON enquiry as new and unread, and emails the staff addresses from the site settings', async () => {
    const sent = valid();
    const res = await submit(sent);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: M.sent });

    const [stored] = (await inbox()).enquiries;
    expect(stored).toMatchObject({
      name: 'Asha Rao', company: 'Rao Interiors', email: sent.email, phone: '+91 98450 12345', projectType: 'healthcare',
      state: 'Karnataka', city: 'Mysuru', area: 12500, message: sent.message, about: 'Client: Acme Hospitals',
      page: '/projects/client/acme', status: 'new', read: false, linkCount: 0,
    });
    expect(Date.now() - Date.parse(stored.createdAt)).toBeLessThan(60_000);

    const mail = await smtp.waitFor((m) => m.text.includes(sent.email));
    expect(mail.to.sort()).toEqual([...RECIPIENTS].sort());
    expect(mail.from).toBe('website@example.com');
    expect(mail.subject).toBe('New enquiry from Asha Rao (Rao Interiors)');
    for (const text of ['Phone: +91 98450 12345', 'Project type: healthcare', 'City: Mysuru', 'Approximate area (sq ft): 12500', sent.message, `/installer/dashboard/enquiries/${stored._id}`])
      expect(mail.text).toContain(text);
  });

  it('takes a plain urlencoded form post too, trimming what it stores', async () => {
    const res = await submit(valid({ name: '  Ravi   Kumar ', company: '', phone: '', state: 'delhi', city: '', area: '', about: '', email: ' RAVI@Example.COM ' }), { form: true });
    expect(res.status).toBe(201);
    const [stored] = (await inbox()).enquiries;
    expect(stored).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com', company: null, phone: null, state: 'Delhi', city: null, area: null, about: null });
  });

  it('answers a plain HTML form post (no JavaScript) with a redirect to the thank-you page, or back to the form', async () => {
    const post = (body: Record<string, unknown>) =>
      fetch(server.url + API.enquiries, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'x-forwarded-for': `10.1.0.${++ipCounter}` },
        body: new URLSearchParams(body as Record<string, string>).toString(),
      });
    const sent = valid({ name: 'No Script' });
    const ok = await post(sent);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/contact?sent=1');
    expect((await inbox()).enquiries[0]).toMatchObject({ name: 'No Script', email: sent.email });
    await smtp.waitFor((m) => m.text.includes(sent.email));

    const before = await allStored();
    const refused = await post(valid({ email: 'nope', about: 'Acme projects', page: '/projects/client/acme' }));
    expect(refused.status).toBe(303);
    const back = new URL(refused.headers.get('location')!, server.url);
    expect(back.pathname).toBe('/contact');
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: M.emailInvalid, about: 'Acme projects', projectType: 'healthcare', state: 'Karnataka', from: '/projects/client/acme' });
    expect(await allStored()).toEqual(before);
  });

  it('answers per-field messages from the contract and stores nothing for bad input', async () => {
    const res = await expectRefused({ [ENQUIRY_TOKEN_FIELD]: token }, 400, M.nameRequired);
    expect(res.body.errors).toEqual({ name: M.nameRequired, email: M.emailRequired, projectType: M.projectTypeRequired, message: M.messageRequired });

    const bad = await expectRefused(
      valid({ email: 'not-an-email', phone: '12', projectType: 'castle', state: 'Atlantis', area: '-5', message: 'hi' }),
      400,
      M.emailInvalid,
    );
    expect(bad.body.errors).toEqual({
      email: M.emailInvalid, phone: M.phoneInvalid, projectType: M.projectTypeInvalid, state: M.stateInvalid, area: M.areaInvalid, message: M.messageTooShort,
    });
    const long = await expectRefused(valid({ message: 'x'.repeat(ENQUIRY_LIMITS.messageMax + 1) }), 400, M.tooLong('Message', ENQUIRY_LIMITS.messageMax));
    expect(Object.keys(long.body.errors)).toEqual(['message']);
    await expectRefused(valid({ city: 'Mysuru', state: '' }), 400, M.cityNeedsState);
  });

  it('refuses bots: a filled honeypot, a form sent too fast, a missing or forged form token', async () => {
    await expectRefused(valid({ [ENQUIRY_HONEYPOT]: 'http://spam.example' }), 400, M.refused);
    const fresh = (await new Agent(server.url).get(API.enquiryFormToken)).body.token;
    await expectRefused(valid({ [ENQUIRY_TOKEN_FIELD]: fresh }), 400, M.tooFast);
    await expectRefused(valid({ [ENQUIRY_TOKEN_FIELD]: undefined }), 400, M.expired);
    const [issued] = token.split('.');
    await expectRefused(valid({ [ENQUIRY_TOKEN_FIELD]: `${Number(issued) - 60_000}.${token.split('.')[1]}` }), 400, M.expired);
  });

  it('caps the body and takes only JSON or a urlencoded form', async () => {
    const before = await allStored();
    const big = await submit(valid({ message: 'x'.repeat(ENQUIRY_LIMITS.bodyMaxBytes) }));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: M.tooLarge });

    const text = await fetch(server.url + API.enquiries, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ message: M.bodyType });

    const multipart = new FormData();
    for (const [k, v] of Object.entries(valid())) multipart.append(k, String(v));
    const upload = await fetch(server.url + API.enquiries, { method: 'POST', body: multipart });
    expect([401, 415]).toContain(upload.status);
    expect(await allStored()).toEqual(before);
  });

  it('holds a message with many links as spam: stored, out of the inbox, no staff email', async () => {
    await mailSettled();
    const mails = smtp.messages.length;
    const message = 'Cheap SEO! https://a.example/x http://b.example www.c.example buy now';
    const res = await submit(valid({ message }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: M.sent });
    expect((await inbox()).enquiries.some((e) => e.message === message)).toBe(false);
    const [spam] = (await inbox('?status=spam')).enquiries;
    expect(spam).toMatchObject({ message, status: 'spam', linkCount: 3 });
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.length).toBe(mails);
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
  it('refuses anonymous callers and users without the status flag', async () => {
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
      expect((await user.agent.call(method, path, body)).status).toBe(403);
    }
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
    expect([...page1.enquiries, ...page2.enquiries].map((e) => e._id)).toEqual(all.enquiries.slice(0, 4).map((e) => e._id));

    for (const [query, message] of [['?status=maybe', M.statusInvalid], ['?projectType=castle', M.projectTypeInvalid], ['?page=0', M.pageInvalid], [`?q=${'x'.repeat(101)}`, M.searchTooLong]]) {
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
    expect(opened.body.enquiry).toEqual({ ...target, read: true, notes: [] });
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
    expect(entries.find((e) => e.action === 'enquiry.status')).toMatchObject({ actorEmail: ADMIN.email, summary: { from: 'new', to: 'contacted' } });
  });

  it('refuses bad changes with a message and changes nothing', async () => {
    const [target] = (await inbox()).enquiries;
    const detail = (await admin.get(API.enquiry(target._id))).body.enquiry;
    for (const [call, status, message] of [
      [() => admin.patch(API.enquiry(target._id), { status: 'maybe' }), 400, M.statusInvalid],
      [() => admin.patch(API.enquiry(target._id), { read: 'yes' }), 400, M.readInvalid],
      [() => admin.patch(API.enquiry(target._id), {}), 400, M.nothingToChange],
      [() => admin.post(API.enquiryNotes(target._id), { text: '   ' }), 400, M.noteRequired],
      [() => admin.post(API.enquiryNotes(target._id), { text: 'x'.repeat(ENQUIRY_LIMITS.noteMax + 1) }), 400, M.tooLong('Note', ENQUIRY_LIMITS.noteMax)],
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
    await submit(valid({ name: '=HYPERLINK("http://evil")', projectType: 'government', message: 'Quote "with" commas, and\nnew lines' }));
    const res = await admin.call('GET', `${API.enquiriesExport}?projectType=government`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv: string = res.body;
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"Received","Status","Read","Name","Company","Email","Phone","Project type","State","City","Area (sq ft)","About","Page","Message","Links"');
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('"Quote ""with"" commas, and\nnew lines"');

    const all = await admin.call('GET', API.enquiriesExport);
    expect(all.body.split('\r\n').filter(Boolean)).toHaveLength((await inbox()).total + 1);
  });

  it('shows enquiries to super-admins in the admin panel', async () => {
    const entries = await panel.entries('plugin::installer.enquiry');
    expect(entries.length).toBe((await inbox()).total + (await inbox('?status=spam')).total);
    expect(entries[0]).toHaveProperty('enquiryStatus');
  });

  it('keeps the recipients setting out of the public site settings', async () => {
    const res = await fetch(`${server.url}/api/site-setting`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.companyName).toBeTruthy();
    expect(data).not.toHaveProperty('enquiryRecipients');
  });
});
