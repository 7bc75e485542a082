import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES as M } from '@portfolio/contract';
import { stepAt, totpAt } from '@portfolio/testkit/totp';
import { addUserApi, adminApi, expectText, signInUi } from './helpers/app';
import { expectAccessible, useBrowser } from './helpers/browser';

const browser = useBrowser();

describe('two-factor sign-in', () => {
  it('is turned on under My Account, then signing in asks for a code computed from the shown secret', async () => {
    const email = 'two-factor-e2e@example.com';
    const password = 'two-factor-pass-1';
    await addUserApi(await adminApi(), email, password);

    const page = await browser.newPage();
    await signInUi(page, email, password);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Account' }).click();
    await page.getByRole('button', { name: /Set up two-factor sign-in/ }).click();
    await page.locator('#two-factor-password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The QR code is drawn in the page (a data: image, no outside service); the secret is shown to type.
    const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = (await page.getByLabel('Secret key').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page);

    const enableStep = stepAt();
    await page.getByLabel(/Enter the 6-digit code/).fill(totpAt(secret, enableStep));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    const codes = page.getByRole('region', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await expectAccessible(page);
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await expectText(page, M.enabled);

    // Sign out, then in again: the password, then a code (of a later time step: each step works once).
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/installer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const codeField = page.getByLabel('Authentication code');
    await codeField.waitFor();
    await expectAccessible(page);
    expect(page.url()).toMatch(/\/installer$/);

    await codeField.fill(totpAt(secret, Math.max(enableStep + 1, stepAt())));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/installer/dashboard');
    await page.getByRole('heading', { name: `Welcome, ${email}` }).waitFor();
  });
});
