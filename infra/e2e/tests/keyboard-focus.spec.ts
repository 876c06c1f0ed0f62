import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, apiPost, loginViaApi, newUser, registerViaApi } from '../support/fixtures.ts';
import { openPractice } from '../support/practice.ts';

/**
 * With the keyboard alone, focus is never lost to the page body: after the cookie banner is answered,
 * after the cookie preferences dialog closes, and when Undo on the scoring pad runs out of targets
 * to undo. A menu entry the keyboard is on has a visible outline, and so has every control Tab reaches
 * on the home page (cookie banner open), /practice, /profile/edit, the cookie preferences dialog and the
 * admin panel.
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

// ── a visible focus indicator on every control Tab reaches ─────────────────────────────────────────

interface Look {
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  boxShadow: string;
}

/** The alpha of a computed colour (rgb(), rgba(), color(… / a)): 0 for transparent. */
function alpha(colour: string): number {
  if (colour === 'transparent') return 0;
  const slash = /\/\s*([\d.]+)\s*\)$/.exec(colour);
  if (slash) return Number(slash[1]);
  const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(colour);
  return rgba ? Number(rgba[1]) : 1;
}

/** The box-shadows of a computed value that draw a ring: an outer shadow spread 2 px or more, in a colour at least half opaque. */
function rings(boxShadow: string): string[] {
  if (boxShadow === 'none') return [];
  return boxShadow
    .split(/,(?![^(]*\))/)
    .map((s) => s.trim())
    .filter((shadow) => {
      if (/\binset\b/.test(shadow)) return false;
      const colour = /^(\w+\([^)]*\)|\w+)/.exec(shadow)?.[1] ?? '';
      const lengths = shadow
        .slice(colour.length)
        .trim()
        .split(/\s+/)
        .map((l) => Number.parseFloat(l));
      return (lengths[3] ?? 0) >= 2 && alpha(colour) >= 0.5;
    });
}

/** Why a focused control's look shows no focus indicator, or null when it shows one. */
function missingIndicator(focused: Look, unfocused: Look): string | null {
  const outline = focused.outlineStyle !== 'none' && focused.outlineWidth >= 2 && alpha(focused.outlineColor) > 0;
  const outlineChanged =
    unfocused.outlineStyle === 'none' ||
    unfocused.outlineWidth !== focused.outlineWidth ||
    unfocused.outlineColor !== focused.outlineColor ||
    unfocused.outlineStyle !== focused.outlineStyle;
  if (outline && outlineChanged) return null;
  const ring = rings(focused.boxShadow).some((r) => !rings(unfocused.boxShadow).includes(r));
  if (ring) return null;
  return `outline ${focused.outlineStyle} ${focused.outlineWidth}px ${focused.outlineColor}, box-shadow ${focused.boxShadow} (unfocused: outline ${unfocused.outlineStyle} ${unfocused.outlineWidth}px, box-shadow ${unfocused.boxShadow})`;
}

/**
 * Presses Tab up to `stops` times (fewer when focus comes round again to a control already seen) and,
 * for each control that takes focus, compares its outline and box-shadow focused and (blurred a moment)
 * unfocused. Returns how many were looked at and each one without a visible indicator, named.
 */
async function tabThrough(page: Page, stops: number): Promise<{ checked: number; missing: string[] }> {
  const missing: string[] = [];
  let checked = 0;
  await page.evaluate(() => ((window as unknown as { __focusSeen: WeakSet<Element> }).__focusSeen = new WeakSet()));
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement || el instanceof SVGElement) || el === document.body || el.tagName === 'IFRAME') return null;
      const seenBefore = (window as unknown as { __focusSeen: WeakSet<Element> }).__focusSeen;
      if (seenBefore.has(el)) return 'again' as const;
      seenBefore.add(el);
      const look = () => {
        // a transition of the outline or shadow is run to its end: the look the control settles on
        for (const a of el.getAnimations()) if ('transitionProperty' in a) a.finish();
        const s = getComputedStyle(el);
        return {
          outlineStyle: s.outlineStyle,
          outlineWidth: Number.parseFloat(s.outlineWidth),
          outlineColor: s.outlineColor,
          boxShadow: s.boxShadow,
        };
      };
      // (getAnimations brings the style up to date first, so a transition the change starts is among them)
      const focused = look();
      el.blur();
      const unfocused = look();
      el.focus({ preventScroll: true });
      const classes = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return { name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes} '${text}'`, focused, unfocused };
    });
    if (seen === 'again') break;
    if (!seen) continue;
    checked++;
    const why = missingIndicator(seen.focused, seen.unfocused);
    if (why) missing.push(`${seen.name}: ${why}`);
  }
  return { checked, missing };
}

async function expectVisibleFocus(page: Page, where: string, stops: number, atLeast: number) {
  const { checked, missing } = await tabThrough(page, stops);
  expect(missing, `controls on ${where} without a visible focus indicator (an outline of 2 px or more, or a ring)`).toEqual([]);
  expect(checked, `controls Tab reached on ${where}`).toBeGreaterThanOrEqual(atLeast);
}

test.describe('every control Tab reaches shows a visible focus indicator', () => {
  test('on the home page, as a visitor with the cookie banner open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();
    await expectVisibleFocus(page, 'the home page', 50, 20);
  });

  test('in the cookie preferences dialog', async ({ page }) => {
    await page.goto('/about');
    await pressOn(page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Preferences' }));
    await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
    // Tab goes round the dialog's controls and stops where it began
    await expectVisibleFocus(page, 'the cookie preferences dialog', 20, 4);
  });

  test('on /practice and /profile/edit, as a member', async ({ page }) => {
    await page.goto('/');
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    await openPractice(page);
    await expectVisibleFocus(page, '/practice', 60, 20);
    await page.goto('/profile/edit');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expectVisibleFocus(page, '/profile/edit', 60, 20);
  });

  test('on the admin panel, as an admin', async ({ page }) => {
    await page.goto('/');
    await loginViaApi(page, 'admin', DEMO_PASSWORD);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible({ timeout: 45_000 });
    await expectVisibleFocus(page, 'the admin panel', 50, 20);
  });
});
