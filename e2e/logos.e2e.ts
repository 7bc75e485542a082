import { describe, expect, it } from 'vitest';
import { LOGO_ORDER_MESSAGES } from '@portfolio/contract';
import { file, form, png, svg } from '@portfolio/testkit/files';
import { expectAccessible, useBrowser } from './helpers/browser';
import { adminApi, dragOnto, expectToast, logoFile, openNav, signInUi } from './helpers/app';
import { SHOTS, shoot } from './helpers/screens';

const browser = useBrowser();
/** Set SHOTS_DIR to keep pictures of the Client Logos screen and the home page's logo wall at 1440 and 390 px. */

describe('client logo management', () => {
  it('uploads a logo under a typed name, shows it in the grid, and deletes it after confirmation', async () => {
    const page = await browser.newPage();
    await signInUi(page);
    await openNav(page, 'Client Logos');
    await page.getByRole('heading', { name: 'Client Logo Management' }).waitFor();
    await page.getByText('PNG, JPG, JPEG, SVG', { exact: true }).waitFor();
    const total = page.getByText('Total logos').locator('xpath=ancestor::tr[1]');
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    await expect.poll(async () => /\d+/.test(await total.innerText())).toBe(true);
    const count = async () => Number((await total.innerText()).match(/\d+/)![0]);
    const before = await count();
    await expectAccessible(page);

    // A wrong file type is refused before upload.
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please select a valid image file (PNG, JPG, JPEG, SVG)').waitFor();
    expect(await page.getByRole('button', { name: 'Upload' }).isDisabled()).toBe(true);

    await page.getByLabel('Logo file').setInputFiles(await logoFile('delta.png'));
    await page.getByRole('img', { name: 'New logo preview' }).waitFor();
    expect(await page.getByLabel('Logo name').inputValue()).toBe('delta');
    await page.getByLabel('Logo name').fill('E2e Logos Delta');
    await page.getByRole('button', { name: 'Upload' }).click();
    // Spec: the name is sent lowercased with hyphens ('e2e-logos-delta'). The server stores it under the
    // media library's hashed file name (e2e_logos_delta_<hash>.png), which is what the tile shows.
    const DELTA = /^e2e[-_]logos[-_]delta([-_][0-9a-f]+)?\.png$/;
    const EPSILON = /^e2e[-_]logos[-_]epsilon([-_][0-9a-f]+)?\.svg$/;
    const tile = page.getByRole('article', { name: DELTA });
    await tile.waitFor();
    await expect.poll(count).toBe(before + 1);
    await expect
      .poll(() =>
        tile
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);

    // An SVG logo too.
    await page
      .getByLabel('Logo file')
      .setInputFiles({ name: 'e2e-logos-epsilon.svg', mimeType: 'image/svg+xml', buffer: svg() });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('article', { name: EPSILON }).waitFor();
    await expectAccessible(page);

    // Delete shows on hover; the styled confirm dialog names the logo; Cancel keeps it, Delete removes it.
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await tile.hover();
    await tile.getByRole('button', { name: /^Delete e2e[-_]logos[-_]delta/ }).click();
    await confirm.getByText(DELTA).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await tile.count()).toBe(1);
    await tile.hover();
    await tile.getByRole('button', { name: /^Delete e2e[-_]logos[-_]delta/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await tile.waitFor({ state: 'detached' });
    const svgTile = page.getByRole('article', { name: EPSILON });
    await svgTile.hover();
    await svgTile.getByRole('button', { name: /^Delete e2e[-_]logos[-_]epsilon/ }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await svgTile.waitFor({ state: 'detached' });
    await expect.poll(count).toBe(before);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(count).toBe(before);
    expect(await page.getByRole('article', { name: DELTA }).count()).toBe(0);
  });
});

describe("the logo wall's order", () => {
  it("staff reorder the library by dragging and with Up, save, and the home page's wall follows", async () => {
    const admin = await adminApi();
    const paths: string[] = [];
    const colours = { 'Wall North': '#1d4ed8', 'Wall South': '#b45309', 'Wall East': '#047857' };
    for (const [name, colour] of Object.entries(colours)) {
      const res = await admin.post(
        '/api/v1/logos/upload',
        form({ name, logo: file(await png(240, 96, colour), 'logo.png', 'image/png') }),
      );
      expect(res.status).toBe(201);
      paths.push(res.body.path);
    }
    const label = (n: string | null) => n?.replace(/_[0-9a-f]{10}(\.[a-z]+)$/i, '$1').replace(/_/g, '-') ?? '';
    const ours = (names: (string | null)[]) => names.map(label).filter((n) => n.startsWith('wall-'));
    const rowNames = async (page: import('playwright-core').Page) =>
      ours(
        await page
          .getByRole('list', { name: 'Logos in wall order' })
          .getByRole('listitem')
          .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label'))),
      );

    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInUi(page);
    await openNav(page, 'Client Logos');
    await page.getByRole('list', { name: 'Logos in wall order' }).waitFor();
    // Newest first.
    expect(await rowNames(page)).toEqual(['wall-east.png', 'wall-south.png', 'wall-north.png']);

    // Drag North's handle above East's (the list below the grid scrolled into view first).
    await page.getByRole('button', { name: 'Save order' }).scrollIntoViewIfNeeded();
    await dragOnto(
      page,
      page.getByRole('button', { name: /^Drag wall-north/ }),
      page.getByRole('listitem', { name: /^wall-east/ }),
    );
    await expect.poll(() => rowNames(page)).toEqual(['wall-north.png', 'wall-east.png', 'wall-south.png']);
    await page.getByRole('button', { name: /^Move wall-south.* up$/ }).click();
    // Read until the list has re-rendered (the drag's drop animation may still be running).
    await expect.poll(() => rowNames(page)).toEqual(['wall-north.png', 'wall-south.png', 'wall-east.png']);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save order' }).click();
    await expectToast(page, LOGO_ORDER_MESSAGES.orderSaved);
    // The grid follows the saved order.
    const tiles = ours(
      await page.getByRole('article').evaluateAll((items) => items.map((a) => a.getAttribute('aria-label'))),
    );
    expect(tiles).toEqual(['wall-north.png', 'wall-south.png', 'wall-east.png']);
    await shoot(page, 'logos-1440');

    const home = await browser.newPage({ width: 1440, height: 900 });
    await home.goto('/');
    const wall = home.getByRole('region', { name: 'Our clients', exact: true });
    const alts = await wall.getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(alts.filter((a) => a?.startsWith('Wall '))).toEqual(['Wall North', 'Wall South', 'Wall East']);

    if (SHOTS) {
      await wall.scrollIntoViewIfNeeded();
      await shoot(wall, 'wall-1440');
      const phone = await browser.newPage({ width: 390, height: 844 });
      await signInUi(phone);
      await phone.goto('/installer/dashboard/addclient-logo');
      await phone.getByRole('list', { name: 'Logos in wall order' }).waitFor();
      await shoot(phone, 'logos-390');
      const phoneHome = await browser.newPage({ width: 390, height: 844 });
      await phoneHome.goto('/');
      const phoneWall = phoneHome.getByRole('region', { name: 'Our clients', exact: true });
      await phoneWall.scrollIntoViewIfNeeded();
      await shoot(phoneWall, 'wall-390');
    }

    // Leave the library as the other suites expect it: empty of these logos.
    for (const path of paths) expect((await admin.del(`/api/v1/logos/${path.split('/').pop()}`)).status).toBe(200);
  });
});
