import { expect, type Page } from '@playwright/test';

/** The Log Practice screen (/practice): open it, score a round by taps, find the history. */
export async function openPractice(page: Page) {
  await page.goto('/practice');
  // the member remote's code and the page's reads arrive first: on a machine busy with other test runs that took over 15 s
  await expect(page.getByRole('heading', { name: 'Log Practice', level: 1 })).toBeVisible({ timeout: 45_000 });
}

/** Taps `kills` first-barrel kills, then `lost` lost targets, finishing the round at `complete`. */
export async function scoreRound(page: Page, kills: number, lost: number, complete = `${kills}/${kills + lost}`) {
  const kill = page.getByRole('button', { name: 'Kill 1st barrel' });
  const lose = page.getByRole('button', { name: 'Lost', exact: true });
  for (let i = 0; i < kills; i++) await kill.click();
  for (let i = 0; i < lost; i++) await lose.click();
  await expect(page.getByRole('status').filter({ hasText: 'Round complete' })).toHaveText(`Round complete: ${complete}`);
  await expect(kill).toBeDisabled();
}

export const history = (page: Page) => page.getByRole('region', { name: 'Session history' });
