import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES } from '@portfolio/contract';
import type { Mail } from '../cms/tests/helpers/smtp';
import { expectAccessible, useBrowser } from './helpers/browser';
import { openNav, signInUi } from './helpers/app';

const browser = useBrowser();

/** The emails the app's SMTP server received (global setup). */
const mailTo = async (text: string, timeoutMs = 20_000): Promise<Mail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails: Mail[] = await (await fetch(inject('mailboxUrl'))).json();
    const found = mails.find((m) => m.text.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email containing ${text}; received: ${mails.map((m) => m.subject).join(', ')}`);
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
    const who = { name: 'Asha Js', email: 'asha-js@example.com', message: 'A 40-bed clinic in Mysuru, design and build please.' };
    await page.goto('/projects/healthcare');
    await page.getByRole('region', { name: 'Planning a new space?' }).getByRole('link', { name: 'Send an enquiry' }).click();
    await page.waitForURL('**/contact?**');
    await page.getByRole('form', { name: 'Enquiry form' }).waitFor();
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
    await staff.getByText('/projects/healthcare').waitFor();
  });

  it('without JavaScript: the plain form post is stored, answered with a redirect to the thank-you address, and emailed', async () => {
    const page = await browser.newPage();
    const who = { name: 'Ravi Nojs', email: 'ravi-nojs@example.com', message: 'Fire doors for a school in Kochi, about 40 of them.' };
    await page.goto('/contact?about=Fire%20doors&from=/firedoors');
    await page.getByRole('form', { name: 'Enquiry form' }).waitFor();
    await fillForm(page, who);
    // The public site is client-rendered until server rendering lands (#12): the form comes from
    // JavaScript, then script execution is switched off, so the browser sends the plain HTML form post.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/enquiries') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send enquiry' }).click(),
    ]);
    expect(response.status(), await response.text().catch(() => '')).toBe(303);
    expect(response.request().headers()['content-type']).toBe('application/x-www-form-urlencoded');
    await page.waitForURL('**/contact?sent=1');

    const mail = await mailTo(who.email);
    expect(mail.text).toContain(who.message);
    expect(mail.text).toContain('Sent from page: /firedoors');
    expect(mail.text).toContain('About: Fire doors');

    const staff = await browser.newPage();
    await findInInbox(staff, who.name, who.message);
  });
});
