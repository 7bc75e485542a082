import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  API,
  DASHBOARD_PATH,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_TOKEN_FIELD,
  NEXT_PARAM,
  SIGN_IN_PATH,
} from '@portfolio/contract';
import type { Mail } from '@portfolio/testkit/smtp';
import { appUrl, expectAccessible, hydrated, mailboxUrl, useBrowser } from './helpers/browser';
import { ADMIN, openNav, signInUi } from './helpers/app';

const browser = useBrowser();

/** The emails the app's SMTP server received (global setup). */
const mailTo = async (text: string, timeoutMs = 20_000): Promise<Mail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails: Mail[] = await (await fetch(mailboxUrl())).json();
    const found = mails.find((m) => m.text.includes(text));
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`No email containing ${text}; received: ${mails.map((m) => m.subject).join(', ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** Fills the form as a person would, taking longer than the minimum fill time. */
const fillForm = async (page: Page, who: { name: string; email: string; message: string }) => {
  const started = Date.now();
  await page.getByLabel('Name').fill(who.name);
  await page.getByLabel('Company').fill('Rao Interiors');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill('+91 98450 12345');
  await page.getByLabel('Project type').selectOption('healthcare');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('City').fill('Mysuru');
  await page.getByLabel('Approximate area (sq ft)').fill('12000');
  await page.getByLabel('Message').fill(who.message);
  const left = ENQUIRY_LIMITS.minFillMs + 300 - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
};

/** Staff find the enquiry in the dashboard inbox and open it. */
const findInInbox = async (page: Page, name: string, message: string) => {
  await signInUi(page);
  await openNav(page, 'Enquiries');
  await page.getByRole('heading', { name: /Enquiries/ }).waitFor();
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('heading', { level: 2, name: `${name} · Rao Interiors` }).waitFor();
  await page.getByText(message).waitFor();
  await expectAccessible(page);
};

describe('an enquiry from the public site reaches the staff', () => {
  it('with JavaScript: sent from the call-to-action band of a page without a reload, then found in the inbox and the mailbox', async () => {
    const page = await browser.newPage();
    const who = {
      name: 'Asha Js',
      email: 'asha-js@example.com',
      message: 'A 40-bed clinic in Mysuru, design and build please.',
    };
    await page.goto('/projects/healthcare');
    await page
      .getByRole('region', { name: 'Planning a new space?' })
      .getByRole('link', { name: 'Send an enquiry' })
      .click();
    await page.waitForURL('**/contact?**');
    await page.getByRole('form', { name: 'Enquiry form' }).waitFor();
    await hydrated(page);
    expect(await page.getByLabel('Project type').inputValue()).toBe('healthcare');
    await expectAccessible(page);
    // A full page load would drop this marker.
    await page.evaluate(() => ((window as any).__noReload = true));

    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByText('Please check the highlighted fields.').waitFor();
    await fillForm(page, who);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByRole('status').getByText(ENQUIRY_MESSAGES.sent).waitFor();
    expect(await page.evaluate(() => (window as any).__noReload)).toBe(true);

    const mail = await mailTo(who.email);
    expect(mail.subject).toBe('New enquiry from Asha Js (Rao Interiors)');
    expect(mail.text).toContain(who.message);
    expect(mail.text).toContain('Sent from page: /projects/healthcare');

    const staff = await browser.newPage();
    await findInInbox(staff, who.name, who.message);
    await staff.getByText('/projects/healthcare').first().waitFor();
  });

  it('without JavaScript: the server-rendered form, pre-filled from a project page, posts to /contact; a mistake comes back with the input, then the thank-you page', async () => {
    const page = await browser.newPage(undefined, { javaScriptEnabled: false });
    const who = {
      name: 'Ravi Nojs',
      email: 'ravi-nojs@example.com',
      message: 'Fire doors for a hospital in Kochi, about 40 of them.',
    };
    await page.goto('/projects/healthcare');
    await page
      .getByRole('region', { name: 'Planning a new space?' })
      .getByRole('link', { name: 'Send an enquiry' })
      .click();
    await page.waitForURL('**/contact?**');
    expect(await page.getByLabel('About').inputValue()).toBe('Healthcare projects');
    expect(await page.getByLabel('Project type').inputValue()).toBe('healthcare');
    await fillForm(page, who);
    // Something only the server's rules catch (the browser checks required fields and the email itself).
    await page.getByLabel('Phone').fill('12');
    const [refused] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/contact' && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    expect(refused.request().headers()['content-type']).toBe('application/x-www-form-urlencoded');
    // The error summary lists the problem as a link to its field and has the focus (autofocus, no JavaScript here).
    await page.getByRole('link', { name: ENQUIRY_MESSAGES.phoneInvalid }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('pub-error-summary');
    expect(await page.getByLabel('Name').inputValue()).toBe(who.name);
    expect(await page.getByLabel('Message').inputValue()).toBe(who.message);
    expect(await page.getByLabel('About').inputValue()).toBe('Healthcare projects');

    await page.getByLabel('Phone').fill('+91 98450 12345');
    await page.waitForTimeout(ENQUIRY_LIMITS.minFillMs + 300); // the re-rendered form carries a new token
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL('**/contact?sent=1&ref=ENQ-*');
    await page.getByRole('heading', { level: 1, name: 'Thank you!' }).waitFor();
    await page.getByText(ENQUIRY_MESSAGES.sent).waitFor();

    const mail = await mailTo(who.email);
    expect(mail.text).toContain(who.message);
    expect(mail.text).toContain('Sent from page: /projects/healthcare');
    expect(mail.text).toContain('About: Healthcare projects');

    const staff = await browser.newPage();
    await findInInbox(staff, who.name, who.message);
  });
});

describe("the new-enquiry email's link survives the sign-in", () => {
  it('opened signed out, it shows the sign-in page; after signing in the enquiry itself is open', async () => {
    const who = {
      name: 'Meena Link',
      email: 'meena-link@example.com',
      message: 'A staff link in an email should open this enquiry.',
    };
    const token = (await (await fetch(appUrl() + API.enquiryFormToken)).json()).token as string;
    await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 300));
    const sent = await fetch(appUrl() + API.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...who,
        company: 'Rao Interiors',
        phone: '+91 98450 12345',
        projectType: 'healthcare',
        [ENQUIRY_TOKEN_FIELD]: token,
      }),
    });
    expect(sent.status).toBe(201);

    const mail = await mailTo(who.email);
    const link = new URL(mail.text.match(/Open it in the dashboard: (\S+)/)![1]);
    expect(link.origin).toBe(appUrl());
    expect(link.pathname).toBe(SIGN_IN_PATH);
    const target = link.searchParams.get(NEXT_PARAM)!;
    expect(target).toMatch(new RegExp(`^${DASHBOARD_PATH}/enquiries/[a-z0-9]+$`));

    const page = await browser.newPage();
    await page.goto(link.toString());
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === target);
    await page.getByRole('heading', { level: 2, name: `${who.name} · Rao Interiors` }).waitFor();
    await page.getByText(who.message).waitFor();

    // Signed in, the same link goes straight to the enquiry.
    await page.goto(appUrl());
    await page.goto(link.toString());
    await page.waitForURL((url) => url.pathname === target);
    await page.getByRole('heading', { level: 2, name: `${who.name} · Rao Interiors` }).waitFor();
  });
});
