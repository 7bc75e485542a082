import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, ENQUIRY_LIMITS, ENQUIRY_TOKEN_FIELD, type EnquiryListResponse } from '@portfolio/contract';
import { Agent } from '@portfolio/testkit/api';
import { appUrl, useBrowser } from './helpers/browser';
import { adminApi, signInUi } from './helpers/app';

/**
 * The sales desk at 390 and 1440 px (#35): the inbox (cards on a phone, a table wider), an enquiry
 * and the overview, none scrolling sideways. SHOTS_DIR keeps a screenshot of each (outside the repo).
 */
const browser = useBrowser();
const SHOTS = process.env.SHOTS_DIR;
let firstId = '';

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
};

beforeAll(async () => {
  const api = await adminApi();
  const names = ['Sales Desk Asha Rao', 'Sales Desk Vikram Iyer'];
  const tokens = await Promise.all(names.map(async () => (await new Agent(appUrl()).get(API.enquiryFormToken)).body.token as string));
  await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 200));
  for (const [i, name] of names.entries()) {
    const res = await fetch(appUrl() + API.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i + 1}` },
      body: JSON.stringify({ name, company: 'Kappa Healthcare Private Limited', email: `sales-desk-${i}@example.com`, phone: '+91 98450 12345', projectType: 'healthcare', message: 'A 40-bed clinic in Mysuru, design and build please.', [ENQUIRY_TOKEN_FIELD]: tokens[i] }),
    });
    expect(res.status).toBe(201);
  }
  const list = (await api.get<EnquiryListResponse>(`${API.enquiries}?q=Sales%20Desk`)).body.enquiries;
  firstId = list.find((e) => e.name === names[0])!._id;
  const me = (await api.get(API.getUser)).body.user._id;
  expect((await api.patch(API.enquiry(firstId), { owner: me, followUpOn: '2026-01-05' })).status).toBe(200);
});

describe('the sales desk fits a phone and a desktop', () => {
  for (const width of [390, 1440]) {
    it(`shows the inbox, an enquiry and the overview at ${width} px without sideways scrolling`, async () => {
      const page = await browser.newPage({ width, height: 900 });
      await signInUi(page);
      await page.goto('/installer/dashboard');
      await page.getByRole('list', { name: 'Enquiries at a glance' }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `overview-${width}`);

      await page.goto('/installer/dashboard/enquiries');
      await page.getByRole('link', { name: /^Sales Desk Asha Rao/ }).first().waitFor();
      if (width === 390) await page.getByRole('list', { name: 'Enquiries' }).waitFor();
      else await page.getByRole('table').waitFor();
      await page.getByRole('checkbox', { name: 'Follow-up due' }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `inbox-${width}`);

      await page.goto(`/installer/dashboard/enquiries/${firstId}`);
      await page.getByRole('button', { name: 'Send reply' }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `enquiry-${width}`);
    }, 120_000);
  }
});
