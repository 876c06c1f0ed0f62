import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, logoutViaApi, newUser, openAuthTab, registerViaApi, toast } from '../support/fixtures.ts';

/** Forgot and reset password by e-mail, e-mail verification, change password, active sessions. */

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

/**
 * The reset and change-password forms said 'Minimum 6 characters' while the server wants the
 * security settings' policy: they now list its live rules, as registration does, and refuse a weak
 * password with the server's own message before sending anything.
 */
const POLICY = ['At least 8 characters', 'An upper-case letter', 'A number', 'A special character'];

/** The password endpoints the page called (none may be called for a password the form refuses). */
function passwordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/password\/(change|reset)$/.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

async function expectLiveRules(page: Page, rulesId: string) {
  const rules = page.locator(`#${rulesId}`);
  await expect(rules).toBeVisible();
  await expect(rules.getByRole('listitem')).toHaveText(POLICY.map((rule) => new RegExp(rule)));
  await expect(page.getByText('Minimum 6 characters')).toHaveCount(0);
  return rules;
}

for (const [where, viewport] of [
  ['on a 390 px phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`password rules ${where}`, () => {
    test.use({ viewport });

    test('when a member changes their password, then the form lists the live rules, ticks them off, and refuses a weak one with the rule’s message before any request', async ({
      page,
    }) => {
      const user = newUser('rules');
      await registerViaApi(page, user);
      const calls = passwordRequests(page);
      await page.goto('/profile/security');
      const form = page.getByRole('form', { name: 'Change password' });
      const fresh = form.getByLabel('New password', { exact: true });
      await expect(fresh).toBeVisible();
      const rules = await expectLiveRules(page, 'security-new-rules');
      await expect(fresh).toHaveAttribute('aria-describedby', /security-new-rules/);

      await form.getByLabel('Current password').fill(user.password);
      await fresh.fill('shooter1');
      await expect(rules.locator('li.is-met')).toHaveText([/At least 8 characters/, /A number/]);
      await form.getByLabel('Confirm new password').fill('shooter1');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByText('Password must contain an upper-case letter')).toBeVisible();
      await fresh.fill('Shooter12');
      await form.getByLabel('Confirm new password').fill('Shooter12');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(form.getByText('Password must contain a special character')).toBeVisible();
      expect(calls, 'no request for a password the form refused').toEqual([]);

      await fresh.fill('Shooter#2027');
      await expect(rules.locator('li.is-met')).toHaveCount(4);
      await form.getByLabel('Confirm new password').fill('Shooter#2027');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(toast(page, 'Password changed')).toBeVisible();
      expect(calls).toHaveLength(1);
      if (viewport.width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test('when someone opens a reset link, then the form lists the live rules and refuses a weak password with the rule’s message before any request', async ({
      page,
    }) => {
      const calls = passwordRequests(page);
      await page.goto('/reset-password?token=any-link-token');
      const form = page.getByRole('form', { name: 'Reset password' });
      const fresh = form.getByLabel('New password', { exact: true });
      await expect(fresh).toBeVisible();
      const rules = await expectLiveRules(page, 'reset-password-rules');
      await fresh.fill('clayclay');
      await expect(rules.locator('li.is-met')).toHaveText([/At least 8 characters/]);
      await form.getByLabel('Confirm new password').fill('clayclay');
      await form.getByRole('button', { name: 'Reset password' }).click();
      await expect(form.getByText('Password must contain an upper-case letter')).toBeVisible();
      await fresh.fill('Clay#26');
      await form.getByLabel('Confirm new password').fill('Clay#26');
      await form.getByRole('button', { name: 'Reset password' }).click();
      await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
      expect(calls, 'no request for a password the form refused').toEqual([]);

      // a strong one goes to the server, which judges the (made-up) link
      await fresh.fill('Fresh#Clay2026');
      await expect(rules.locator('li.is-met')).toHaveCount(4);
      await form.getByLabel('Confirm new password').fill('Fresh#Clay2026');
      await form.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('This password reset link is invalid or has expired. Please ask for a new one.')).toBeVisible();
      expect(calls).toHaveLength(1);
    });
  });
}
