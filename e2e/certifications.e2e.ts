import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@portfolio/contract';
import { expectAccessible, useBrowser } from './helpers/browser';
import { choose, expectToast, openNav, signInUi } from './helpers/app';
import { shoot, sidewaysOverflow } from './helpers/screens';

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** A small real PDF with text, as a certificate scan exported from an office suite would be (no scripts). */
const REPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n' +
    '4 0 obj\n<< /Length 44 >>\nstream\nBT /F1 18 Tf 56 770 Td (IS 3614 report) Tj ET\nendstream\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const TITLE = 'IS 3614 fire test report, 60 minutes';

describe('certifications: a test report uploaded on the dashboard, downloaded from /certifications', () => {
  it('staff upload a PDF on the Certificates screen; a PDF with JavaScript is refused with its message', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInUi(page);
    await openNav(page, 'Certificates');
    await page.getByRole('heading', { name: 'Certificates and downloads' }).waitFor();

    await page.getByRole('button', { name: /Upload document/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Scripted report');
    await choose(page, 'Category', 'Test report');
    await dialog.getByLabel('File').setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF\n'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText(DOCUMENT_MESSAGES.pdfJavaScript).waitFor();

    await dialog.getByLabel('Title').fill(TITLE);
    await dialog
      .getByLabel('File')
      .setInputFiles({ name: 'scan-0001.pdf', mimeType: 'application/pdf', buffer: REPORT });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, DOCUMENT_MESSAGES.created);
    await page.getByRole('link', { name: TITLE }).waitFor();
    expect(await page.getByRole('link', { name: 'Scripted report' }).count()).toBe(0);
    await expectAccessible(page);
    await shoot(page, 'dashboard-certificates-1440');

    const phone = await browser.newPage(PHONE);
    await signInUi(phone);
    await phone.goto('/installer/dashboard/certificates');
    await phone.getByRole('link', { name: TITLE }).waitFor();
    await shoot(phone, 'dashboard-certificates-390');
  });

  it('a visitor finds it from the fire-doors page and downloads it byte for byte, with its title as the file name', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto('/firedoors');
    await page.getByRole('link', { name: 'Certifications & downloads' }).first().click();
    await page.waitForURL('**/certifications');
    await page.getByRole('heading', { level: 2, name: 'Test reports' }).waitFor();
    await page.getByRole('heading', { level: 3, name: TITLE }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'certifications-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: new RegExp(`^Download ${TITLE}`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${TITLE}.pdf`);
    expect(fs.readFileSync((await download.path())!).equals(REPORT)).toBe(true);
    const href = await page.getByRole('link', { name: new RegExp(`^Download ${TITLE}`) }).getAttribute('href');
    const res = await page.request.get(href!);
    expect(res.headers()['content-type']).toBe('application/pdf');

    const phone = await browser.newPage(PHONE);
    await phone.goto('/certifications');
    await phone.getByRole('heading', { level: 3, name: TITLE }).waitFor();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await shoot(phone, 'certifications-390');
    // The footer links the page on every public page.
    await phone.goto('/');
    expect(
      await phone.locator('footer').getByRole('link', { name: 'Certifications & downloads' }).getAttribute('href'),
    ).toBe('/certifications');
  });
});
