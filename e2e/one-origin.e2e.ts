import { describe, expect, it } from 'vitest';
import { appUrl, expectAccessible, useBrowser } from './helpers/browser';

const browser = useBrowser();

describe('one origin serves the site, the API, the admin panel and deep links', () => {
  it('answers the health check and the Strapi admin panel', async () => {
    expect((await fetch(`${appUrl()}/_health`)).status).toBe(204);
    const admin = await fetch(`${appUrl()}/admin`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="strapi"');
  });

  it('answers deep links with the app', async () => {
    for (const path of ['/projects/clients', '/installer/dashboard/users', '/about-us']) {
      const res = await fetch(appUrl() + path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<div id="root">');
    }
  });

  it('renders the home page in Chromium without accessibility violations', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });
});
