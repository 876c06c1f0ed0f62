import { expect, test } from '@playwright/test';
import { apiPost, newUser, registerViaApi } from '../support/fixtures.ts';

/** Issue 5: without the live stream (SSE), the bell keeps its badge fresh by polling the count. */

// frontends/shell/src/features/notifications/use-notification-stream.ts COUNT_POLL_MS
const COUNT_POLL_MS = 30_000;

test('when the notification stream is unavailable, then the badge still updates by polling the count', async ({ page }) => {
  test.setTimeout(COUNT_POLL_MS * 2 + 30_000);
  let streamTries = 0;
  await page.route('**/api/notifications/stream', (route) => {
    streamTries++;
    return route.abort('connectionrefused');
  });
  await registerViaApi(page, newUser('nfb'));
  await page.goto('/about');
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect.poll(() => streamTries).toBeGreaterThan(0);

  const countPolls: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/notifications/count' && r.ok()) countPolls.push(Date.now());
  });

  // Published while the page is open and no stream can tell it: only a count poll can.
  const sent = await apiPost(page, '/api/notifications/test', { type: 'weather_alert' });
  expect(sent.status(), await sent.text()).toBe(201);
  const sentAt = Date.now();
  // within one polling interval (plus the request itself)
  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: COUNT_POLL_MS + 10_000 });
  expect(countPolls.some((t) => t > sentAt)).toBe(true);

  // The panel opened from the polled state lists it.
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByTestId('notification-item')).toHaveCount(1);
});
