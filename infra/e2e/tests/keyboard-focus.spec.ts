import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, apiPost, loginViaApi, newUser, registerViaApi } from '../support/fixtures.ts';
import { openPractice } from '../support/practice.ts';

/**
 * With the keyboard alone, focus is never lost to the page body: after the cookie banner is answered,
 * after the cookie preferences dialog closes, and when Undo on the scoring pad runs out of targets
 * to undo. A menu entry the keyboard is on has a visible outline.
 */

/** What has focus, for a readable failure: the page body when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page body';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} '${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}'`;
  });

async function pressOn(locator: Locator, key = 'Enter') {
  await locator.focus();
  await expect(locator).toBeFocused();
  await locator.press(key);
}

// /about is drawn in the browser (not by the server), so the banner's buttons answer from the first frame.
test.describe('the cookie banner', () => {
  test('when a visitor rejects all cookies from the keyboard, then focus goes on to the main content', async ({ page }) => {
    await page.goto('/about');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await pressOn(banner.getByRole('button', { name: 'Reject All' }));
    await expect(banner).toHaveCount(0);
    await expect(page.locator('main#main'), `focus is on ${await focused(page)}`).toBeFocused();
  });

  test('when the preferences dialog is saved, then focus goes to the main content; cancelled, back to Preferences', async ({ page }) => {
    await page.goto('/about');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const preferences = banner.getByRole('button', { name: 'Preferences' });
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });

    await pressOn(preferences);
    await expect(dialog).toBeVisible();
    await pressOn(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toHaveCount(0);
    await expect(preferences, `focus is on ${await focused(page)}`).toBeFocused();

    await pressOn(preferences);
    await expect(dialog).toBeVisible();
    await pressOn(dialog.getByRole('button', { name: 'Save Preferences' }));
    await expect(dialog).toHaveCount(0);
    await expect(banner).toHaveCount(0);
    await expect(page.locator('main#main'), `focus is on ${await focused(page)}`).toBeFocused();

    // reopened from the footer, the dialog gives focus back to the footer's button
    const cookieSettings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' });
    await pressOn(cookieSettings);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cookieSettings, `focus is on ${await focused(page)}`).toBeFocused();
  });
});

test('when Undo on the scoring pad takes back the last target, then it keeps focus, shown as unavailable', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page, newUser('focus'));
  await openPractice(page);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeDisabled();

  await pressOn(page.getByRole('button', { name: 'Kill 1st barrel' }));
  await expect(page.getByLabel('Running total')).toHaveText('1/1');
  await expect(undo).toBeEnabled();
  await pressOn(undo);
  await expect(page.getByLabel('Running total')).toHaveText('0/0');
  await expect(undo).toBeDisabled();
  await expect(undo, `focus is on ${await focused(page)}`).toBeFocused();
  // Enter again does nothing, and Tab goes on from Undo
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Running total')).toHaveText('0/0');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Refused (counts as lost)' })).toBeFocused();
});

test('when a member opens the user menu from the keyboard, then the entry the keyboard is on has a visible outline', async ({ page }) => {
  await page.goto('/');
  await loginViaApi(page, 'member', DEMO_PASSWORD);
  await page.goto('/');
  const trigger = page.getByRole('button', { name: 'user menu' });
  await pressOn(trigger);
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const item = menu.locator('[role="menuitem"]:focus');
  await expect(item).toHaveCount(1);
  const outline = await item.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });
  expect(outline.style, 'the focused entry has an outline').not.toBe('none');
  expect(outline.width, 'the outline is at least 2 px wide').toBeGreaterThanOrEqual(2);
});

test('when a member replies to a forum topic with the keyboard alone, then the reply is posted and focus stays on Post Reply', async ({
  page,
}) => {
  await page.goto('/');
  await loginViaApi(page, 'member', DEMO_PASSWORD);
  const title = `Keyboard reply ${Date.now().toString(36)}`;
  const created = await apiPost(page, '/api/forum/topics', { title, content: 'Which choke for the first target?' });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`/forum/topic/${((await created.json()) as { id: string }).id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
  await pressOn(page.getByRole('textbox', { name: 'Your reply' }), 'End');
  const text = `Light modified, typed without a mouse ${Date.now().toString(36)}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  const post = page.getByRole('button', { name: 'Post Reply' });
  await expect(post).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: /^Reply by / }).filter({ hasText: text })).toBeVisible({ timeout: 30_000 });
  expect(await focused(page), 'focus after posting').not.toBe('the page body');
  await expect(post).toBeFocused();
});

test('when a member pays for a membership with the keyboard alone, then the receipt shows and focus is never on the page body', async ({
  page,
}) => {
  await registerViaApi(page, newUser('keypay'), 'pro_lane');
  await page.goto('/checkout/pro_lane');
  await expect(page.getByTestId('checkout-total')).toHaveText('₹9,000.00', { timeout: 30_000 });
  await pressOn(page.getByRole('button', { name: 'Pay ₹9,000.00' }));
  // the test gateway's page: its buttons are reached and pressed from the keyboard too
  await expect(page.getByRole('heading', { name: 'Pay ₹9,000.00' })).toBeVisible();
  expect(await focused(page), 'focus on the gateway page').not.toBe('the page body');
  await pressOn(page.getByRole('button', { name: 'Payment succeeds' }));
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
  expect(await focused(page), 'focus on the receipt').not.toBe('the page body');
});
