import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi } from '../support/fixtures.ts';
import { createClubShoot } from '../support/match-day.ts';
import { history, openPractice, scoreRound } from '../support/practice.ts';

/**
 * The site is an installable app whose service worker opens /practice with no
 * connection after one online visit; what is scored offline waits on the device and syncs once.
 * The other specs block service workers (playwright.config.ts); this one lets the site's run.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

test('the web app manifest and the service worker are served for an installable app', async ({ page }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(body).toMatchObject({ name: 'Trap India', start_url: '/practice', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = body.icons.find((i) => i.sizes === size)!;
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  }
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('after one online visit, /practice reloads with no connection, a round scored offline waits, and syncs exactly once', async ({
  page,
  context,
}) => {
  await registerViaApi(page, newUser('nosignal'));
  await openPractice(page);
  await expectSoon(history(page).getByText('No sessions yet', { exact: false })).toBeVisible();
  // the worker controls the page and holds what the first visit loaded
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', null, { timeout: 60_000 });

  await context.setOffline(true);
  await page.reload();
  const heading = page.getByRole('heading', { name: 'Log Practice', level: 1 });
  // what the page and the worker hold when the offline page does not come up (a busy machine's failure says why)
  await heading.waitFor({ timeout: 20_000 }).catch(async () => {
    const state = await page.evaluate(async () => ({
      text: document.body?.innerText.slice(0, 600),
      controlled: !!navigator.serviceWorker.controller,
      cached: Object.fromEntries(
        await Promise.all(
          (await caches.keys()).map(async (name) => [
            name,
            (await (await caches.open(name)).keys()).map((r) => r.url.replace(location.origin, '')),
          ]),
        ),
      ),
    }));
    throw new Error(`the offline reload shows no Log Practice: ${JSON.stringify(state).slice(0, 4000)}`);
  });
  await expectSoon(history(page).getByText('No sessions yet', { exact: false })).toBeVisible();
  await scoreRound(page, 21, 4);
  await page.getByRole('button', { name: 'Save session' }).click();
  await expectSoon(history(page).getByText('Waiting to sync')).toBeVisible();
  await expectSoon(history(page).getByText('21/25', { exact: true })).toHaveCount(1);

  // a second reload with no signal keeps the round waiting on the device
  await page.reload();
  await expectSoon(history(page).getByText('Waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await expectSoon(history(page).getByText('Waiting to sync')).toHaveCount(0);
  await expectSoon(history(page).getByText('21/25', { exact: true })).toHaveCount(1);
  const list = (await (await page.request.get('/api/practice/sessions')).json()) as { total: number; items: { totalScore: number }[] };
  expect(list.items.filter((s) => s.totalScore === 21)).toHaveLength(1);
  expect(list.total).toBe(1);

  // online again, a reload reads the network (not the worker's copy): still one session
  await openPractice(page);
  await expectSoon(history(page).getByText('21/25', { exact: true })).toHaveCount(1);
});

test('logging out empties the worker’s copy of the member’s reads', async ({ page }) => {
  await registerViaApi(page, newUser('swout'));
  await openPractice(page);
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', null, { timeout: 60_000 });
  const cached = () =>
    page.evaluate(async () => {
      const cache = await caches.open('trap-api-v1');
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
  await expectSoon.poll(cached).toContain('/api/user');
  await page.evaluate(async () => {
    const csrf = document.cookie.match(/trap_csrf=([^;]+)/)?.[1] ?? '';
    await fetch('/api/logout', { method: 'POST', headers: { 'x-csrf-token': csrf } });
  });
  await expectSoon.poll(cached).not.toContain('/api/user');
  expect((await cached()).filter((p) => p.startsWith('/api/practice'))).toEqual([]);
});

test('after one online visit, a scorer’s card and the shoot’s leaderboard reload with no connection; targets scored offline sync exactly once', async ({
  page,
  context,
  browser,
}) => {
  const organiser = await browser.newContext({ serviceWorkers: 'block' });
  const org = await organiser.newPage();
  await org.goto('/');
  await loginViaApi(org, 'admin', DEMO_PASSWORD);
  await page.goto('/');
  await registerViaApi(page, newUser('offscore'));
  const me = (await (await page.request.get('/api/user')).json()) as { id: string };
  const shoot = await createClubShoot(org, 'Offline Scoring e2e', [{ name: 'Squad 1', shooters: [{ name: 'Offline Scorer', userId: me.id }] }]);

  // online: the scorer takes the squad and scores two; the leaderboard is seen once
  await page.goto(`/shoots/${shoot.id}/leaderboard`);
  await expectSoon(page.getByRole('heading', { name: 'Offline Scoring e2e', level: 1 })).toBeVisible();
  await page.goto(`/score/${shoot.code}`);
  await page.getByRole('button', { name: 'Score Squad 1' }).click();
  const card = page.getByRole('heading', { name: 'Squad 1 · ISSF Olympic Trap' });
  await expectSoon(card).toBeVisible();
  for (const b of ['Kill 1st barrel', 'Lost']) await page.getByRole('button', { name: b, exact: true }).click();
  const sync = page.getByTestId('sync-status');
  await expectSoon(sync).toHaveText('All targets synced');
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', null, { timeout: 60_000 });

  // the signal drops: the card reloads, two more targets wait on the device
  await context.setOffline(true);
  await page.reload();
  await expectSoon(card).toBeVisible();
  for (const b of ['Kill 2nd barrel', 'Kill 1st barrel']) await page.getByRole('button', { name: b, exact: true }).click();
  await expectSoon(sync).toHaveText('Offline · 2 targets waiting to sync');
  // the last-seen leaderboard opens too
  await page.goto(`/shoots/${shoot.id}/leaderboard`);
  await expectSoon(page.getByRole('heading', { name: 'Offline Scoring e2e', level: 1 })).toBeVisible();

  // the signal returns: back on the card, the waiting targets go once
  await context.setOffline(false);
  await page.goto(`/score/${shoot.code}`);
  await expectSoon(sync).toHaveText('All targets synced');
  const board = (await (await org.request.get(`/api/shoots/${shoot.id}/leaderboard`)).json()) as {
    targetsScored: number;
    groups: { entries: { name: string; total: number; targetsShot: number }[] }[];
  };
  expect(board.targetsScored).toBe(4);
  expect(board.groups.flatMap((g) => g.entries).find((e) => e.name === 'Offline Scorer')).toMatchObject({ targetsShot: 4, total: 3 });
  await organiser.close();
});
