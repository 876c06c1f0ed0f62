import { expect, type Browser, type Locator } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi } from './fixtures.ts';

export interface AuditLookup {
  /** the entry's action, typed into the page's Action filter: `blog_post.publish` */
  action: string;
  /** texts the entry shows (the item's label, before → after, the reason...) */
  texts: (string | RegExp)[];
}

/**
 * The superadmin opens the Audit Log page (in a context of its own), filters it by the action and
 * finds the entry showing every text; `check` looks inside it. The entry reaches the settings
 * service through the acting service's outbox and NATS, so the page is opened again until it shows.
 */
export async function expectAuditEntry(browser: Browser, lookup: AuditLookup, check?: (entry: Locator) => Promise<void>): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
    let entry = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
    for (const text of lookup.texts) entry = entry.filter({ hasText: text });
    await expect
      .poll(
        async () => {
          await page.goto('/superadmin/audit');
          await expect(page.getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible({ timeout: 15_000 });
          await page.getByLabel('Action').fill(lookup.action);
          const filtered = page.waitForResponse(
            (r) => r.url().includes('/api/superadmin/audit') && new URL(r.url()).searchParams.get('action') === lookup.action,
          );
          await page.getByRole('button', { name: 'Filter' }).click();
          await filtered;
          await expect(page.getByRole('list', { name: 'Audit entries' }).or(page.getByText(/^No staff actions recorded/))).toBeVisible();
          return entry.count();
        },
        { timeout: 45_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toBeGreaterThan(0);
    await expect(entry.first().getByText(lookup.action, { exact: true })).toBeVisible();
    await check?.(entry.first());
  } finally {
    await context.close();
  }
}
