import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectAuditEntry } from '../support/audit-log.ts';
import { DEMO_PASSWORD, loginViaApi, toast } from '../support/fixtures.ts';

/**
 * SPEC 2.7 / 4.5 maintenance and SPEC 4.6 announcement banner. These change site-wide settings on
 * the shared stack: they run one after the other (and, by the config, after every other spec)
 * and always put the settings back.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

async function consentDecided(context: BrowserContext): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000');
  await context.addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent('{"essential":true,"analytics":false,"marketing":false,"preferences":false}'),
      domain: url.hostname,
      path: '/',
    },
  ]);
}

/** A fresh context for one role (or a guest), with consent decided so the consent strip is out of the way. */
async function pageAs(browser: Browser, username?: string): Promise<Page> {
  const context = await browser.newContext();
  await consentDecided(context);
  const page = await context.newPage();
  if (username) await loginViaApi(page, username, DEMO_PASSWORD);
  return page;
}

/** PUT with the double-submit CSRF header, like the frontend's API client. */
async function apiPut(page: Page, path: string, data: unknown): Promise<unknown> {
  let csrf = (await page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value;
  if (!csrf) {
    await page.request.get('/api/user');
    csrf = (await page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value;
  }
  const res = await page.request.put(path, { data, headers: { 'x-csrf-token': csrf ?? '' } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** Reloads and waits until the page has the banner settings, so 'hidden' is a real answer, not 'loading'. */
async function reloadWithBanner(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/banner-settings') && r.ok());
  await page.reload();
  await answered;
  await expect(page.getByRole('banner')).toBeVisible();
}

interface Banner {
  enabled: boolean;
  message: string;
  type: 'info' | 'warning' | 'success' | 'error';
  dismissible: boolean;
}

test.describe('announcement banner', () => {
  test('when an admin turns a banner on, then visitors see it; a dismissal lasts until the message changes', async ({ browser }) => {
    const admin = await pageAs(browser, 'admin');
    const original = (await (await admin.request.get('/api/banner-settings')).json()) as Banner;
    const id = randomBytes(3).toString('hex');
    try {
      await apiPut(admin, '/api/banner-settings', {
        enabled: true,
        message: `Range closed on Sunday ${id}`,
        type: 'warning',
        dismissible: true,
      });
      const guest = await pageAs(browser);
      await guest.goto('/');
      const banner = guest.getByTestId('announcement-banner');
      await expect(banner).toContainText(`Range closed on Sunday ${id}`);
      await expect(banner).toHaveClass(/shell-banner--warning/);
      await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
      await expect(banner).toBeHidden();
      await reloadWithBanner(guest);
      await expect(banner).toBeHidden();

      // Same message, other type: a different banner, so it shows again.
      await apiPut(admin, '/api/banner-settings', { type: 'success' });
      await guest.reload();
      await expect(banner).toContainText(`Range closed on Sunday ${id}`);
      await expect(banner).toHaveClass(/shell-banner--success/);
      await apiPut(admin, '/api/banner-settings', { message: `Range open again ${id}`, type: 'info', dismissible: false });
      await guest.reload();
      await expect(banner).toContainText(`Range open again ${id}`);
      await expect(banner).toHaveClass(/shell-banner--info/);
      await expect(banner.getByRole('button', { name: 'Dismiss announcement' })).toHaveCount(0);

      await apiPut(admin, '/api/banner-settings', { enabled: false });
      await reloadWithBanner(guest);
      await expect(banner).toBeHidden();
    } finally {
      await apiPut(admin, '/api/banner-settings', original);
    }
  });
});

test.describe('maintenance mode', () => {
  test('when the superadmin turns maintenance on in Settings, then guests and members land on /maintenance while admins browse with the 40 px banner, and the change is in the audit log', async ({
    browser,
  }) => {
    const admin = await pageAs(browser, 'admin');
    const settings = (await (await admin.request.get('/api/admin/settings')).json()) as {
      general: { enableMaintenance: boolean; maintenanceMessage: string; siteName: string };
    };
    const { enableMaintenance, maintenanceMessage, siteName } = settings.general;
    try {
      // the default message first (the custom one is tried below)
      if (maintenanceMessage) await apiPut(admin, '/api/admin/settings', { general: { maintenanceMessage: '' } });
      const superadmin = await pageAs(browser, 'superadmin');
      await superadmin.goto('/superadmin/settings');
      const maintenance = superadmin.getByRole('checkbox', { name: 'Enable Maintenance' });
      await expect(maintenance).toBeVisible({ timeout: 30_000 });
      await expect(maintenance).not.toBeChecked();
      await maintenance.check();
      await superadmin.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(superadmin, 'Settings saved')).toBeVisible({ timeout: 30_000 });
      // the superadmin is staff: still in the area, not on /maintenance
      await expect(superadmin).toHaveURL(/\/superadmin\/settings$/);

      const guest = await pageAs(browser);
      await guest.goto('/about');
      await expect(guest).toHaveURL(/\/maintenance$/);
      await expect(guest.getByRole('heading', { name: "We're performing scheduled maintenance..." })).toBeVisible();
      await expect(guest.getByText('Estimated completion: Soon')).toBeVisible();
      await expect(guest.getByRole('link', { name: /@/ })).toBeVisible();
      await expect(guest.getByText(/© \d{4} .+\. All rights reserved\./)).toBeVisible();
      await expect(guest).toHaveTitle(`Maintenance | ${siteName}`);
      await expect(guest.getByText('Site is currently in maintenance mode. Some features may be unavailable.')).toHaveCount(0);
      // /auth stays reachable (exempt), through the Member Login link.
      await guest.getByRole('link', { name: 'Member Login' }).click();
      await expect(guest).toHaveURL(/\/auth$/);
      await expect(guest.getByRole('tab', { name: 'Login' })).toBeVisible();

      const member = await pageAs(browser, 'member');
      await member.goto('/profile');
      await expect(member).toHaveURL(/\/maintenance$/);
      await member.goto('/');
      await expect(member).toHaveURL(/\/maintenance$/);

      // A custom message replaces the default one.
      await apiPut(admin, '/api/admin/settings', { general: { maintenanceMessage: 'Back after the range upgrade' } });
      await member.goto('/maintenance');
      await expect(member.getByRole('heading', { name: 'Back after the range upgrade' })).toBeVisible();

      await admin.goto('/about');
      await expect(admin).toHaveURL(/\/about$/);
      const notice = admin.getByText('Site is currently in maintenance mode. Some features may be unavailable.');
      await expect(notice).toBeVisible();
      const noticeBox = (await notice.boundingBox())!;
      expect(noticeBox.y).toBe(0);
      expect(noticeBox.height).toBe(40);
      // The page is pushed down by the banner's 40 px.
      const header = (await admin.getByRole('banner').boundingBox())!;
      expect(header.y).toBe(40);

      await expectAuditEntry(
        browser,
        { action: 'settings.update', texts: ['General › Enable maintenance: false → true'] },
        (entry) => expect(entry.getByText('(superadmin)')).toBeVisible(),
      );
    } finally {
      await apiPut(admin, '/api/admin/settings', { general: { enableMaintenance, maintenanceMessage } });
    }
    const guest = await pageAs(browser);
    await guest.goto('/about');
    await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(guest).toHaveURL(/\/about$/);
  });
});

test.describe('the site’s default language', () => {
  test('when the superadmin sets the default language to Hindi in Settings, then a new visitor on a phone reads Hindi; the change is audited and put back', async ({
    browser,
  }) => {
    const admin = await pageAs(browser, 'admin');
    const settings = (await (await admin.request.get('/api/admin/settings')).json()) as { general: { defaultLanguage: string } };
    const { defaultLanguage } = settings.general;
    /** A visitor who never came before: no cookies but the answered banner, an English browser, a phone. */
    const newVisitor = async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'en-IN' });
      await consentDecided(context);
      return context.newPage();
    };
    try {
      const superadmin = await pageAs(browser, 'superadmin');
      await superadmin.goto('/superadmin/settings');
      const choice = superadmin.getByRole('combobox', { name: 'Default Language' });
      await expect(choice).toBeVisible({ timeout: 30_000 });
      await expect(choice).toHaveValue('en');
      await choice.selectOption({ label: 'हिन्दी (Hindi)' });
      await superadmin.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(superadmin, 'Settings saved')).toBeVisible({ timeout: 30_000 });

      const guest = await newVisitor();
      await expect
        .poll(
          async () => {
            await guest.goto('/');
            return guest.locator('html').getAttribute('lang');
          },
          { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
        )
        .toBe('hi');
      await expect(guest.getByRole('heading', { level: 1, name: 'भारत की प्रमुख ट्रैप शूटिंग कम्युनिटी' })).toBeVisible();
      await expect(guest).toHaveTitle(/^भारत में ट्रैप शूटिंग/);
      await expect(guest.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
      // the default is no choice of the visitor's: no language cookie is written for it
      expect((await guest.context().cookies()).some((c) => c.name === 'trap_lang')).toBe(false);
      await guest.context().close();

      await expectAuditEntry(browser, { action: 'settings.update', texts: ['General › Default language: en → hi'] });
    } finally {
      await apiPut(admin, '/api/admin/settings', { general: { defaultLanguage } });
    }
    const after = await newVisitor();
    await expect
      .poll(
        async () => {
          await after.goto('/');
          return after.locator('html').getAttribute('lang');
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toBe('en-IN');
    await after.context().close();
  });
});
