import { expect, test } from '@playwright/test';
import { openAuthTab } from '../support/fixtures.ts';

/** SPEC 5: the forms validate on submit with these exact messages, before any request is sent. */

test.describe('login form validation', () => {
  test('when the fields are too short, then both SPEC 5 messages show', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/login') && r.method() === 'POST') posted = true;
    });
    await openAuthTab(page, 'Login');
    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('when the fields are empty, then both SPEC 5 messages show', async ({ page }) => {
    await openAuthTab(page, 'Login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('when a field is corrected after submit, then its message goes away (re-validation on change)', async ({ page }) => {
    await openAuthTab(page, 'Login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill('shooter');
    await expect(page.getByText('Username must be at least 3 characters')).toBeHidden();
  });
});

test.describe('register form validation', () => {
  test('when every field is invalid, then every SPEC 5 message shows', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/register') && r.method() === 'POST') posted = true;
    });
    await openAuthTab(page, 'Register');
    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Display Name', { exact: true }).fill('A');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Display name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('the register form shows its hints and the four tiers', async ({ page }) => {
    await openAuthTab(page, 'Register');
    await expect(page.getByText('This will be your login name')).toBeVisible();
    await expect(page.getByText('This is how others will see you')).toBeVisible();
    await expect(page.getByText('Minimum 6 characters')).toBeVisible();
    for (const tier of ['Range Pass', "Shooter's Circle", 'Pro Lane', 'Elite Trigger']) {
      await expect(page.getByRole('radio', { name: tier })).toBeVisible();
    }
  });
});
