import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi } from '../support/fixtures.ts';

/** SPEC 2.3, 2.4, 2.5, 2.8 and 6: who sees which menu entries and areas. */

async function openUserMenu(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test("a member's user menu has the SPEC 2.8 entries and neither Admin Panel nor Super Admin", async ({ page }) => {
  await registerViaApi(page, newUser('menu'));
  await page.goto('/');
  await openUserMenu(page);
  const menu = page.getByRole('menu');
  for (const [name, href] of [
    ['Dashboard', '/profile'],
    ['Log Practice', '/practice'],
    ['My Stats', '/practice/stats'],
    ['Challenge Board', '/challenges'],
    ['Find Friends', '/friends'],
    ['Equipment Management', '/equipment'],
    ['Weather Analysis', '/weather'],
    ['Shooting Journal', '/journal'],
  ] as const) {
    await expect(menu.getByRole('menuitem', { name, exact: true }), name).toHaveAttribute('href', href);
  }
  await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Super Admin' })).toHaveCount(0);
});

test("the admin's user menu has Admin Panel (/admin)", async ({ page }) => {
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto('/');
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Admin Panel', exact: true })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('menuitem', { name: 'Super Admin', exact: true })).toHaveCount(0);
});

test("the superadmin's user menu has Super Admin, and /superadmin opens its own layout without the site header", async ({ page }) => {
  await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
  await page.goto('/');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Super Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/superadmin$/);
  await expect(page.getByText('System Administration').first()).toBeVisible();
  await expect(page.getByText('Manage all aspects of the platform').first()).toBeVisible();
  // SPEC 2.5: header, navigation and footer are hidden under /superadmin.
  await expect(page.getByRole('link', { name: 'Member Login' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the moderator area has its own layout with Back to Website', async ({ page }) => {
  await loginViaApi(page, 'moderator', DEMO_PASSWORD);
  await page.goto('/moderator');
  await expect(page.getByText('Moderator Dashboard').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a guest on /moderator lands on /auth', async ({ page }) => {
  await page.goto('/moderator');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fmoderator$/);
});

test('when a remote cannot be loaded, the SPEC 2.11 error fallback shows instead of a blank page', async ({ page }) => {
  await registerViaApi(page, newUser('remote'));
  await page.route('**/remotes/member/**', (route) => route.abort());
  await page.goto('/profile');
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // The shell around it still works.
  await expect(page.getByRole('banner')).toBeVisible();
});
