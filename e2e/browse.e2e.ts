import { beforeAll, describe, expect, it } from 'vitest';
import { addClientApi, adminApi } from './helpers/app';
import { expectAccessible, hydrated, useBrowser } from './helpers/browser';

/**
 * Browsing: from the home page through the project filter to a project's own page, its
 * lightbox driven by the keyboard; the filter without JavaScript; click-to-call and WhatsApp.
 */
const browser = useBrowser();

const CLIENT = 'E2e Browse Himalaya Bank';
const SITE = 'Browse Gangtok Branch';

beforeAll(async () => {
  const admin = await adminApi();
  // The only project in Sikkim: the filter finds it by its state.
  await addClientApi(
    admin,
    CLIENT.toLowerCase(),
    {
      siteName: SITE,
      industry: 'bank',
      state: 'Sikkim',
      locations: 'gangtok',
      site_start: '2023',
      site_ongoing: 'true',
      services: 'interiors',
    },
    3,
  );
});

describe('browsing the portfolio', () => {
  it('goes from the home page through the filter to a project, and opens its photos with the keyboard', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore our projects' }).click();
    await page.waitForURL(/\/projects$/);
    await hydrated(page);
    const state = page.getByRole('combobox', { name: 'State' });
    await state.selectOption({ label: 'Sikkim (1)' });
    // With JavaScript a choice updates the list in place, at a URL that can be shared.
    await page.waitForURL(/\/projects\?state=sikkim&industry=&status=&service=&year=$/);
    await page.getByRole('heading', { name: 'Projects in Sikkim', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '1 project' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('article').getByRole('link').click();
    await page.waitForURL(/\/projects\/client\/e2e-browse-himalaya-bank\/browse-gangtok-branch$/);
    await page.getByRole('heading', { name: SITE, level: 1 }).waitFor();

    await hydrated(page);
    const first = page.getByRole('link', { name: `Open photo 1 of 3: ${SITE}` });
    await first.focus();
    // Where the focus is at the DOM change that shows the dialog: inside it already, so a key pressed at once reaches
    // it.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"]')) return;
        document.body.dataset.focusOnOpen = document.activeElement?.getAttribute('aria-label') ?? 'nothing';
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: `${SITE}: photo 1 of 3` }).waitFor();
    expect(await page.evaluate(() => document.body.dataset.focusOnOpen)).toBe('Close photos');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `${SITE}: photo 2 of 3` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `${SITE}: photo 3 of 3` }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: `${SITE}: photo 2 of 3` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Focus returns to the photo that opened the lightbox.
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('keeps the server HTML and CSS of the static parts when it hydrates; their links still change the page in place, and Back shows the whole first page', async () => {
    const page = await browser.newPage();
    const stylesheets: string[] = [];
    page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
    await page.goto('/');
    await hydrated(page);
    // The page's CSS came inlined with its HTML: starting the app does not load (and apply) it again.
    expect(stylesheets).toEqual([]);
    // A mark that a full page load would wipe: the links below must change the page in place.
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);
    const featured = page.locator('section', {
      has: page.getByRole('heading', { name: 'Featured projects', level: 2 }),
    });
    const allProjects = featured.getByRole('link', { name: 'All projects' });

    // A Ctrl+click opens a new tab, as with any link: this page stays.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      allProjects.click({ modifiers: ['Control'] }),
    ]);
    await tab.close();
    expect(new URL(page.url()).pathname).toBe('/');

    await allProjects.click();
    await page.waitForURL(/\/projects$/);
    await page.getByRole('combobox', { name: 'State' }).waitFor();
    expect(await samePage()).toBe(true);
    await expect.poll(() => page.getByRole('contentinfo').count()).toBe(1);

    // Back on the first page: the page is drawn by the client now, all of it (the footer too).
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Featured projects', level: 2 }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link').count()).toBeGreaterThan(3);
    expect(await samePage()).toBe(true);
  });

  it('filters without JavaScript: the form submits to a shareable URL', async () => {
    const page = await browser.newPage({ width: 390, height: 800 }, { javaScriptEnabled: false });
    await page.goto('/projects');
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Sikkim (1)' });
    await page.getByRole('combobox', { name: 'Service' }).selectOption('interiors');
    await page.getByRole('button', { name: 'Show projects' }).click();
    await page.waitForURL(/\/projects\?state=sikkim&industry=&status=&service=interiors&year=$/);
    await page.getByRole('heading', { name: 'Projects with interiors in Sikkim', level: 1 }).waitFor();
    await page.getByRole('heading', { name: SITE }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it('offers a call and a WhatsApp chat naming the page, on a phone without covering the page end', async () => {
    const page = await browser.newPage({ width: 390, height: 800 });
    await page.goto('/projects/client/e2e-browse-himalaya-bank/browse-gangtok-branch');
    const dock = page.locator('.pub-dock');
    const chat = dock.getByRole('link', { name: 'Chat on WhatsApp' });
    await chat.waitFor();
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/919845012345');
    expect(href.searchParams.get('text')).toContain(`“${SITE}`);
    expect(href.searchParams.get('text')).toContain('/projects/client/e2e-browse-himalaya-bank/browse-gangtok-branch');
    expect(await dock.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    // At the bottom of the page the dock sits over the footer's own space, not over its text.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const dockTop = (await dock.boundingBox())!.y;
    const lastText = await page.locator('.pub-footer__bottom p').last().boundingBox();
    expect(lastText!.y + lastText!.height).toBeLessThanOrEqual(dockTop);
  });
});
