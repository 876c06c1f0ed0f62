import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, newUser, toast } from '../support/fixtures.ts';

/** SPEC 4.8, 5, 8.3: the footer sign-up with its double opt-in and /newsletter-preferences. */

/** Where the notifications service writes e-mails without SMTP (its README): `<repo>/.data/mail-outbox`. */
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? resolve(import.meta.dirname, '../../../.data/mail-outbox');

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest signed /newsletter-preferences link (`?token=`, or the sign-up's `?confirm=`) e-mailed to `email`, read from the .eml outbox. */
async function linkFor(email: string, param: 'token' | 'confirm' = 'token'): Promise<string> {
  let link: string | undefined;
  const pattern = new RegExp(`/newsletter-preferences\\?${param}=([^\\s"&<]+)`);
  await expect(async () => {
    for (const file of (await readdir(OUTBOX))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
      const text = decodeQuotedPrintable(await readFile(resolve(OUTBOX, file), 'utf8'));
      if (!text.includes(email)) continue;
      const match = pattern.exec(text);
      if (match) {
        link = `/newsletter-preferences?${param}=${match[1]}`;
        return;
      }
    }
    throw new Error(`no e-mail to ${email} with a ${param} link in ${OUTBOX}`);
  }).toPass({ timeout: 10_000 });
  return link!;
}

const footerEmail = (page: Page) => page.getByRole('form', { name: 'Newsletter' }).getByLabel('Email address');

test.describe('newsletter sign-up (footer)', () => {
  test('when a visitor subscribes, then the toast asks them to check their inbox, the field clears, and the e-mailed link confirms', async ({
    page,
  }) => {
    const email = newUser('nl').email;
    await page.goto('/about');
    await footerEmail(page).fill(email);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(toast(page, 'Check your inbox')).toBeVisible();
    await expect(toast(page, 'Thank you! Please check your inbox: we have sent you an e-mail to confirm your subscription.')).toBeVisible();
    await expect(footerEmail(page)).toHaveValue('');

    // double opt-in: opening the e-mailed link confirms, then the page offers the preferences
    await page.goto(await linkFor(email, 'confirm'));
    await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your subscription is confirmed.' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Subscribed');
    await expect(page).toHaveURL(/\/newsletter-preferences\?token=/);
  });

  test('when a confirmation link is not valid, then the page says so and how to get a new one', async ({ page }) => {
    await page.goto('/newsletter-preferences?confirm=not.a-real.link');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired link' })).toBeVisible();
    await expect(page.getByText('sign up again with the newsletter form')).toBeVisible();
  });

  test('when the e-mail is empty, then the destructive "Email required" toast shows', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(toast(page, 'Email required')).toBeVisible();
    await expect(toast(page, 'Please enter your email address to subscribe.')).toBeVisible();
  });
});

test.describe('newsletter preferences', () => {
  test('when a visitor without a link asks for one, then the page confirms it was sent', async ({ page }) => {
    await page.goto('/newsletter-preferences');
    await page.getByLabel('Email', { exact: true }).fill(newUser('nlreq').email);
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'we have sent it a link' })).toBeVisible();
  });

  test('when a subscriber opens the e-mailed link, then they can change topics and frequency and unsubscribe', async ({ page }) => {
    const email = newUser('nlpref').email;
    expect((await apiPost(page, '/api/newsletter/subscribe', { email })).status()).toBe(200);
    // confirmed through the API here (the footer test opens the link in the page)
    const confirm = (await linkFor(email, 'confirm')).replace('/newsletter-preferences?confirm=', '/api/newsletter/confirm?token=');
    expect((await apiPost(page, confirm)).status()).toBe(200);
    expect((await apiPost(page, '/api/newsletter/preferences-link', { email })).status()).toBe(200);
    const link = await linkFor(email);

    await page.goto(link);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Subscribed');
    await page.getByRole('radio', { name: 'Monthly' }).click();
    await page.getByRole('checkbox', { name: 'Podcasts' }).uncheck();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toast(page, 'Preferences updated')).toBeVisible();
    await expect(toast(page, 'Your newsletter preferences have been updated successfully.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Podcasts' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(toast(page, 'Unsubscribed')).toBeVisible();
    await expect(page.getByTestId('subscription-status')).toHaveText('Unsubscribed');
  });

  test('when the link is not valid, then the page says so and offers a new link', async ({ page }) => {
    await page.goto('/newsletter-preferences?token=not-a-real-token');
    await expect(page.getByRole('button', { name: 'Send me the link' })).toBeVisible();
  });
});
