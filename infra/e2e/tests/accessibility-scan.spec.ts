import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInState } from '../support/fixtures.ts';

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) over the pages of each area, as a visitor, a member
 * and staff, on a desktop and on a 390 px phone, in the light and the dark theme, with what opens on
 * them open: the cookie banner and its preferences dialog, the header's menus and the mobile menu,
 * the user menu, the notification panel, the guided tour, the report dialog and a report's decision
 * dialog. A moderate, serious or critical violation fails the test, named by rule, element and page.
 * One page load per page and theme: the page is scanned as loaded, then only what was opened on it is
 * scanned again; each signed-in person logs in once per worker. 16 tests, 108 page loads, 138 scans:
 * 5.4 to 6.1 min with two workers on a 2-core machine busy with another test run.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);
/**
 * The dark theme changes the colours and nothing else (the same markup under other custom
 * properties): in it only the rules that read colours run, about a third less time per scan.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
type Theme = 'light' | 'dark';

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

/** What is opened on a page after its first scan, and the part of the page it opens (scanned again). */
interface Opener {
  label: string;
  /** only on this viewport (both when unset) */
  on?: Viewport;
  /** CSS selector of what opened: the second scan covers it alone */
  scope: string;
  run: (page: Page) => Promise<void>;
}

interface ScannedPage {
  /** the address, or how to find it (an item of a list, from the API) */
  path: string | ((page: Page) => Promise<string>);
  open?: Opener[];
}

/** The newest item of a public list, read from the API. */
const newest =
  (api: string, pick: (body: unknown) => string | undefined, to: (id: string) => string) =>
  async (page: Page): Promise<string> => {
    const res = await page.request.get(api);
    expect(res.status(), `${api}: ${await res.text()}`).toBe(200);
    const id = pick(await res.json());
    expect(id, `${api} lists an item`).toBeTruthy();
    return to(id!);
  };
const newestTopic = newest(
  '/api/forum/topics/latest?page=1&pageSize=1',
  (b) => (b as { items?: { id: string }[] }).items?.[0]?.id,
  (id) => `/forum/topic/${id}`,
);
const newestPodcast = newest(
  '/api/podcasts?limit=1&offset=0',
  (b) => (b as { id: string }[])[0]?.id,
  (id) => `/podcasts/${id}`,
);

const headerDropdown: Opener = {
  label: "the header's Content menu open",
  on: 'desktop',
  scope: '[role="menu"]',
  run: async (page) => {
    // the keyboard opens a dropdown without the hover-then-click race of a synthetic mouse
    await page.getByRole('banner').getByRole('button', { name: 'Content', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
  },
};

const mobileMenu: Opener = {
  label: 'the mobile menu open',
  on: 'phone',
  scope: '[role="dialog"]',
  run: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  },
};

const cookiePreferences: Opener = {
  label: 'the cookie preferences dialog open',
  scope: '[role="dialog"]',
  run: async (page) => {
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
  },
};

const notifications: Opener = {
  label: 'the notification panel open',
  scope: '[role="dialog"]',
  run: async (page) => {
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' }).getByRole('tab').first()).toBeVisible();
  },
};

const userMenu: Opener = {
  label: 'the user menu open',
  scope: '[role="menu"]',
  run: async (page) => {
    await page.getByRole('button', { name: /user menu$/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  },
};

const tour: Opener = {
  label: 'the guided tour open',
  scope: '[role="dialog"]',
  run: async (page) => {
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Start Feature Tutorial' }).click();
    await expect(page.getByRole('dialog', { name: 'Logging form' }).getByText('Step 1 of 5')).toBeVisible();
  },
};

const reportDialog: Opener = {
  label: 'the report dialog open',
  scope: '[role="dialog"]',
  run: async (page) => {
    await page
      .getByRole('button', { name: /^Report/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Send report' })).toBeVisible();
  },
};

const decisionDialog: Opener = {
  label: "a report's Dismiss dialog open",
  scope: '[role="dialog"]',
  run: async (page) => {
    // the e2e seed leaves open reports in the queue
    await page.getByRole('group', { name: 'Decision' }).first().getByRole('button', { name: 'Dismiss', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Dismiss this report' })).toBeVisible();
  },
};

/** Who looks, signed in as which demo account (none: a visitor, who sees the cookie banner too). */
const PEOPLE: { who: string; username?: string; pages: ScannedPage[] }[] = [
  {
    who: 'a visitor',
    pages: [
      { path: '/', open: [headerDropdown, mobileMenu] },
      { path: '/podcasts' },
      { path: newestPodcast },
      { path: '/blog' },
      { path: '/forum' },
      { path: newestTopic },
      { path: '/ama' },
      { path: '/membership' },
      { path: '/shooters' },
      { path: '/shooting-ranges' },
      { path: '/shooting-tips' },
      { path: '/about', open: [cookiePreferences] },
      { path: '/contact' },
    ],
  },
  {
    who: 'a member',
    username: 'member',
    pages: [
      { path: '/', open: [notifications] },
      { path: '/practice', open: [tour] },
      { path: '/practice/stats', open: [mobileMenu] },
      { path: '/profile', open: [userMenu] },
      { path: '/equipment' },
      { path: '/friends' },
      { path: '/community-events' },
      { path: '/notifications' },
      { path: newestTopic, open: [reportDialog] },
    ],
  },
  {
    who: 'an admin',
    username: 'admin',
    pages: [{ path: '/admin' }, { path: '/moderator' }, { path: '/moderator/reports', open: [decisionDialog] }],
  },
  { who: 'a superadmin', username: 'superadmin', pages: [{ path: '/superadmin' }, { path: '/superadmin/settings' }] },
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
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {});
  await expect(page.locator('.ui-spinner'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => {});
}

async function scan(page: Page, where: string, theme: Theme, scope?: string): Promise<Finding[]> {
  const builder = new AxeBuilder({ page })
    // the passes' and incompletes' node lists are never read: leaving them out saves time on big pages
    .options({ resultTypes: ['violations'] });
  if (theme === 'dark') builder.withRules(COLOUR_RULES);
  else builder.withTags(WCAG_TAGS);
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
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

async function scanAll(browser: Browser, person: (typeof PEOPLE)[number], viewport: Viewport, theme: Theme) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    colorScheme: theme,
    ...(person.username ? { storageState: await signedInState(person.username) } : {}),
  });
  // the stored theme, so the theme does not hang on the OS preference alone
  await context.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
  const page = await context.newPage();
  const findings: Finding[] = [];
  let scans = 0;
  try {
    for (const scanned of person.pages) {
      const path = typeof scanned.path === 'string' ? scanned.path : await scanned.path(page);
      await page.goto(path);
      await settle(page);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      findings.push(...(await scan(page, path, theme)));
      scans++;
      for (const opener of scanned.open ?? []) {
        if (opener.on && opener.on !== viewport) continue;
        await opener.run(page);
        findings.push(...(await scan(page, `${path} (${opener.label})`, theme, opener.scope)));
        scans++;
      }
    }
  } finally {
    await context.close();
  }
  return { findings, scans };
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.rule} (${f.impact}) on ${f.page}: ${f.element} — ${f.summary}`).join('\n');
}

test.describe.configure({ timeout: 240_000 });

for (const person of PEOPLE)
  for (const viewport of Object.keys(VIEWPORTS) as Viewport[])
    for (const theme of ['light', 'dark'] as const)
      test(`${person.who} on ${viewport} in the ${theme} theme meets no moderate, serious or critical WCAG 2.2 AA violation`, async ({
        browser,
      }) => {
        const { findings, scans } = await scanAll(browser, person, viewport, theme);
        test.info().annotations.push({ type: 'scans', description: String(scans) });
        expect(findings.length, `moderate, serious or critical violations:\n${report(findings)}`).toBe(0);
      });
