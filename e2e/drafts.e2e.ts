import { describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES, DRAFT_TEXT } from '@portfolio/contract';
import { Agent } from '@portfolio/testkit/api';
import { form } from '@portfolio/testkit/files';
import { appUrl, useBrowser } from './helpers/browser';
import { adminApi, expectToast, fillSite, logoFile, photoFiles, signInUi } from './helpers/app';
import { SHOTS, shoot } from './helpers/screens';

const browser = useBrowser();
/** Set SHOTS_DIR to keep pictures of the draft buttons and the preview bar at 1440 and 390 px. */

const CLIENT = 'E2E Drafts Client';
const SITE = 'Draft Pavilion';
const PAGE = '/projects/client/e2e-drafts-client/draft-pavilion';

describe('drafts: save a draft, preview it, publish it', () => {
  // One long journey through the real app (sign-in, uploads, three saves): a generous timeout for a busy machine.
  it(
    'a staff member saves a featured draft, previews it, publishes it and finds it first on the home page',
    { timeout: 240_000 },
    async () => {
      const page = await browser.newPage({ width: 1440, height: 900 });
      await signInUi(page);
      await page.goto('/installer/dashboard/addclient');
      await page.getByRole('heading', { name: 'Add Client/Project' }).waitFor();
      await page.getByRole('radio', { name: 'Add New Client' }).check();
      await page.getByLabel('Client Name').fill(CLIENT);
      await page.getByLabel('Client Logo').setInputFiles(await logoFile('drafts-logo.png'));
      await fillSite(page, page, {
        siteName: SITE,
        area: '42000',
        industry: 'Healthcare',
        scope: 'Pavilion fit-out',
        state: 'Kerala',
        city: 'Kochi',
        description: 'A new wing.',
        start: '2022',
        status: 'Completed',
      });
      await page.getByLabel('Featured', { exact: true }).check();
      await page.getByLabel('Photos', { exact: true }).setInputFiles(await photoFiles('drafts', 2));
      await expect
        .poll(() => page.getByRole('list', { name: 'Photos in order' }).getByRole('listitem').count())
        .toBe(2);
      if (SHOTS) {
        await page.getByRole('button', { name: DRAFT_TEXT.saveDraft }).scrollIntoViewIfNeeded();
        await shoot(page, 'drafts-add-buttons-1440', { fullPage: false });
      }

      // Save as draft: stored, invisible to visitors.
      await page.getByRole('button', { name: DRAFT_TEXT.saveDraft }).click();
      await expectToast(page, DRAFT_TEXT.draftSaved);
      const visitor = await browser.newPage({ width: 1440, height: 900 });
      expect((await visitor.goto(PAGE))?.status()).toBe(404);
      expect((await new Agent(appUrl()).get('/api/v1/clients/getClient/e2e%20drafts%20client')).status).toBe(404);

      // The project card says Draft; its form previews it in a new tab: the real page with the draft under the bar.
      await page.goto('/installer/dashboard/client/e2e%20drafts%20client');
      const card = page.getByRole('article', { name: SITE });
      await card.getByText(DRAFT_TEXT.tag, { exact: true }).waitFor();
      await card.getByRole('button', { name: `Edit ${SITE}` }).click();
      const modal = page.getByRole('dialog', { name: 'Edit Site Details' });
      await modal.getByLabel('Site Name', { exact: true }).waitFor();
      await shoot(modal.getByRole('button', { name: DRAFT_TEXT.publish }), 'drafts-publish-button').catch(() => {});
      await shoot(page, 'drafts-edit-modal-1440', { fullPage: false });
      const [preview] = await Promise.all([
        page.context().waitForEvent('page'),
        modal.getByRole('button', { name: DRAFT_TEXT.preview }).click(),
      ]);
      await preview.waitForURL(/\?preview=/);
      await preview.getByRole('status').filter({ hasText: DRAFT_MESSAGES.previewBar }).waitFor();
      await preview.getByRole('heading', { level: 1, name: SITE }).waitFor();
      expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      const again = await preview.request.get(preview.url());
      expect(again.headers()['cache-control']).toBe('no-store');
      if (SHOTS) {
        await preview.setViewportSize({ width: 1440, height: 900 });
        await shoot(preview, 'drafts-preview-1440', { fullPage: false });
        await preview.setViewportSize({ width: 390, height: 844 });
        await shoot(preview, 'drafts-preview-390', { fullPage: false });
      }
      await preview.close();
      // Still invisible to visitors: the preview was not cached.
      expect((await visitor.goto(PAGE))?.status()).toBe(404);

      if (SHOTS) {
        await shoot(page, 'drafts-card-1440', { fullPage: false });
        const phone = await browser.newPage({ width: 390, height: 844 });
        await signInUi(phone);
        await phone.goto('/installer/dashboard/addclient');
        await phone.getByRole('button', { name: DRAFT_TEXT.saveDraft }).scrollIntoViewIfNeeded();
        await shoot(phone, 'drafts-add-buttons-390', { fullPage: false });
        await phone.goto('/installer/dashboard/client/e2e%20drafts%20client');
        await phone
          .getByRole('article', { name: SITE })
          .getByText(DRAFT_TEXT.tag, { exact: true })
          .scrollIntoViewIfNeeded();
        await shoot(phone, 'drafts-card-390', { fullPage: false });
        await phone.getByRole('button', { name: `Edit ${SITE}` }).click();
        await phone
          .getByRole('dialog', { name: 'Edit Site Details' })
          .getByRole('button', { name: DRAFT_TEXT.publish })
          .scrollIntoViewIfNeeded();
        await shoot(phone, 'drafts-edit-modal-390', { fullPage: false });
      }

      // Publish: on the site at once, first among the featured projects on the home page.
      await page
        .getByRole('article', { name: SITE })
        .getByRole('button', { name: `Edit ${SITE}` })
        .click();
      await page
        .getByRole('dialog', { name: 'Edit Site Details' })
        .getByRole('button', { name: DRAFT_TEXT.publish })
        .click();
      await expectToast(page, DRAFT_TEXT.published);
      await expect
        .poll(() => page.getByRole('article', { name: SITE }).getByText(DRAFT_TEXT.tag, { exact: true }).count())
        .toBe(0);
      expect((await visitor.goto(PAGE))?.status()).toBe(200);
      await visitor.getByRole('heading', { level: 1, name: SITE }).waitFor();
      await visitor.goto('/');
      const first = visitor
        .getByRole('region', { name: 'Featured projects' })
        .getByRole('heading', { level: 3 })
        .first();
      expect(await first.textContent()).toBe(SITE);

      // Leave the home page as the other suites expect it: nothing featured.
      const admin = await adminApi();
      const stored = (await admin.get('/api/v1/clients/getClient/e2e%20drafts%20client')).body[0];
      expect(
        (
          await admin.patch(
            '/api/v1/clients/updateSite',
            form({ clientId: stored._id, siteId: stored.sites[0]._id, featured: 'false' }),
          )
        ).status,
      ).toBe(200);
    },
  );

  it(
    'Preview on the add form opens the draft in a new tab and the form keeps what was typed',
    { timeout: 240_000 },
    async () => {
      for (const width of [1440, 390]) {
        const page = await browser.newPage({ width, height: width === 390 ? 844 : 900 });
        await signInUi(page);
        await page.goto('/installer/dashboard/addclient');
        await page.getByRole('heading', { name: 'Add Client/Project' }).waitFor();
        await page.getByRole('radio', { name: 'Add New Client' }).check();
        await page.getByLabel('Client Name').fill(`e2e kept client ${width}`);
        await page.getByLabel('Client Logo').setInputFiles(await logoFile(`kept-logo-${width}.png`));
        const site = `Kept Wing ${width}`;
        await fillSite(page, page, {
          siteName: site,
          area: '12000',
          industry: 'Corporate',
          scope: 'Office fit-out',
          state: 'Kerala',
          city: 'Kochi',
          description: 'Typed before Preview.',
          start: '2021',
          status: 'Ongoing',
        });
        await page.getByLabel('Photos', { exact: true }).setInputFiles(await photoFiles(`kept-${width}`, 1));
        await expect
          .poll(() => page.getByRole('list', { name: 'Photos in order' }).getByRole('listitem').count())
          .toBe(1);

        const [preview] = await Promise.all([
          page.context().waitForEvent('page'),
          page.getByRole('button', { name: DRAFT_TEXT.preview }).click(),
        ]);
        await preview.waitForURL(/\?preview=/);
        await preview.getByRole('heading', { level: 1, name: site }).waitFor();
        await preview.close();
        // The editor stayed as it was: every typed field still holds its value, now as the saved draft.
        expect(await page.getByLabel('Site Name', { exact: true }).inputValue()).toBe(site);
        expect(await page.getByLabel('Description').inputValue()).toBe('Typed before Preview.');
        expect(await page.getByLabel('Area (sq ft)').inputValue()).toBe('12000');
        await page.getByText(DRAFT_TEXT.previewing(site)).waitFor();
        await shoot(page, `drafts-add-preview-kept-${width}`, { fullPage: false });
        await page.close();
      }
    },
  );
});
