import { describe, expect, it } from 'vitest';
import { Agent } from '@portfolio/testkit/api';
import { appUrl, expectAccessible, hydrated, useBrowser } from './helpers/browser';
import {
  addClientApi,
  adminApi,
  expectText,
  expectSavedToWebsite,
  logoFile,
  openNav,
  photoFiles,
  signInUi,
  videoFile,
} from './helpers/app';
import { SHOTS, shoot } from './helpers/screens';

const browser = useBrowser();
/** Set SHOTS_DIR to keep pictures of the photo list and the project gallery at 1440 and 390 px. */

const stored = async (name: string) =>
  (await new Agent(appUrl()).get(`/api/v1/clients/getClient/${encodeURIComponent(name)}`)).body[0];

describe('editing a site and a client', () => {
  it('edits site text and photos in the Edit Site Details modal: new photo, removed photo, new cover', async () => {
    const before = await addClientApi(await adminApi(), 'e2e sites beta', { siteName: 'Beta Plant' }, 3);
    const [p1, p2] = before.sites[0].photos;

    const page = await browser.newPage();
    await signInUi(page);
    await page.goto('/installer/dashboard/client/e2e%20sites%20beta');
    const card = page.getByRole('article', { name: 'Beta Plant' });
    await card.waitFor();
    expect(await card.getByRole('img', { name: 'Beta Plant cover' }).getAttribute('src')).toBe(p1);
    await card.getByRole('button', { name: 'Edit Beta Plant' }).click();

    const modal = page.getByRole('dialog', { name: 'Edit Site Details' });
    await modal.getByLabel('Site Name', { exact: true }).waitFor();
    expect(await modal.getByLabel('Site Name', { exact: true }).inputValue()).toBe('Beta Plant');
    const photos = modal.getByRole('list', { name: 'Photos in order' });
    await expect.poll(() => photos.getByRole('listitem').count()).toBe(3);
    await expectAccessible(page);

    await modal.getByLabel('Site Name', { exact: true }).fill('Beta Plant Phase Two');
    await modal.getByLabel('Area (sq ft)').fill('2500000');
    await modal.getByLabel('Description').fill('A second production hall.');
    await photos.getByRole('button', { name: 'Remove photo 3' }).click();
    await expect.poll(() => photos.getByRole('listitem').count()).toBe(2);
    await photos.getByRole('button', { name: 'Move photo 2 up' }).click();
    expect(await photos.getByRole('listitem', { name: 'Photo 1 (cover)' }).locator('img').getAttribute('src')).toBe(p2);
    await modal.getByLabel('Photos', { exact: true }).setInputFiles(await photoFiles('beta-new', 1));
    await photos.getByRole('listitem', { name: /^Photo 3, new: / }).waitFor();
    await modal.getByLabel('Caption of photo 1').fill('Hall two at dawn');
    await modal.getByLabel('Alt text of photo 3').fill('Steel portal frame of the new hall');
    if (SHOTS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await shoot(modal, 'photo-manager-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await shoot(page, 'photo-manager-390');
      await shoot(photos, 'photo-list-390');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    // A new video, with a preview of the chosen file.
    await modal.getByLabel('Site Video').setInputFiles(videoFile('beta-tour.mp4'));
    await modal.getByLabel('Video preview').waitFor();
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    // The saved panel leads on to the project's page under its new name.
    await expectSavedToWebsite(page, 'Site updated successfully.', 'Beta Plant Phase Two');
    await modal.waitFor({ state: 'hidden' });

    // The card shows the change: new name, area in Indian grouping, the new cover.
    const updated = page.getByRole('article', { name: 'Beta Plant Phase Two' });
    await updated.getByText('25,00,000 sq ft').waitFor();
    await expect
      .poll(() => updated.getByRole('img', { name: 'Beta Plant Phase Two cover' }).getAttribute('src'))
      .toBe(p2);
    await expectAccessible(page);

    const after = (await stored('e2e sites beta')).sites[0];
    expect(after.siteName).toBe('beta plant phase two');
    expect(after.description).toBe('A second production hall.');
    expect(after.photos).toHaveLength(3);
    expect(after.photos.slice(0, 2)).toEqual([p2, p1]);
    expect(after.photos[2]).not.toBe(before.sites[0].photos[2]);
    expect(after.video).toMatch(/\.mp4$/);
    // The words went with their photos and show on the project page.
    expect(after.photoCaptions).toEqual(['Hall two at dawn', '', '']);
    expect(after.photoAlts).toEqual(['', '', 'Steel portal frame of the new hall']);
    const project = await browser.newPage({ width: 1440, height: 900 });
    await project.goto(`/projects/client/${before.slug}/beta-plant-phase-two`);
    const gallery = project.getByRole('list', { name: 'Photos of Beta Plant Phase Two' });
    expect(await gallery.locator('figcaption').allTextContents()).toEqual(['Hall two at dawn']);
    expect(await gallery.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual([
      'Hall two at dawn',
      'Beta Plant Phase Two',
      'Steel portal frame of the new hall',
    ]);
    // Before hydration the tile is a plain link to the large photo: open the lightbox after it.
    await hydrated(project);
    await gallery.getByRole('link').first().click();
    await project
      .getByRole('dialog', { name: 'Beta Plant Phase Two: photo 1 of 3' })
      .getByText('Hall two at dawn')
      .waitFor();
    if (SHOTS) {
      await shoot(project, 'project-lightbox-1440', { fullPage: false });
      await project.keyboard.press('Escape');
      await gallery.scrollIntoViewIfNeeded();
      await shoot(project, 'project-gallery-1440');
      const phone = await browser.newPage({ width: 390, height: 844 });
      await phone.goto(`/projects/client/${before.slug}/beta-plant-phase-two`);
      await shoot(phone, 'project-gallery-390');
    }

    // The site search matches the location and reports no match.
    await page.getByPlaceholder('Search sites...').fill('KOCHI');
    await updated.waitFor();
    await page.getByPlaceholder('Search sites...').fill('nowhere-at-all');
    await expectText(page, 'No matching sites found.');
  }, 180_000);

  it('renames a client and replaces its logo in the Edit Client modal', async () => {
    const before = await addClientApi(await adminApi(), 'e2e sites gamma', {}, 1);
    const page = await browser.newPage();
    await signInUi(page);
    await openNav(page, 'Edit');
    await page.getByPlaceholder('Search clients...').fill('e2e sites gamma');
    await page
      .getByRole('article', { name: 'E2e Sites Gamma' })
      .getByRole('button', { name: 'Edit E2e Sites Gamma' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Edit Client' });
    await modal.getByLabel('Client Name').fill('E2e Sites Gamma Group');
    await modal.getByLabel('Logo Image').setInputFiles(await logoFile('gamma-new.png'));
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expectSavedToWebsite(page, 'Client updated successfully', 'E2e Sites Gamma Group');
    await page.getByPlaceholder('Search clients...').fill('e2e sites gamma');
    const card = page.getByRole('article', { name: 'E2e Sites Gamma Group' });
    await card.waitFor();
    await expect.poll(() => card.getByRole('img').getAttribute('src')).not.toBe(before.coverPhoto);
    expect((await stored('e2e sites gamma group')).sites).toHaveLength(1);
  });
});
