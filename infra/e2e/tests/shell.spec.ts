import { expect, test } from '@playwright/test';

/** SPEC 2.5 and 2.8: the 404 page and the header's links. */

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

const HEADER_LINKS: [string, string][] = [
  ['/shooters', 'Shooter Profiles'],
  ['/shooting-ranges', 'Shooting Ranges'],
  ['/podcasts', 'Podcasts'],
  ['/ama', 'AMA'],
  ['/blog', 'Blog'],
  ['/forum', 'Forum'],
  ['/shooting-tips', 'Shooting Tips'],
  ['/about', 'About'],
  ['/membership', 'Membership'],
  ['/community-events', 'Events Calendar'],
  ['/contact', 'Contact Us'],
];

test('the header links to every SPEC 2.8 destination', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  for (const [href, name] of HEADER_LINKS) {
    const link = header.getByRole('link', { name, exact: true }).first();
    await expect(link, `header link ${name}`).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  // The logo goes home.
  await expect(header.locator('a[href="/"]').first()).toBeVisible();
});

test('the page title is the SPEC 1 default on the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Trap Shooting in India \| Performance Tracking Platform \| .+/);
});
