import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CAREER_MESSAGES, ENQUIRY_LIMITS } from '@portfolio/contract';
import type { Mail } from '@portfolio/testkit/smtp';
import { exe, pdf } from '@portfolio/testkit/documents';
import { expectAccessible, hydrated, mailboxUrl, useBrowser } from './helpers/browser';
import { ADMIN, choose, openNav, signInUi } from './helpers/app';
import { shoot, sidewaysOverflow } from './helpers/screens';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const mailTo = async (text: string, timeoutMs = 20_000): Promise<Mail> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails: Mail[] = await (await fetch(mailboxUrl())).json();
    const found = mails.find((m) => m.text.includes(text));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email containing ${text}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** Nothing wider than the phone's screen (no sideways scrolling). */

/** Fills the application as a person would, taking longer than the minimum fill time. */
const fillApplication = async (
  page: Page,
  who: { name: string; email: string },
  cv: { name: string; buffer: Buffer },
) => {
  const started = Date.now();
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill('+91 98200 12345');
  await page.getByLabel('A short message').fill('Eight years on hospital sites.');
  await page.getByLabel('CV').setInputFiles({ name: cv.name, mimeType: 'application/pdf', buffer: cv.buffer });
  const left = ENQUIRY_LIMITS.minFillMs + 300 - (Date.now() - started);
  if (left > 0) await page.waitForTimeout(left);
};

const TITLE = 'Site Supervisor';
const SLUG = 'site-supervisor-thane';
const CV_JS = pdf('candidate with javascript');
const CV_NOJS = pdf('candidate without javascript');

describe('careers: an opening published by staff, applications from a phone, the CV downloaded by staff', () => {
  it('staff publish an opening from the dashboard; /career lists it', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInUi(page);
    await openNav(page, 'Careers');
    await page.getByRole('heading', { name: 'Job openings' }).waitFor();
    await page.getByRole('button', { name: /New opening/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Job title').fill(TITLE);
    await choose(page, 'State', 'Maharashtra', { type: true });
    await choose(page, 'City', 'Thane', { type: true });
    await dialog
      .getByLabel('Description')
      .fill(
        'Supervise finishing work on a hospital site in Thane.\n\nKeep the daily log, safety toolbox talks and the snag list.',
      );
    await shoot(page, 'staff-new-opening-1440');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText(CAREER_MESSAGES.jobCreated).first().waitFor();
    await page.getByRole('link', { name: TITLE }).first().waitFor();
    await expectAccessible(page);
    await shoot(page, 'staff-openings-1440');

    const visitor = await browser.newPage(PHONE);
    await visitor.goto('/career');
    await visitor.getByRole('link', { name: new RegExp(TITLE) }).waitFor();
    expect(await sidewaysOverflow(visitor)).toBeLessThanOrEqual(0);
    await expectAccessible(visitor);
    await shoot(visitor, 'career-390');
    const wide = await browser.newPage(DESKTOP);
    await wide.goto('/career');
    await shoot(wide, 'career-1440');
    await wide.goto(`/career/${SLUG}`);
    await shoot(wide, 'job-1440');
  });

  it('with JavaScript on a 390 px phone: the CV uploads without a reload, with progress, and staff are emailed', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(`/career/${SLUG}`);
    await page.getByRole('form', { name: 'Job application form' }).waitFor();
    await hydrated(page);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shoot(page, 'job-390');
    await page.evaluate(() => ((window as any).__noReload = true));

    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('alert').getByText(CAREER_MESSAGES.checkFields).waitFor();
    await shoot(page, 'job-errors-390');
    await fillApplication(
      page,
      { name: 'Asha Js', email: 'asha-career@example.com' },
      { name: 'Asha CV.pdf', buffer: CV_JS },
    );
    const [upload] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/applications') && r.method() === 'POST'),
      page.getByRole('button', { name: 'Send application' }).click(),
    ]);
    // XMLHttpRequest (the only browser API that reports upload progress), not a page load.
    expect(upload.resourceType()).toBe('xhr');
    await page.getByRole('status').getByText(CAREER_MESSAGES.sent).waitFor();
    expect(await page.evaluate(() => (window as any).__noReload)).toBe(true);
    await shoot(page, 'job-sent-390');

    const mail = await mailTo('asha-career@example.com');
    expect(mail.subject).toBe(`New application: ${TITLE} from Asha Js`);
    expect(mail.text).toContain('Asha CV.pdf');
  });

  it('with JavaScript off on a 390 px phone: a plain multipart post; an executable named .pdf is refused, then the thank-you page', async () => {
    const page = await browser.newPage(PHONE, { javaScriptEnabled: false });
    await page.goto(`/career/${SLUG}`);
    await fillApplication(
      page,
      { name: 'Ravi Nojs', email: 'ravi-career@example.com' },
      { name: 'cv.pdf', buffer: exe() },
    );
    const [refused] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/career/${SLUG}` && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send application' }).click(),
    ]);
    expect(refused.status()).toBe(415);
    expect(refused.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    await page.getByRole('alert').getByText(CAREER_MESSAGES.cvInvalid).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ravi Nojs');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByLabel('CV').setInputFiles({ name: 'Ravi CV.pdf', mimeType: 'application/pdf', buffer: CV_NOJS });
    await page.waitForTimeout(ENQUIRY_LIMITS.minFillMs + 300); // the re-rendered form carries a new token
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.waitForURL(`**/career/${SLUG}?sent=1`);
    await page.getByText(CAREER_MESSAGES.sent).waitFor();
  });

  it('staff find both applications and download each CV byte for byte', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInUi(page);
    await openNav(page, 'Applications');
    await page.getByRole('link', { name: 'Asha Js', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Ravi Nojs', exact: true }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'staff-applications-1440');
    for (const [name, bytes] of [
      ['Asha Js', CV_JS],
      ['Ravi Nojs', CV_NOJS],
    ] as const) {
      await page.getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 2, name }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Download CV/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(name === 'Asha Js' ? 'Asha CV.pdf' : 'Ravi CV.pdf');
      expect(fs.readFileSync((await download.path())!).equals(bytes)).toBe(true);
      if (name === 'Asha Js') {
        // The hiring pipeline: a status change lands in the history with who; an admin owns it.
        await choose(page, 'Change status', 'Interview');
        await page.getByText(CAREER_MESSAGES.applicationUpdated).first().waitFor();
        await page
          .getByRole('region', { name: 'Status history' })
          .getByText(new RegExp(`^Interview · .* · ${ADMIN.email}$`))
          .waitFor();
        await choose(page, 'Owner', ADMIN.email);
        await page.getByText(new RegExp(`Owner ${ADMIN.email}$`)).waitFor();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await shoot(page, 'staff-application-1440');
      }
      await page.getByRole('link', { name: /All applications/ }).click();
    }
    // The list at 1440 px is a table with the owner, and no sideways scrolling.
    await page.getByRole('cell', { name: ADMIN.email }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    const phone = await browser.newPage(PHONE);
    await signInUi(phone);
    await phone.goto('/installer/dashboard/applications');
    await phone
      .getByRole('list', { name: 'Applications' })
      .getByRole('link', { name: 'Asha Js', exact: true })
      .waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await expectAccessible(phone);
    await shoot(phone, 'staff-applications-390');
    await phone.getByRole('link', { name: 'Asha Js', exact: true }).click();
    await phone.getByRole('heading', { level: 2, name: 'Asha Js' }).waitFor();
    await phone.getByRole('region', { name: 'Status history' }).waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await expectAccessible(phone);
    await shoot(phone, 'staff-application-390');
    await phone.goto('/installer/dashboard/careers');
    await phone.getByRole('link', { name: TITLE }).first().waitFor();
    await shoot(phone, 'staff-openings-390');
  });
});
