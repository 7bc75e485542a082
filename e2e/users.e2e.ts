import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { POWER_TEXT, type Power } from '@portfolio/contract';
import { expectAccessible, useBrowser } from './helpers/browser';
import { expectText, navLinks, openNav, signInUi } from './helpers/app';

const browser = useBrowser();

const STAFF = { email: 'e2e-users-staff@example.com', password: 'staff-password-1' };

/** A user's row in the permissions table. */
const userCard = (page: Page, email: string) => page.getByRole('row', { name: email, exact: true });
/** A power's checkbox in a user's row, by its plain words (contract POWER_TEXT). */
const powerBox = (page: Page, email: string, power: Power) =>
  userCard(page, email).getByRole('checkbox', { name: POWER_TEXT[power].label, exact: true });

/** On the users screen, sets the given powers of one user and applies them with the save bar. */
const setPowers = async (page: Page, email: string, powers: Partial<Record<Power, boolean>>) => {
  for (const [power, on] of Object.entries(powers) as [Power, boolean][]) {
    const box = powerBox(page, email, power);
    if ((await box.isChecked()) !== on) await box.click();
    await expect.poll(() => box.isChecked()).toBe(on);
  }
  await page.getByRole('button', { name: 'Apply Changes' }).click();
  await page.getByRole('button', { name: 'Apply Changes' }).waitFor({ state: 'detached' });
};

describe('users and powers, set through the users screen', () => {
  it('registers a user, grants powers, and the user sees only what the powers allow — changes apply on reload; deleting the user ends their session', async () => {
    const admin = await browser.newPage();
    await signInUi(admin);

    // Add User: register a new staff account.
    await openNav(admin, 'Add User');
    await admin.getByRole('heading', { name: 'Add User' }).waitFor();
    await expectAccessible(admin);
    await admin.getByLabel('Email').fill(STAFF.email);
    await admin.getByLabel('Password').fill(STAFF.password);
    await admin.getByRole('button', { name: 'Register' }).click();
    // Add User lands on the new user's row.
    await admin.waitForURL('**/installer/dashboard/users?new=*');
    await userCard(admin, STAFF.email).getByText('New', { exact: true }).waitFor();
    await expectAccessible(admin);

    // Users: the new user starts without powers; grant add-client and edit-site-details.
    await openNav(admin, 'Users');
    await admin.waitForURL((url) => url.pathname.endsWith('/users') && !url.search);
    const card = userCard(admin, STAFF.email);
    await card.waitFor();
    expect(await card.getByRole('checkbox').count()).toBe(7);
    expect(await card.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await expect.poll(() => admin.getByRole('button', { name: 'Apply Changes' }).count()).toBe(0);
    await expectAccessible(admin);
    await setPowers(admin, STAFF.email, { 'add-client': true, 'edit-site-details': true });
    await admin.reload();
    await expect.poll(() => powerBox(admin, STAFF.email, 'add-client').isChecked()).toBe(true);
    expect(await powerBox(admin, STAFF.email, 'edit-site-details').isChecked()).toBe(true);

    // The user, in their own browser, sees Home, the Projects and Clients tables, Add Client and Edit only.
    const staff = await browser.newPage();
    await signInUi(staff, STAFF.email, STAFF.password);
    expect(await navLinks(staff)).toEqual([
      'Home',
      'Projects',
      'Clients',
      'Edit',
      'Add Client',
      'Fire doors',
      'My Account',
    ]);
    await expectAccessible(staff);
    // Screens behind the status flag send them back to the dashboard home.
    await staff.goto('/installer/dashboard/users');
    await staff.waitForURL((u) => u.pathname === '/installer/dashboard');
    await staff.getByRole('heading', { name: `Welcome, ${STAFF.email}` }).waitFor();

    // The admin swaps add-client for add-user; the user's reload shows it without signing in again.
    await setPowers(admin, STAFF.email, { 'add-client': false, 'add-user': true });
    await staff.reload();
    await expect
      .poll(() => navLinks(staff))
      .toEqual(['Home', 'Projects', 'Clients', 'Edit', 'Fire doors', 'Add User', 'My Account']);
    await staff.goto('/installer/dashboard/addclient');
    await staff.waitForURL((u) => u.pathname === '/installer/dashboard');
    await openNav(staff, 'Add User');
    await staff.getByRole('heading', { name: 'Add User' }).waitFor();

    // The admin deletes the user: Cancel keeps them, Delete removes them.
    await userCard(admin, STAFF.email)
      .getByRole('button', { name: `Delete ${STAFF.email}` })
      .click();
    let dialog = admin.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByText('Are you sure you want to delete this user?').waitFor();
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await userCard(admin, STAFF.email).waitFor();
    await userCard(admin, STAFF.email)
      .getByRole('button', { name: `Delete ${STAFF.email}` })
      .click();
    dialog = admin.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await userCard(admin, STAFF.email).waitFor({ state: 'detached' });
    await admin.reload();
    await userCard(admin, 'admin@example.com').waitFor();
    expect(await userCard(admin, STAFF.email).count()).toBe(0);

    // The deleted user's next action (registering someone) is refused and sends them to '/'.
    await staff.getByLabel('Email').fill('e2e-users-never@example.com');
    await staff.getByLabel('Password').fill('never-password-1');
    await staff.getByRole('button', { name: 'Register' }).click();
    await staff.waitForURL((u) => u.pathname === '/');
    await staff.locator('h1').first().waitFor();
    // And signing in again is no longer possible.
    await staff.goto('/installer');
    await staff.getByLabel('Email').fill(STAFF.email);
    await staff.getByLabel('Password').fill(STAFF.password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await staff.getByRole('alert').waitFor();
    expect(new URL(staff.url()).pathname).toBe('/installer');
  });

  it('refuses to register without email and password', async () => {
    const page = await browser.newPage();
    await signInUi(page);
    await openNav(page, 'Add User');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectText(page, 'Email and password are required');
    expect(new URL(page.url()).pathname).toBe('/installer/dashboard/adduser');
  });
});
