import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi } from '../support/fixtures.ts';
import { createClubShoot, readPaperCard } from '../support/match-day.ts';

/**
 * Paper score cards: the organiser prints a squad's cards as a PDF; a scorer on a phone photographs
 * a filled card (the shipped test photos in turn, the card's six shooters in the same order: straight
 * down, in dim light, in sun with a hard shadow, then at an angle), the marks of each are read in the
 * browser and shown to check, the last is saved through the scorer's queue, and the shoot's
 * leaderboard shows each shooter's total from the paper.
 */
const expectSoon = expect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };
/** the angled photo last: it is the one saved */
const PHOTOS = ['card-straight.png', 'card-dim.png', 'card-shade.png', 'card-angled.png'];
const SHOOTERS = ['Asha Rao', 'Vikram Singh', 'Meera Pillai', 'Kabir Das', 'Nisha Iyer', 'Arjun Mehta'];

test('a paper card photographed straight, in dim light, in shade and at an angle is read right on the phone, saved once and reaches the leaderboard', async ({ browser }) => {
  test.setTimeout(300_000);
  const org = await browser.newContext();
  const organiser = await org.newPage();
  await organiser.goto('/');
  await loginViaApi(organiser, 'admin', DEMO_PASSWORD);
  const shoot = await createClubShoot(organiser, 'Paper Card e2e', [{ name: 'Squad 1', shooters: SHOOTERS.map((name) => ({ name })) }]);

  // the organiser prints the squad's cards
  await organiser.goto(`/shoots/${shoot.id}/leaderboard`);
  const download = organiser.waitForEvent('download');
  await expectSoon(organiser.getByRole('button', { name: 'Print score cards of Squad 1' })).toBeVisible();
  await organiser.getByRole('button', { name: 'Print score cards of Squad 1' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`score-cards-${shoot.code}-squad-1.pdf`);
  const bytes = readFileSync(await pdf.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(`${shoot.code}-S1-R1`);

  // the scorer's phone takes the squad and photographs the filled card
  const ctx = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await ctx.newPage();
  await phone.goto('/');
  await registerViaApi(phone, newUser('paper'));
  await phone.goto(`/score/${shoot.code}`);
  await phone.getByRole('button', { name: 'Score Squad 1' }).click();
  await expectSoon(phone.getByRole('heading', { name: 'Squad 1 · ISSF Olympic Trap' })).toBeVisible();
  // every box of every photo as the scorer marked it; nothing corrected
  const kills = await readPaperCard(phone, `${shoot.code}-S1-R1`, PHOTOS);
  // no sideways scroll on the phone (the grid scrolls inside itself)
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await phone.getByRole('button', { name: 'Save 150 targets' }).click();
  await expect(phone.getByText('150 targets from the paper card saved on this phone', { exact: false })).toBeVisible();
  await expect(phone.getByTestId('sync-status')).toHaveText('All targets synced', { timeout: 180_000 });

  // the leaderboard: each shooter's total from the paper, 25 targets shot, stored once
  await phone.goto(`/shoots/${shoot.id}/leaderboard`);
  for (const [i, name] of SHOOTERS.entries()) {
    const row = phone.getByRole('row', { name: new RegExp(name) });
    await expectSoon(row.getByLabel(`Total ${kills[i]} of 25`)).toBeVisible();
  }
  const board = (await (await phone.request.get(`/api/shoots/${shoot.id}/leaderboard`)).json()) as { targetsScored: number };
  expect(board.targetsScored).toBe(150);
  await ctx.close();
  await org.close();
});
