import { expect, test } from '@playwright/test';
import { apiPost, newUser, registerViaApi } from '../support/fixtures.ts';

/** Without the live stream (SSE), the bell keeps its badge fresh by polling the count. */

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

// frontends/shell/src/features/notifications/use-notification-stream.ts REOPEN_MS
const REOPEN_MS = 3000;

test('when the stream is answered 503 (a proxy while the bff restarts), then the page opens it again and notifications arrive live', async ({
  page,
}) => {
  let streamTries = 0;
  // EventSource gives up for good on an answer other than the stream; a browser's own retry would never come.
  await page.route('**/api/notifications/stream', (route) => {
    if (streamTries++ > 0) return route.continue();
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"SERVICE_UNAVAILABLE"}}' });
  });
  await registerViaApi(page, newUser('nre'));
  const reopened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/stream' && r.status() === 200, {
    timeout: REOPEN_MS + 10_000,
  });
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await reopened;
  expect(streamTries).toBe(2);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // The stream is up (its 'ready' frame follows the headers) before the notification is sent.
  await page.waitForTimeout(500);
  const sent = await apiPost(page, '/api/notifications/test', { type: 'weather_alert' });
  expect(sent.status(), await sent.text()).toBe(201);
  // live: well before the count's next poll
  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 10_000 });
});
