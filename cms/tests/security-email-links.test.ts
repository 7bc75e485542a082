import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  APPLICATION_TOKEN_FIELD,
  CAREERS_API,
  DASHBOARD_PATH,
  ENQUIRY_LIMITS,
  ENQUIRY_TOKEN_FIELD,
  NEXT_PARAM,
  RESET_PASSWORD_PATH,
  SIGN_IN_PATH,
  TWO_FACTOR_API as TF,
  type Job,
} from '@portfolio/contract';
import { Agent, signIn } from '@portfolio/testkit/api';
import { multipart, pdf } from '@portfolio/testkit/documents';
import { codeSource } from '@portfolio/testkit/totp';
import { FORGED_HOST, rawRequest } from '@portfolio/testkit/raw';
import { ADMIN, startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { createUser } from '@portfolio/testkit/users';

/**
 * Links in emails come from the configured origin only (PUBLIC_URL,
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
  const tokens = await Promise.all(
    Array.from(
      { length: count },
      async () => (await new Agent(server.url).get(API.enquiryFormToken)).body.token as string,
    ),
  );
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
  it("development without PUBLIC_URL: the server's own host and port, in every email", async () => {
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
    const staffReset = await rawRequest(dev.url, {
      method: 'POST',
      path: API.sendPasswordReset(sentByStaff.id),
      headers: { ...FORGED_HOST, cookie: admin.cookie },
    });
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
      headers: {
        ...FORGED_HOST,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        'x-forwarded-for': freshIp(),
      },
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
      headers: {
        ...FORGED_HOST,
        'x-forwarded-proto': 'https',
        'content-type': 'application/json',
        'x-forwarded-for': freshIp(),
      },
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

/**
 * Security review 4, findings 5 and 9: the new-application and two-factor reset emails take
 * their links from the one public origin too, and every link in a staff email is the sign-in page
 * with the dashboard screen as `next` (`/installer?next=/installer/dashboard/…`).
 */
const STAFF_EVIL_HOST = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

/** Sends a new application, a two-factor reset and an enquiry with a forged Host; answers the three staff emails. */
const staffMails = async (server: TestServer) => {
  const n = ++ipCounter;
  const admin = await signIn(server.url, ADMIN.email, ADMIN.password);
  const job = (
    await admin.post<{ job: Job }>(CAREERS_API.jobs, {
      title: `Site Engineer ${n}`,
      state: 'Maharashtra',
      city: 'Pune',
      employmentType: 'FULL_TIME',
      description: 'Run day-to-day work on a hospital fit-out site.\n\nKeep the daily log.',
      closingDate: null,
    })
  ).body.job;
  const user = await createUser(admin);
  const setup = await user.agent.post(TF.setup, { password: user.password });
  expect(setup.status).toBe(200);
  expect((await user.agent.post(TF.enable, { code: await codeSource(setup.body.secret).next() })).status).toBe(200);
  const [applicationToken, enquiryToken] = await agedTokens(server, 2);

  const applicant = `Forged Host ${n}`;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    name: applicant,
    email: `forged${n}@example.com`,
    phone: '+91 98200 12345',
    [APPLICATION_TOKEN_FIELD]: applicationToken,
  }))
    form.append(k, v);
  form.append('cv', new File([pdf('forged host')], 'cv.pdf', { type: 'application/pdf' }));
  const { body, contentType } = await multipart(form);
  const applied = await rawRequest(server.url, {
    method: 'POST',
    path: CAREERS_API.apply(job._id),
    headers: { ...STAFF_EVIL_HOST, 'content-type': contentType, 'x-forwarded-for': freshIp() },
    body,
  });
  expect(applied.status, applied.text).toBe(201);
  const reset = await rawRequest(server.url, {
    method: 'POST',
    path: TF.reset(user.id),
    headers: { ...STAFF_EVIL_HOST, cookie: admin.cookie },
  });
  expect(reset.status, reset.text).toBe(200);
  const enquired = await rawRequest(server.url, {
    method: 'POST',
    path: API.enquiries,
    headers: { ...STAFF_EVIL_HOST, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: json(enquiry(`Staff Link ${n}`, enquiryToken)),
  });
  expect(enquired.status, enquired.text).toBe(201);

  const applicationId = (await admin.get(`${CAREERS_API.applications}?job=${job._id}`)).body.applications[0]
    ._id as string;
  const enquiryId = (await admin.get(`${API.enquiries}?pageSize=100`)).body.enquiries.find(
    (e: { name: string }) => e.name === `Staff Link ${n}`,
  )._id as string;
  return {
    application: {
      mail: await smtp.waitFor((m) => m.subject.includes(applicant)),
      target: `${DASHBOARD_PATH}/applications/${applicationId}`,
    },
    reset: {
      mail: await smtp.waitFor((m) => m.to.includes(user.email) && /two-factor/i.test(m.subject)),
      target: `${DASHBOARD_PATH}/account`,
    },
    enquiry: {
      mail: await smtp.waitFor((m) => m.subject.includes(`Staff Link ${n}`)),
      target: `${DASHBOARD_PATH}/enquiries/${enquiryId}`,
    },
  };
};

/** Every staff email holds exactly one link: `${origin}/installer?next=<target>`. */
const expectStaffLinks = (mails: Awaited<ReturnType<typeof staffMails>>, origin: string) => {
  for (const [kind, { mail, target }] of Object.entries(mails)) {
    const links = linksIn(mail.text);
    expect(links, kind).toEqual([`${origin}${SIGN_IN_PATH}?${NEXT_PARAM}=${target}`]);
    const url = new URL(links[0]);
    expect(url.pathname, kind).toBe(SIGN_IN_PATH);
    expect(url.searchParams.get(NEXT_PARAM), kind).toBe(target);
    expect(mail.text, kind).not.toContain('evil.example');
  }
};

describe('staff emails: the application and two-factor reset links ignore the Host; every staff link signs in first', () => {
  it("development without PUBLIC_URL: the server's own host and port", async () => {
    expectStaffLinks(await staffMails(dev), dev.url);
  });
});

describe('PUBLIC_URL', () => {
  it('production: every emailed link is on PUBLIC_URL whatever Host was sent', async () => {
    const server = await startServer({
      ...smtp.env(),
      PUBLIC_URL: 'https://www.buildcraft.example/',
      TRUST_PROXY: 'true',
    });
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
      expect(link).toMatch(
        new RegExp(`^https://www\\.buildcraft\\.example${RESET_PASSWORD_PATH}\\?token=[A-Za-z0-9_-]{40,}$`),
      );
      // The staff emails (new application, two-factor reset, new enquiry) with Host: evil.example.
      expectStaffLinks(await staffMails(server), 'https://www.buildcraft.example');
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
