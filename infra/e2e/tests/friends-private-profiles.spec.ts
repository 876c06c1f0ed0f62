import { expect, test, type Browser, type Page } from '@playwright/test';
import { newUser, registerViaApi, toast, type NewUser } from '../support/fixtures.ts';

/**
 * Profiles start private, yet two new members find each other on /friends by exact
 * username and become friends, without making their profiles public; /friends tells a member with
 * a private profile how others can find them. On a desktop and on a 390 px phone.
 */

test.describe.configure({ timeout: 120_000 });
// Community reads wait for auth's events and a busy FerretDB.
const expectSoon = expect.configure({ timeout: 30_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A browser context of its own, logged in as a freshly registered member (their profile private, as every new one). */
async function newMemberIn(browser: Browser, tag: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto('/');
  const user: NewUser = newUser(tag);
  await registerViaApi(page, user);
  const me = await (await page.request.get('/api/user')).json();
  expect(me.isPublicProfile, 'a new profile is private').toBe(false);
  return { page, user, close: () => context.close() };
}

async function openFriends(page: Page, tab = '') {
  await page.goto(`/friends${tab ? `?tab=${tab}` : ''}`);
  await expectSoon(page.getByRole('heading', { name: 'Find Friends', level: 1 })).toBeVisible();
}

/** Searches until the community's copy of the profiles has caught up with auth's registration. */
async function searchUntilFound(page: Page, text: string, name: string) {
  const search = page.getByRole('search', { name: 'Search members' });
  const found = page.getByRole('list', { name: 'Members found' }).getByRole('listitem', { name });
  await expect
    .poll(
      async () => {
        await search.getByRole('searchbox', { name: 'Search members' }).fill(text);
        await search.getByRole('button', { name: 'Search' }).click();
        await page.waitForTimeout(300);
        return found.isVisible();
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found;
}

const noSideScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    'the page scrolls sideways',
  ).toBeLessThanOrEqual(0);

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`two new members with private profiles find each other by username and become friends (${device})`, async ({ browser }) => {
    const kiran = await newMemberIn(browser, 'kiran', viewport);
    const lata = await newMemberIn(browser, 'lata', viewport);
    try {
      // Kiran is told why nobody finds her by name, with her username and the way to the privacy setting
      await openFriends(kiran.page);
      const note = kiran.page.getByRole('complementary', { name: 'Your profile is private' });
      await expect(note).toBeVisible();
      await expect(note).toContainText(`Other members can find you only by your exact username, ${kiran.user.username}`);
      await expect(note.getByRole('link', { name: 'Privacy settings' })).toHaveAttribute('href', '/profile/privacy');
      await noSideScroll(kiran.page);

      // Lata's exact username finds her (name and picture only; her private profile page is not linked) ...
      const found = await searchUntilFound(kiran.page, lata.user.username, lata.user.displayName);
      await expect(found.getByText(`Found by username ${lata.user.username}`)).toBeVisible();
      await expect(found.getByRole('link')).toHaveCount(0);
      await noSideScroll(kiran.page);
      // ... while her name, or a part of her username, finds nobody
      const search = kiran.page.getByRole('search', { name: 'Search members' });
      for (const text of [lata.user.displayName, lata.user.username.slice(0, -2)]) {
        await search.getByRole('searchbox', { name: 'Search members' }).fill(text);
        await search.getByRole('button', { name: 'Search' }).click();
        await expectSoon(kiran.page.getByText(`No members match “${text}”.`)).toBeVisible();
      }

      const again = await searchUntilFound(kiran.page, lata.user.username, lata.user.displayName);
      await again.getByRole('button', { name: `Add friend: ${lata.user.displayName}` }).click();
      await expectSoon(toast(kiran.page, `Friend request sent to ${lata.user.displayName}`)).toBeVisible();
      await expectSoon(again.getByText('Request sent')).toBeVisible();

      // Lata accepts on her Requests tab
      await openFriends(lata.page, 'requests');
      const received = lata.page
        .getByRole('list', { name: 'Friend requests received' })
        .getByRole('listitem', { name: kiran.user.displayName });
      await expectSoon(received).toBeVisible();
      await received.getByRole('button', { name: `Accept friend request from ${kiran.user.displayName}` }).click();
      await expectSoon(toast(lata.page, `You accepted ${kiran.user.displayName}'s request`)).toBeVisible();
      await lata.page.getByRole('tab', { name: /Friends/ }).click();
      await expectSoon(
        lata.page.getByRole('list', { name: 'My friends' }).getByRole('listitem', { name: kiran.user.displayName }),
      ).toBeVisible();
      await noSideScroll(lata.page);

      // Kiran has Lata among her friends; both profiles are still private
      await openFriends(kiran.page, 'friends');
      await expectSoon(
        kiran.page.getByRole('list', { name: 'My friends' }).getByRole('listitem', { name: lata.user.displayName }),
      ).toBeVisible();
      for (const who of [kiran, lata]) expect((await (await who.page.request.get('/api/user')).json()).isPublicProfile).toBe(false);
    } finally {
      await kiran.close();
      await lata.close();
    }
  });
}
