import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SITE_DOCUMENT_MESSAGES } from '@portfolio/contract';
import { useBrowser } from './helpers/browser';
import { addClientApi, adminApi, expectToast, openNav, signInUi } from './helpers/app';

const browser = useBrowser();
const DESKTOP = { width: 1440, height: 900 };

/** A small real PDF, as a scanned completion certificate exported to PDF would be. */
const CERTIFICATE = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n' +
    '4 0 obj\n<< /Length 52 >>\nstream\nBT /F1 18 Tf 56 770 Td (Completion certificate) Tj ET\nendstream\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe('tenders: a completion certificate attached to a project, a similar-works check, the pack downloaded', () => {
  it('staff attach the certificate, check a ₹1 crore tender and download the pack with it', async () => {
    const year = new Date().getFullYear() - 2;
    await addClientApi(await adminApi(), 'Tender Hospital', {
      siteName: 'Tender Hospital Block C',
      industry: 'healthcare',
      site_start: String(year - 2),
      site_end: `${year}-06`,
      contractValue: '9000000',
      referenceAllowed: 'true',
    });

    const page = await browser.newPage(DESKTOP);
    await signInUi(page);
    await page.goto('/installer/dashboard/client/tender%20hospital');
    await page.getByRole('button', { name: 'Tender documents of Tender Hospital Block C' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No documents yet.', { exact: false }).waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'cc-block-c.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE });
    await expectToast(page, SITE_DOCUMENT_MESSAGES.created);
    await dialog.getByText('Completion certificate - cc-block-c.pdf', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await openNav(page, 'Tenders');
    await page.getByLabel('Estimated cost (₹)').fill('10000000');
    await page.getByRole('button', { name: 'Check similar works' }).click();
    await page.getByText('The portfolio meets the similar-works criterion.').waitFor();
    const oneWork = page.getByLabel('One work of at least 80% of the estimate: met');
    await oneWork.getByText('Tender Hospital Block C').waitFor();
    await oneWork.getByText('₹90,00,000').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Export pack/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Similar works - Rs 10000000 - \d{4}-\d\d-\d\d\.zip$/);
    const entries = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
    const names = Object.keys(entries);
    expect(names).toContain('Summary.pdf');
    const certificate = names.find((n) => n.endsWith('Completion certificate - cc-block-c.pdf'));
    expect(certificate).toBeDefined();
    expect(Buffer.from(entries[certificate!]).equals(CERTIFICATE)).toBe(true);
  });
});
