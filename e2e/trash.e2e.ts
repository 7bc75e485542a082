import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { slugify } from '@portfolio/contract';
import { Agent } from '@portfolio/testkit/api';
import { file, form, jpeg } from '@portfolio/testkit/files';
import { appUrl, expectAccessible, useBrowser } from './helpers/browser';
import { addClientApi, adminApi, expectText, openNav, signInUi } from './helpers/app';

const browser = useBrowser();

const CLIENT = 'E2e Trash Omega';
const ID = slugify(CLIENT);

/**
 * What a visitor's browser shows of the client: its photos' file names, as the page's images load them (src or srcset).
 */
const photoNamesShown = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('img'))
      .flatMap((img) => [img.getAttribute('src') ?? '', img.getAttribute('srcset') ?? ''])
      .join(' '),
  );

/** "/uploads/p1_ab12cd.jpg" -> "p1_ab12cd": every responsive format of the photo carries it too. */
const stem = (path: string) =>
  path
    .split('/')
    .pop()!
    .replace(/\.[a-z0-9]+$/i, '');

/** How many of `photos` the page shows (in any of their formats). */
const photosShown = async (page: Page, photos: string[]) => {
  const shown = await photoNamesShown(page);
  return photos.filter((p) => shown.includes(stem(p))).length;
};

const publicClient = async (name = CLIENT.toLowerCase()) =>
  (await new Agent(appUrl()).get(`/api/v1/clients/getClient/${encodeURIComponent(name)}`)).body?.[0];

describe('the Trash', () => {
  it('a removed client leaves the public site; restored from the Trash, every photo is back on its public page', async () => {
    const admin = await adminApi();
    await addClientApi(admin, CLIENT.toLowerCase(), { siteName: 'Omega Tower' }, 3);
    const second = await admin.post(
      '/api/v1/clients/addClient',
      form({
        name: CLIENT.toLowerCase(),
        siteName: 'Omega Annex',
        area: '900',
        industry: 'bank',
        project_scope: 'Fit-out',
        state: 'Goa',
        locations: 'panaji',
        site_start: '2020',
        site_ongoing: 'true',
        photos: await Promise.all(
          [0, 1].map(async (i) => file(await jpeg(280 + i * 10, 200, '#556677'), `a${i}.jpg`, 'image/jpeg')),
        ),
      }),
    );
    expect(second.status).toBe(201);
    const before = await publicClient();
    const photos: string[] = before.sites.flatMap((s: { photos: string[] }) => s.photos);
    expect(photos).toHaveLength(5);

    // A visitor sees the client and all five photos.
    const visitor = await browser.newPage();
    await visitor.goto(`/projects/client/details/${ID}`);
    await visitor.getByRole('heading', { name: CLIENT, level: 1 }).waitFor();
    await expect.poll(() => photosShown(visitor, photos)).toBe(5);

    // Staff remove it in the dashboard; the toast says so (1500 ms) and the panel above the screen offers Undo.
    const staff = await browser.newPage();
    await signInUi(staff);
    await openNav(staff, 'Edit');
    await staff.getByPlaceholder('Search clients...').fill(CLIENT.toLowerCase());
    await staff.getByRole('button', { name: `Remove ${CLIENT}` }).click();
    await staff.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await expectText(staff, 'Client deleted successfully');
    await staff.locator('.dash-undo-panel').getByRole('button', { name: 'Undo' }).waitFor();

    // Gone from the public site: the clients list and its pages.
    await visitor.goto('/projects/clients', { waitUntil: 'networkidle' });
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await visitor.getByText(CLIENT, { exact: true }).count()).toBe(0);
    await visitor.goto(`/projects/client/details/${ID}`);
    await visitor.getByRole('heading', { name: 'Client not found' }).waitFor();
    expect(await photosShown(visitor, photos)).toBe(0);

    // The Trash lists it; Restore brings it back.
    await openNav(staff, 'Trash');
    const item = staff.getByRole('article', { name: CLIENT });
    await item.getByText(/Removed by admin@example\.com on/).waitFor();
    // The logo and five photos.
    await item.getByText(/6 files, deleted for ever on/).waitFor();
    await expectAccessible(staff);
    await item.getByRole('button', { name: `Restore ${CLIENT}` }).click();
    await expectText(staff, 'Restored.');
    await item.waitFor({ state: 'detached' });

    // The visitor finds the client again with every photo, the same files in the same order.
    expect(await publicClient()).toEqual(before);
    await visitor.goto(`/projects/client/details/${ID}`);
    await visitor.getByRole('heading', { name: CLIENT, level: 1 }).waitFor();
    await expect.poll(() => photosShown(visitor, photos)).toBe(5);
    for (const p of photos) expect((await fetch(appUrl() + p)).status).toBe(200);
  });

  it('Undo in the panel after a removal puts a site back at once, after the toast has closed', async () => {
    const admin = await adminApi();
    await addClientApi(admin, 'e2e trash sigma', { siteName: 'Sigma Hall' }, 1);
    const page = await browser.newPage();
    await signInUi(page);
    await page.goto('/installer/dashboard/client/e2e%20trash%20sigma');
    const card = page.getByRole('article', { name: 'Sigma Hall' });
    await card.getByRole('button', { name: 'Remove Sigma Hall' }).click();
    await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
    await card.waitFor({ state: 'detached' });
    // The toast closes by itself (1500 ms); Undo stays on the page.
    await page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Site deleted successfully.' })
      .waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('.dash-undo-panel').getByRole('button', { name: 'Undo' }).click();
    await card.waitFor();
    expect((await publicClient('e2e trash sigma')).sites.map((s: { siteName: string }) => s.siteName)).toEqual([
      'sigma hall',
    ]);
  });
});
