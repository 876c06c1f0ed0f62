import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, newUser, registerViaApi, type NewUser } from '../support/fixtures.ts';

/** A member of their own in a fresh browser context (two people, two browsers). */
async function memberIn(browser: Browser, tag: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await page.goto('/');
  const user: NewUser = newUser(tag);
  await registerViaApi(page, user);
  const me = await (await page.request.get('/api/user')).json();
  return { page, user, id: me.id as string, close: () => context.close() };
}

async function put(page: Page, path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
  return page.request.put(path, { data, headers: { 'x-csrf-token': csrf } });
}

test('when a friend shares their practice, then the other sees the session in Activity and on the friend’s profile page, gives kudos and comments, and the owner reads it', async ({
  browser,
}) => {
  // two members, a friendship and two services' events: on a busy 2-core machine this takes a while
  test.slow();
  const asha = await memberIn(browser, 'feedasha');
  // the friend is on a phone
  const ravi = await memberIn(browser, 'feedravi', { width: 390, height: 844 });
  try {
    // community knows a new member once auth's event arrives: ask until it does
    let id = '';
    await expect(async () => {
      const ask = await apiPost(asha.page, '/api/relationships', { relatedUserId: ravi.id, type: 'friend' });
      expect(ask.status(), await ask.text()).toBe(201);
      id = (await ask.json()).id as string;
    }).toPass({ timeout: 20_000 });
    expect((await apiPost(ravi.page, `/api/relationships/${encodeURIComponent(id)}/accept`)).status()).toBe(200);
    expect((await put(asha.page, '/api/practice/sharing', { shareWithFriends: true, shareWithCoaches: true })).status()).toBe(200);
    const session = await apiPost(asha.page, '/api/practice/sessions', {
      date: new Date().toISOString().slice(0, 10),
      title: 'Asha shares a 24',
      scores: [{ total: 24 }],
    });
    expect(session.status(), await session.text()).toBe(201);

    // the session reaches the feed through practice's event: reload until it is there
    const activity = ravi.page.getByRole('region', { name: 'Activity' });
    await expect(async () => {
      await ravi.page.goto('/profile');
      await expect(activity.getByText('Asha shares a 24')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    const item = activity.getByRole('listitem').filter({ hasText: 'Asha shares a 24' });
    await item.getByRole('button', { name: 'Kudos 0' }).click();
    await expect(item.getByRole('button', { name: 'Kudos 1' })).toHaveAttribute('aria-pressed', 'true');
    await item.getByRole('button', { name: 'Comments 0' }).click();
    await item.getByLabel('Add a comment').fill('Lovely rhythm on station 3');
    await item.getByRole('button', { name: 'Post comment' }).click();
    await expect(item.getByText('Lovely rhythm on station 3')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Comments 1' })).toBeVisible();
    // nothing sticks out sideways on the phone (a failure names what does)
    const wider = await ravi.page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ').join('.')} right=${e.getBoundingClientRect().right}`)
        .slice(0, 10),
    );
    expect(await ravi.page.evaluate(() => document.documentElement.scrollWidth), wider.join('\n')).toBeLessThanOrEqual(390);

    // the friend's profile page shows the same session in their activity, with its kudos
    await ravi.page.goto(`/members/${asha.id}`);
    const onProfile = ravi.page.getByRole('list', { name: `${asha.user.displayName}'s activity` });
    const shared = onProfile.getByRole('listitem').filter({ hasText: 'Asha shares a 24' });
    await expect(shared).toBeVisible();
    await expect(shared.getByText('Practice session', { exact: true }).first()).toBeVisible();
    await expect(shared.getByText('1 kudos · 1 comment')).toBeVisible();

    await asha.page.goto('/profile');
    const own = asha.page.getByRole('region', { name: 'Activity' }).getByRole('listitem').filter({ hasText: 'Asha shares a 24' });
    await expect(own.getByRole('button', { name: 'Kudos 1' })).toBeVisible();
    await own.getByRole('button', { name: 'Comments 1' }).click();
    await expect(own.getByText('Lovely rhythm on station 3')).toBeVisible();
  } finally {
    await asha.close();
    await ravi.close();
  }
});

test('when a member has no activity, then the Activity card says how to start and their profile page shows none', async ({ browser }) => {
  const solo = await memberIn(browser, 'feedsolo');
  try {
    await solo.page.goto('/profile');
    await expect(solo.page.getByRole('region', { name: 'Activity' }).getByText('No activity yet.')).toBeVisible();
    // their profile page says so too (once community has their profile from auth's event)
    await expect(async () => {
      await solo.page.goto(`/members/${solo.id}`);
      await expect(solo.page.getByText(`${solo.user.displayName} has no activity you can see yet.`)).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await solo.close();
  }
});
