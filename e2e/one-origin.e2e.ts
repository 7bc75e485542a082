import { describe, expect, it } from 'vitest';
import { SUPER_ADMIN } from '@portfolio/testkit/server';
import { appUrl, expectAccessible, useBrowser } from './helpers/browser';

const browser = useBrowser();

describe('one origin serves the site, the API, the admin panel and deep links', () => {
  it('answers the health check and the Strapi admin panel', async () => {
    expect((await fetch(`${appUrl()}/_health`)).status).toBe(204);
    const admin = await fetch(`${appUrl()}/admin`);
    expect(admin.status).toBe(200);
    expect(await admin.text()).toContain('<div id="strapi"');
  });

  it('the admin panel offers its sign-in form, never the first-admin registration; the super-admin from ADMIN_EMAIL signs in', async () => {
    const page = await browser.newPage();
    await page.goto('/admin');
    await page.getByText('Log in to your Strapi account').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/admin/auth/login');
    await page.locator('input[name="email"]').fill(SUPER_ADMIN.email);
    await page.locator('input[name="password"]').fill(SUPER_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'), { timeout: 30_000 });
    await page
      .getByText(/Hello Admin/)
      .first()
      .waitFor({ timeout: 30_000 });
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
