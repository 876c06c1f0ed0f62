import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newPerson } from '../support/fixtures.ts';

/**
 * Pages make no request that is bound to fail: the admin console's start-up reads and a guest's
 * pages leave the browser's console clean (no error, no 4xx or 5xx answer). Before, /admin logged two
 * 404s per load (link prefetch warming the public page of a draft and a scheduled post behind their
 * View links) and every guest page one 401 (GET /api/user with no session).
 */
test.describe.configure({ timeout: 120_000 });

/** Console errors and failed answers of this page from now on. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return problems;
}

/** The page, loaded and left long enough for its idle work (link prefetch batches every 2 s) to run. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_500);
  await page.waitForLoadState('networkidle');
}

test('when an admin opens /admin and its sections, then no request fails and the console has no error', async ({ browser }) => {
  const admin = await newPerson(browser);
  try {
    await loginViaApi(admin.page, 'admin', DEMO_PASSWORD);
    const problems = watch(admin.page);
    await admin.page.goto('/admin');
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible({ timeout: 30_000 });
    // the demo blog has a draft and a scheduled post: they get no View link (their page is not public yet)
    const posts = admin.page.getByRole('list', { name: 'Blog posts' });
    await expect(posts.getByRole('link', { name: 'View' }).first()).toBeVisible();
    const unpublished = posts.getByRole('listitem').filter({ has: admin.page.getByText(/^(Draft|Scheduled)$/) });
    expect(await unpublished.count()).toBeGreaterThan(0);
    for (const row of await unpublished.all()) await expect(row.getByRole('link', { name: 'View' })).toHaveCount(0);
    await settle(admin.page);
    for (const section of ['Podcasts', 'Club events', 'Banner']) {
      await admin.page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: section }).click();
      await settle(admin.page);
    }
    expect(problems).toEqual([]);
  } finally {
    await admin.context.close();
  }
});

for (const path of ['/', '/forum', '/podcasts', '/blog', '/shooting-ranges', '/membership', '/auth']) {
  test(`when a guest opens ${path}, then no request fails and the console has no error`, async ({ browser }) => {
    const guest = await newPerson(browser, { open: false });
    try {
      const problems = watch(guest.page);
      await guest.page.goto(path);
      await expect(guest.page.locator('main')).toBeVisible();
      await settle(guest.page);
      expect(problems).toEqual([]);
      // the guest still sees the guest's header (asking nobody made them anonymous)
      await expect(guest.page.getByRole('link', { name: /log ?in/i }).first()).toBeVisible();
    } finally {
      await guest.context.close();
    }
  });
}
