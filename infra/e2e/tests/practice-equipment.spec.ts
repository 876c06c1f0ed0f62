import { expect, test } from '@playwright/test';
import { apiPost, newUser, registerViaApi } from '../support/fixtures.ts';
import { history, openPractice, scoreRound } from '../support/practice.ts';

/** The equipment used for a session, picked (or added) on the logger and shown in history. */

test.describe.configure({ timeout: 90_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

test('a member with no equipment adds a gun from the logger, saves a round shot with it and finds its name in history', async ({ page }) => {
  await registerViaApi(page, newUser('equip'));
  await openPractice(page);
  const picker = page.getByRole('group', { name: 'Equipment used' });
  await expectSoon(picker.getByText('No equipment yet', { exact: false })).toBeVisible();

  await picker.getByRole('button', { name: 'Add equipment' }).click();
  const add = picker.getByRole('form', { name: 'Add equipment' });
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await add.getByLabel('Equipment name').fill('E2E Beretta DT11');
  await expect(add.getByLabel('Category')).toHaveValue('shotgun');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Equipment added', { exact: true }).first()).toBeVisible();
  // the new item is ticked for this session
  await expect(picker.getByRole('checkbox', { name: 'E2E Beretta DT11' })).toBeChecked();

  await scoreRound(page, 21, 4);
  await page.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('Session saved', { exact: true }).first()).toBeVisible();
  await expectSoon(history(page).getByText('Equipment: E2E Beretta DT11')).toBeVisible();

  const [item] = (await (await page.request.get('/api/equipment/items')).json()).items;
  expect(item).toMatchObject({ name: 'E2E Beretta DT11', categoryId: 'shotgun' });
  const [session] = (await (await page.request.get('/api/practice/sessions')).json()).items;
  expect(session).toMatchObject({ totalScore: 21, equipmentIds: [item.id] });
  // the next session keeps the gun ticked
  await expect(picker.getByRole('checkbox', { name: 'E2E Beretta DT11' })).toBeChecked();
});

test('offline, the picker still lists the member’s equipment and saving is never held up', async ({ page, context }) => {
  await registerViaApi(page, newUser('equipoff'));
  const created = await apiPost(page, '/api/equipment/items', { name: 'E2E Perazzi MX8', categoryId: 'shotgun' });
  expect(created.status(), await created.text()).toBe(201);
  const gun = await created.json();
  await openPractice(page);
  const picker = page.getByRole('group', { name: 'Equipment used' });
  await expectSoon(picker.getByRole('checkbox', { name: 'E2E Perazzi MX8' })).toBeVisible();
  await expectSoon(history(page).getByText('No sessions yet', { exact: false })).toBeVisible();

  await context.setOffline(true);
  await picker.getByRole('checkbox', { name: 'E2E Perazzi MX8' }).check();
  // adding needs the connection, and says so
  await picker.getByRole('button', { name: 'Add equipment' }).click();
  await picker.getByLabel('Equipment name').fill('Ear defenders');
  await picker.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(picker.getByRole('alert')).toContainText('You are offline');
  await picker.getByRole('button', { name: 'Cancel' }).click();

  await scoreRound(page, 23, 2);
  await page.getByRole('button', { name: 'Save session' }).click();
  const waiting = history(page).getByRole('list', { name: 'Waiting to sync' });
  await expectSoon(waiting.getByText('Equipment: E2E Perazzi MX8')).toBeVisible();

  await context.setOffline(false);
  await expectSoon(history(page).getByText('Waiting to sync')).toHaveCount(0);
  await expectSoon(history(page).getByText('Equipment: E2E Perazzi MX8')).toHaveCount(1);
  const list = await (await page.request.get('/api/practice/sessions')).json();
  expect(list.items).toHaveLength(1);
  expect(list.items[0]).toMatchObject({ totalScore: 23, equipmentIds: [gun.id] });
});
