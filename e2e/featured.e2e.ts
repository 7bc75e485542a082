import { describe, expect, it } from 'vitest';
import { FEATURED_MESSAGES } from '@portfolio/contract';
import { form } from '@portfolio/testkit/files';
import { useBrowser } from './helpers/browser';
import { addClientApi, adminApi, dragOnto, expectToast, openNav, signInUi } from './helpers/app';
import { SHOTS, shoot } from './helpers/screens';

const browser = useBrowser();
/** Set SHOTS_DIR to keep pictures of the Featured screen at 1440 and 390 px. */

const rowNames = async (page: import('playwright-core').Page) =>
  page
    .getByRole('list', { name: 'Featured projects in order' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));

describe('curation: featured projects put in order on the Featured screen, shown on the home page', () => {
  it('staff reorder by dragging and with Move up, save, and the home page follows', { timeout: 240_000 }, async () => {
    const admin = await adminApi();
    const added = [];
    for (const name of ['Curated North', 'Curated South', 'Curated East'])
      added.push(await addClientApi(admin, name, { featured: 'true' }));

    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInUi(page);
    await openNav(page, 'Featured');
    await page.getByRole('list', { name: 'Featured projects in order' }).waitFor();
    const ours = (names: (string | null)[]) => names.filter((n) => n?.startsWith('Curated'));
    expect(ours(await rowNames(page))).toEqual(['Curated North site', 'Curated South site', 'Curated East site']);
    await shoot(page, 'featured-1440');

    // Drag East's handle above North's.
    await dragOnto(
      page,
      page.getByRole('button', { name: 'Drag Curated East site' }),
      page.getByRole('listitem', { name: 'Curated North site' }),
    );
    await expect
      .poll(async () => ours(await rowNames(page)))
      .toEqual(['Curated East site', 'Curated North site', 'Curated South site']);

    await page.getByRole('button', { name: 'Move Curated South site up' }).click();
    // The list re-renders after the click (and after the drag's drop animation): read it until it has.
    await expect
      .poll(async () => ours(await rowNames(page)))
      .toEqual(['Curated East site', 'Curated South site', 'Curated North site']);
    await page.getByRole('button', { name: 'Save order' }).click();
    await expectToast(page, FEATURED_MESSAGES.orderSaved);

    const home = await browser.newPage({ width: 1440, height: 900 });
    await home.goto('/');
    const cards = await home
      .getByRole('region', { name: 'Featured projects' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(ours(cards)).toEqual(['Curated East site', 'Curated South site', 'Curated North site']);
    const east = added[2].sites[0].photos[0]
      .split('/')
      .pop()!
      .replace(/\.[a-z]+$/i, '');
    const hero = home.locator('.pub-hero__bg');
    expect(`${await hero.getAttribute('src')} ${await hero.getAttribute('srcset')}`).toContain(east);

    if (SHOTS) {
      const phone = await browser.newPage({ width: 390, height: 844 });
      await signInUi(phone);
      await phone.goto('/installer/dashboard/featured');
      await phone.getByRole('list', { name: 'Featured projects in order' }).waitFor();
      await shoot(phone, 'featured-390');
    }

    // Leave the home page as the other suites expect it: nothing featured.
    for (const client of added)
      expect(
        (
          await admin.patch(
            '/api/v1/clients/updateSite',
            form({ clientId: client._id, siteId: client.sites[0]._id, featured: 'false' }),
          )
        ).status,
      ).toBe(200);
  });
});
