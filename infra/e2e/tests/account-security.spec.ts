import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, logoutViaApi, newUser, openAuthTab, registerViaApi, toast } from '../support/fixtures.ts';

/** Issue 14.6: forgot and reset password by e-mail, e-mail verification, change password, active sessions. */

/** Where the notifications service writes e-mails without SMTP (its README): `<repo>/.data/mail-outbox`. */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? resolve(import.meta.dirname, '../../../.data/mail-outbox');

const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The path and query of the newest `/<page>?token=` link e-mailed to `email`, read from the .eml outbox. */
async function linkFor(email: string, page: 'reset-password' | 'verify-email'): Promise<string> {
  let link: string | undefined;
  const pattern = new RegExp(`/${page}\\?token=([^\\s"&<]+)`);
  await expect(async () => {
    for (const file of (await readdir(OUTBOX))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
      const text = decodeQuotedPrintable(await readFile(resolve(OUTBOX, file), 'utf8'));
      if (!text.includes(`To: ${email}`)) continue;
      const match = pattern.exec(text);
      if (match) {
        link = `/${page}?token=${match[1]}`;
        return;
      }
    }
    throw new Error(`no e-mail to ${email} with a /${page} link in ${OUTBOX}`);
  }).toPass({ timeout: 15_000 });
  return link!;
}

async function login(page: Page, username: string, password: string) {
  await openAuthTab(page, 'Login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('forgot password', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when a member forgets their password, then the e-mailed link lets them choose a new one and log in with it (phone)', async ({
    page,
  }) => {
    const user = newUser('forgot');
    await registerViaApi(page, user);
    await logoutViaApi(page);

    await openAuthTab(page, 'Login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill('not-an-address');
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await form.getByLabel('Email').fill(user.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'If an account uses this e-mail address, we have sent it a link to reset the password. Check your inbox.',
    );

    await page.goto(await linkFor(user.email, 'reset-password'));
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByLabel('New password', { exact: true }).fill('Fresh#Clay2026');
    await reset.getByLabel('Confirm new password').fill('Fresh#Clay2027');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(reset.getByText('Passwords do not match')).toBeVisible();
    await reset.getByLabel('Confirm new password').fill('Fresh#Clay2026');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password has been reset. Please log in with your new password.');
    const link = page.url();

    await page.getByRole('link', { name: 'Log in' }).click();
    await login(page, user.username, 'Fresh#Clay2026');
    await expect(page).toHaveURL(/\/profile$/);

    // the link worked once
    await page.goto(link);
    await page.getByRole('form', { name: 'Reset password' }).getByLabel('New password', { exact: true }).fill('Again#Clay2026');
    await page.getByLabel('Confirm new password').fill('Again#Clay2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired. Please ask for a new one.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});

test.describe('account security page', () => {
  test('when a member verifies their e-mail and changes their password, then the page shows it and the new password logs in', async ({
    page,
  }) => {
    const user = newUser('sec');
    await registerViaApi(page, user);
    await page.goto('/profile/security');
    await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    await expect(page.getByText('Not verified')).toBeVisible();
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await expect(toast(page, 'Verification e-mail sent')).toBeVisible();

    await page.goto(await linkFor(user.email, 'verify-email'));
    await expect(page.getByRole('status')).toHaveText('Thank you! Your e-mail address is verified.');
    await page.goto('/profile/security');
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Wrong#Pass2026');
    await form.getByLabel('New password', { exact: true }).fill('Changed#Clay2026');
    await form.getByLabel('Confirm new password').fill('Changed#Clay2026');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Current password is incorrect')).toBeVisible();
    await form.getByLabel('Current password').fill(user.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed')).toBeVisible();

    await logoutViaApi(page);
    await login(page, user.username, 'Changed#Clay2026');
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('when a member signs out a session on another browser, then that browser is logged out and this one is not (phone)', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = newUser('sess');
    await registerViaApi(page, user);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    try {
      await loginViaApi(otherPage, user.username, user.password);
      await otherPage.goto('/profile');
      await expect(otherPage.getByRole('heading', { name: /^Welcome/ })).toBeVisible();

      await page.goto('/profile/security');
      const list = page.getByRole('list', { name: 'Active sessions' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
      // the security page fits a 390 px phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await list.getByRole('listitem').filter({ hasNotText: 'This device' }).getByRole('button', { name: 'Sign out' }).click();
      await expect(toast(page, 'Session signed out')).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByText('No other sessions: you are signed in only here.')).toBeVisible();

      // the other browser's session is gone: its next page asks it to log in
      await otherPage.goto('/profile/security');
      await expect(otherPage).toHaveURL(/\/auth/);
      // this one still works
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
