import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInState } from '../support/fixtures.ts';

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) over a representative page of each kind, as a
 * visitor, a member and staff, on a desktop and on a 390 px phone, in the light and the dark theme. A
 * moderate, serious or critical violation fails the test, named by rule, element and page. One page load per page and
 * theme; each signed-in person logs in once per worker.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

interface ScannedPage {
  path: string;
  /** What is opened on the page before the scan, and how. */
  open?: { label: string; run: (page: Page) => Promise<void> };
}

const openNotifications: ScannedPage['open'] = {
  label: 'notification panel open',
  run: async (page) => {
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('tab').first()).toBeVisible();
  },
};

/** Who looks, signed in as which demo account (none: a visitor, who sees the cookie banner too). */
const PEOPLE: { who: string; username?: string; pages: ScannedPage[] }[] = [
  {
    who: 'visitor',
    pages: [{ path: '/' }, { path: '/podcasts' }, { path: '/blog' }, { path: '/forum' }, { path: '/membership' }, { path: '/shooters' }],
  },
  { who: 'member', username: 'member', pages: [{ path: '/', open: openNotifications }, { path: '/practice' }, { path: '/profile' }] },
  { who: 'staff', username: 'admin', pages: [{ path: '/admin' }, { path: '/moderator' }] },
];

interface Finding {
  rule: string;
  impact: string;
  page: string;
  element: string;
  summary: string;
}

/** The page once it has settled: its heading shown, its reads answered, no spinner left. */
async function settle(page: Page): Promise<void> {
  // a remote's code on a machine busy with other test runs can take half a minute to arrive
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await expect(page.locator('.ui-spinner'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => {});
}

async function scan(page: Page, where: string): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        rule: v.id,
        impact: v.impact ?? '',
        page: where,
        element: n.target.join(' '),
        summary: (n.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 220),
      })),
    );
}

async function scanAll(browser: Browser, person: (typeof PEOPLE)[number], viewport: keyof typeof VIEWPORTS, theme: 'light' | 'dark') {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    colorScheme: theme,
    ...(person.username ? { storageState: await signedInState(person.username) } : {}),
  });
  // the stored theme, so the theme does not hang on the OS preference alone
  await context.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
  const page = await context.newPage();
  const findings: Finding[] = [];
  try {
    for (const scanned of person.pages) {
      await page.goto(scanned.path);
      await settle(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      if (scanned.open) await scanned.open.run(page);
      findings.push(...(await scan(page, scanned.open ? `${scanned.path} (${scanned.open.label})` : scanned.path)));
    }
  } finally {
    await context.close();
  }
  return findings;
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.rule} (${f.impact}) on ${f.page}: ${f.element} — ${f.summary}`).join('\n');
}

test.describe.configure({ timeout: 240_000 });

for (const person of PEOPLE)
  for (const viewport of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])
    for (const theme of ['light', 'dark'] as const)
      test(`a ${person.who} on ${viewport} in the ${theme} theme meets no moderate, serious or critical WCAG 2.2 AA violation`, async ({
        browser,
      }) => {
        const findings = await scanAll(browser, person, viewport, theme);
        expect(findings.length, `moderate, serious or critical violations:\n${report(findings)}`).toBe(0);
      });
