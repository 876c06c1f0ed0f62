import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, withConsentDecided } from '../support/fixtures.ts';
import { openPractice, scoreRound } from '../support/practice.ts';

/** The skill roadmap fed by logged rounds, its tour, the demo member, a phone. */

test.describe.configure({ timeout: 150_000 });
// XP follows the session events; a busy machine takes a while
const expectSoon = expect.configure({ timeout: 30_000 });

const overview = (page: Page) => page.getByRole('region', { name: 'Progress overview' });
const skill = (page: Page, name: string) => page.getByRole('article', { name });

/** Scores 22 first-barrel kills and 3 lost (no directions) and saves the session. */
async function logRound(page: Page) {
  await openPractice(page);
  await scoreRound(page, 22, 3, '22/25');
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('Session saved', { exact: true }).first()).toBeVisible();
}

/** Makes the logged-in member's profile public; their id. */
async function goPublic(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/user')).json()) as { id: string };
  const csrf = (await page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
  const res = await page.request.patch('/api/user', { data: { isPublicProfile: true }, headers: { 'x-csrf-token': csrf } });
  expect(res.status(), await res.text()).toBe(200);
  return me.id;
}

/** Reloads the public profile until it shows the level label. */
async function profileShows(page: Page, id: string, label: string) {
  await expectSoon(async () => {
    await page.goto(`/members/${id}`);
    await expect(page.getByText(label, { exact: true })).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 45_000 });
}

/** Reloads /skill-roadmap until the overview shows `xp` (XP arrives through the session events). */
async function roadmapShows(page: Page, xp: string) {
  await expectSoon(async () => {
    await page.goto('/skill-roadmap');
    await expect(overview(page)).toContainText(xp, { timeout: 3000 });
  }).toPass({ timeout: 45_000 });
}

test('a new member logs three rounds on /practice and sees their XP, skill levels and level grow on the roadmap and their public profile', async ({
  page,
}) => {
  await withConsentDecided(page);
  await registerViaApi(page, newUser('road'));
  const id = await goPublic(page);
  await profileShows(page, id, 'Beginner');
  await page.goto('/skill-roadmap');
  await expect(page.getByRole('heading', { name: 'Skill Roadmap', level: 1 })).toBeVisible();
  await expect(overview(page)).toContainText('Level 1');
  await expect(overview(page)).toContainText('Beginner');
  await expect(overview(page)).toContainText('No sessions yet');
  await expect(skill(page, 'Stance and mount')).toContainText('Level 0 of 5');
  const lefts = skill(page, 'Hard lefts from station 1');
  await expect(lefts).toContainText('Locked');
  await expect(lefts.getByRole('list', { name: 'Prerequisites of Hard lefts from station 1' })).toContainText('Straightaways (not yet)');

  // one round of 22 first-barrel kills and 3 lost: stance 25 + gun hold 44 + long runs 26 + a full round 10 = 105 XP
  await logRound(page);
  await roadmapShows(page, 'Skills 105 XP');
  await expect(skill(page, 'Stance and mount')).toContainText('Level 1 of 5');
  await expect(skill(page, 'Gun hold and visual pick-up')).toContainText('44 XP');
  await expect(page.getByRole('region', { name: /^Practise next: Straightaways/ })).toContainText('2 XP for every straight target broken.');

  // two more: skills 315 XP, level 2 Intermediate on their own (completed challenges add their rewards to the total)
  await logRound(page);
  await logRound(page);
  await roadmapShows(page, 'Skills 315 XP');
  // a challenge these rounds complete adds its reward a moment later (its own event): the page and the
  // API agree once both are read after it
  await expectSoon(async () => {
    await page.goto('/skill-roadmap');
    const progression = (await (await page.request.get('/api/progression')).json()) as { totalXp: number; level: number };
    expect(progression.totalXp).toBeGreaterThanOrEqual(315);
    await expect(overview(page)).toContainText(`Level ${progression.level}`, { timeout: 3000 });
    await expect(overview(page).getByRole('progressbar', { name: `XP toward level ${progression.level + 1}` })).toHaveAttribute(
      'aria-valuenow',
      String(progression.totalXp),
      { timeout: 3000 },
    );
  }).toPass({ timeout: 45_000 });
  await expect(overview(page)).toContainText('Intermediate');
  await expect(skill(page, 'Long runs')).toContainText('Level 2 of 5');

  // the public profile shows the new level (practice.member.level_changed, through community)
  await profileShows(page, id, 'Intermediate');
  await page.goto('/skill-roadmap');

  // the category filter shows one category at a time
  await page.getByRole('navigation', { name: 'Skill categories' }).getByRole('button', { name: 'Barrel work' }).click();
  await expect(page.getByRole('heading', { name: 'Barrel work', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fundamentals', level: 3 })).toHaveCount(0);
  await expect(skill(page, 'Doubles')).toContainText('Second-barrel recovery (not yet)');
});

test('the roadmap tour walks through categories, progress overview and skill levels', async ({ page }) => {
  await withConsentDecided(page);
  await registerViaApi(page, newUser('rtour'));
  await page.goto('/skill-roadmap');
  await expect(overview(page)).toBeVisible();
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Start Feature Tutorial' }).click();
  const card = page.getByRole('dialog', { name: 'Categories' });
  await expect(card.getByText('Step 1 of 3')).toBeVisible();
  await card.getByRole('button', { name: 'Next' }).click();
  const tour = page.getByRole('dialog');
  await expect(tour).toHaveAccessibleName('Progress overview');
  await expect(tour.getByText('Step 2 of 3')).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toHaveAccessibleName('Skill levels');
  await expect(tour.getByText('Step 3 of 3')).toBeVisible();
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the demo member sees skills in progress and a level that matches six months of sessions, with nothing wider than the screen', async ({
    page,
  }) => {
    await withConsentDecided(page);
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    await page.goto('/skill-roadmap');
    await expectSoon(overview(page)).toContainText(/Level (\d+)/);
    const text = (await overview(page).textContent()) ?? '';
    expect(Number(/Level (\d+)/.exec(text)![1])).toBeGreaterThan(2);
    await expect(skill(page, 'Stance and mount')).toContainText(/Level [1-5] of 5/);
    await expect(skill(page, 'Second-barrel recovery')).toContainText(/Level [1-5] of 5/);
    await expect(page.getByRole('region', { name: /^Practise next:/ })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
