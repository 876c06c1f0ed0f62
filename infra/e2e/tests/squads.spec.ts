import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, toast, type NewUser } from '../support/fixtures.ts';

/**
 * Two members in two browsers form a squad and answer its group session. One
 * creates a private squad and invites the other (found by name in the invite picker), who is told
 * and accepts on a phone; a session is planned and both answer, the places counting as they do.
 */

test.describe.configure({ timeout: 150_000 });
// Community reads wait for auth's events and a busy FerretDB.
const expectSoon = expect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };

async function memberIn(browser: Browser, tag: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await page.goto('/');
  const user: NewUser = newUser(tag);
  await registerViaApi(page, user);
  const csrf = (await context.cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
  const res = await page.request.patch('/api/user', { data: { isPublicProfile: true }, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), await res.text()).toBe(200);
  return { page, user, close: () => context.close() };
}

test('a member creates a squad and invites another, who accepts on a phone; both answer its group session', async ({ browser }) => {
  const captain = await memberIn(browser, 'sqcap');
  const friend = await memberIn(browser, 'sqmate', PHONE);
  const squadName = `Dawn Patrol ${Date.now().toString(36)}`;
  const sessionTitle = 'Sunday 50 targets';
  try {
    // the captain creates a private squad on /squads/create
    const a = captain.page;
    await a.goto('/squads/create');
    await expectSoon(a.getByRole('heading', { name: 'Squads', level: 1 })).toBeVisible();
    const form = a.getByRole('form', { name: 'Create squad' });
    await form.getByRole('button', { name: 'Create squad' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Squad name').fill(squadName);
    await form.getByLabel('Description').fill('Early rounds before work at Tughlakabad.');
    await form.getByLabel('Private squad').check();
    await form.getByRole('button', { name: 'Create squad' }).click();
    await expectSoon(toast(a, `Squad ${squadName} created`)).toBeVisible();
    await expectSoon(a.getByRole('heading', { name: squadName, level: 1 })).toBeVisible();
    await expect(a.getByText('Private', { exact: true })).toBeVisible();
    await a.getByRole('button', { name: 'Edit squad' }).click();
    const edit = a.getByRole('form', { name: 'Edit squad' });
    await edit.getByLabel('Description').fill('Early rounds before work at Tughlakabad, Tuesdays and Saturdays.');
    await edit.getByRole('button', { name: 'Save squad' }).click();
    await expectSoon(toast(a, `${squadName} saved`)).toBeVisible();
    await expectSoon(a.getByText('Early rounds before work at Tughlakabad, Tuesdays and Saturdays.')).toBeVisible();

    // and invites the other member, found by name
    await a.getByRole('button', { name: 'Invite members' }).click();
    const invite = a.getByRole('button', { name: `Invite ${friend.user.displayName}` });
    await expect
      .poll(
        async () => {
          await a.getByLabel('Find a member').fill('');
          await a.getByLabel('Find a member').fill(friend.user.displayName);
          return invite.isVisible();
        },
        { timeout: 30_000, intervals: [500, 1000, 2000] },
      )
      .toBe(true);
    await invite.click();
    await expectSoon(toast(a, `${friend.user.displayName} invited`)).toBeVisible();
    await expectSoon(
      a.getByRole('list', { name: 'Open invitations' }).getByRole('listitem', { name: friend.user.displayName }),
    ).toBeVisible();

    // the invitee is told, and accepts on the squad screen (a phone)
    const b = friend.page;
    await expect
      .poll(async () => ((await (await b.request.get('/api/notifications')).json()) as { title: string }[]).map((n) => n.title), {
        timeout: 30_000,
      })
      .toContain('Squad invitation');
    await b.goto('/squads');
    const invitation = b.getByRole('list', { name: 'Squad invitations' }).getByRole('listitem', { name: squadName });
    await expectSoon(invitation).toBeVisible();
    await invitation.getByRole('button', { name: `Accept the invitation to ${squadName}` }).click();
    await expectSoon(toast(b, `You joined ${squadName}`)).toBeVisible();
    const mine = b.getByRole('list', { name: 'My squads' }).getByRole('listitem', { name: squadName });
    await expectSoon(mine).toBeVisible();
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // the captain plans a session with two places
    await a.reload();
    await expectSoon(a.getByRole('list', { name: 'Squad members' }).getByRole('listitem', { name: friend.user.displayName })).toBeVisible();
    await a.getByRole('button', { name: 'Plan a session' }).click();
    const plan = a.getByRole('form', { name: 'Plan a group session' });
    await plan.getByLabel('Session title').fill(sessionTitle);
    await plan.getByLabel('Range or location').fill('Dr. Karni Singh Shooting Range, New Delhi');
    await plan.getByLabel('Session type').selectOption('competition_prep');
    await plan.getByLabel('Max participants').fill('2');
    await plan.getByLabel('Host notes').fill('Bring 100 cartridges. Meet at the clubhouse at 6:30.');
    await plan.getByRole('button', { name: 'Plan session' }).click();
    await expectSoon(toast(a, `${sessionTitle} planned`)).toBeVisible();
    const upcomingA = a.getByRole('list', { name: 'Upcoming sessions' }).getByRole('listitem', { name: sessionTitle });
    await expectSoon(upcomingA).toBeVisible();
    await expect(upcomingA.getByText('1 of 2 places taken', { exact: false })).toBeVisible();
    await expect(upcomingA.getByText('Bring 100 cartridges. Meet at the clubhouse at 6:30.')).toBeVisible();
    await upcomingA.getByRole('button', { name: 'Edit host notes' }).click();
    await upcomingA.getByRole('textbox', { name: 'Host notes' }).fill('Bring 100 cartridges. Meet at the clubhouse at 6:15.');
    await upcomingA.getByRole('button', { name: 'Save notes' }).click();
    await expectSoon(toast(a, `${sessionTitle} saved`)).toBeVisible();
    // the saved notes as the squad reads them (the host's own edit box holds the same words)
    await expectSoon(upcomingA.getByRole('paragraph').filter({ hasText: 'Bring 100 cartridges. Meet at the clubhouse at 6:15.' })).toBeVisible();

    // the invitee opens the squad and answers going: the places fill up
    await mine.getByRole('link', { name: squadName }).click();
    await expectSoon(b.getByRole('heading', { name: squadName, level: 1 })).toBeVisible();
    const session = b.getByRole('list', { name: 'Upcoming sessions' }).getByRole('listitem', { name: sessionTitle });
    await expectSoon(session).toBeVisible();
    await session
      .getByRole('group', { name: `Your answer for ${sessionTitle}` })
      .getByRole('button', { name: 'Going', exact: true })
      .click();
    await expectSoon(toast(b, `You are going to ${sessionTitle}`)).toBeVisible();
    await expectSoon(session.getByText('2 of 2 places taken', { exact: false })).toBeVisible();
    await expect(session.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // nothing wider than the phone
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // the captain answers maybe, then going again
    await a.reload();
    const answers = upcomingA.getByRole('group', { name: `Your answer for ${sessionTitle}` });
    await expectSoon(answers).toBeVisible();
    await answers.getByRole('button', { name: 'Maybe', exact: true }).click();
    await expectSoon(toast(a, `Maybe for ${sessionTitle}`)).toBeVisible();
    await expectSoon(upcomingA.getByText('1 of 2 places taken', { exact: false })).toBeVisible();
    await answers.getByRole('button', { name: 'Going', exact: true }).click();
    await expectSoon(toast(a, `You are going to ${sessionTitle}`)).toBeVisible();
    await expectSoon(upcomingA.getByText('2 of 2 places taken', { exact: false })).toBeVisible();
    await expect(upcomingA.getByRole('list', { name: 'Going' }).getByRole('listitem')).toHaveCount(2);
  } finally {
    await captain.close();
    await friend.close();
  }
});

test('the demo member finds their demo squads, an invitation and a full session with them on its waiting list (phone)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    await page.goto('/squad-management');
    const mine = page.getByRole('list', { name: 'My squads' });
    await expectSoon(mine.getByRole('listitem', { name: 'Delhi Dawn Patrol' })).toBeVisible();
    await expect(mine.getByRole('listitem', { name: 'Patiala Finals Group' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Squad invitations' }).getByRole('listitem', { name: 'Mumbai Weekend Clays' }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await mine.getByRole('link', { name: 'Delhi Dawn Patrol' }).click();
    await expectSoon(page.getByRole('heading', { name: 'Delhi Dawn Patrol', level: 1 })).toBeVisible();
    const upcoming = page.getByRole('list', { name: 'Upcoming sessions' });
    await expectSoon(upcoming.getByRole('listitem', { name: 'Saturday 75 targets' })).toBeVisible();
    const finals = upcoming.getByRole('listitem', { name: 'Finals simulation' });
    await expect(finals.getByText('3 of 3 places taken', { exact: false })).toBeVisible();
    await expect(finals.getByRole('list', { name: 'Waiting list' })).toBeVisible();
    await expect(finals.getByText('You are number 1 on the waiting list.')).toBeVisible();
    // last month's session, with what those who went said, and the member's own feedback to give
    await page.getByText('Past and cancelled sessions (1)').click();
    const past = page.getByRole('list', { name: 'Past sessions' }).getByRole('listitem', { name: 'Monsoon wet-weather round' });
    await expect(past.getByRole('list', { name: 'Feedback on Monsoon wet-weather round' })).toBeVisible();
    await expect(past.getByRole('button', { name: /feedback/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await context.close();
  }
});
