import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_LIMITS } from '@portfolio/contract';
import { addClientApi, adminApi } from './helpers/app';
import { hydrated, useBrowser } from './helpers/browser';

const browser = useBrowser();

/** A client with a long name, sites in two states: the widest content the portfolio pages show. */
const CLIENTS = ['E2e Shop Window Karnataka Institute Of Medical Sciences', 'E2e Shop Window Harbour Bank'];

beforeAll(async () => {
  const admin = await adminApi();
  await addClientApi(
    admin,
    CLIENTS[0].toLowerCase(),
    {
      siteName: 'Shop Window Research Wing',
      industry: 'healthcare',
      state: 'Karnataka',
      locations: 'bengaluru',
      site_ongoing: 'true',
    },
    2,
  );
  await addClientApi(
    admin,
    CLIENTS[1].toLowerCase(),
    { siteName: 'Shop Window Branch', industry: 'bank', state: 'Kerala', locations: 'kochi' },
    1,
  );
});

/** Every public page the site links to (the sitemap), plus the contact form, a search and the not-found page. */
const publicPaths = async (page: Page) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
  return [...new Set([...paths, '/contact', '/projects/clients?q=shop', '/projects/ongoing/all', '/no-such-page'])];
};

/** The phone menu button (a <summary>; its "Menu" label is for screen readers only on narrow phones). */
const menuButton = (page: Page) => page.locator('summary', { hasText: 'Menu' });

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the public site on a phone', () => {
  for (const width of [320, 390]) {
    it(`never scrolls sideways at ${width} px, with the phone menu closed and open`, async () => {
      const page = await browser.newPage({ width, height: 800 });
      const paths = await publicPaths(page);
      expect(paths.length).toBeGreaterThan(10);
      const wide: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        if ((await sideways(page)) > 0) wide.push(`${path}: ${await sideways(page)} px too wide`);
      }
      expect(wide).toEqual([]);
      await page.goto('/contact');
      await menuButton(page).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get a quote' }).waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
    });
  }

  it('opens the phone menu and a menu group without JavaScript', async () => {
    const page = await browser.newPage({ width: 390, height: 800 }, { javaScriptEnabled: false });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await menuButton(page).click();
    await nav.getByRole('link', { name: 'Projects' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Fire Doors' }).isVisible()).toBe(false);
    await nav.getByText('Services', { exact: true }).click();
    await nav.getByRole('link', { name: 'Fire Doors' }).click();
    await page.waitForURL('**/firedoors');
    await page.getByRole('heading', { level: 1, name: 'Fire Doors' }).waitFor();
  });

  it('shows a refused enquiry with the focus on the error summary without JavaScript', async () => {
    const page = await browser.newPage({ width: 390, height: 800 }, { javaScriptEnabled: false });
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Asha Rao');
    await page.getByLabel('Email').fill('asha@example.com');
    await page.getByLabel('Phone').fill('12');
    await page.getByLabel('Project type').selectOption('bank');
    await page.getByLabel('Message').fill('A branch fit-out in Kochi, about 4,000 sq ft.');
    // The form token refuses a post sent sooner than a person could fill it in (a product rule, not a race).
    await page.waitForTimeout(ENQUIRY_LIMITS.minFillMs + 300);
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await page.getByRole('heading', { name: 'Please check the highlighted fields.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('pub-error-summary');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});

describe('the header on a desktop', () => {
  for (const width of [1024, 1280, 1920]) {
    it(`fits on one line with the whole company name at ${width} px`, async () => {
      const page = await browser.newPage({ width, height: 800 });
      await page.goto('/');
      await hydrated(page);
      const brand = page.locator('.pub-brand__name');
      const name = await brand.innerText();
      const { fits, oneLine, headerHeight } = await page.evaluate(() => {
        const el = document.querySelector('.pub-brand__name') as HTMLElement;
        const items = [...document.querySelectorAll('.pub-nav__list > li, .pub-nav__quote')] as HTMLElement[];
        const middles = items.map((i) => i.getBoundingClientRect().top + i.getBoundingClientRect().height / 2);
        return {
          fits: el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height < 30,
          oneLine:
            Math.max(...middles) - Math.min(...middles) < 2 &&
            items.every((i) => i.getBoundingClientRect().height < 50),
          headerHeight: document.querySelector('.pub-header')!.getBoundingClientRect().height,
        };
      });
      expect(name.length).toBeGreaterThan(5);
      expect(fits).toBe(true);
      expect(oneLine).toBe(true);
      expect(headerHeight).toBeLessThanOrEqual(72);
      // A menu group opens with the keyboard and closes with Escape.
      const services = page.locator('summary', { hasText: 'Services' });
      await services.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => services.getAttribute('aria-expanded')).toBe('true');
      const fireDoors = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fire Doors' });
      await fireDoors.waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(() => services.getAttribute('aria-expanded')).toBe('false');
      expect(await fireDoors.isVisible()).toBe(false);
    });
  }
});

describe('client search with JavaScript', () => {
  it('changes the list as the visitor types', async () => {
    const page = await browser.newPage({ width: 390, height: 800 });
    await page.goto('/projects/clients');
    await hydrated(page);
    const search = page.getByLabel('Search clients');
    await search.fill('harbour bank');
    await page.waitForURL(/\?q=harbour\+bank$/);
    await expect
      .poll(() => page.getByRole('heading', { name: /^\d+ of \d+ clients$/ }).innerText())
      .toMatch(/^1 of \d+ clients$/);
    await page.getByRole('heading', { name: CLIENTS[1], exact: true }).waitFor();
    await search.fill('karnataka institute');
    await page.waitForURL(/\?q=karnataka\+institute$/);
    await page.getByRole('heading', { name: CLIENTS[0], exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: CLIENTS[1], exact: true }).count()).toBe(0);
  });
});
