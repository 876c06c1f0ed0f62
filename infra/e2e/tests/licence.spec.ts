import { expect, test, type Page } from '@playwright/test';
import { apiPost, newUser, registerViaApi } from '../support/fixtures.ts';

/** The arms-licence vault on /equipment (Licence tab) and its warnings on /equipment and /profile. */

test.describe.configure({ timeout: 90_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

/** The IST day `n` days from today (YYYY-MM-DD): the licence's days count in India. */
const istDay = (n: number) => new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10);

async function putLicence(page: Page, data: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
  const res = await page.request.put('/api/arms-licence', { data, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a member saves their arms licence with their shotgun on it and is warned that it expires soon', async ({ page }) => {
  await registerViaApi(page, newUser('lic'));
  const gun = await apiPost(page, '/api/equipment/items', { categoryId: 'shotgun', name: 'Beretta 692 Sporting' });
  expect(gun.status(), await gun.text()).toBe(201);

  await page.goto('/equipment?tab=licence');
  await expect(page.getByRole('tab', { name: 'Licence' })).toHaveAttribute('aria-selected', 'true');
  await expectSoon(page.getByText('No arms licence saved yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add your licence' }).click();

  const form = page.getByRole('form', { name: 'Add arms licence' });
  await form.getByRole('button', { name: 'Save licence' }).click();
  await expect(form.getByText('Licence number is required')).toBeVisible();
  await expect(form.getByText('Issuing authority is required')).toBeVisible();

  await form.getByLabel('Licence number').fill('DL/2019/ARM/771234');
  await form.getByLabel('Issuing authority').fill('Licensing Unit, Delhi Police');
  await form.getByLabel('Valid until').fill(istDay(20));
  await form.getByRole('checkbox', { name: 'Beretta 692 Sporting' }).check();
  await form.getByLabel('Ammunition limit').fill('1000');
  await form.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByText('Licence saved', { exact: true }).first()).toBeVisible();

  const card = page.getByRole('region', { name: 'Arms licence' });
  await expect(card.getByText('DL/2019/ARM/771234')).toBeVisible();
  await expect(card.getByText('Beretta 692 Sporting')).toBeVisible();
  await expect(card.getByText('1,000 cartridges a year')).toBeVisible();
  await expect(card.getByText('Expires in 20 days')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Your arms licence expires in 20 days' })).toBeVisible();

  // the same warning on the dashboard
  await page.goto('/profile');
  const warning = page.getByRole('status', { name: 'Your arms licence expires in 20 days' });
  await expectSoon(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: 'Update your licence' })).toHaveAttribute('href', '/equipment?tab=licence');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a member whose licence has lapsed sees the warning on their profile and opens the licence from it', async ({ page }) => {
    await registerViaApi(page, newUser('licph'));
    await putLicence(page, { number: 'MH/PUNE/2015/5521', issuingAuthority: 'Commissioner of Police, Pune', validUntil: istDay(-5) });

    await page.goto('/profile');
    const alert = page.getByRole('alert').filter({ hasText: 'Your arms licence has expired' });
    await expectSoon(alert).toBeVisible();
    await expect(alert).toContainText('5 days ago');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await alert.getByRole('link', { name: 'Update your licence' }).click();
    await expect(page).toHaveURL(/\/equipment\?tab=licence$/);
    const card = page.getByRole('region', { name: 'Arms licence' });
    await expectSoon(card.getByText('Expired', { exact: true })).toBeVisible();
    await expect(card.getByText('MH/PUNE/2015/5521')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Your arms licence has expired' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
