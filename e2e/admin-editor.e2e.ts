import { afterAll, describe, expect, it } from 'vitest';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { appUrl, useBrowser } from './helpers/browser';
import { signInToAdmin } from './helpers/app';
import { shoot } from './helpers/screens';

/**
 * The Strapi admin as a page editor gets it (the Editor role), in Chromium: only the types an
 * editor works on in the Content Manager, plain field labels with a line under each, and a page
 * edited and published from the edit view, live on the site at once.
 */
const browser = useBrowser();
const EDITOR = {
  firstname: 'Meena',
  lastname: 'Editor',
  email: 'meena.editor@example.com',
  password: 'Editor-password-1',
};
const HEADING = 'About the firm, as its editor wrote it';
let restore: (() => Promise<unknown>) | undefined;

afterAll(async () => {
  // The shared app's About page gets its heading back for the files after this one.
  await restore?.();
});

describe('an editor in /admin', () => {
  it('sees only the types an editor edits, with plain labels, and publishes a page', async () => {
    const panel = await AdminPanel.signIn(appUrl());
    await panel.createEditor(EDITOR);
    const about = await panel.page('about-us');
    restore = async () => {
      await panel.savePage(about.documentId, { heading: about.heading });
      await panel.publishPage(about.documentId);
    };

    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInToAdmin(page, EDITOR);
    await page.goto('/admin/content-manager');
    const nav = page.getByRole('navigation', { name: /Content/ }).first();
    await nav.getByRole('link', { name: 'Page' }).waitFor({ timeout: 30_000 });
    for (const name of ['Site settings', 'Door type'])
      expect(await nav.getByRole('link', { name }).count(), name).toBe(1);
    for (const name of ['Enquiry', 'Outgoing email', 'Dashboard audit log', 'Enquiry note', 'Dashboard session'])
      expect(await page.getByRole('link', { name, exact: true }).count(), name).toBe(0);

    // The page's edit view: plain labels with their descriptions, never the raw field names.
    await page.goto(`/admin/content-manager/collection-types/api::page.page/${about.documentId}`);
    const heading = page.getByLabel('Page heading');
    await heading.waitFor({ timeout: 30_000 });
    for (const label of ['Browser title', 'Address', 'Search description'])
      expect(await page.getByLabel(new RegExp(`^${label}`)).count(), label).toBeGreaterThan(0);
    expect(await page.getByText('The large heading at the top of the page.').count()).toBeGreaterThan(0);
    for (const raw of ['slug', 'heading', 'shareImage'])
      expect(await page.getByText(raw, { exact: true }).count(), raw).toBe(0);
    await heading.fill(HEADING);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published document').first().waitFor({ timeout: 30_000 });
    await shoot(page, 'admin-editor-page-1440');
    await expect
      .poll(async () => (await (await fetch(`${appUrl()}/about-us`)).text()).includes(HEADING), { timeout: 5_000 })
      .toBe(true);

    // On a phone the edit view is the same form, and it still reads as plain words.
    const phone = await browser.newPage({ width: 390, height: 844 });
    await signInToAdmin(phone, EDITOR);
    await phone.goto(`/admin/content-manager/collection-types/api::page.page/${about.documentId}`);
    await phone.getByLabel('Page heading').waitFor({ timeout: 30_000 });
    await shoot(phone, 'admin-editor-page-390');
  }, 180_000);
});
