import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, toast } from '../support/fixtures.ts';

/** The super-admin's "Mark for deletion" asks in the shared confirm dialog (it was window.confirm). */

test.describe.configure({ timeout: 120_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

test('the superadmin marks a member for deletion only after confirming in the dialog; Cancel changes nothing', async ({
  browser,
  page,
}) => {
  const member = newUser('sadel');
  const other = await browser.newContext();
  await registerViaApi(await other.newPage(), member, 'range_pass', { grant: null });
  await other.close();

  await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
  await page.goto('/superadmin/users');
  await page.getByLabel('Search').fill(member.username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('listitem').filter({ hasText: member.displayName });
  await expectSoon(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Manage' }).click();

  const dialog = page.getByRole('alertdialog', { name: `Mark ${member.displayName} for deletion?` });
  await row.getByRole('button', { name: 'Mark for deletion' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Mark for deletion' }).click();
  await dialog.getByRole('button', { name: 'Mark for deletion' }).click();
  await expectSoon(toast(page, 'Account marked for deletion')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectSoon(row.getByText('Marked for deletion', { exact: true })).toBeVisible();
});
