import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '@portfolio/contract';
import { AdminPanel } from '@portfolio/testkit/admin-panel';
import { appUrl, axeViolations, hydrated, useBrowser } from './helpers/browser';
import { addClientApi, adminApi } from './helpers/app';
import { shoot } from './helpers/screens';

/**
 * What visitors tripped on with a phone (390 px): the lightbox, the call/WhatsApp dock over what
 * they tried to read or tap, the fire-door rating table scrolled sideways, and the landmarks a
 * screen reader lists.
 */
const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

const CLIENT = 'E2e Phone Lotus';
const SITE = 'Lotus Library';
const PROJECT = '/projects/client/e2e-phone-lotus/lotus-library';
const TABLE = {
  __component: 'blocks.spec-table',
  title: 'Door ratings',
  caption: 'Tested to IS 3614 (Part 2).',
  columns: 'Door | Rating | Largest leaf (mm) | Glazing | Hardware',
  rows: 'Timber, single leaf | 30 min | 1000 x 2100 | Up to 0.3 m² | Closer\nSteel, double leaf | 120 min | 2 x 1100 x 2400 | None | Panic bar',
};
let restoreFireDoors: (() => Promise<unknown>) | undefined;

beforeAll(async () => {
  const admin = await adminApi();
  await addClientApi(admin, CLIENT.toLowerCase(), { siteName: SITE, state: 'Goa', locations: 'panaji' }, 3);
  // The fire-doors page gets a rating table (the demo content's kind) for the files after this one to find again
  // without it.
  const panel = await AdminPanel.signIn(appUrl());
  const page = await panel.page('firedoors');
  const blocks = ((page.blocks as Record<string, unknown>[] | undefined) ?? []).map(({ id: _id, ...b }) => b);
  expect((await panel.savePage(page.documentId, { blocks: [...blocks, TABLE] })).status).toBe(200);
  expect((await panel.publishPage(page.documentId)).status).toBe(200);
  restoreFireDoors = async () => {
    await panel.savePage(page.documentId, { blocks });
    await panel.publishPage(page.documentId);
  };
});
afterAll(async () => {
  await restoreFireDoors?.();
});

const dockOf = (page: Page) => page.getByRole('complementary', { name: 'Call or WhatsApp us' });

/** Two boxes share some pixels. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What a tap at the middle of the element lands on is the element itself (nothing sits over it). */
const tappable = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });

describe('on a phone', () => {
  it('shows a photo in the lightbox on an opaque backdrop, with the dock out of the way of its buttons', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto(PROJECT);
    await hydrated(page);
    await dockOf(page).waitFor();
    await page
      .getByRole('link', { name: `Open photo 1 of 3: ${SITE}` })
      .first()
      .click();
    const box = page.getByRole('dialog', { name: `${SITE}: photo 1 of 3` });
    await box.waitFor();
    // Nothing of the page shows through: the backdrop's colour has no transparency.
    const backdrop = await box.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(backdrop).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect(await dockOf(page).isVisible()).toBe(false);
    for (const name of ['Next photo', 'Previous photo', 'Close photos'])
      expect(await tappable(box.getByRole('button', { name })), name).toBe(true);
    await box.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('dialog', { name: `${SITE}: photo 2 of 3` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await dockOf(page).waitFor();
  });

  it('hides the dock while the menu drawer is open, with JavaScript and without', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await browser.newPage(PHONE, { javaScriptEnabled });
      await page.goto('/about-us');
      if (javaScriptEnabled) await hydrated(page);
      const menu = page.locator('summary', { hasText: 'Menu' });
      await dockOf(page).waitFor();
      await menu.click();
      const quote = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get a quote' });
      await quote.waitFor();
      await dockOf(page).waitFor({ state: 'hidden' });
      expect(await tappable(quote), `JavaScript ${javaScriptEnabled}`).toBe(true);
      await menu.click();
      await dockOf(page).waitFor();
    }
  });

  it('leaves room for the dock: the home stats, the lead photo and the last form field are never under it', async () => {
    const page = await browser.newPage(PHONE);
    // What is on the screen: a box cut to the viewport (the bar slides in from below it as the visitor scrolls).
    const onScreen = (box: { x: number; y: number; width: number; height: number }) => {
      const bottom = Math.min(box.y + box.height, page.viewportSize()!.height);
      const top = Math.max(box.y, 0);
      return { ...box, y: top, height: Math.max(0, bottom - top) };
    };
    const dockBox = async () => onScreen((await dockOf(page).boundingBox())!);
    // As the page opens.
    await page.goto('/');
    await dockOf(page).waitFor();
    const stats = page.getByRole('definition').first().locator('xpath=ancestor::dl');
    expect(overlap(onScreen((await stats.boundingBox())!), await dockBox()), 'home stats').toBe(false);
    await shoot(page, 'phone-home-open-390', { fullPage: false });
    // A little scrolling brings the bar fully in.
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await dockBox()).height).toBeGreaterThan(50);
    await shoot(page, 'phone-home-scrolled-390', { fullPage: false });
    await page.goto(PROJECT);
    await dockOf(page).waitFor();
    const lead = page.getByRole('link', { name: `Open photo 1 of 3: ${SITE}` }).first();
    expect(overlap(onScreen((await lead.boundingBox())!), await dockBox()), 'lead photo').toBe(false);
    // The form's last field and its button, as the browser brings them into view (focus, Tab).
    await page.goto('/contact');
    await hydrated(page);
    for (const field of [page.getByLabel(/^Message/), page.getByRole('button', { name: /^Send/ })]) {
      await field.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
      expect(
        overlap(onScreen((await field.boundingBox())!), await dockBox()),
        await field.evaluate((el) => el.outerHTML.slice(0, 60)),
      ).toBe(false);
    }
  });

  it("keeps the rating table's first column in view when the table is scrolled sideways", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/firedoors');
    const scroller = page.getByRole('group', { name: TABLE.caption });
    await scroller.scrollIntoViewIfNeeded();
    const first = scroller.getByRole('rowheader', { name: 'Steel, double leaf' });
    const before = (await first.boundingBox())!;
    const scrolled = await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
      return el.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(100);
    const after = (await first.boundingBox())!;
    const box = (await scroller.boundingBox())!;
    expect(after.x).toBe(before.x);
    expect(after.x).toBeGreaterThanOrEqual(box.x);
    expect(await tappable(first)).toBe(true);
    // The last column's cells pass under it, and are all there once scrolled.
    expect(await scroller.getByRole('cell', { name: 'Panic bar' }).isVisible()).toBe(true);
  });
});

describe("the admin panel's Preview", () => {
  it("keeps the site's sticky header in view above the preview bar while the page scrolls", async () => {
    const panel = await AdminPanel.signIn(appUrl());
    const { documentId } = await panel.page('firedoors');
    const res = await panel.call(
      'GET',
      `/content-manager/preview/url/api::page.page?documentId=${documentId}&status=draft`,
    );
    const page = await browser.newPage(PHONE);
    await page.goto(new URL(res.body.data.url, appUrl()).href);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    const bar = (await page.getByRole('status').filter({ hasText: 'Preview' }).boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.y).toBe(0);
    expect(bar.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(await tappable(page.locator('summary', { hasText: 'Menu' }))).toBe(true);
  });
});

describe('landmarks', () => {
  // Every public route in turn, axe on each: minutes on a busy 2-core machine.
  it(
    'gives every landmark of every public page a name of its own (axe landmark-unique)',
    { timeout: 300_000 },
    async () => {
      const page = await browser.newPage(PHONE);
      // Every route of the site (its parameters filled in with this file's client), a filtered list and a missing page.
      const params: Record<string, string> = {
        ':id': 'e2e-phone-lotus',
        ':site': 'lotus-library',
        ':slug': 'no-such-job',
      };
      const ids: Partial<Record<keyof typeof PUBLIC_ROUTES, string>> = {
        state: 'goa',
        stateDetails: 'goa',
        ongoing: 'all',
        category: 'corporate',
      };
      const paths = [
        ...Object.entries(PUBLIC_ROUTES).map(([key, route]) =>
          route.replace(
            /:\w+/g,
            (param) => (param === ':id' && ids[key as keyof typeof PUBLIC_ROUTES]) || params[param],
          ),
        ),
        '/projects?state=goa',
        '/no-such-page',
      ];
      for (const path of paths) {
        await page.goto(path);
        await hydrated(page);
        expect(await axeViolations(page, ['landmark-unique']), path).toEqual([]);
      }
    },
  );
});
