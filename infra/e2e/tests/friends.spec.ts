import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, toast, type NewUser } from '../support/fixtures.ts';

/**
 * Friends and coaches: two members in two browsers become friends; a member finds a coach and the
 * coach (the demo account `coach`) accepts the request; /friends on a phone.
 */

test.describe.configure({ timeout: 120_000 });
// Community reads wait for auth's events and a busy FerretDB.
const expectSoon = expect.configure({ timeout: 30_000 });

/** A browser context of its own, logged in as a new member whose profile is public (so others can find them). */
async function memberIn(browser: Browser, tag: string, profile: Record<string, unknown> = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const user: NewUser = newUser(tag);
  await registerViaApi(page, user);
  const csrf = (await context.cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
  const res = await page.request.patch('/api/user', { data: { isPublicProfile: true, ...profile }, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), await res.text()).toBe(200);
  const me = await (await page.request.get('/api/user')).json();
  return { page, user, id: me.id as string, close: () => context.close() };
}

async function openFriends(page: Page, tab = '') {
  await page.goto(`/friends${tab ? `?tab=${tab}` : ''}`);
  await expectSoon(page.getByRole('heading', { name: 'Find Friends', level: 1 })).toBeVisible();
}

test('two members in two browsers find each other by city and become friends', async ({ browser }) => {
  const city = `Nashik${Date.now().toString(36)}`;
  const asha = await memberIn(browser, 'asha');
  const ravi = await memberIn(browser, 'ravi', { location: city, clubAffiliation: 'Nashik Clay Club' });
  try {
    // Asha searches by Ravi's city and sends a request
    await openFriends(asha.page);
    const search = asha.page.getByRole('search', { name: 'Search members' });
    const found = asha.page.getByRole('list', { name: 'Members found' }).getByRole('listitem', { name: ravi.user.displayName });
    await expect
      .poll(
        async () => {
          await search.getByRole('searchbox', { name: 'Search members' }).fill(city);
          await search.getByRole('button', { name: 'Search' }).click();
          return found.isVisible();
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toBe(true);
    await expect(found.getByText(`Nashik Clay Club · ${city}`)).toBeVisible();
    await found.getByRole('button', { name: `Add friend: ${ravi.user.displayName}` }).click();
    await expectSoon(toast(asha.page, `Friend request sent to ${ravi.user.displayName}`)).toBeVisible();
    await expectSoon(found.getByText('Request sent')).toBeVisible();
    await asha.page.getByRole('tab', { name: 'Requests' }).click();
    await expectSoon(
      asha.page.getByRole('list', { name: 'Friend requests sent' }).getByRole('listitem', { name: ravi.user.displayName }),
    ).toBeVisible();

    // Ravi is told, and accepts on his Requests tab
    await expect
      .poll(async () => ((await (await ravi.page.request.get('/api/notifications')).json()) as { title: string }[]).map((n) => n.title), {
        timeout: 30_000,
      })
      .toContain('New friend request');
    await openFriends(ravi.page, 'requests');
    const received = ravi.page
      .getByRole('list', { name: 'Friend requests received' })
      .getByRole('listitem', { name: asha.user.displayName });
    await expectSoon(received).toBeVisible();
    await received.getByRole('button', { name: `Accept friend request from ${asha.user.displayName}` }).click();
    await expectSoon(toast(ravi.page, `You accepted ${asha.user.displayName}'s request`)).toBeVisible();
    await ravi.page.getByRole('tab', { name: /Friends/ }).click();
    await expectSoon(
      ravi.page.getByRole('list', { name: 'My friends' }).getByRole('listitem', { name: asha.user.displayName }),
    ).toBeVisible();

    // Asha sees Ravi among her friends and opens his profile page from there
    await openFriends(asha.page, 'friends');
    const friend = asha.page.getByRole('list', { name: 'My friends' }).getByRole('listitem', { name: ravi.user.displayName });
    await expectSoon(friend).toBeVisible();
    await friend.getByRole('link', { name: ravi.user.displayName }).click();
    await expect(asha.page).toHaveURL(new RegExp(`/members/${ravi.id}$`));
    await expectSoon(asha.page.getByRole('heading', { name: ravi.user.displayName, level: 1 })).toBeVisible();
    await expect(asha.page.getByText('Friends', { exact: true })).toBeVisible();
    await expect(asha.page.getByText(`Nashik Clay Club · ${city}`)).toBeVisible();

    // Asha blocks Ravi: the friendship ends and Ravi can no longer ask her
    await openFriends(asha.page, 'friends');
    await friend.getByRole('button', { name: `Block ${ravi.user.displayName}` }).click();
    const confirm = asha.page.getByRole('alertdialog', { name: `Block ${ravi.user.displayName}?` });
    await confirm.getByRole('button', { name: 'Block member' }).click();
    await expectSoon(toast(asha.page, `You blocked ${ravi.user.displayName}`)).toBeVisible();
    await expectSoon(friend).toBeHidden();
    await asha.page.getByRole('tab', { name: 'Blocked' }).click();
    await expectSoon(
      asha.page.getByRole('list', { name: 'Blocked members' }).getByRole('listitem', { name: ravi.user.displayName }),
    ).toBeVisible();
    const csrf = (await ravi.page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
    const again = await ravi.page.request.post('/api/relationships', {
      data: { relatedUserId: asha.id, type: 'friend' },
      headers: { 'x-csrf-token': csrf },
    });
    expect(again.status()).toBe(403);
  } finally {
    await asha.close();
    await ravi.close();
  }
});

test('a member finds a coach and asks for coaching; the coach accepts in their own browser', async ({ browser }) => {
  const pupil = await memberIn(browser, 'pupil');
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  try {
    await coach.goto('/');
    await loginViaApi(coach, 'coach', DEMO_PASSWORD);

    await pupil.page.goto('/coach-finder');
    await expectSoon(pupil.page.getByRole('heading', { name: 'Coach Finder', level: 1 })).toBeVisible();
    const filters = pupil.page.getByRole('search', { name: 'Filter coaches' });
    await filters.getByLabel('Speciality').selectOption('Olympic Trap');
    await filters.getByRole('searchbox', { name: 'Search coaches' }).fill('Meera');
    await filters.getByRole('button', { name: 'Search' }).click();
    const card = pupil.page.getByRole('article', { name: 'Meera Iyer' });
    await expectSoon(card).toBeVisible();
    await expect(card.getByText('Olympic Trap')).toBeVisible();
    await card.getByRole('button', { name: 'Request coaching from Meera Iyer' }).click();
    await card.getByLabel('Message to the coach').fill('I would like help with my finals.');
    await card.getByRole('button', { name: 'Send request' }).click();
    await expectSoon(toast(pupil.page, 'Coaching request sent to Meera Iyer')).toBeVisible();
    await expectSoon(card.getByText('Request sent')).toBeVisible();
    await card.getByRole('button', { name: 'Follow Meera Iyer' }).click();
    await expectSoon(toast(pupil.page, 'You follow Meera Iyer')).toBeVisible();

    // the coach sees the request on the coach finder and accepts it
    await coach.goto('/coach-finder');
    await expectSoon(coach.getByRole('heading', { name: 'Your coach profile' })).toBeVisible();
    const request = coach.getByRole('list', { name: 'Coaching requests' }).getByRole('listitem', { name: pupil.user.displayName });
    await expectSoon(request).toBeVisible();
    await expect(request.getByText('“I would like help with my finals.”')).toBeVisible();
    await request.getByRole('button', { name: `Accept coaching request from ${pupil.user.displayName}` }).click();
    await expectSoon(toast(coach, `You accepted ${pupil.user.displayName}'s request`)).toBeVisible();
    await expectSoon(
      coach.getByRole('list', { name: 'Members you coach' }).getByRole('listitem', { name: pupil.user.displayName }),
    ).toBeVisible();

    // the member sees the coach as theirs
    await pupil.page.reload();
    await expectSoon(pupil.page.getByRole('list', { name: 'My coaches' }).getByRole('listitem', { name: 'Meera Iyer' })).toBeVisible();
  } finally {
    await pupil.close();
    await coachContext.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/friends fits a 390 px screen: search, tabs and lists', async ({ page }) => {
    await registerViaApi(page, newUser('phone'));
    await openFriends(page);
    await expectSoon(page.getByRole('list', { name: 'Members found' })).toBeVisible();
    for (const tab of ['Requests', 'Friends', 'Following', 'Blocked', 'Find members']) {
      await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(page.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute('aria-selected', 'true');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole('button', { name: /^Add friend: / }).first()).toBeVisible();
  });
});
