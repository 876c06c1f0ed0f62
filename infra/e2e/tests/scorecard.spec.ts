import { expect, test } from '@playwright/test';
import { apiPost, newUser, registerViaApi } from '../support/fixtures.ts';

test('when a member shares a session, then a guest opens its scorecard with the round on the layout, until the member stops sharing', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await registerViaApi(page, newUser('scorecard'));
  const shots = Array.from({ length: 25 }, (_, i) => ({
    station: (i % 5) + 1,
    direction: (['left', 'straight', 'right'] as const)[i % 3],
    outcome: i % 8 === 7 ? 'lost' : 'first',
  }));
  const created = await apiPost(page, '/api/practice/sessions', {
    date: new Date().toISOString().slice(0, 10),
    title: 'Scorecard Sunday',
    location: 'Tughlakabad',
    scores: [{ shots }],
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/practice');
  const history = page.getByRole('region', { name: 'Session history' });
  await history
    .getByRole('button', { name: /^Share scorecard of the session of/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Share scorecard' });
  await dialog.getByRole('button', { name: 'Create public link' }).click();
  const link = await dialog.getByLabel('Public link').inputValue();
  expect(link).toMatch(/\/scorecard\/[A-Za-z0-9_-]{22}$/);
  await expect(dialog.getByRole('img', { name: /^Scorecard of/ })).toBeVisible();

  // a guest on a phone
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const guest = await guestContext.newPage();
  try {
    await guest.goto(new URL(link).pathname);
    await expect(guest.getByRole('heading', { level: 1, name: 'Scorecard Sunday' })).toBeVisible();
    await expect(guest.getByLabel('Score 22 of 25')).toBeVisible();
    const image = guest.getByRole('img', { name: /^The round on the trap layout/ });
    await expect(image).toBeVisible();
    // the image really loaded (an SVG drawn by the practice service)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(guest.getByRole('link', { name: 'Join Trap India' })).toBeVisible();
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await dialog.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(dialog.getByRole('button', { name: 'Create public link' })).toBeVisible();
    await guest.reload();
    await expect(guest.getByRole('heading', { level: 1, name: 'Scorecard not found' })).toBeVisible();
  } finally {
    await guestContext.close();
  }
});
