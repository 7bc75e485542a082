import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { file, form, png } from '@portfolio/testkit/files';
import { appUrl, axeViolations, expectAccessible, hydrated, useBrowser } from './helpers/browser';
import { addClientApi, adminApi } from './helpers/app';

const browser = useBrowser();

const CLIENT = 'E2e Public Delta';
const SITE = 'Delta Clinic';
const POSTS = {
  press: 'E2e public press story',
  awards: 'E2e public award won',
  testimonials: 'E2e public happy client',
};

beforeAll(async () => {
  const admin = await adminApi();
  await addClientApi(
    admin,
    CLIENT.toLowerCase(),
    {
      siteName: SITE,
      industry: 'healthcare',
      state: 'Goa',
      locations: 'panaji',
      site_ongoing: 'true',
      description: 'A day-care clinic.',
    },
    3,
    true,
  );
  for (const [kind, title] of Object.entries(POSTS)) {
    const res = await admin.post(
      `/api/v1/${kind}`,
      form({
        title,
        desc: `${title}: the details.`,
        nav: kind === 'press' ? 'press-release' : undefined,
        img: file(await png(160, 100), 'post.png', 'image/png'),
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});

const imagesLoaded = (page: Page, scope = 'main') =>
  page.evaluate((sel) => {
    const imgs = Array.from(document.querySelectorAll<HTMLImageElement>(`${sel} img`));
    return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
  }, scope);

const projectCard = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: SITE, exact: true }) });

describe('the public site shows what the dashboard created', () => {
  it('lists the client in the clients grid and filters it by name', async () => {
    const page = await browser.newPage();
    await page.goto('/projects/clients');
    const card = page.getByRole('link').filter({ has: page.getByRole('heading', { name: CLIENT, exact: true }) });
    await card.waitFor();
    await card.getByText('1 project').waitFor();
    await card.getByRole('img', { name: `${CLIENT} logo` }).waitFor();
    await expectAccessible(page);
    await hydrated(page);
    await page.getByLabel('Search clients').fill('public delta');
    await page.waitForURL(/\?q=public\+delta$/);
    await expect
      .poll(() => page.getByRole('heading', { name: /^\d+ of \d+ clients$/ }).innerText())
      .toMatch(/^1 of \d+ clients$/);
    await card.click();
    await page.waitForURL('**/projects/client/e2e-public-delta');
    await page.getByRole('heading', { name: CLIENT, level: 1 }).waitFor();
    await projectCard(page).waitFor();
    await projectCard(page).getByText('Ongoing', { exact: true }).waitFor();
    await expect.poll(() => imagesLoaded(page)).toBe(true);
    await expectAccessible(page);
  });

  it('shows the client details with the photo gallery, a working lightbox and the video', async () => {
    const page = await browser.newPage();
    await page.goto('/projects/client/details/e2e-public-delta');
    const site = page.getByRole('article', { name: SITE });
    await site.waitFor();
    await site.getByText('A day-care clinic.').waitFor();
    await site.getByText('Panaji').waitFor();
    await site.getByRole('link', { name: 'Goa' }).waitFor();
    const thumbs = site.getByRole('link', { name: new RegExp(`^Open photo \\d of 3: ${SITE}$`) });
    await expect.poll(() => thumbs.count()).toBe(3);
    await site.getByLabel(`${SITE} video`).waitFor();
    await expect.poll(() => imagesLoaded(page, '.pub-site')).toBe(true);
    await expectAccessible(page);

    await hydrated(page);
    await site.getByRole('link', { name: `Open photo 2 of 3: ${SITE}` }).click();
    const box = page.getByRole('dialog', { name: `${SITE}: photo 2 of 3` });
    await box.waitFor();
    await expect.poll(() => imagesLoaded(page, '.pub-lightbox')).toBe(true);
    await expectAccessible(page);
    await box.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('dialog', { name: `${SITE}: photo 3 of 3` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `${SITE}: photo 1 of 3` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('shows the project on its state page and its industry page', async () => {
    const page = await browser.newPage();
    await page.goto('/projects/state/goa');
    await page.getByRole('heading', { name: 'Projects in Goa', level: 1 }).waitFor();
    await projectCard(page).waitFor();
    await projectCard(page).getByText(CLIENT).waitFor();
    await expect.poll(() => imagesLoaded(page)).toBe(true);
    await expectAccessible(page);

    await page.goto('/projects/healthcare');
    await page.getByRole('heading', { name: 'Healthcare projects', level: 1 }).waitFor();
    await projectCard(page).waitFor();
    await expectAccessible(page);
    // The card leads to the project's own page, by the client's and the site's slugs.
    await projectCard(page).getByRole('link').click();
    await page.waitForURL(/\/projects\/client\/e2e-public-delta\/delta-clinic$/);
    await page.getByRole('heading', { name: SITE, level: 1 }).waitFor();
    await expectAccessible(page);
  });

  it('shows the press post, the award and the testimonial on the press page', async () => {
    const page = await browser.newPage();
    await page.goto('/press-awards-testimonials');
    for (const [id, title] of Object.entries(POSTS)) {
      const section = page.locator(`section#${id}`);
      // Press and award cards title their posts; testimonials are quotes captioned with the title.
      if (id === 'testimonials') await section.getByText(title, { exact: true }).waitFor();
      else await section.getByRole('heading', { name: title }).waitFor();
      await section.getByText(`${title}: the details.`).waitFor();
    }
    await page.locator('section#press').getByText('Press release').waitFor();
    await expectAccessible(page);
  });
});

describe('server-rendered pages', () => {
  it('lets a visitor without JavaScript walk home -> projects -> clients -> a client -> its details, with every text and photo', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 }, { javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await page.waitForURL('**/projects');
    await page.getByRole('heading', { name: 'Projects by state' }).waitFor();
    await page.getByRole('navigation', { name: 'Projects' }).getByRole('link', { name: 'Clients' }).click();
    await page.waitForURL('**/projects/clients');
    // The search is a plain GET form.
    await page.getByLabel('Search clients').fill('public delta');
    await page.getByLabel('Search clients').press('Enter');
    await page.waitForURL(/q=public\+delta/);
    await page.getByRole('heading', { name: /^1 of \d+ clients$/ }).waitFor();
    await page
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: CLIENT, exact: true }) })
      .click();
    await page.waitForURL('**/projects/client/e2e-public-delta');
    await projectCard(page).getByText('Ongoing', { exact: true }).waitFor();
    await expect.poll(() => imagesLoaded(page)).toBe(true);
    await page.getByRole('link', { name: 'Project details & gallery' }).click();
    await page.waitForURL('**/projects/client/details/e2e-public-delta');
    const site = page.getByRole('article', { name: SITE });
    await site.getByText('A day-care clinic.').waitFor();
    await site.getByText('Panaji').waitFor();
    await expect.poll(() => imagesLoaded(page, '.pub-site')).toBe(true);
    await site.getByLabel(`${SITE} video`).waitFor();
    // A photo opens as a plain picture.
    await site.getByRole('link', { name: `Open photo 2 of 3: ${SITE}` }).click();
    await page.waitForURL(/\/uploads\/.+\.jpe?g$/);
  });

  it('hydrates every public page without errors, then navigates client-side with the loading indicator', async () => {
    const page = await browser.newPage({ width: 390, height: 800 });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 404/.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const paths = [
      '/',
      '/about-us',
      '/designandbuild',
      '/press-awards-testimonials',
      '/projects',
      '/projects/clients',
      '/projects/client/e2e-public-delta',
      '/projects/client/details/e2e-public-delta',
      '/projects/state/goa',
      '/projects/state/details/goa',
      '/projects/healthcare',
      '/projects/ongoing/all',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Hydrated: the app's handlers work (the menu button gains aria-expanded and follows it).
      const menu = page.locator('summary', { hasText: 'Menu' });
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await menu.click();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    }
    expect(problems).toEqual([]);

    // Later navigation stays in the page: no document request, the 'Loading...' indicator while the data loads.
    await page.goto('/projects');
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));
    await page.route('**/api/v1/public/projects/state/goa*', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue();
    });
    await page
      .getByRole('region', { name: 'Projects by state' })
      .getByRole('link', { name: 'Goa', exact: true })
      .first()
      .click();
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    await page.getByRole('heading', { name: 'Projects in Goa', level: 1 }).waitFor();
    expect(await page.title()).toMatch(/^Projects in Goa \| /);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(`${appUrl()}/projects/state/goa`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(documents).toEqual([]);
  });

  it('loads at most 100 KB of JavaScript (gzip) on every public page, React DOM and antd not among it', async () => {
    const page = await browser.newPage({ width: 390, height: 800 });
    const paths = [
      '/',
      '/projects',
      '/projects/clients',
      '/projects/client/e2e-public-delta',
      '/projects/client/e2e-public-delta/delta-clinic',
      '/contact',
      '/privacy',
      '/no-such-page',
    ];
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await hydrated(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((url) => new URL(url).pathname.endsWith('.js')),
      );
      let bytes = 0;
      for (const url of scripts) {
        const text = await (await page.request.get(url)).text();
        expect(text, `${path}: ${url}`).not.toMatch(/__SECRET_INTERNALS|__CLIENT_INTERNALS_DO_NOT_USE|ant-design/);
        bytes += gzipSync(text, { level: 9 }).length;
      }
      expect(scripts.length, path).toBeGreaterThan(1);
      expect(bytes / 1024, `${path}: ${scripts.join(' ')}`).toBeLessThanOrEqual(100);
    }
  });
});

describe('HTML validator findings', () => {
  it("on a phone every page's content sits in a landmark, the call/WhatsApp dock included (axe region)", async () => {
    const page = await browser.newPage({ width: 390, height: 800 });
    for (const path of ['/', '/projects/clients', '/contact', '/projects/client/e2e-public-delta', '/no-such-page']) {
      await page.goto(path);
      await hydrated(page);
      await page
        .getByRole('complementary', { name: 'Call or WhatsApp us' })
        .getByRole('link', { name: 'Chat on WhatsApp' })
        .waitFor();
      expect(await axeViolations(page, ['region']), path).toEqual([]);
    }
  });

  it('every text input says type="text"; the forms have no input without a type', async () => {
    const page = await browser.newPage({ width: 390, height: 800 });
    for (const path of ['/contact', '/projects/clients']) {
      await page.goto(path);
      await hydrated(page);
      expect(await page.locator('input:not([type])').count(), path).toBe(0);
    }
    await page.goto('/contact');
    for (const label of ['Name', 'Company'])
      expect(await page.getByLabel(label, { exact: false }).first().getAttribute('type'), label).toBe('text');
  });

  it('the client search has a submit button, and the live search still answers as you type', async () => {
    const page = await browser.newPage({ width: 390, height: 800 });
    await page.goto('/projects/clients');
    await hydrated(page);
    const search = page.getByRole('search');
    const submit = search.getByRole('button', { name: 'Search' });
    expect(await submit.getAttribute('type')).toBe('submit');
    expect(await submit.isVisible()).toBe(true);
    // Live: typing alone narrows the list.
    await page.getByLabel('Search clients').fill('public delta');
    await page.waitForURL(/\?q=public\+delta$/);
    await expect
      .poll(() => page.getByRole('heading', { name: /^\d+ of \d+ clients$/ }).innerText())
      .toMatch(/^1 of \d+ clients$/);
    // The button submits the same search (a person who types, then looks for a button).
    await page.getByLabel('Search clients').fill('no such client at all');
    await submit.click();
    await page.waitForURL(/\?q=no\+such\+client\+at\+all$/);
    await page.getByText('No clients match').waitFor();

    // Without JavaScript the button is the form's submit.
    const plain = await browser.newPage({ width: 390, height: 800 }, { javaScriptEnabled: false });
    await plain.goto('/projects/clients');
    await plain.getByLabel('Search clients').fill('public delta');
    await plain.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await plain.waitForURL(/q=public\+delta/);
    await plain.getByRole('heading', { name: /^1 of \d+ clients$/ }).waitFor();
  });
});
