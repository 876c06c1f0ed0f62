import { expect, test, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, toast } from '../support/fixtures.ts';

/** The journal and the competition, mental, nutrition and fitness logs, and their effect beside performance. */

test.describe.configure({ timeout: 90_000 });
// Saves and lists wait for the server, which a busy FerretDB answers slowly.
const expectSoon = expect.configure({ timeout: 30_000 });

async function openJournal(page: Page, tab = '') {
  await page.goto(`/journal${tab ? `?tab=${tab}` : ''}`);
  await expectSoon(page.getByRole('heading', { name: 'Shooting Journal', level: 1 })).toBeVisible();
}

const entries = (page: Page) => page.getByRole('list', { name: 'Journal entries' });

test('a member writes a journal entry, edits it, finds it after a reload, and deletes it', async ({ page }) => {
  await registerViaApi(page, newUser('jrnl'));
  // a session of today, for the entry to link to
  const today = new Date().toLocaleDateString('en-CA');
  const session = await apiPost(page, '/api/practice/sessions', { date: today, title: 'Evening practice', scores: [{ total: 21 }] });
  expect(session.status()).toBe(201);
  const sessionId = (await session.json()).id;
  await openJournal(page);
  await expect(page.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
  await expectSoon(page.getByText('No journal entries yet: write your first one.')).toBeVisible();

  await page.getByRole('button', { name: 'Add journal entry' }).click();
  const form = page.getByRole('form', { name: 'Write a journal entry' });
  // private by default (SPEC 3.2)
  await expect(form.getByRole('switch', { name: 'Private' })).toHaveAttribute('aria-checked', 'true');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('Give the entry a title')).toBeVisible();
  await expect(form.getByText('Write something in the entry')).toBeVisible();

  await form.getByLabel('Title').fill('Station 4 again');
  await form.getByLabel('Entry').fill('Lifting my head on the right-hand targets. Slow the mount.');
  await form.getByLabel('Tags').fill('technique, Station-4');
  await form.getByLabel('Practice session').selectOption({ label: 'Evening practice · 21/25' });
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSoon(toast(page, 'Journal entry saved')).toBeVisible();
  const entry = entries(page).getByRole('article', { name: 'Station 4 again' });
  await expectSoon(entry).toBeVisible();
  await expect(entry.getByText('Private', { exact: true })).toBeVisible();
  await expect(entry.getByText('#station-4')).toBeVisible();
  const search = page.getByRole('search', { name: 'Search entries' });
  await search.getByRole('searchbox').fill('#Technique');
  await search.getByRole('button', { name: 'Search' }).click();
  await expectSoon(entry).toBeVisible();
  await search.getByRole('searchbox').fill('crosswind');
  await search.getByRole('button', { name: 'Search' }).click();
  await expectSoon(page.getByText('No entries match crosswind.')).toBeVisible();
  await search.getByRole('button', { name: 'Show all' }).click();
  await expectSoon(entry).toBeVisible();
  const saved = await (await page.request.get('/api/journal/entries')).json();
  expect(saved.items[0]).toMatchObject({ title: 'Station 4 again', isPrivate: true, tags: ['technique', 'station-4'], sessionId });

  await entries(page)
    .getByRole('button', { name: /^Edit journal entry of/ })
    .click();
  const edit = page.getByRole('form', { name: 'Edit journal entry' });
  await expect(edit.getByLabel('Tags')).toHaveValue('technique, station-4');
  await edit.getByLabel('Title').fill('Station 4: cheek down');
  await edit.getByRole('switch', { name: 'Private' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectSoon(toast(page, 'Journal entry updated')).toBeVisible();

  await page.reload();
  const edited = entries(page).getByRole('article', { name: 'Station 4: cheek down' });
  await expectSoon(edited).toBeVisible();
  await expect(edited.getByText('Shared', { exact: true })).toBeVisible();
  await expect(entries(page).getByRole('article', { name: 'Station 4 again' })).toHaveCount(0);

  await entries(page)
    .getByRole('button', { name: /^Delete journal entry of/ })
    .click();
  await page.getByRole('alertdialog', { name: 'Delete this journal entry?' }).getByRole('button', { name: 'Delete journal entry' }).click();
  await expectSoon(toast(page, 'Journal entry deleted')).toBeVisible();
  await expect(page.getByText('No journal entries yet: write your first one.')).toBeVisible();
  await page.reload();
  await expectSoon(page.getByText('No journal entries yet: write your first one.')).toBeVisible();
  expect((await (await page.request.get('/api/journal/entries')).json()).total).toBe(0);
});

test('a member logs a competition result and a mental assessment through their forms, each refused first with its message', async ({
  page,
}) => {
  await registerViaApi(page, newUser('comp'));
  await openJournal(page, 'competitions');
  await expect(page.getByRole('tab', { name: 'Competitions' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add competition' }).click();
  const comp = page.getByRole('form', { name: 'Log a competition' });
  await comp.getByLabel('Score').fill('130');
  await comp.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(comp.getByText('Enter the competition name')).toBeVisible();
  await expect(comp.getByText('The score cannot be more than 125')).toBeVisible();
  expect((await (await page.request.get('/api/competitions')).json()).total).toBe(0);

  await comp.getByLabel('Competition', { exact: true }).fill('State Shooting Championship');
  await comp.getByLabel('Score').fill('118');
  await comp.getByLabel('Placing').fill('2');
  await comp.getByLabel('Location').fill('Dr. Karni Singh Shooting Range');
  await comp.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSoon(toast(page, 'Competition saved')).toBeVisible();
  const competitions = page.getByRole('list', { name: 'Competitions' });
  await expectSoon(competitions.getByText('118/125')).toBeVisible();
  await expect(competitions.getByText(/placed 2nd/)).toBeVisible();

  await page.getByRole('tab', { name: 'Mental' }).click();
  await expect(page).toHaveURL(/tab=mental/);
  await page.getByRole('button', { name: 'Add mental assessment' }).click();
  const mental = page.getByRole('form', { name: 'Log a mental assessment' });
  await mental.getByLabel('Confidence').fill('8');
  await mental.getByLabel('Focus').fill('7');
  await mental.getByLabel('Stress').fill('11');
  await mental.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(mental.getByText('Rate your stress from 1 to 10')).toBeVisible();
  await expect(mental.getByText('Rate your anxiety from 1 to 10')).toBeVisible();
  expect((await (await page.request.get('/api/practice/mental-assessments')).json()).total).toBe(0);

  await mental.getByLabel('Stress').fill('3');
  await mental.getByLabel('Anxiety').fill('2');
  await mental.getByLabel('Mood').fill('Calm and ready');
  await mental.getByRole('button', { name: 'Save', exact: true }).click();
  await expectSoon(toast(page, 'Mental assessment saved')).toBeVisible();
  const assessments = page.getByRole('list', { name: 'Mental assessments' });
  await expectSoon(assessments.getByText('Stress 3')).toBeVisible();
  await expect(assessments.getByText('Calm and ready')).toBeVisible();

  const stored = await (await page.request.get('/api/practice/mental-assessments')).json();
  expect(stored.items[0]).toMatchObject({ confidenceLevel: 8, focusLevel: 7, stressLevel: 3, anxietyLevel: 2, isPreSession: true });
  const comps = await (await page.request.get('/api/competitions')).json();
  expect(comps.items[0]).toMatchObject({ name: 'State Shooting Championship', score: 118, maxScore: 125, placing: 2 });
});

test('the demo member sees their stress, training and hydration beside their scores, each side with its sessions', async ({ page }) => {
  await loginViaApi(page, 'member', DEMO_PASSWORD);
  await openJournal(page);
  const effects = page.getByRole('complementary', { name: 'Wellbeing beside performance' });
  const stress = effects.getByRole('group', { name: /^Stress/ });
  await expectSoon(stress).toBeVisible();
  await expect(stress.getByRole('row', { name: /With higher stress/ })).toBeVisible();
  await expect(stress.getByText(/Your hit rate is \d+\.\d points lower with higher stress\./)).toBeVisible();
  await expect(effects.getByRole('group', { name: /^Training the day before/ })).toContainText('After a rest day');
  await expect(effects.getByRole('group', { name: 'Competitions against practice' })).toContainText('of the possible score');
  await expect(entries(page).getByRole('article').first()).toBeVisible();
});
