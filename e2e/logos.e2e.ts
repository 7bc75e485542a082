import { describe, expect, it } from 'vitest';
import { svg } from '@portfolio/testkit/files';
import { expectAccessible, useBrowser } from './helpers/browser';
import { logoFile, openNav, signInUi } from './helpers/app';

const browser = useBrowser();

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
    await page.getByLabel('Logo file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
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
    await expect.poll(() => tile.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // An SVG logo too.
    await page.getByLabel('Logo file').setInputFiles({ name: 'e2e-logos-epsilon.svg', mimeType: 'image/svg+xml', buffer: svg() });
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
