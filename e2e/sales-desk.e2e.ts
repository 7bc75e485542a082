import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, ENQUIRY_LIMITS, ENQUIRY_TOKEN_FIELD, type EnquiryListResponse } from '@portfolio/contract';
import { Agent } from '@portfolio/testkit/api';
import { appUrl, useBrowser } from './helpers/browser';
import { adminApi, signInUi } from './helpers/app';
import { createUser } from '@portfolio/testkit/users';
import { shoot, sidewaysOverflow } from './helpers/screens';

/**
 * The sales desk at 390, 1280 and 1440 px: the inbox (cards on a phone, a table wider), an enquiry
 * and the overview, none scrolling sideways. SHOTS_DIR keeps a screenshot of each (outside the repo).
 */
const browser = useBrowser();
let firstId = '';

const tableOverflow = (page: Page) =>
  page.evaluate(() => {
    const wrapper = document.querySelector('.ant-table-wrapper')!;
    const right = wrapper.getBoundingClientRect().right;
    const scrollers = [
      ...wrapper.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body, .ant-table-container'),
    ];
    return {
      scroll: Math.max(0, ...scrollers.map((el) => el.scrollWidth - el.clientWidth)),
      beyond: Math.max(
        0,
        ...[...wrapper.querySelectorAll('table, th, td')].map((el) =>
          Math.ceil(el.getBoundingClientRect().right - right),
        ),
      ),
    };
  });

beforeAll(async () => {
  const api = await adminApi();
  // Realistic long data: a trust's full name, a procurement mailbox, an owner with a long address.
  const senders = [
    {
      name: 'Sales Desk Asha Rao',
      company: 'Kappa Healthcare Private Limited',
      email: 'sales-desk-0@example.com',
      service: 'design-and-build',
    },
    {
      name: 'Sales Desk Vikram Iyer Subramanian',
      company: 'Sri Venkateswara Educational and Charitable Trust (Regd.), Bengaluru Campus Expansion Committee',
      email: 'procurement.facilities-management@srivenkateswara-educational-trust.org.in',
      service: 'fire-doors',
    },
  ];
  const tokens = await Promise.all(
    senders.map(async () => (await new Agent(appUrl()).get(API.enquiryFormToken)).body.token as string),
  );
  await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 200));
  for (const [i, sender] of senders.entries()) {
    const res = await fetch(appUrl() + API.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i + 1}` },
      body: JSON.stringify({
        ...sender,
        phone: '+91 98450 12345',
        projectType: 'healthcare',
        message: 'A 40-bed clinic in Mysuru, design and build please.',
        [ENQUIRY_TOKEN_FIELD]: tokens[i],
      }),
    });
    expect(res.status).toBe(201);
  }
  const list = (await api.get<EnquiryListResponse>(`${API.enquiries}?q=Sales%20Desk`)).body.enquiries;
  firstId = list.find((e) => e.name === senders[0].name)!._id;
  const me = (await api.get(API.getUser)).body.user._id;
  expect((await api.patch(API.enquiry(firstId), { owner: me, followUpOn: '2026-01-05' })).status).toBe(200);
  const longOwner = await createUser(
    api,
    {},
    { email: 'business-development.north-karnataka@example-construction.co.in' },
  );
  const second = list.find((e) => e.name === senders[1].name)!._id;
  expect(
    (await api.patch(API.enquiry(second), { owner: longOwner.id, status: 'proposal', followUpOn: '2026-01-06' }))
      .status,
  ).toBe(200);
});

describe('the sales desk fits a phone and a desktop', () => {
  for (const width of [390, 1280, 1440]) {
    it(`shows the inbox, an enquiry and the overview at ${width} px without sideways scrolling`, async () => {
      const page = await browser.newPage({ width, height: 900 });
      await signInUi(page);
      await page.goto('/installer/dashboard');
      await page.getByRole('list', { name: 'Enquiries at a glance' }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `overview-${width}`);

      await page.goto('/installer/dashboard/enquiries');
      await page
        .getByRole('link', { name: /^Sales Desk Asha Rao/ })
        .first()
        .waitFor();
      if (width === 390) await page.getByRole('list', { name: 'Enquiries' }).waitFor();
      else await page.getByRole('table').waitFor();
      await page.getByRole('checkbox', { name: 'Follow-up due' }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // The table itself fits too: nothing scrolls inside it, and no cell spills past it.
      if (width > 390) expect(await tableOverflow(page)).toEqual({ scroll: 0, beyond: 0 });
      await shoot(page, `inbox-${width}`);

      await page.goto(`/installer/dashboard/enquiries/${firstId}`);
      await page.getByRole('button', { name: 'Send reply' }).waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shoot(page, `enquiry-${width}`);
    }, 120_000);
  }
});
