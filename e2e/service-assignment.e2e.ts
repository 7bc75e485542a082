import { afterAll, describe, expect, it } from 'vitest';
import {
  API,
  ENQUIRY_LIMITS,
  ENQUIRY_TOKEN_FIELD,
  SERVICE_ASSIGNEE_FIELDS,
  type EnquiryListResponse,
} from '@portfolio/contract';
import { Agent } from '@portfolio/testkit/api';
import { adminPanel, createUser } from '@portfolio/testkit/users';
import { appUrl, useBrowser } from './helpers/browser';
import { adminApi, signInToAdmin } from './helpers/app';
import { SHOTS, shoot } from './helpers/screens';

/**
 * Assignment by service, set where Auto assign users is: Site settings in the admin panel.
 * A super-admin lists a user under the fire-door service and publishes; the next fire-door
 * enquiry is that user's. SHOTS_DIR keeps screenshots of the settings (outside the repo).
 */
const browser = useBrowser();
const FIELD = SERVICE_ASSIGNEE_FIELDS['fire-doors'];
const SETTINGS = '/admin/content-manager/single-types/api::site-setting.site-setting';

afterAll(async () => {
  // The shared app's other files expect fire-door enquiries without an automatic owner.
  await (await adminPanel(appUrl())).updateSiteSettings({ [FIELD]: '' });
});

describe('a super-admin assigns a service to a user in Site settings', () => {
  it('publishes the list, and the next enquiry about that service is that user’s', async () => {
    const api = await adminApi();
    const doors = await createUser(api, {}, { email: `fire-door-desk-${Date.now()}@example.com` });
    const token = (await new Agent(appUrl()).get(API.enquiryFormToken)).body.token as string;

    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInToAdmin(page);
    await page.goto(SETTINGS);
    const field = page.locator(`textarea[name="${FIELD}"]`);
    await field.waitFor({ timeout: 30_000 });
    // Every service has its list beside Auto assign users.
    for (const name of ['autoAssignUsers', ...Object.values(SERVICE_ASSIGNEE_FIELDS)])
      expect(await page.locator(`textarea[name="${name}"]`).count()).toBe(1);
    await field.fill(doors.email);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved document').first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published document').first().waitFor({ timeout: 30_000 });
    if (SHOTS) {
      await field.scrollIntoViewIfNeeded();
      await shoot(page, 'settings-1440', { fullPage: false });
      await page.setViewportSize({ width: 390, height: 844 });
      await field.scrollIntoViewIfNeeded();
      await shoot(page, 'settings-390', { fullPage: false });
    }

    // The form's minimum fill time passes (the app's real clock here).
    await new Promise((r) => setTimeout(r, ENQUIRY_LIMITS.minFillMs + 200));
    const res = await fetch(appUrl() + API.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.1.1' },
      body: JSON.stringify({
        name: 'Door Enquirer',
        email: 'door-enquirer@example.com',
        service: 'fire-doors',
        projectType: 'healthcare',
        message: 'Sixty fire-rated doors for a hospital wing.',
        [ENQUIRY_TOKEN_FIELD]: token,
      }),
    });
    expect(res.status).toBe(201);
    const list = (await api.get<EnquiryListResponse>(`${API.enquiries}?q=Door%20Enquirer`)).body.enquiries;
    expect(list.map((e) => e.owner?.email)).toEqual([doors.email]);
  }, 180_000);
});
