import { expect, test, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi, newUser, registerViaApi } from '../support/fixtures.ts';

/**
 * The browser half of XSS: text people wrote, stored with script and markup in it,
 * is shown as text. No script runs (no dialog, no flag set, no CSP violation), no element is injected.
 * The API half (every text field of every write endpoint) is infra/security/injection.test.ts.
 */
const PAYLOAD = [
  '<script>window.__xss = 1; alert(1)</script>',
  '<img src=x onerror="window.__xss = 1; alert(1)">',
  '"><svg onload="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">click me</a>',
].join(' ');

/** Watches a page for anything a payload could make happen. */
async function guard(page: Page) {
  const events: string[] = [];
  page.on('dialog', async (d) => {
    events.push(`dialog: ${d.message()}`);
    await d.dismiss();
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) events.push(`csp: ${m.text()}`);
  });
  return {
    events,
    async assertInert(container = page.locator('body')) {
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      // Inline scripts only as data: JSON-LD, and a server-rendered page's state, each
      // still whole JSON (a payload never broke out of it).
      const ldJson = 'script[type="application/ld+json"]';
      const pageState = 'script#server-render-state[type="application/json"]';
      await expect(container.locator(`script:not([src]):not(${ldJson}):not(${pageState})`)).toHaveCount(0);
      for (const json of await page.locator(`${ldJson}, ${pageState}`).allTextContents()) expect(() => JSON.parse(json)).not.toThrow();
      await expect(page.locator('img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:"]')).toHaveCount(0);
      expect(events).toEqual([]);
    },
  };
}

test("a member's practice notes holding script and markup show as text in the history", async ({ page }) => {
  const watch = await guard(page);
  await registerViaApi(page, newUser('xss'));
  const res = await apiPost(page, '/api/practice/sessions', {
    date: new Date().toISOString().slice(0, 10),
    title: '<b>bold title</b>',
    notes: PAYLOAD,
    scores: [{ total: 21 }],
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await res.json()).notes).toBe(PAYLOAD);

  await page.goto('/practice');
  const history = page.getByRole('region', { name: 'Session history' });
  await expect(history.getByText(PAYLOAD, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(history.locator('b', { hasText: 'bold title' })).toHaveCount(0);
  await watch.assertInert(history);
});

test("a shooter's bio written by an admin with script in it shows as text on the public profile", async ({ page, browser }) => {
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  const created = await apiPost(page, '/api/shooters', {
    name: `XSS Test Shooter ${Date.now()}`,
    type: 'Olympic Trap',
    bio: PAYLOAD,
    achievements: ['<img src=x onerror="window.__xss = 1">'],
  });
  expect(created.status(), await created.text()).toBe(201);
  const shooter = await created.json();

  // a visitor opens the public page
  const visitor = await browser.newPage();
  const watch = await guard(visitor);
  await visitor.goto(`/shooters/${shooter.id}`);
  await expect(visitor.getByText(PAYLOAD, { exact: true })).toBeVisible({ timeout: 30_000 });
  await watch.assertInert();
  await visitor.close();
});
