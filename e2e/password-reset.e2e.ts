import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portfolio/contract';
import { signIn } from '@portfolio/testkit/api';
import { startServer, type TestServer } from '@portfolio/testkit/server';
import { startSmtp, type TestSmtp } from '@portfolio/testkit/smtp';
import { ADMIN, addUserApi, expectText, signInUi } from './helpers/app';
import { expectAccessible, useBrowser } from './helpers/browser';

const browser = useBrowser();

// This file runs its own app, configured to send email to a real SMTP server on loopback.
let app: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
  app = await startServer(smtp.env('dashboard@example.com'));
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

describe('password reset by email', () => {
  it('asks for a link from the sign-in screen, opens it from the email, sets a new password and signs in with it', async () => {
    const email = 'forgetful@example.com';
    await addUserApi(await signIn(app.url, ADMIN.email, ADMIN.password), email, 'old-password-1');

    const page = await browser.newPage(undefined, { baseURL: app.url });
    await page.goto('/installer');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectText(page, MESSAGES.resetRequested);

    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Reset your dashboard password');
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    expect(link.startsWith(`${app.url}/installer/reset-password?token=`)).toBe(true);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('new-password-2');
    await page.getByLabel('Repeat the new password').fill('new-password-2');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectText(page, MESSAGES.resetDone);

    // The link worked once: opening it again is refused.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('new-password-3');
    await page.getByLabel('Repeat the new password').fill('new-password-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectText(page, MESSAGES.resetTokenInvalid);

    await signInUi(page, email, 'new-password-2');

    // And from My Account, the password changes again while this session stays.
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Account' }).click();
    await page.getByLabel('Current password').fill('new-password-2');
    await page.getByLabel('New password', { exact: true }).fill('new-password-4');
    await page.getByLabel('Repeat the new password').fill('new-password-4');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectText(page, MESSAGES.passwordChanged);
    await expectAccessible(page);
    await page.reload();
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
  });
});
