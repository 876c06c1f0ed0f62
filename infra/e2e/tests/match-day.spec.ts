import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, type NewUser } from '../support/fixtures.ts';
import { createClubShoot } from '../support/match-day.ts';

/**
 * Match day. The organiser (demo admin) makes a shoot through the API; three scorers in their
 * own browsers (one a phone) join a squad each with the code, a second scorer of a taken squad is
 * refused, one scorer goes offline mid-round and syncs when the signal returns; a TV page follows
 * every synced target with no target lost or counted twice; when the organiser ends the shoot, the
 * member's rounds appear in their practice history.
 */
const expectSoon = expect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };

async function contextFor(browser: Browser, phone = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : {});
  return { context, page: await context.newPage() };
}

async function scorer(
  browser: Browser,
  tag: string,
  phone = false,
): Promise<{ context: BrowserContext; page: Page; user: NewUser; id: string }> {
  const { context, page } = await contextFor(browser, phone);
  await page.goto('/');
  const user = newUser(tag);
  await registerViaApi(page, user);
  const me = (await (await page.request.get('/api/user')).json()) as { id: string };
  return { context, page, user, id: me.id };
}

test('three scorers score three squads, one offline for part of a round; the TV follows and the results reach the member’s history', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const org = await contextFor(browser);
  await org.page.goto('/');
  await loginViaApi(org.page, 'admin', DEMO_PASSWORD);
  const phoneScorer = await scorer(browser, 'scp', true);
  const deskScorer = await scorer(browser, 'scd');
  const thirdScorer = await scorer(browser, 'sct');
  const shoot = await createClubShoot(org.page, 'Match Day e2e', [
    { name: 'Squad 1', shooters: [{ name: 'Phone Scorer', userId: phoneScorer.id }, { name: 'Guest One' }] },
    { name: 'Squad 2', shooters: [{ name: 'Guest Two' }, { name: 'Guest Three' }] },
    { name: 'Squad 3', shooters: [{ name: 'Guest Four' }] },
  ]);

  // the clubhouse TV
  const tv = await contextFor(browser);
  await tv.page.goto(`/shoots/${shoot.id}/tv`);
  await expectSoon(tv.page.getByRole('heading', { name: 'Match Day e2e' })).toBeVisible();
  await expectSoon(tv.page.getByText('Live', { exact: false }).first()).toBeVisible();
  const tvCount = tv.page.getByTestId('lb-targets');
  await expectSoon(tvCount).toHaveText('0');

  // the desk scorer opens the squad picker while every squad is free
  const desk = deskScorer.page;
  await desk.goto(`/score/${shoot.code.toLowerCase()}`);
  await expectSoon(desk.getByRole('button', { name: 'Score Squad 1' })).toBeVisible();

  // the phone scorer takes Squad 1 and scores four targets
  const phone = phoneScorer.page;
  await phone.goto(`/score/${shoot.code}`);
  await phone.getByRole('button', { name: 'Score Squad 1' }).click();
  await expectSoon(phone.getByRole('heading', { name: 'Squad 1 · ISSF Olympic Trap' })).toBeVisible();
  for (const b of ['Kill 1st barrel', 'Kill 1st barrel', 'Lost', 'Kill 2nd barrel'])
    await phone.getByRole('button', { name: b, exact: true }).click();
  await expectSoon(phone.getByTestId('sync-status')).toHaveText('All targets synced');
  await expectSoon(tvCount).toHaveText('4');
  // no sideways scroll on the phone
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // the second scorer, on a picker opened before Squad 1 was taken, is refused it, and the picker then shows it taken
  await desk.getByRole('button', { name: 'Score Squad 1' }).click();
  await expectSoon(desk.getByRole('alert')).toHaveText('This squad already has a scorer');
  const squad1 = desk.getByTestId('squad-1');
  await expectSoon(squad1.getByText(/^Taken: .+ scores this squad$/)).toBeVisible();
  await expect(squad1.getByText('Taken', { exact: true })).toBeVisible();
  await expect(squad1.getByRole('button')).toHaveCount(0);
  await desk.getByRole('button', { name: 'Score Squad 2' }).click();
  await expectSoon(desk.getByRole('heading', { name: 'Squad 2 · ISSF Olympic Trap' })).toBeVisible();
  await desk.getByRole('button', { name: 'Kill 1st barrel' }).click();
  await expectSoon(tvCount).toHaveText('5');

  // the signal drops mid-round: three targets wait on the device, the TV does not move
  await deskScorer.context.setOffline(true);
  for (const b of ['Kill 1st barrel', 'Lost', 'Kill 1st barrel']) await desk.getByRole('button', { name: b, exact: true }).click();
  await expectSoon(desk.getByTestId('sync-status')).toHaveText('Offline · 3 targets waiting to sync');
  await phone.getByRole('button', { name: 'Kill 1st barrel' }).click();
  await expectSoon(tvCount).toHaveText('6');
  // meanwhile the third scorer takes Squad 3 and scores two
  const third = thirdScorer.page;
  await third.goto(`/score/${shoot.code}`);
  // the squads other scorers have are not offered: shown taken, with who scores them
  await expectSoon(third.getByRole('button', { name: 'Score Squad 3' })).toBeVisible();
  for (const n of [1, 2]) {
    await expect(third.getByTestId(`squad-${n}`).getByText(/^Taken: .+ scores this squad$/)).toBeVisible();
    await expect(third.getByRole('button', { name: `Score Squad ${n}` })).toHaveCount(0);
  }
  await third.getByRole('button', { name: 'Score Squad 3' }).click();
  await expectSoon(third.getByRole('heading', { name: 'Squad 3 · ISSF Olympic Trap' })).toBeVisible();
  for (const b of ['Kill 2nd barrel', 'Lost']) await third.getByRole('button', { name: b, exact: true }).click();
  await expectSoon(third.getByTestId('sync-status')).toHaveText('All targets synced');
  await expectSoon(tvCount).toHaveText('8');
  // the signal returns: they sync exactly once and the TV follows
  await deskScorer.context.setOffline(false);
  await expectSoon(desk.getByTestId('sync-status')).toHaveText('All targets synced');
  await expectSoon(tvCount).toHaveText('11');
  const board = (await (await org.page.request.get(`/api/shoots/${shoot.id}/leaderboard`)).json()) as {
    targetsScored: number;
    groups: { entries: { name: string; total: number; targetsShot: number }[] }[];
  };
  expect(board.targetsScored).toBe(11);
  const entries = board.groups.flatMap((g) => g.entries);
  expect(entries.find((e) => e.name === 'Phone Scorer')).toMatchObject({ targetsShot: 3, total: 2 });
  expect(entries.find((e) => e.name === 'Guest Four')).toMatchObject({ targetsShot: 2, total: 1 });
  await expect(tv.page.getByRole('row', { name: /Phone Scorer/ })).toBeVisible();

  // the organiser ends the shoot: the phone scorer's rounds reach their practice history
  const finished = await apiPost(org.page, `/api/shoots/${shoot.id}/finish`);
  expect(finished.status(), await finished.text()).toBe(200);
  await expectSoon(tv.page.getByText('Final results', { exact: false })).toBeVisible();
  await expectSoon(async () => {
    const list = (await (await phone.request.get('/api/practice/sessions')).json()) as { items: { title: string; totalScore: number }[] };
    expect(list.items.map((s) => [s.title, s.totalScore])).toEqual([['Match Day e2e', 2]]);
  }).toPass({ timeout: 30_000 });
  await phone.goto('/practice');
  await expectSoon(phone.getByText('Match Day e2e').first()).toBeVisible();
  // the session's notes link to the shoot's leaderboard, and so does the competition log's line
  const leaderboard = `/shoots/${shoot.id}/leaderboard`;
  const fromHistory = phone.getByRole('region', { name: 'Session history' }).getByRole('link', { name: leaderboard });
  await expectSoon(fromHistory).toHaveAttribute('href', leaderboard);
  await phone.goto('/journal?tab=competitions');
  const fromLog = phone.getByRole('tabpanel').getByRole('link', { name: leaderboard });
  await expectSoon(fromLog).toHaveAttribute('href', leaderboard);
  await fromLog.click();
  await expect(phone).toHaveURL(new RegExp(`${leaderboard}$`));
  await expectSoon(phone.getByRole('heading', { name: 'Match Day e2e' }).first()).toBeVisible();

  for (const c of [org, tv, phoneScorer, deskScorer, thirdScorer]) await c.context.close();
});
