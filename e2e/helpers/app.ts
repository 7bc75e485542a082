import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { Agent, signIn } from '@portfolio/testkit/api';
import { file, form, jpeg, mp4, png } from '@portfolio/testkit/files';
import { ADMIN, SUPER_ADMIN } from '@portfolio/testkit/server';
import { appUrl } from './browser';

export { ADMIN };

/** Signs in through the /installer form, as a person would, and waits for the dashboard's welcome. */
export const signInUi = async (page: Page, email = ADMIN.email, password = ADMIN.password) => {
  await page.goto('/installer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/installer/dashboard');
  await page.getByRole('heading', { name: `Welcome, ${email}` }).waitFor();
};

/** Signs the super-admin in to Strapi's admin panel at /admin, its first-visit guided tour off (as after "Skip"). */
export const signInToAdmin = async (page: Page, { email, password } = SUPER_ADMIN) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'STRAPI_GUIDED_TOUR',
      JSON.stringify({ tours: {}, enabled: false, hidden: true, completedActions: [] }),
    ),
  );
  await page.goto('/admin');
  await page.locator('input[name="email"]').waitFor({ timeout: 30_000 });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth'), { timeout: 30_000 });
};

/**
 * Drags a sortable list's handle (the shared SortableList) onto a row, in small steps as a hand would
 * (dnd-kit starts a drag only after the pointer has moved).
 */
export const dragOnto = async (page: Page, handle: Locator, target: Locator) => {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x, y + ((to.y + 4 - y) * i) / 10);
  await page.mouse.up();
  // After a drop, dnd-kit swallows every click on the page until a 50 ms timer of the browser's
  // fires (a capturing listener on the document that stops the click: PointerSensor.detach). A
  // hand is never that quick, but a test's next click can be, and on a busy machine the timer runs
  // late: that click (Move up, Save) then does nothing. Wait until a click gets through again.
  await page.waitForFunction(() => {
    let through = false;
    const probe = () => (through = true);
    document.body.addEventListener('click', probe);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.removeEventListener('click', probe);
    return through;
  });
};

/** Opens a dashboard screen through its navigation link. */
export const openNav = async (page: Page, label: string) => {
  // Enquiries and Applications carry a count badge: "Enquiries 4 new and unanswered".
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\d+.*)?$`);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name }).click();
};

/** The names of the dashboard's navigation links, in order. */
export const navLinks = async (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
  // A count badge is not part of the entry's label: "Enquiries\n4" reads as "Enquiries".
  return (await nav.getByRole('link').allInnerTexts()).map((text) => text.replace(/\s+\d+\+?$/, ''));
};

/** An antd Select: opens it by its label and picks the option with that text. */
export const pickOption = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Waits for a toast / banner / text to show. */
export const expectText = async (page: Page, text: string) => {
  await page.getByText(text, { exact: true }).first().waitFor();
};

export const adminApi = () => signIn(appUrl(), ADMIN.email, ADMIN.password);

export const photoFiles = async (
  prefix: string,
  count: number,
  colors = ['#aa3355', '#33aa55', '#3355aa', '#aaaa33'],
) =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `${prefix}-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpeg(320 + i * 10, 240, colors[i % colors.length]),
    })),
  );

export const logoFile = async (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await png(120, 60, '#224488'),
});
export const videoFile = (name = 'walkthrough.mp4') => ({ name, mimeType: 'video/mp4', buffer: mp4() });

/** Adds a client with one site over HTTP (setup for flows that are not about adding). */
export const addClientApi = async (
  agent: Agent,
  name: string,
  site: Partial<Record<string, string>> = {},
  photoCount = 2,
  withVideo = false,
) => {
  const photos = await Promise.all(
    Array.from({ length: photoCount }, async (_, i) =>
      file(await jpeg(300 + i * 10, 200, ['#884422', '#228844', '#224488'][i % 3]), `p${i + 1}.jpg`, 'image/jpeg'),
    ),
  );
  const res = await agent.post(
    '/api/v1/clients/addClient',
    form({
      name,
      coverPhoto: file(await png(100, 50), 'logo.png', 'image/png'),
      siteName: `${name} site`,
      area: '15000',
      industry: 'corporate',
      project_scope: 'Interiors',
      state: 'Kerala',
      locations: 'kochi',
      description: 'Offices on two floors.',
      site_start: '2021',
      site_ongoing: 'false',
      // A Completed site has its completion date (December of its start year unless given).
      ...(site.site_ongoing === 'true' ? {} : { site_end: `${site.site_start ?? '2021'}-12` }),
      ...site,
      photos,
      video: withVideo ? file(mp4(), 'tour.mp4', 'video/mp4') : undefined,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const client = await agent.get(`/api/v1/clients/getClient/${encodeURIComponent(name.toLowerCase())}`);
  expect(client.status).toBe(200);
  return client.body[0] as {
    _id: string;
    name: string;
    coverPhoto: string;
    sites: { _id: string; siteName: string; photos: string[] }[];
  };
};

/** Registers a user over HTTP and sets its powers. */
export const addUserApi = async (
  agent: Agent,
  email: string,
  password: string,
  powers: Record<string, boolean> = {},
) => {
  const res = await agent.post('/api/v1/user/register', { email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const all = await agent.get('/api/v1/user/getAllUsers');
  const user = (all.body as { _id: string; email: string }[]).find((u) => u.email === email)!;
  if (Object.keys(powers).length)
    expect((await agent.put(`/api/v1/user/updatePowers/${user._id}`, powers)).status).toBe(200);
  return user;
};

/** An antd Select (or AutoComplete) by its label: opens it, types to narrow when asked, clicks the option. */
export const choose = async (page: Page, label: string, option: string, { type = false } = {}) => {
  const box = page.getByLabel(label, { exact: true });
  const exactly = new RegExp(`^${option}$`);
  const chosen = page.locator('.ant-select', { has: box }).locator('.ant-select-content').filter({ hasText: exactly });
  // As a person would: look that the select shows the option, and pick it again if it does not. On a
  // busy machine a click on an option can land while the list is still opening and be lost (seen in
  // CI: "Industry is required" on save, the select left empty).
  for (let attempt = 1; ; attempt++) {
    await box.click();
    if (type) await box.fill(option);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: exactly })
      .first()
      .click();
    await page
      .locator('.ant-select-dropdown:visible')
      .waitFor({ state: 'hidden' })
      .catch(() => {});
    if (await chosen.count()) return;
    if (attempt === 3) throw new Error(`${label}: "${option}" was picked three times and is still not shown as chosen`);
  }
};

export interface SiteInput {
  siteName: string;
  area: string;
  industry: string;
  scope: string;
  state: string;
  city: string;
  description: string;
  start: string;
  status: 'Ongoing' | 'Completed';
  /** A Completed site's completion month and year (default: December of the start year). */
  end?: { month: string; year: string };
}

/** Fills the site fields shared by the Add Client form and the Edit Site Details modal. */
export const fillSite = async (scope: Page | ReturnType<Page['getByRole']>, page: Page, s: SiteInput) => {
  await scope.getByLabel('Site Name', { exact: true }).fill(s.siteName);
  await scope.getByLabel('Area (sq ft)').fill(s.area);
  await choose(page, 'Industry', s.industry);
  await scope.getByLabel('Project Scope').fill(s.scope);
  await choose(page, 'State', s.state, { type: true });
  await scope.getByLabel('Location').fill(s.city);
  await page.keyboard.press('Escape');
  await scope.getByLabel('Description').fill(s.description);
  await scope.getByLabel('Site Start Year').fill(s.start);
  await scope.getByRole('radio', { name: s.status }).check();
  if (s.status === 'Completed') {
    await choose(page, 'Completion Month', s.end?.month ?? 'December');
    await scope.getByLabel('Completion Year').fill(s.end?.year ?? s.start);
  }
};

/** A toast shows the text, then closes by itself (1500 ms); waiting keeps axe off its fade animation. */
/** A success toast that leads on: its "View on website" link opens the public page headed `heading`. */
/**
 * After a save: the toast shows `text` alone and closes by itself; the saved panel on the page
 * ("<name> saved") stays and its "View on website" opens the page headed `heading`.
 */
export const expectSavedToWebsite = async (page: Page, text: string, heading: string) => {
  const toast = page.locator('.ant-notification-notice').filter({ hasText: text }).first();
  await toast.waitFor();
  expect(await toast.getByRole('link').count()).toBe(0);
  const panel = savedPanel(page, heading);
  await toast.waitFor({ state: 'detached', timeout: 10_000 });
  await panel.waitFor();
  const href = await panel.getByRole('link', { name: /View on website/ }).getAttribute('href');
  const site = await page.context().newPage();
  const answer = await site.goto(href!);
  expect(answer?.status()).toBe(200);
  await site.getByRole('heading', { level: 1, name: heading }).waitFor();
  await site.close();
};

/** The saved panel above a dashboard form or list: "<name> saved" and its next steps. */
export const savedPanel = (page: Page, name: string) =>
  page.locator('.dash-saved-panel').filter({ hasText: `${name} saved` });

/**
 * A toast with `text` appears (the next one after the toast the last call found, from the page's record
 * of every toast it showed: helpers/browser.ts), then closes by itself. Failing, it names the toasts and
 * field errors the page showed instead.
 */
export const expectToast = async (page: Page, text: string) => {
  type ToastLog = { __toasts: Element[]; __toastsRead?: number };
  const found = (wanted: string) => {
    const w = window as unknown as ToastLog;
    const at = w.__toasts.findIndex((toast, i) => i >= (w.__toastsRead ?? 0) && toast.textContent?.includes(wanted));
    if (at >= 0) w.__toastsRead = at + 1;
    return at >= 0;
  };
  await page.waitForFunction(found, text, { polling: 100, timeout: 30_000 }).catch(async (error: Error) => {
    const shown = await page.evaluate(() => (window as unknown as ToastLog).__toasts.map((toast) => toast.textContent));
    const fieldErrors = await page.locator('.ant-form-item-explain-error').allTextContents();
    throw new Error(
      `No toast "${text}" within 30 s; the toasts this page showed: ${JSON.stringify(shown)}; field errors on it: ${JSON.stringify(fieldErrors)} (${error.message.split('\n')[0]})`,
    );
  });
  await page
    .locator('.ant-notification-notice')
    .filter({ hasText: text })
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
};
