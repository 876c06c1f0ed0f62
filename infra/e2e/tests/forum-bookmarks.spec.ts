import { expect, test } from '@playwright/test';
import { apiPost, newUser, registerViaApi } from '../support/fixtures.ts';

/**
 * Bookmarks on a phone: a member bookmarks a topic from its page, finds it under Bookmarked topics
 * on their dashboard's /bookmarks, opens it from there and removes the bookmark; the list is empty again.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 } });
// Community reads wait for auth's events and a busy FerretDB.
const expectSoon = expect.configure({ timeout: 30_000 });

test('a member bookmarks a topic, sees it in their bookmarks, opens it and removes the bookmark', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page, newUser('bookmark'));
  const title = `Station 3 hold point ${Date.now().toString(36)}`;
  let topicId = '';
  // the new member's profile reaches the community service through auth's events
  await expect(async () => {
    const res = await apiPost(page, '/api/forum/topics', { title, content: 'Where do you hold on station 3?' });
    expect(res.status(), await res.text()).toBe(201);
    topicId = ((await res.json()) as { id: string }).id;
  }).toPass({ timeout: 30_000 });

  await page.goto(`/forum/topic/${topicId}`);
  await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const bookmark = page.getByRole('button', { name: 'Bookmark topic' });
  await expectSoon(bookmark).toBeEnabled();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  // the button shows the new state while the request is on its way: leaving the page before it is
  // answered may cancel it, so the member's save is awaited first
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/forum/topics/${topicId}/bookmark`) && r.request().method() === 'PUT');
  await bookmark.click();
  expect((await saved).status()).toBeLessThan(300);
  const remove = page.getByRole('button', { name: 'Remove bookmark' });
  await expectSoon(remove).toHaveAttribute('aria-pressed', 'true');

  // the dashboard links to the list, which links back to the topic
  await page.goto('/profile');
  await expectSoon(page.getByRole('link', { name: 'Bookmarked topics' })).toBeVisible();
  await page.getByRole('link', { name: 'Bookmarked topics' }).click();
  await expectSoon(page.getByRole('heading', { name: 'Bookmarked Topics', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Bookmarked topics' });
  await expectSoon(list.getByRole('link', { name: title })).toBeVisible();
  await list.getByRole('link', { name: title }).click();
  await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // removed on the topic, gone from the list
  await expectSoon(remove).toBeEnabled();
  const removed = page.waitForResponse((r) => r.url().endsWith(`/api/forum/topics/${topicId}/bookmark`) && r.request().method() === 'DELETE');
  await remove.click();
  expect((await removed).status()).toBeLessThan(300);
  await expectSoon(page.getByRole('button', { name: 'Bookmark topic' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/bookmarks');
  await expectSoon(page.getByText(/No bookmarked topics yet/)).toBeVisible();
});
