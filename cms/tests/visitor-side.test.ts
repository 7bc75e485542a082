import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  COMPANY_ID_MESSAGES,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES as M,
  ENQUIRY_TOKEN_FIELD,
  PUBLIC_API,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { adminPanel } from '@portfolio/testkit/users';

/**
 * The visitor's side of the sales desk: the service an enquiry is about, the reference on the
 * thank-you and in a confirmation email, the /privacy page and the footer's registered details.
 */
let server: TestServer;
let smtp: TestSmtp;
let admin: Agent;
let panel: Awaited<ReturnType<typeof adminPanel>>;
let pages: AdminPanel;
let tokens: string[];
let nextToken = 0;
let ip = 0;
const COMPANY = 'Buildcraft Interiors & Infra';

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ ...smtp.env('website@example.com'), MAIL_RETRY_SECONDS: '1', TRUST_PROXY: 'true' });
  admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  panel = await adminPanel(server.url);
  pages = await AdminPanel.signIn(server.url);
  await panel.updateSiteSettings({ enquiryRecipients: 'sales@example.com' });
  tokens = await Promise.all(
    Array.from(
      { length: 10 },
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

const enquiry = (name: string, extra: Record<string, string> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  projectType: 'healthcare',
  message: 'Forty fire-rated doors for a hospital wing in Mysuru.',
  [ENQUIRY_TOKEN_FIELD]: tokens[nextToken++],
  ...extra,
});
const post = (body: Record<string, string>) =>
  fetch(server.url + API.enquiries, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.3.0.${++ip}` },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }));
const stored = async () => (await admin.get<EnquiryListResponse>(`${API.enquiries}?pageSize=100`)).body.enquiries;
const html = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, text: (await res.text()).replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") };
};

describe('the service an enquiry is about', () => {
  it('is stored as sent, shown in the CSV, and refused with a message when it is not one of the list (storing nothing)', async () => {
    const sent = await post(enquiry('Fire Door Buyer', { service: 'fire-doors' }));
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ message: M.sent, reference: expect.stringMatching(/^ENQ-\d{4}-\d{4}$/) });
    const row = (await stored()).find((e) => e.name === 'Fire Door Buyer')!;
    expect(row).toMatchObject({ service: 'fire-doors', reference: sent.body.reference });

    const before = (await stored()).length;
    const refused = await post(enquiry('Roofing Buyer', { service: 'roofing' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: M.serviceInvalid, errors: { service: M.serviceInvalid } });
    expect((await stored()).length).toBe(before);

    // Not said (an API client without the field): stored as null.
    expect((await post(enquiry('Silent Buyer'))).status).toBe(201);
    expect((await stored()).find((e) => e.name === 'Silent Buyer')!.service).toBeNull();

    const csv: string = (await admin.call('GET', API.enquiriesExport)).body;
    const [head, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
    const columns = head.split(',');
    const service = columns.indexOf('"Service"');
    expect(service).toBeGreaterThan(-1);
    expect(lines.find((l) => l.includes('Fire Door Buyer'))!.split(',')[service]).toBe('"Fire doors"');
  });
});

describe("the visitor's confirmation", () => {
  it('emails the visitor fixed text and the reference only, nothing they typed; staff are told the service', async () => {
    // What a phisher would send through the form to someone else's address: none of it may reach them.
    const bait = {
      service: 'interiors',
      company: 'Claim your refund',
      phone: '+91 98450 12345',
      city: 'Click here',
      state: 'Karnataka',
      area: '999',
    };
    const sent = await post(
      enquiry('Asha Rao', { ...bait, message: 'Your account is locked: sign in at http://evil.example/login' }),
    );
    expect(sent.status).toBe(201);
    const reference: string = sent.body.reference;
    const mail = await smtp.waitFor((m) => m.to.includes('asha.rao@example.com'));
    expect(mail.to).toEqual(['asha.rao@example.com']);
    expect(mail.subject).toBe(M.confirmationSubject(reference, COMPANY));
    expect(mail.replyTo).toEqual(['info@buildcraftinfra.in']);
    expect(mail.html).toBe(false);
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        `Thank you for your enquiry. Your reference is ${reference}; please quote it when you write or call us.`,
        '',
        'What happens next:',
        '1. We read every enquiry and reply within one working day, by email or phone.',
        '2. The person who looks after your kind of project calls you to understand what you need, and visits the site if it helps.',
        '3. When it fits, we send you a proposal with an estimate and a timeline.',
        '',
        '—',
        COMPANY,
        '+91 80 4123 5678',
        'info@buildcraftinfra.in',
        '',
        'You received this email because this address was given in the enquiry form on our website. ' +
          'If that was not you, please tell us and we will delete the enquiry.',
        '',
      ].join('\n'),
    );

    const staff = await smtp.waitFor((m) => m.to.includes('sales@example.com') && m.subject.includes('Asha Rao'));
    expect(staff.text).toContain('Service: Interiors');
    expect(staff.text).toContain(`Reference: ${reference}`);
  });

  it('sends nothing to the address of an enquiry stored as spam', async () => {
    const links = 'See http://a.example/x http://b.example/y http://c.example/z for details.';
    expect((await post(enquiry('Link Spammer', { message: links, email: 'victim@example.com' }))).status).toBe(201);
    const after = await post(enquiry('After Spam', { email: 'after@example.com' }));
    await smtp.waitFor((m) => m.to.includes('after@example.com'));
    expect(smtp.messages.filter((m) => m.to.includes('victim@example.com'))).toEqual([]);
    expect(after.status).toBe(201);
  });

  it('without JavaScript, the form post redirects to a thank-you showing the reference and what happens next', async () => {
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'x-forwarded-for': `10.3.1.${++ip}`,
      },
      body: new URLSearchParams(enquiry('No Script', { service: 'manufacturing' })).toString(),
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    const reference = (await stored()).find((e) => e.name === 'No Script')!.reference;
    expect(location).toBe(`/contact?sent=1&ref=${reference}`);
    const thanks = await html(location);
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain(`Your reference: <strong>${reference}</strong>`);
    expect(thanks.text).toContain('What happens next');
    for (const step of M.nextSteps) expect(thanks.text).toContain(step);
    // Only a reference's shape is shown from the address.
    expect((await html('/contact?sent=1&ref=%3Cb%3Ehi%3C%2Fb%3E')).text).not.toContain('Your reference');
    expect((await smtp.waitFor((m) => m.to.includes('no.script@example.com'))).subject).toBe(
      M.confirmationSubject(reference, COMPANY),
    );
  });
});

describe('the form', () => {
  it('asks for the service, prefilled from a service page, with the sectors as project types and the privacy notice under it', async () => {
    const page = (await html('/firedoors')).text;
    const link = /href="(\/contact\?[^"]*service=fire-doors[^"]*)"/.exec(page)?.[1];
    expect(link).toBeDefined();
    const form = (await html(link!)).text;
    expect(form).toMatch(/<select[^>]*name="service"/);
    expect(form).toMatch(/<option value="fire-doors" selected="">Fire doors<\/option>/);
    for (const label of ['Design and build', 'Interiors', 'Manufacturing', 'Other'])
      expect(form).toContain(`>${label}</option>`);
    expect(form).toContain('<option value="bank">Banking</option>');
    expect(form).toContain('How we use your details');
    expect(form).toContain('href="/privacy"');
    expect(form).toContain('Ask us at info@buildcraftinfra.in and we delete it sooner.');
  });
});

describe('/privacy', () => {
  it('is a server-rendered page from the Strapi page "privacy", read by the API and listed in the sitemap', async () => {
    const read = await new Agent(server.url).get(PUBLIC_API.page('privacy'));
    expect(read.status).toBe(200);
    expect(read.body.page).toMatchObject({ slug: 'privacy', title: 'Privacy notice' });
    const page = await html('/privacy');
    expect(page.status).toBe(200);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(page.text)?.[1]).toBe('Privacy notice');
    expect(page.text).toContain('Job applications');
    expect(page.text).toContain('deleted automatically 180 days after they arrive');
    expect(page.text).toContain(`<link rel="canonical" href="${server.url}/privacy"`);
    const sitemap = (await html('/sitemap.xml')).text;
    expect(sitemap).toContain(`<loc>${server.url}/privacy</loc>`);
  });

  it('shows an edit only once it is published (Draft & Publish)', async () => {
    const draft = await pages.page('privacy');
    expect((await pages.savePage(draft.documentId, { heading: 'How we look after your details' })).status).toBe(200);
    expect((await html('/privacy')).text).not.toContain('How we look after your details');
    expect((await pages.publishPage(draft.documentId)).status).toBe(200);
    expect((await html('/privacy')).text).toContain('How we look after your details');
  });
});

describe("the footer's registered details", () => {
  it('refuses a GSTIN or CIN not in its format with what to type, changing nothing', async () => {
    for (const [field, bad, message] of [
      ['gstin', '29ABCDE1234F1Z', COMPANY_ID_MESSAGES.gstinInvalid],
      ['gstin', 'GSTIN 29ABCDE1234F1ZW', COMPANY_ID_MESSAGES.gstinInvalid],
      ['gstin', '29ABCDE1234F1Z5', COMPANY_ID_MESSAGES.gstinCheck],
      ['cin', 'U45200KA2015PTC08123', COMPANY_ID_MESSAGES.cinInvalid],
      ['cin', 'X45200KA2015PTC081234', COMPANY_ID_MESSAGES.cinInvalid],
    ] as const) {
      await expect(panel.updateSiteSettings({ [field]: bad }), `${field} ${bad}`).rejects.toThrow(message);
    }
    const site = (await new Agent(server.url).get(PUBLIC_API.site)).body;
    expect(site.gstin ?? null).toBeNull();
    expect(site.cin ?? null).toBeNull();
    expect((await html('/about-us')).text).not.toContain('GSTIN');
  });

  it('shows them in every page footer once set (stored in capitals without spaces), and not when cleared', async () => {
    await panel.updateSiteSettings({ gstin: ' 29abcde1234f1zw ', cin: 'U45200 KA2015 PTC081234' });
    const site = (await new Agent(server.url).get(PUBLIC_API.site)).body;
    expect([site.gstin, site.cin]).toEqual(['29ABCDE1234F1ZW', 'U45200KA2015PTC081234']);
    for (const path of ['/', '/contact', '/privacy']) {
      const footer = /<footer[\s\S]*<\/footer>/.exec((await html(path)).text)![0];
      expect(footer, path).toContain('GSTIN 29ABCDE1234F1ZW');
      expect(footer, path).toContain('CIN U45200KA2015PTC081234');
      expect(footer, path).toContain('href="/privacy"');
    }
    await panel.updateSiteSettings({ gstin: '', cin: null });
    expect((await html('/about-us')).text).not.toMatch(/GSTIN|CIN U/);
  });
});
