import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portfolio/contract';
import { expectAccessible, useBrowser } from './helpers/browser';
import { ADMIN, addClientApi, addUserApi, adminApi, navLinks, openNav, signInUi } from './helpers/app';
import { SHOTS, shoot, sidewaysOverflow } from './helpers/screens';

const browser = useBrowser();
const CLIENT = 'E2e Layout Kappa Holdings International';

/** Every dashboard screen an admin with every power can open, by its path under /installer/dashboard. */
const SCREENS = [
  ['home', ''],
  ['clients', 'editcover'],
  ['client-sites', `client/${encodeURIComponent(CLIENT.toLowerCase())}`],
  ['add-client', 'addclient'],
  ['logos', 'addclient-logo'],
  ['press', 'add-press'],
  ['awards', 'add-awards'],
  ['testimonials', 'add-testimonials'],
  ['enquiries', 'enquiries'],
  ['users', 'users'],
  ['add-user', 'adduser'],
  ['trash', 'trash'],
  ['account', 'account'],
] as const;

/** Opens a screen and waits for its heading and for its data (no loading indicator left). */
const open = async (page: Page, sub: string) => {
  await page.goto(`/installer/dashboard${sub ? `/${sub}` : ''}`);
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .app-loading, [aria-busy="true"]'));
};

beforeAll(async () => {
  const api = await adminApi();
  await addClientApi(api, CLIENT, { siteName: 'Regional Head Office With A Long Name' }, 3);
  const gone = await addClientApi(api, 'E2e Layout Removed Client', {}, 1);
  expect((await api.del(API.deleteClient, { clientId: gone._id })).status).toBe(200);
  await addUserApi(
    api,
    'e2e-layout-a-rather-long-address.for-the-table@example-construction.co.in',
    'layout-password-1',
    { 'add-client': true },
  );
}, 120_000);

describe('the dashboard frame', () => {
  it('opens every screen at 390 px without the page scrolling sideways, each with its own browser title', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInUi(page);
    for (const [name, sub] of SCREENS) {
      await open(page, sub);
      expect(await sidewaysOverflow(page), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
      expect(await page.title(), name).toMatch(name === 'home' ? /^Dashboard( · .+)?$/ : / · Dashboard( · .+)?$/);
      await shoot(page, `${name}-390`);
    }
  });

  it('has a grouped sidebar marking the current screen, collapses, and keeps toasts off the account controls', async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInUi(page);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    for (const group of ['Portfolio', 'Content', 'Inbox', 'Admin'])
      await nav.getByText(group, { exact: true }).waitFor();
    await openNav(page, 'Users');
    await page.waitForURL('**/installer/dashboard/users');
    await expect.poll(() => nav.locator('[aria-current="page"]:visible').innerText()).toBe('Users');
    expect(await page.title()).toMatch(/^Users · Dashboard/);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Admin').waitFor();
    await expectAccessible(page);

    // A toast opens below the header: it never covers Logout.
    const row = page.getByRole('row', { name: ADMIN.email });
    await row.getByRole('button', { name: `Reset password of ${ADMIN.email}` }).click();
    const toast = page.locator('.ant-notification-notice').first();
    await toast.waitFor();
    const [t, logout] = [await toast.boundingBox(), await page.getByRole('button', { name: 'Logout' }).boundingBox()];
    expect(t!.y).toBeGreaterThanOrEqual(logout!.y + logout!.height);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    expect(await navLinks(page)).toContain('Users');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
  });

  it('zooms a dialog in, unless the person asked their system for reduced motion: then it opens in place at once', async () => {
    /** The animations running in the confirm dialog just after Remove is pressed. */
    const animationsOnOpen = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await browser.newPage({ width: 1440, height: 900 }, { reducedMotion });
      await signInUi(page);
      await page.goto(`/installer/dashboard/client/${encodeURIComponent(CLIENT.toLowerCase())}`);
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
      await dialog.waitFor();
      const running = await page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => (a.effect as KeyframeEffect | null)?.target?.closest?.('.ant-modal-root')).length,
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      return running;
    };
    expect(await animationsOnOpen('no-preference')).toBeGreaterThan(0);
    expect(await animationsOnOpen('reduce')).toBe(0);
  });

  it.skipIf(!SHOTS)('fits every screen at 1440 px too (the screenshots to look at)', async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInUi(page);
    for (const [name, sub] of SCREENS) {
      await open(page, sub);
      expect(await sidewaysOverflow(page), name).toBeLessThanOrEqual(0);
      await shoot(page, `${name}-1440`);
    }
  });
});
