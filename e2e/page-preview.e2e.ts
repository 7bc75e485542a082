import { afterAll, describe, expect, it } from 'vitest';
import { PREVIEW_MESSAGES } from '@portfolio/contract';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { appUrl, useBrowser } from './helpers/browser';
import { signInToAdmin } from './helpers/app';

const browser = useBrowser();

const DRAFT_TITLE = 'Fire doors tested to 120 minutes';
let publishedTitle: string | undefined;

/** The fire-doors page as a visitor gets it (the page cache included). */
const publicHtml = async () => (await fetch(`${appUrl()}/firedoors`)).text();
const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    .replace(/<[^>]+>/g, '')
    .trim();

afterAll(async () => {
  // The shared app's fire-doors page gets its title back for the files after this one.
  if (!publishedTitle) return;
  const panel = await AdminPanel.signIn(appUrl());
  const page = await panel.page('firedoors');
  await panel.savePage(page.documentId, { title: publishedTitle });
  await panel.publishPage(page.documentId, {});
});

describe('a super-admin edits a company page in /admin', () => {
  it('saves a draft, sees it in Preview while the public page stays as published, then publishes it live', async () => {
    const before = await publicHtml();
    publishedTitle = h1Of(before);
    expect(publishedTitle).toBeTruthy();
    const sitemapBefore = await (await fetch(`${appUrl()}/sitemap.xml`)).text();
    const lastmodOf = (xml: string) =>
      new RegExp(`<loc>[^<]*/firedoors</loc>\\s*<lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
    expect(lastmodOf(sitemapBefore)).toBeTruthy();

    const { documentId } = await (await AdminPanel.signIn(appUrl())).page('firedoors');
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInToAdmin(page);

    // The Content Manager's edit view of the page: change its title and Save (a draft).
    await page.goto(`/admin/content-manager/collection-types/api::page.page/${documentId}`);
    const title = page.locator('input[name="title"]');
    await title.waitFor({ timeout: 30_000 });
    await title.fill(DRAFT_TITLE);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved document').first().waitFor({ timeout: 30_000 });

    // The public page does not change.
    expect(h1Of(await publicHtml())).toBe(publishedTitle);

    // Preview: the page as the site renders it, with the draft and the bar saying so.
    await page.getByRole('link', { name: 'Open preview' }).click();
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1, name: DRAFT_TITLE }).waitFor({ timeout: 30_000 });
    await expect.poll(() => frame.getByRole('status').filter({ hasText: PREVIEW_MESSAGES.draft }).count()).toBe(1);
    const previewSrc = await page.locator('iframe').getAttribute('src');
    expect(new URL(previewSrc!, appUrl()).pathname).toBe('/firedoors');

    // Still nothing of the draft for visitors, in a browser of their own as well.
    const visitor = await browser.newPage({ width: 390, height: 844 });
    await visitor.goto('/firedoors');
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(publishedTitle);
    expect(await visitor.getByText(PREVIEW_MESSAGES.draft).count()).toBe(0);

    // Publish from the edit view: live at once, the page cache and the sitemap follow.
    await page.goto(`/admin/content-manager/collection-types/api::page.page/${documentId}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published document').first().waitFor({ timeout: 30_000 });
    await expect.poll(async () => h1Of(await publicHtml()), { timeout: 5_000 }).toBe(DRAFT_TITLE);
    await visitor.reload();
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe(DRAFT_TITLE);
    const sitemapAfter = await (await fetch(`${appUrl()}/sitemap.xml`)).text();
    expect(new Date(lastmodOf(sitemapAfter)!).getTime()).toBeGreaterThan(new Date(lastmodOf(sitemapBefore)!).getTime());
  }, 180_000);
});
