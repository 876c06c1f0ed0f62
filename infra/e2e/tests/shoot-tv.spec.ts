import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi } from '../support/fixtures.ts';
import { createClubShoot, type SquadInput } from '../support/match-day.ts';

/**
 * The clubhouse TV. Nobody scrolls a TV and it has no mouse: /shoots/{id}/tv fills
 * the screen with nothing to scroll, its text (the title first) reads at WCAG AA in either theme,
 * and it shows every group a page at a time: the pages turn by themselves (`?rotate=<seconds>`) and
 * on the keys a remote sends, with "Page n of N" saying where it is. The shoot has a long Open group
 * (16 shooters: more than one screen) and three short ones.
 */
const expectSoon = expect.configure({ timeout: 30_000 });

const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1600, height: 900 },
  { width: 1280, height: 800 },
];

const people = (prefix: string, n: number, category: 'open' | 'women' | 'junior' | 'veteran') =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${String.fromCharCode(65 + i)}`, category }));
const SQUADS: SquadInput[] = [
  { name: 'Squad 1', shooters: people('Open One', 6, 'open') },
  { name: 'Squad 2', shooters: people('Open Two', 6, 'open') },
  { name: 'Squad 3', shooters: [...people('Open Three', 4, 'open'), ...people('Women Three', 2, 'women')] },
  {
    name: 'Squad 4',
    shooters: [...people('Junior Four', 2, 'junior'), ...people('Veteran Four', 2, 'veteran'), ...people('Women Four', 1, 'women')],
  },
];
const EVERYONE = SQUADS.flatMap((s) => s.shooters.map((p) => p.name)).sort();
const GROUPS = ['Open', 'Women', 'Junior', 'Veteran'].map((c) => `ISSF Olympic Trap · ${c}`);

async function organiserShoot(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  const shoot = (await createClubShoot(page, title, SQUADS)) as {
    id: string;
    code: string;
    squads: { id: string; shooters: { id: string }[] }[];
  };
  return { context, page, shoot };
}

/** The contrast ratio (WCAG 2) of each text element's colour against the first opaque background behind it. */
function contrasts(page: Page, selector: string): Promise<{ text: string; ratio: number }[]> {
  return page.evaluate((sel) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const ch = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(b!);
    };
    const background = (el: Element | null): number[] => {
      for (; el; el = el.parentElement) {
        const c = rgb(getComputedStyle(el).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] === 1)) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    return [...document.querySelectorAll(sel)]
      .filter((el) => (el as HTMLElement).innerText.trim() !== '')
      .map((el) => {
        const a = lum(rgb(getComputedStyle(el).color));
        const b = lum(background(el));
        return { text: (el as HTMLElement).innerText.trim().slice(0, 40), ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
      });
  }, selector);
}

/** Nothing below the screen: the document does not scroll and no shown row is cut off. */
async function expectOneScreen(page: Page) {
  const m = await page.evaluate(() => ({
    doc: document.documentElement.scrollHeight,
    body: document.body.scrollHeight,
    height: window.innerHeight,
    width: window.innerWidth,
    docWidth: document.documentElement.scrollWidth,
    lowest: Math.max(
      0,
      ...[...document.querySelectorAll('[data-testid="lb-row"], .lb-tv__pager')].map((r) => r.getBoundingClientRect().bottom),
    ),
  }));
  expect(m.doc, 'the document is no taller than the screen').toBeLessThanOrEqual(m.height);
  expect(m.body).toBeLessThanOrEqual(m.height);
  expect(m.docWidth, 'nor wider').toBeLessThanOrEqual(m.width);
  expect(m.lowest, 'every row shown is on the screen').toBeLessThanOrEqual(m.height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** The names and group headings on the page shown now. */
async function shownNow(page: Page) {
  return {
    names: await page.locator('[data-testid="lb-row"] th').allInnerTexts(),
    groups: await page.locator('.lb--tv h2').allInnerTexts(),
  };
}

for (const screen of SCREENS) {
  test(`at ${screen.width}×${screen.height}, in the light and the dark theme, the TV is one readable screen and the remote's keys reach every group`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const org = await organiserShoot(browser, `TV board ${screen.width}`);
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: screen, colorScheme });
      const tv = await context.newPage();
      // rotation off: only the keys turn the pages here
      await tv.goto(`/shoots/${org.shoot.id}/tv?rotate=0`);
      await expectSoon(tv.getByRole('heading', { level: 1, name: `TV board ${screen.width}` })).toBeVisible();
      if (colorScheme === 'dark') await expect(tv.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(tv.locator('html')).not.toHaveClass(/\bdark\b/);
      const pager = tv.getByTestId('tv-pager');
      await expect(pager).toHaveText(/^Page 1 of \d+$/);
      const count = Number((await pager.innerText()).match(/of (\d+)/)![1]);
      // 23 shooters in four groups do not fit one screen, nor need more than a page for each few rows
      expect(count).toBeGreaterThan(1);
      expect(count).toBeLessThanOrEqual(6);

      // the title, and every other text, at WCAG AA (4.5:1) against what is behind it
      const title = await contrasts(tv, '.lb--tv h1');
      expect(title).toHaveLength(1);
      expect(title[0]!.ratio, `title contrast in the ${colorScheme} theme`).toBeGreaterThanOrEqual(4.5);

      const names = new Set<string>();
      const groups = new Set<string>();
      const keys = ['ArrowRight', 'PageDown', 'Space', 'ArrowDown'];
      for (let p = 1; p <= count; p++) {
        await expect(pager).toHaveText(`Page ${p} of ${count}`);
        await expectOneScreen(tv);
        const low = (
          await contrasts(
            tv,
            '.lb--tv h2, .lb--tv th, .lb--tv td, .lb--tv abbr, .lb--tv .lb-status, .lb--tv .lb-legend, .lb--tv .lb-tv__pager',
          )
        ).filter((c) => c.ratio < 4.5);
        expect(low, `text below 4.5:1 on page ${p} (${colorScheme})`).toEqual([]);
        const now = await shownNow(tv);
        expect(now.names.length, 'every page shows shooters').toBeGreaterThan(0);
        now.names.forEach((n) => names.add(n));
        now.groups.forEach((g) => groups.add(g.replace(' (continued)', '')));
        await tv.keyboard.press(keys[(p - 1) % keys.length]!);
      }
      // round again to the first page; the previous keys go back
      await expect(pager).toHaveText(`Page 1 of ${count}`);
      await tv.keyboard.press('ArrowLeft');
      await expect(pager).toHaveText(`Page ${count} of ${count}`);
      await tv.keyboard.press('PageUp');
      await expect(pager).toHaveText(`Page ${count - 1} of ${count}`);
      expect([...names].sort(), 'every shooter was on a page').toEqual(EVERYONE);
      expect([...groups].sort()).toEqual([...GROUPS].sort());
      await context.close();
    }
    await org.context.close();
  });
}

test('the TV turns its pages by itself (also with reduced motion, without the fade) and keeps following the scores live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const org = await organiserShoot(browser, 'TV board rotation');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const tv = await context.newPage();
  await tv.goto(`/shoots/${org.shoot.id}/tv?rotate=2`);
  await expectSoon(tv.getByRole('heading', { level: 1, name: 'TV board rotation' })).toBeVisible();
  const pager = tv.getByTestId('tv-pager');
  await expect(pager).toHaveText(/^Page 1 of \d+$/);
  const count = Number((await pager.innerText()).match(/of (\d+)/)![1]);
  expect(count).toBeGreaterThan(1);
  // no key pressed: each next page comes up within a few seconds, round to the first again
  for (let p = 2; p <= count + 1; p++) await expect(pager).toHaveText(`Page ${((p - 1) % count) + 1} of ${count}`, { timeout: 10_000 });
  expect(await tv.locator('.lb-tv__page').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

  // a target scored on Squad 4's card reaches the TV without a reload
  await expect(tv.getByTestId('lb-targets')).toHaveText('0');
  const squad = org.shoot.squads[3]!;
  const joined = await apiPost(org.page, `/api/shoots/${org.shoot.id}/squads/${squad.id}/scorer`, { code: org.shoot.code });
  expect(joined.status(), await joined.text()).toBe(200);
  const scored = await apiPost(org.page, `/api/shoots/${org.shoot.id}/squads/${squad.id}/targets`, {
    id: `e2e-tv-${org.shoot.id}`,
    shooterId: squad.shooters[0]!.id,
    round: 1,
    outcome: 'first',
  });
  expect(scored.status(), await scored.text()).toBeLessThan(300);
  await expectSoon(tv.getByTestId('lb-targets')).toHaveText('1');
  // and the pages go on turning
  const before = await pager.innerText();
  await expect(pager).not.toHaveText(before, { timeout: 10_000 });
  await context.close();
  await org.context.close();
});
