import { expect, test, type Page } from '@playwright/test';
import { apiPost, newUser, registerViaApi } from '../support/fixtures.ts';

/** SPEC 2.10, 4.2, 8.3: the notification panel of a logged-in member, live over SSE. */

async function sendTest(page: Page, type: string) {
  const res = await apiPost(page, '/api/notifications/test', { type });
  expect(res.status(), await res.text()).toBe(201);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  return panel;
}

test.describe('notification panel', () => {
  test('when a guest visits, then there is no bell', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Member Login' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0);
  });

  test('when a notification is sent while the panel is open, then it appears live with the badge', async ({ page }) => {
    await registerViaApi(page, newUser('ntf'));
    await page.goto('/about');
    const panel = await openPanel(page);
    await expect(panel.getByText('No notifications')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    // SPEC 9: panel 400 px wide, list area 400 px high.
    expect((await panel.boundingBox())?.width).toBe(400);
    expect((await panel.getByRole('list', { name: 'Notification list' }).boundingBox())?.height).toBe(400);

    // The stream is up before the notification is sent (SSE 'ready').
    await page.waitForTimeout(500);
    await sendTest(page, 'weather_alert');
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(1, { timeout: 5_000 });
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeEnabled();

    // Tabs: Unread holds it, Read does not.
    await panel.getByRole('tab', { name: 'Read', exact: true }).click();
    await expect(panel.getByText('No notifications')).toBeVisible();
    await panel.getByRole('tab', { name: 'Unread', exact: true }).click();
    await expect(items).toHaveCount(1);
  });

  test('when a member marks read and unread, snoozes, deletes and clears all, then the panel follows', async ({ page }) => {
    await registerViaApi(page, newUser('nact'));
    await sendTest(page, 'practice_session');
    await sendTest(page, 'maintenance_due');
    await page.goto('/about');
    await expect(page.getByTestId('notification-badge')).toHaveText('2');
    const panel = await openPanel(page);
    const items = panel.getByTestId('notification-item');
    await expect(items).toHaveCount(2);

    // Mark as read, then unread.
    await items.first().getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Mark as read' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await items.first().getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Mark as unread' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveText('2');

    // Snooze to a day next month: past days are disabled.
    await items.first().getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Snooze' }).click();
    const snooze = page.getByRole('dialog', { name: 'Snooze Until' });
    await expect(snooze.getByText('Choose when to be reminded')).toBeVisible();
    await expect(snooze.getByRole('button', { name: 'Snooze', exact: true })).toBeDisabled();
    await snooze.getByRole('button', { name: /next month/i }).click();
    await snooze.getByRole('button', { name: /15(th)?,/ }).click();
    await snooze.getByRole('button', { name: 'Snooze', exact: true }).click();
    await expect(snooze).toBeHidden();
    await expect(items.getByText('Snoozed', { exact: true })).toHaveCount(1);
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await panel.getByRole('tab', { name: 'Snoozed', exact: true }).click();
    await expect(items).toHaveCount(1);
    await panel.getByRole('tab', { name: 'All', exact: true }).click();

    // Delete one, with its confirmation.
    await items.first().getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm.getByText('This action cannot be undone. This will permanently delete this notification.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(items).toHaveCount(1);

    // Clear all, with its confirmation.
    await panel.getByRole('button', { name: 'Clear all' }).click();
    const clear = page.getByRole('alertdialog', { name: 'Clear all notifications?' });
    await expect(clear.getByText('This action cannot be undone. This will permanently delete all your notifications.')).toBeVisible();
    await clear.getByRole('button', { name: 'Delete All' }).click();
    await expect(panel.getByText('No notifications')).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  test('when a member marks all read, then the badge goes and the Unread tab is empty', async ({ page }) => {
    await registerViaApi(page, newUser('nall'));
    await sendTest(page, 'upcoming_event');
    await sendTest(page, 'achievement_unlocked');
    await page.goto('/about');
    await expect(page.getByTestId('notification-badge')).toHaveText('2');
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await panel.getByRole('tab', { name: 'Unread', exact: true }).click();
    await expect(panel.getByText('No notifications')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  test('when a member sends a test notification from /test-notifications, then it arrives in the open panel', async ({ page }) => {
    test.setTimeout(90_000);
    await registerViaApi(page, newUser('ntp'));
    await page.goto('/test-notifications');
    await expect(page.getByRole('heading', { name: 'Test Notifications' })).toBeVisible();
    await page.getByRole('button', { name: 'Send System Announcement' }).click();
    await expect(page.getByText('Notification sent', { exact: true }).first()).toBeVisible();
    // the toast's article follows the type's first sound (An Upcoming Event, below)
    await expect(page.getByText('A System Announcement notification is in your notifications.', { exact: true })).toBeVisible();
    // outbox, NATS, the bff's stream: on a busy machine (the failure tests run beside) this can take a while
    await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 40_000 });
    const panel = await openPanel(page);
    await expect(panel.getByTestId('notification-item')).toHaveCount(1);
    await expect(panel.getByText('System Announcement').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Send Upcoming Event' }).click();
    await expect(page.getByText('An Upcoming Event notification is in your notifications.', { exact: true })).toBeVisible();
  });

  test('when a member clicks a notification with a link, then they go there and it is marked read', async ({ page }) => {
    await registerViaApi(page, newUser('nlink'));
    await sendTest(page, 'weather_alert');
    await page.goto('/about');
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    const panel = await openPanel(page);
    await panel.getByTestId('notification-item').first().locator('.notif-item__body').click();
    await expect(page).toHaveURL(/\/weather$/);
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  });

  test('when a guest opens /test-notifications, then they are sent to /auth', async ({ page }) => {
    await page.goto('/test-notifications');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
