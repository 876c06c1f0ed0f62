import { expect, test, type Page } from '@playwright/test';
import { expectAuditEntry } from '../support/audit-log.ts';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, toast } from '../support/fixtures.ts';

/** The super-admin area, the audit log, and the area on a phone. */

test.describe.configure({ timeout: 120_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

async function apiPut(page: Page, path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
  const res = await page.request.put(path, { data, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
}

test('the superadmin finds a member, makes them a Coach, and the change is in the audit log', async ({ browser, page }) => {
  const member = newUser('sa');
  const other = await browser.newContext();
  await registerViaApi(await other.newPage(), member, 'range_pass', { grant: null });
  await other.close();

  await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
  await page.goto('/superadmin/users');
  await expectSoon(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  await page.getByLabel('Search').fill(member.username);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('listitem').filter({ hasText: member.displayName });
  await expectSoon(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Manage' }).click();
  await row.getByLabel('Role').selectOption('coach');
  await expectSoon(toast(page, 'Role changed')).toBeVisible();
  await expectSoon(row.getByText(/^Coach ·/)).toBeVisible();

  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expectSoon(page.getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible();
  await expectSoon
    .poll(async () => {
      await page.getByRole('button', { name: 'Filter' }).click();
      return page
        .getByRole('listitem')
        .filter({ hasText: `@${member.username}` })
        .filter({ hasText: 'user.change_role' })
        .count();
    })
    .toBe(1);
  const entry = page.getByRole('listitem').filter({ hasText: `@${member.username}` });
  await expect(entry.getByRole('list', { name: 'Changes' }).getByText('Role: member → coach', { exact: true })).toBeVisible();
});

test('the superadmin changes the primary colour (one no text reads on is refused first), a visitor sees it without a restart, and the change is in the audit log', async ({
  browser,
  page,
}) => {
  await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
  const before = ((await (await page.request.get('/api/admin/settings')).json()) as { appearance: { primaryColor: string } }).appearance
    .primaryColor;
  const colour = before.toUpperCase() === '#14415D' ? '#7D3C98' : '#14415D';
  try {
    await page.goto('/superadmin/settings');
    const field = page.getByLabel('Primary Color', { exact: true });
    await expectSoon(field).toBeVisible();
    await field.fill('not a colour');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Use a hex colour like #0F3460')).toBeVisible();
    // a colour no text reads on (mid grey: white 3.9:1, dark text 4.1:1) is refused before it is saved
    await field.fill('#808080');
    const unreadable =
      'Text on this colour reads at 4.1:1 in light mode; at least 4.5:1 is needed. Try #767676 (darker) or #888888 (lighter).';
    await expect(page.getByText(unreadable)).toBeVisible();
    await expect(page.getByTestId('contrast-primary')).toHaveText(/Light 4\.1:1\s*Dark \d+\.\d:1/);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, 'Settings saved')).toHaveCount(0);
    await field.fill(colour);
    await expect(page.getByText(unreadable)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectSoon(toast(page, 'Settings saved')).toBeVisible();

    const guest = await (await browser.newContext({ colorScheme: 'light' })).newPage();
    await guest.goto('/');
    await expectSoon
      .poll(() => guest.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toUpperCase()))
      .toBe(colour);
    await guest.context().close();

    // before → after, the new colour after the arrow
    const changed = new RegExp(`Appearance › Primary color: \\S+ → ${colour}`);
    await expectAuditEntry(browser, { action: 'settings.update', texts: ['settings: Site settings', changed] }, (entry) =>
      expect(entry.getByText('(superadmin)')).toBeVisible(),
    );
  } finally {
    await apiPut(page, '/api/admin/settings', { appearance: { primaryColor: before } });
  }
});

test('on a long page the super-admin sidebar runs to the bottom, keeps Log Out in view, and Log Out goes home', async ({ page }) => {
  await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
  await page.goto('/superadmin/audit');
  await expectSoon(page.getByRole('list', { name: 'Audit entries' })).toBeVisible();
  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollHeight), 'the audit log is longer than the screen').toBeGreaterThan(
    viewport.height * 1.5,
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const sidebar = page.getByRole('complementary', { name: 'Super Admin' });
  // the sidebar's background covers the whole page's height, not only the first screen
  const { sidebarHeight, areaHeight } = await sidebar.evaluate((el) => ({
    sidebarHeight: el.getBoundingClientRect().height,
    areaHeight: el.parentElement!.getBoundingClientRect().height,
  }));
  expect(sidebarHeight).toBeGreaterThanOrEqual(areaHeight - 1);
  const logOut = sidebar.getByRole('button', { name: 'Log Out' });
  await expect(logOut).toBeInViewport();
  await expect(sidebar.getByRole('link', { name: 'Back to Website' })).toBeInViewport();
  await logOut.click();
  await expectSoon(toast(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('every super-admin page fits 390 px without sideways scrolling', async ({ page }) => {
    await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
    for (const [path, heading] of [
      ['/superadmin', 'Dashboard'],
      ['/superadmin/users', 'Users'],
      ['/superadmin/analytics', 'Analytics'],
      ['/superadmin/settings', 'Settings'],
      ['/superadmin/audit', 'Audit Log'],
    ] as const) {
      await page.goto(path);
      await expectSoon(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expect(page.getByText('System Administration').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    // the area's five links wrap on the phone: none is cut off
    for (const name of ['Dashboard', 'Users', 'Analytics', 'Settings', 'Audit Log']) {
      const box = await page.getByRole('navigation', { name: 'Super Admin navigation' }).getByRole('link', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
    }
    await page.goto('/superadmin');
    await expectSoon(page.getByRole('list', { name: 'System health' }).getByText('Database')).toBeVisible();
  });
});
