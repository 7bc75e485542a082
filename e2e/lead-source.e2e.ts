import { describe, expect, it } from 'vitest';
import { API, ENQUIRY_LIMITS, type Enquiry, type EnquiryListResponse } from '@portfolio/contract';
import { hydrated, useBrowser } from './helpers/browser';
import { adminApi } from './helpers/app';

const browser = useBrowser();

/**
 * Lead source attribution end to end: a visit that lands on `/?utm_source=x&utm_medium=cpc`, goes
 * through two pages by their links and sends the contact form lands its enquiry with source
 * Campaign and the campaign's values: with JavaScript (the app's memory of its first page) and
 * without (the server's record of the visit, rendered into the form). Each visit has its own
 * browser (User-Agent), so no other test's requests are part of it.
 */
describe('where an enquiry comes from', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`keeps a campaign landing's source through two pages to the contact form (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const name = `Campaign Visitor ${javaScriptEnabled ? 'Js' : 'Nojs'}`;
      const page = await browser.newPage(undefined, {
        javaScriptEnabled,
        userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 lead-source-e2e-${javaScriptEnabled}`,
      });
      await page.goto('/?utm_source=x&utm_medium=cpc');
      if (javaScriptEnabled) await hydrated(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Our clients' }).click();
      await page.waitForURL('**/projects/clients');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Certifications & downloads' }).click();
      await page.waitForURL('**/certifications');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Send an enquiry' }).click();
      await page.waitForURL('**/contact');
      await page.getByRole('form', { name: 'Enquiry form' }).waitFor();
      // The form carries the source itself: the app's memory (a client-side navigation here), or the page the server
      // rendered.
      expect(await page.locator('input[name="utm_source"]').inputValue()).toBe('x');
      expect(await page.locator('input[name="landing"]').inputValue()).toBe('/');

      const started = Date.now();
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Email').fill(`campaign-${javaScriptEnabled}@example.com`);
      await page.getByLabel('Project type').selectOption('corporate');
      await page.getByLabel('Message').fill('A new regional office, about 20,000 sq ft.');
      const left = ENQUIRY_LIMITS.minFillMs + 300 - (Date.now() - started);
      if (left > 0) await page.waitForTimeout(left);
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      if (javaScriptEnabled) await page.getByRole('status').getByText('Thank you').first().waitFor();
      else await page.waitForURL('**/contact?sent=1&ref=ENQ-*');

      const admin = await adminApi();
      const list = await admin.get<EnquiryListResponse>(`${API.enquiries}?q=${encodeURIComponent(name)}`);
      const [summary] = list.body.enquiries;
      const { enquiry } = (await admin.get<{ enquiry: Enquiry }>(API.enquiry(summary._id))).body;
      expect(enquiry.source).toEqual({
        landingPage: '/',
        referrerHost: null,
        utmSource: 'x',
        utmMedium: 'cpc',
        utmCampaign: null,
        channel: 'campaign',
      });
      await page.close();
    });
  }
});
