import zlib from 'node:zlib';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './helpers/browser';
import { ADMIN, addUserApi, adminApi, navLinks, signInUi } from './helpers/app';

const browser = useBrowser();

describe('signing in and out', () => {
  it('signs in through the form, lands on the dashboard, and logs out to the home page', async () => {
    const page = await browser.newPage();
    const scripts: Promise<Buffer>[] = [];
    const collect = (response: Response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.body());
    };
    page.on('response', collect);
    await page.goto('/installer', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    page.off('response', collect);
    // The sign-in screen is a document of its own (signin.html, on Preact): no React DOM, no antd.
    expect(await page.title()).toBe('Sign in · Staff dashboard');
    const gzipKb = (await Promise.all(scripts)).reduce((sum, body) => sum + zlib.gzipSync(body).length, 0) / 1024;
    expect(gzipKb).toBeLessThan(100);
    await expectAccessible(page);

    await signInUi(page);
    expect(new URL(page.url()).pathname).toBe('/installer/dashboard');
    // The dashboard's document lists its first screen's chunks, fetched beside its entry.
    const dashboardHtml = await (await page.request.get('/installer/dashboard')).text();
    expect(dashboardHtml).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/DashboardLayout-[^"]+\.js">/);
    expect(dashboardHtml).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/DashboardHome-[^"]+\.js">/);
    expect(await navLinks(page)).toEqual([
      'Home',
      'Projects',
      'Clients',
      'Edit',
      'Add Client',
      'Client Logos',
      'Featured',
      'Tenders',
      'Fire doors',
      'Add Press',
      'Add Awards',
      'Add Testimonials',
      'Careers',
      'Certificates',
      'Enquiries',
      'Reports',
      'Applications',
      'Users',
      'Add User',
      'Trash',
      'My Account',
    ]);
    await expectAccessible(page);

    // Opening the login screen again while signed in goes straight back to the dashboard.
    await page.goto('/installer');
    await page.waitForURL('**/installer/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${ADMIN.email}` }).waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('h1').first().waitFor();
    await expectAccessible(page);

    // The session is gone: the dashboard now sends the visitor away.
    await page.goto('/installer/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/installer');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('shows the server message for a wrong password and an empty form', async () => {
    const page = await browser.newPage();
    await page.goto('/installer');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Email and password are required').waitFor();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).not.toBe('');
    expect(new URL(page.url()).pathname).toBe('/installer');
    await expectAccessible(page);
  });

  it('collapses the navigation into a toggle menu on a small screen', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInUi(page);
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Add Testimonials' }).waitFor();
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'Users' }).click();
    await page.waitForURL('**/installer/dashboard/users');
    await page.getByRole('heading', { name: 'Users', level: 2 }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await menu.getByRole('link', { name: 'Users' }).waitFor();
    await expectAccessible(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('Sign out everywhere ends the session on the other device too, and the sign-in screen says so', async () => {
    const email = `everywhere-${Date.now()}@example.com`;
    const password = 'password-123';
    await addUserApi(await adminApi(), email, password);
    const laptop = await browser.newPage();
    const phone = await browser.newPage();
    await signInUi(laptop, email, password);
    await signInUi(phone, email, password);

    await laptop.getByRole('button', { name: 'Sign out everywhere' }).click();
    await laptop.waitForURL((url) => url.pathname === '/installer');
    await laptop.getByText('Signed out on every device.').waitFor();
    await expectAccessible(laptop);
    // The other device finds its session gone on its next request.
    await phone.reload();
    await phone.waitForURL((url) => url.pathname === '/');
  });

  it('sends a signed-out visitor from a dashboard screen to the home page', async () => {
    const page = await browser.newPage();
    await page.goto('/installer/dashboard/users');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('h1').first().waitFor();
  });
});
