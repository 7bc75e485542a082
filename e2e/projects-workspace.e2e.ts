import { describe, expect, it } from 'vitest';
import { API, DRAFT_MESSAGES, DRAFT_TEXT } from '@portfolio/contract';
import { form } from '@portfolio/testkit/files';
import { useBrowser } from './helpers/browser';
import { addClientApi, adminApi, expectToast, openNav, signInUi } from './helpers/app';
import { shoot } from './helpers/screens';

const browser = useBrowser();

/**
 * The projects workspace: find a project in the Projects table by search, open its
 * editor page, change a key fact, preview it without losing the edit, publish it; at 1440 and 390 px.
 * Set SHOTS_DIR to keep pictures of the table and the editor.
 */
describe('the projects workspace', () => {
  for (const width of [1440, 390])
    it(
      `finds a project by search, edits its key facts, previews and publishes it (${width} px)`,
      { timeout: 240_000 },
      async () => {
        const name = `Workspace ${width}`;
        const site = `${name} site`;
        const admin = await adminApi();
        const added = await addClientApi(admin, name);
        const drafted = await admin.patch(
          API.updateSite,
          form({ clientId: added._id, siteId: added.sites[0]._id, draft: 'true' }),
        );
        expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);

        const page = await browser.newPage({ width, height: width > 500 ? 900 : 844 });
        await signInUi(page);
        if (width > 500) await openNav(page, 'Projects');
        else await page.goto('/installer/dashboard/projects');
        await page.getByRole('heading', { name: 'Projects', level: 2 }).waitFor();
        await page.getByRole('searchbox', { name: 'Search projects' }).fill(name);
        await page.getByRole('searchbox', { name: 'Search projects' }).press('Enter');
        const row = page.getByRole('row').filter({ hasText: site });
        await row.getByText(DRAFT_TEXT.tag, { exact: true }).waitFor();
        await expect.poll(() => page.getByRole('row').filter({ hasText: 'Workspace' }).count()).toBe(1);
        await shoot(page, `workspace-table-${width}`, { fullPage: false });

        await row.getByRole('link', { name: `Edit ${site}` }).click();
        await page.getByRole('heading', { name: site, level: 2 }).waitFor();
        const bar = page.getByRole('region', { name: 'Save bar' });
        await bar.getByText(DRAFT_TEXT.tag, { exact: true }).waitFor();
        const value = page.getByLabel('Contract value (₹)');
        await value.fill('42000000');
        await bar.getByText('Unsaved changes').waitFor();
        await shoot(page, `workspace-editor-${width}`, { fullPage: false });

        // Preview saves the draft and opens its page in a new tab; the editor keeps the edit.
        const [preview] = await Promise.all([
          page.context().waitForEvent('page'),
          bar.getByRole('button', { name: DRAFT_TEXT.preview }).click(),
        ]);
        await preview.waitForURL(/\?preview=/);
        await preview.getByRole('status').filter({ hasText: DRAFT_MESSAGES.previewBar }).waitFor();
        await preview.getByRole('heading', { level: 1, name: site }).waitFor();
        await preview.getByText('₹1–5 crore').first().waitFor();
        await preview.close();
        expect(new URL(page.url()).pathname).toMatch(/^\/installer\/dashboard\/projects\/[^/]+$/);
        expect(await value.inputValue()).toBe('4,20,00,000');
        await bar.getByText(DRAFT_TEXT.tag, { exact: true }).waitFor();

        await bar.getByRole('button', { name: DRAFT_TEXT.publish }).click();
        await expectToast(page, DRAFT_TEXT.published);
        await bar.getByText('Published', { exact: true }).waitFor();

        // Visitors now see it, with its value band.
        const visitor = await browser.newPage({ width, height: 844 });
        const res = await visitor.goto(
          `/projects/client/${name.toLowerCase().replace(/ /g, '-')}/${site.toLowerCase().replace(/ /g, '-')}`,
        );
        expect(res?.status()).toBe(200);
        await visitor.getByRole('heading', { level: 1, name: site }).waitFor();
        await visitor.getByText('₹1–5 crore').first().waitFor();
      },
    );
});
