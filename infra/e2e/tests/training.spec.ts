import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi } from '../support/fixtures.ts';
import { sticksOut } from '../support/geometry.ts';

/** Technique insights, goals, weather analysis and shot patterns from the demo member's data. */

test.describe.configure({ timeout: 90_000 });
// The pages wait for statistics over six months of sessions, which a busy FerretDB answers slowly.
const expectSoon = expect.configure({ timeout: 30_000 });

async function asDemoMember(page: Page, path: string, heading: string) {
  await loginViaApi(page, 'member', DEMO_PASSWORD);
  await page.goto(path);
  await expectSoon(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

test('the demo member sees weaknesses computed from their shots on /technique-insights and runs a new analysis', async ({ page }) => {
  await asDemoMember(page, '/technique-insights', 'Technique Insights');
  const weaknesses = page.getByRole('region', { name: 'Weaknesses' });
  // the demo shooter is weak on station 4 and in wind
  await expectSoon(weaknesses.getByText(/^Weakest station: station 4 at \d+%/)).toBeVisible();
  await expect(weaknesses.getByText(/^Wind costs you: \d+% in \d+ sessions with wind of 15 km\/h or more/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recommendations' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByLabel('Overall score')).toHaveText(/^\d+$/);
  // the AI coach answers from the same data
  await expectSoon(page.getByRole('region', { name: 'Trends' }).locator('.tr-coach')).not.toBeEmpty();

  const before = (await (await page.request.get('/api/practice/technique-analysis')).json()).total as number;
  await page.getByLabel('Sessions to analyse').selectOption('90');
  await page.getByRole('button', { name: 'Run new analysis' }).click();
  await expectSoon(page.getByText('Analysis complete', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Analysis of / })).toBeVisible();
  const history = page.getByRole('region', { name: 'History of analyses' });
  await expect(history.getByRole('button')).toHaveCount(Math.min(before + 1, 20)); // the screen lists the latest 20
  await expect(history.getByRole('button').first()).toHaveAttribute('aria-current', 'true');
  const latest = (await (await page.request.get('/api/practice/technique-analysis?limit=1')).json()).items[0];
  expect(latest.scope.lastSessions).toBe(90);
  await expect(history.getByRole('button').first()).toContainText(`${latest.scope.sessions} session(s)`);
  await expect(weaknesses.getByText(/^Weakest station: station 4/)).toBeVisible();
});

test("a session's shot pattern shows the stations of the trap layout, reached from a recent session", async ({ page }) => {
  await asDemoMember(page, '/training-hub', 'Training Hub');
  const first = page
    .getByRole('region', { name: 'Recent sessions' })
    .getByRole('link', { name: /^Shot pattern of / })
    .first();
  await expectSoon(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/technique-insights\?session=[a-f0-9]{24}#shot-pattern$/);
  const card = page.getByRole('region', { name: 'Shot pattern of a session' });
  await expectSoon(card.getByRole('img', { name: /^Shot pattern on the layout: \d+ hits and \d+ misses/ })).toBeVisible();
  const stations = card.getByRole('list', { name: 'Hits and misses per station' }).getByRole('listitem');
  await expect(stations).toHaveCount(5);
  for (let n = 1; n <= 5; n++) await expect(stations.nth(n - 1)).toContainText(new RegExp(`^Station ${n}: \\d+ of \\d+ hit, \\d+ missed`));
  await expect(card.getByRole('region', { name: 'Coach feedback on this session' }).locator('.tr-coach')).not.toBeEmpty();
});

test('the demo member sets a goal on /training-progress and sees its progress from their sessions', async ({ page }) => {
  await asDemoMember(page, '/training-progress', 'Training Progress');
  await expectSoon(page.getByRole('heading', { name: 'Average per round, session by session' })).toBeVisible();
  const title = `E2E goal ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'New goal' });
  // bad input is refused with the field's message, nothing sent
  await form.getByLabel('What to improve').selectOption('hit-rate');
  await form.getByLabel('Target').fill('150');
  await form.getByRole('button', { name: 'Set goal' }).click();
  await expect(form.getByText('Hit rate (%): the target must be between 1 and 100')).toBeVisible();

  await form.getByLabel('Target').fill('99');
  await form.getByLabel('Title').fill(title);
  await form.getByRole('button', { name: 'Set goal' }).click();
  await expectSoon(page.getByText('Goal set', { exact: true }).first()).toBeVisible();
  const goal = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const bar = goal.getByRole('progressbar', { name: `Progress of ${title}` });
  await expect(bar).toBeVisible();
  // the demo member shot recently, so the goal measures something real
  const api = (await (await page.request.get('/api/practice/goals')).json()).items.find((g: { title: string }) => g.title === title);
  expect(api.progress.sessions).toBeGreaterThan(0);
  expect(api.progress.current).toBeGreaterThan(0);
  await expect(bar).toHaveAttribute('aria-valuenow', String(api.progress.percent));
  await expect(goal).toContainText(`now ${api.progress.current}% of 99%`);

  // it also shows in the hub's progress tab; then it is deleted
  await page.goto('/training-hub?tab=progress');
  await expect(page.getByRole('tab', { name: 'Progress' })).toHaveAttribute('aria-selected', 'true');
  await expectSoon(page.getByRole('progressbar', { name: `Progress of ${title}` })).toBeVisible();
  await page.goto('/training-progress');
  const again = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expectSoon(again.getByRole('button', { name: 'Delete' })).toBeVisible();
  await again.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this goal?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Delete goal' }).click();
  await expectSoon(page.getByText('Goal deleted', { exact: true }).first()).toBeVisible();
  await expect(again).toHaveCount(0);
});

test('/weather shows the demo member their best and worst conditions from the sessions they logged', async ({ page }) => {
  await asDemoMember(page, '/weather', 'Weather Analysis');
  const best = page.getByRole('region', { name: 'Your best conditions' });
  const worst = page.getByRole('region', { name: 'Your worst conditions' });
  await expectSoon(best.getByText(/per round · \d+% hit rate/)).toBeVisible();
  await expect(worst.getByText(/per round · \d+% hit rate/)).toBeVisible();
  const api = await (await page.request.get('/api/weather/analysis')).json();
  await expect(best).toContainText(`${Math.round(api.best.hitRate * 100)}% hit rate`);
  await expect(worst).toContainText(`${Math.round(api.worst.hitRate * 100)}% hit rate`);
  expect(api.best.hitRate).toBeGreaterThan(api.worst.hitRate);
  const wind = page.getByRole('region', { name: 'Wind' });
  await expect(wind.getByRole('meter').first()).toBeVisible();
  // each condition's rows (label, bar, numbers) stay inside their card
  expect(await sticksOut(page.locator('.ui-card:has(.tr-band)')), 'weather rows sticking out of their card').toEqual([]);
});

test('the training hub has practice, technique, progress and roadmap tabs', async ({ page }) => {
  await asDemoMember(page, '/training-hub', 'Training Hub');
  for (const name of ['Practice', 'Technique', 'Progress', 'Roadmap']) await expect(page.getByRole('tab', { name })).toBeVisible();
  await expectSoon(
    page
      .getByRole('region', { name: 'Recent sessions' })
      .getByRole('link', { name: /^Shot pattern of / })
      .first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Technique' }).click();
  await expectSoon(page.getByText(/^Weakest station: station 4/)).toBeVisible();
  // the journal's logs and their effect beside performance are here too
  await page.getByRole('tab', { name: 'Practice' }).click();
  await expect(page.getByLabel('Log', { exact: true })).toHaveValue('competitions');
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expectSoon(page.getByText('Wellbeing beside performance')).toBeVisible();
  await page.getByRole('tab', { name: 'Roadmap' }).click();
  await expect(page.getByRole('link', { name: 'Open the skill roadmap' })).toHaveAttribute('href', '/skill-roadmap');
});

test('the location of a practice session is picked from the range directory and keeps the range id', async ({ page }) => {
  await registerViaApi(page, newUser('range'));
  await page.goto('/practice');
  await expectSoon(page.getByRole('heading', { name: 'Log Practice', level: 1 })).toBeVisible();
  const location = page.getByLabel('Location');
  const options = page.locator(`datalist#${await location.getAttribute('list')} option`);
  await expectSoon(options.first()).toBeAttached();
  const ranges = (await (await page.request.get('/api/shooting-ranges?limit=100')).json()) as { id: string; name: string; city: string }[];
  await expect(options).toHaveCount(ranges.length);
  const range = ranges[0]!;
  await location.fill(`${range.name}, ${range.city}`);
  await page.getByLabel('Enter only the round total').check();
  await page.getByLabel(/Round total/).fill('21');
  await page.getByRole('button', { name: 'Save session' }).click();
  await expectSoon(page.getByText('Session saved', { exact: true }).first()).toBeVisible();
  await expectSoon(async () => {
    const [session] = (await (await page.request.get('/api/practice/sessions')).json()).items;
    expect(session).toMatchObject({ location: `${range.name}, ${range.city}`, rangeId: range.id, totalScore: 21 });
  }).toPass();
});
