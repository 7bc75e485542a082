import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ENQUIRY_LIMITS, ENQUIRY_TOKEN_FIELD, RESET_PASSWORD_PATH } from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { FORGED_HOST, rawRequest } from '@portfolio/testkit/raw';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { createUser } from '@portfolio/testkit/users';

/**
 * Security review #21, finding 1: links in emails come from the configured origin only (PUBLIC_URL,
 * or in development the server's own host and port), never from the Host or X-Forwarded-Host a
 * requester sends. Every route that sends an email is called with forged headers over raw HTTP and
 * the link is read from the email the loopback SMTP server received.
 */
let smtp: TestSmtp;
let dev: TestServer;
let ipCounter = 0;
const STAFF_INBOX = 'info@buildcraftinfra.in'; // Site settings' default company email: enquiry notices go there

beforeAll(async () => {
  smtp = await startSmtp();
  // Development without PUBLIC_URL, behind a "trusted proxy": the forged headers are honoured by Koa.
  dev = await startServer({ ...smtp.env(), NODE_ENV: 'development', PUBLIC_URL: '', TRUST_PROXY: 'true' });
}, 240_000);
afterAll(async () => {
  await dev?.stop();
  await smtp?.stop();
});

const linksIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];
const json = (body: unknown) => JSON.stringify(body);
const freshIp = () => `10.21.0.${++ipCounter}`;

/** Form tokens old enough to be accepted (the minimum fill time passes once for all of them). */
const agedTokens = async (server: TestServer, count: number) => {
  const tokens = await Promise.all(Array.from({ length: count }, async () => (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string));
  await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 200));
  return tokens;
};
const enquiry = (name: string, token: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
  phone: '+91 98450 12345',
  projectType: 'healthcare',
  message: 'We are planning a 40-bed clinic and need design and build.',
  [ENQUIRY_TOKEN_FIELD]: token,
});

describe('links in emails ignore the Host and X-Forwarded-Host a requester sends', () => {
  it('development without PUBLIC_URL: the server\'s own host and port, in every email', async () => {
    const own = dev.url; // http://127.0.0.1:<PORT>, as configured by HOST and PORT
    const admin = await signIn(dev.url, ADMIN.email, ADMIN.password);
    const forgotten = await createUser(admin);
    const sentByStaff = await createUser(admin);
    const [apiToken, pageToken] = await agedTokens(dev, 2);

    const forgot = await rawRequest(dev.url, {
      method: 'POST',
      path: API.forgotPassword,
      headers: { ...FORGED_HOST, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: json({ email: forgotten.email }),
    });
    expect(forgot.status).toBe(200);
    const staffReset = await rawRequest(dev.url, { method: 'POST', path: API.sendPasswordReset(sentByStaff.id), headers: { ...FORGED_HOST, cookie: admin.cookie } });
    expect(staffReset.status).toBe(200);
    const viaApi = await rawRequest(dev.url, {
      method: 'POST',
      path: API.enquiries,
      headers: { ...FORGED_HOST, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: json(enquiry('Api Forger', apiToken)),
    });
    expect(viaApi.status, viaApi.text).toBe(201);
    const viaPage = await rawRequest(dev.url, {
      method: 'POST',
      path: '/contact',
      headers: { ...FORGED_HOST, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': freshIp() },
      body: new URLSearchParams(enquiry('Page Forger', pageToken)).toString(),
    });
    expect(viaPage.status, viaPage.text.slice(0, 300)).toBe(303);

    const mails = [
      await smtp.waitFor((m) => m.to.includes(forgotten.email)),
      await smtp.waitFor((m) => m.to.includes(sentByStaff.email)),
      await smtp.waitFor((m) => m.to.includes(STAFF_INBOX) && m.subject.includes('Api Forger')),
      await smtp.waitFor((m) => m.to.includes(STAFF_INBOX) && m.subject.includes('Page Forger')),
    ];
    for (const mail of mails) {
      expect(linksIn(mail.text), mail.subject).not.toEqual([]);
      for (const link of linksIn(mail.text)) expect(new URL(link).origin, mail.subject).toBe(own);
    }
    expect(new URL(linksIn(mails[0].text)[0]).pathname).toBe(RESET_PASSWORD_PATH);
  });

  it('behind a trusted proxy the protocol follows X-Forwarded-Proto, the host still does not follow the request', async () => {
    const admin = await signIn(dev.url, ADMIN.email, ADMIN.password);
    const user = await createUser(admin);
    const res = await rawRequest(dev.url, {
      method: 'POST',
      path: API.forgotPassword,
      headers: { ...FORGED_HOST, 'x-forwarded-proto': 'https', 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: json({ email: user.email }),
    });
    expect(res.status).toBe(200);
    const link = new URL(linksIn((await smtp.waitFor((m) => m.to.includes(user.email))).text)[0]);
    expect(link.origin).toBe(dev.url.replace(/^http:/, 'https:'));
  });

  it('canonical links of a page rendered for a forged Host name the configured origin', async () => {
    const page = await rawRequest(dev.url, { path: '/about-us', headers: FORGED_HOST });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<link rel="canonical" href="${dev.url}/about-us"`);
    expect(page.text).not.toContain('attacker.example');
  });
});

describe('PUBLIC_URL', () => {
  it('production: every emailed link is on PUBLIC_URL whatever Host was sent', async () => {
    const server = await startServer({ ...smtp.env(), PUBLIC_URL: 'https://www.buildcraft.example/', TRUST_PROXY: 'true' });
    try {
      const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
      const user = await createUser(admin);
      const res = await rawRequest(server.url, {
        method: 'POST',
        path: API.forgotPassword,
        headers: { ...FORGED_HOST, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: json({ email: user.email }),
      });
      expect(res.status).toBe(200);
      const link = linksIn((await smtp.waitFor((m) => m.to.includes(user.email))).text)[0];
      expect(link).toMatch(new RegExp(`^https://www\\.buildcraft\\.example${RESET_PASSWORD_PATH}\\?token=[A-Za-z0-9_-]{40,}$`));
    } finally {
      await server.stop();
    }
  }, 240_000);

  it('production refuses to start without PUBLIC_URL, saying why', async () => {
    const failed = await startServer({ PUBLIC_URL: '' }).then(
      async (server) => {
        await server.stop();
        return '';
      },
      (error: Error) => error.message,
    );
    expect(failed).toMatch(/Strapi exited/);
    expect(failed).toContain('PUBLIC_URL is required when NODE_ENV=production');
    expect(failed).toContain('never from the Host header');
  }, 240_000);

  it('refuses to start with a PUBLIC_URL that is not an absolute http(s) URL', async () => {
    const failed = await startServer({ PUBLIC_URL: 'www.example.com' }).then(
      async (server) => {
        await server.stop();
        return '';
      },
      (error: Error) => error.message,
    );
    expect(failed).toContain('PUBLIC_URL=www.example.com is not an absolute http(s) URL');
  }, 240_000);
});
