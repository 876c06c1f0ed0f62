import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi } from '../support/fixtures.ts';
import { cutControls } from '../support/geometry.ts';
import { history, openPractice, scoreRound } from '../support/practice.ts';

/** Scoring a round by taps, history, stats, and offline sync without duplicates. */

// Many taps per test, on a loaded test machine.
test.describe.configure({ timeout: 90_000 });
// History and stats wait for the server's lists, which a busy FerretDB answers slowly.
const expectSoon = expect.configure({ timeout: 30_000 });

test('a new member scores an ISSF round of 25 by taps, saves it, and finds 22/25 in history and in My Stats', async ({ page }) => {
  await registerViaApi(page, newUser('prac'));
  await openPractice(page);
  await expect(page.getByLabel('Discipline').first()).toHaveValue('olympic-trap');
  await expect(page.getByTestId('station')).toHaveText('1');

  // Station rotation and running total follow the taps; Undo takes the last one back.
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Kill 1st barrel' }).click();
  await expect(page.getByTestId('station')).toHaveText('2');
  await page.getByRole('button', { name: 'Lost', exact: true }).click();
  await expect(page.getByLabel('Running total')).toHaveText('5/6');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Running total')).toHaveText('5/5');

  // Changing the discipline would clear the scored targets: it asks first, and Cancel keeps them.
  await page.getByLabel('Discipline').first().selectOption('double-trap');
  const ask = page.getByRole('alertdialog', { name: 'Change the discipline?' });
  await expect(ask).toContainText('Changing the discipline clears the rounds you scored.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByLabel('Discipline').first()).toHaveValue('olympic-trap');
  await expect(page.getByLabel('Running total')).toHaveText('5/5');

  await scoreRound(page, 17, 3, '22/25');
  await expect(page.getByLabel('Running total')).toHaveText('22/25');
  await page.getByLabel('Location').fill('E2E Range');
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('Session saved', { exact: true }).first()).toBeVisible();

  await expectSoon(history(page).getByText('22/25', { exact: true })).toHaveCount(1);
  const list = await (await page.request.get('/api/practice/sessions')).json();
  expect(list.total).toBe(1);
  expect(list.items[0]).toMatchObject({ totalScore: 22, totalTargets: 25, discipline: 'olympic-trap', location: 'E2E Range' });

  await page.goto('/practice/stats');
  await expect(page.getByRole('heading', { name: 'My Stats', level: 1 })).toBeVisible();
  await expectSoon(page.getByRole('group', { name: 'Sessions' })).toContainText('1');
  await expect(page.getByRole('group', { name: 'Average per round' })).toContainText('22');
  await expect(page.getByRole('group', { name: 'Best round' })).toContainText('22/25');
  await expect(page.getByRole('group', { name: 'Longest run' })).toContainText('22');
  await expect(page.getByRole('note')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/practice/stats.csv');
});

test('a round scored offline waits on the device and syncs exactly once when the connection returns', async ({ page, context }) => {
  await registerViaApi(page, newUser('off'));
  await openPractice(page);
  await expectSoon(history(page).getByText('No sessions yet', { exact: false })).toBeVisible();

  await context.setOffline(true);
  await scoreRound(page, 20, 5);
  await page.getByRole('button', { name: 'Save session' }).click();
  await expectSoon(history(page).getByText('Waiting to sync')).toBeVisible();
  await expectSoon(history(page).getByText('20/25', { exact: true })).toHaveCount(1);

  await context.setOffline(false);
  await expectSoon(history(page).getByText('Waiting to sync')).toHaveCount(0);
  await expectSoon(history(page).getByText('20/25', { exact: true })).toHaveCount(1);

  // A reload syncs again at page load: still one session, the key was already stored.
  await openPractice(page);
  await expectSoon(history(page).getByText('20/25', { exact: true })).toHaveCount(1);
  const list = await (await page.request.get('/api/practice/sessions')).json();
  expect(list.items.filter((s: { totalScore: number }) => s.totalScore === 20)).toHaveLength(1);
  expect(list.total).toBe(1);
});

test('a member enters a round total only, edits the notes of the session and deletes it after confirming', async ({ page }) => {
  await registerViaApi(page, newUser('edit'));
  await openPractice(page);
  await page.getByLabel('Enter only the round total').check();
  await page.getByLabel(/Round total/).fill('19');
  await page.getByRole('button', { name: 'Save session' }).click();
  await expectSoon(history(page).getByText('19/25', { exact: true })).toBeVisible();

  await history(page).getByRole('button', { name: /^Edit session/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit session' });
  await editDialog.getByLabel('Notes').fill('Wind from the left, late on station 4');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expectSoon(history(page).getByText('Wind from the left, late on station 4')).toBeVisible();
  const [session] = (await (await page.request.get('/api/practice/sessions')).json()).items;
  expect(session).toMatchObject({ notes: 'Wind from the left, late on station 4', totalScore: 19 });

  await history(page).getByRole('button', { name: /^Delete session/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this session?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expectSoon(history(page).getByText('19/25', { exact: true })).toBeVisible();
  await history(page).getByRole('button', { name: /^Delete session/ }).click();
  await confirm.getByRole('button', { name: 'Delete session' }).click();
  await expectSoon(history(page).getByText('No sessions yet', { exact: false })).toBeVisible();
  expect((await (await page.request.get('/api/practice/sessions')).json()).total).toBe(0);
});

test("the new session's discipline and location show their whole text on a desktop and on a 390 px phone", async ({ page }) => {
  await loginViaApi(page, 'member', DEMO_PASSWORD);
  const controls = '.pr-setup select, .pr-setup input:not([type="checkbox"]):not([type="date"])';
  for (const viewport of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await openPractice(page);
    // the longest discipline name
    await page.getByLabel('Discipline').first().selectOption('olympic-trap');
    await expect(page.getByLabel('Location')).toHaveAttribute('placeholder', 'Search the ranges or type a place');
    await page.getByText('Conditions (wind, temperature, light, rain)').click();
    await expect(page.getByLabel('Wind direction')).toBeVisible();
    expect(await cutControls(page, controls), `${viewport.width} px: cut off`).toEqual([]);
    // no label is cut either
    const cutLabels = await page
      .locator('.pr-setup .ui-label')
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => el.textContent));
    expect(cutLabels, `${viewport.width} px: labels cut off`).toEqual([]);
  }
});
