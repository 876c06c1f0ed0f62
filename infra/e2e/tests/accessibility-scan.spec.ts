import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { MEMBER_PATHS } from '@trap/contracts/member-routes';
import { apiPost, newUser, registerViaApi, signedInState } from '../support/fixtures.ts';
import { createClubShoot } from '../support/match-day.ts';

/**
 * axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules) over every page route of the frontends' route tables
 * (the shell's public routes, contracts' member routes, the admin and the moderator remotes' routes),
 * each as the person who reaches it (a visitor, a member, staff), on a desktop and on a 390 px phone,
 * in the light and the dark theme, with what opens on them open: the cookie banner and its preferences
 * dialog, the header's menus and the mobile menu, the user menu, the notification panel, the guided
 * tour, a confirmation, the report dialog and a report's decision dialog. A moderate, serious or
 * critical violation fails the test, named by rule, element and page; a route added to a route table
 * and not scanned here fails the first test.
 * One page load serves both themes (see scanAll); what was opened on a page is scanned alone; each
 * signed-in person logs in once per worker. 75 pages, 17 tests: about 34 test-minutes, 17-18 min with
 * two workers on a 2-core machine at load 15-20 from other test runs, 22.7 min at load 22-25 (the 29 pages before: about 19
 * test-minutes there, 5.4-6.1 min of wall time at a lighter load).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);
/** A11Y_BEST_PRACTICE=1 also runs axe's best-practice rules (landmarks, heading order) and lists what they find, without failing. */
const BEST_PRACTICE = process.env.A11Y_BEST_PRACTICE === '1';
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
  /** the route table's pattern this page stands for */
  route: string;
  /** the address when the pattern has a parameter: read from the page scanned before it, or made */
  path?: (page: Page, browser: Browser) => Promise<string>;
  open?: Opener[];
}

// ── the route tables ─────────────────────────────────────────────────────────────────────────────

const ROOT = resolve(import.meta.dirname, '../../..');
/**
 * The `path: '...'` entries of a route table's source, in order: an absolute one is a parent, a
 * relative one is below the last parent (the shell's are below '/'). The shell's and the admin
 * remote's tables hold components and lazy imports, which the test runner cannot load: their text is read.
 */
function declaredPaths(file: string): string[] {
  let parent = '';
  const paths: string[] = [];
  for (const [, path] of readFileSync(resolve(ROOT, file), 'utf8').matchAll(/\bpath: '([^']+)'/g)) {
    if (path!.startsWith('/')) paths.push((parent = path!));
    else paths.push(`${parent}/${path}`);
  }
  return paths;
}

/** Every route pattern a person can open. */
function routeTables(): string[] {
  return [
    '/',
    ...declaredPaths('frontends/shell/src/app/router.tsx'),
    ...MEMBER_PATHS,
    ...declaredPaths('frontends/admin/src/app/routes.tsx'),
    ...declaredPaths('frontends/moderator/src/features/moderation/moderation-screens.ts'),
  ];
}

/** Routes that are not pages of their own, or the same screen as a scanned route. */
const NOT_SCANNED: Record<string, string> = {
  '/login': 'redirects to /auth',
  '/register': 'redirects to /auth',
  '/sitemap.xml': 'a full navigation to the bff’s XML',
  '/robots.txt': 'a full navigation to the bff’s text',
  '/shooter/:id': 'the /shooters/:id screen',
  '/squads': 'the /squad-management screen',
  '/squads/create': 'the /squad-management screen',
  '/profile/privacy': 'the /profile/edit screen',
};

// ── the parameters of a route ──────────────────────────────────────────────────────────────────────

/** The first link on the page already open (the list scanned just before) whose path matches. */
const linkOn =
  (pattern: RegExp) =>
  async (page: Page): Promise<string> => {
    const paths = await page
      .locator('a[href]')
      .evaluateAll((links) => (links as HTMLAnchorElement[]).filter((a) => a.origin === location.origin).map((a) => a.pathname));
    const found = paths.find((p) => pattern.test(p));
    expect(found, `${page.url()} links to a page like ${pattern}`).toBeTruthy();
    return found!;
  };

/** Made once per worker and shared by its tests. */
const once = <T>(make: (browser: Browser) => Promise<T>) => {
  let made: Promise<T> | undefined;
  return (browser: Browser) => (made ??= make(browser));
};

/** A live club shoot, made by the demo admin (a title, two squads of three). */
const shoot = once(async (browser) => {
  const ctx = await browser.newContext({ storageState: await signedInState('admin') });
  try {
    const page = await ctx.newPage();
    const squad = (name: string) => ({ name, shooters: ['Asha', 'Ravi', 'Meera'].map((n) => ({ name: `${n} ${name}` })) });
    return await createClubShoot(page, `Accessibility shoot ${Date.now()}`, [squad('A'), squad('B')]);
  } finally {
    await ctx.close();
  }
});

/** A new member's shared scorecard of a 25-target round. */
const scorecard = once(async (browser) => {
  const ctx = await browser.newContext();
  try {
    const page = await ctx.newPage();
    await registerViaApi(page, newUser('a11y'));
    const shots = Array.from({ length: 25 }, (_, i) => ({
      station: (i % 5) + 1,
      direction: (['left', 'straight', 'right'] as const)[i % 3],
      outcome: i % 6 === 5 ? 'lost' : 'first',
    }));
    const created = await apiPost(page, '/api/practice/sessions', {
      date: new Date().toISOString().slice(0, 10),
      title: 'Accessibility round',
      location: 'Tughlakabad',
      scores: [{ shots }],
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const shared = await apiPost(page, `/api/practice/sessions/${id}/scorecard`);
    expect(shared.ok(), await shared.text()).toBe(true);
    return new URL(((await shared.json()) as { url: string }).url, 'http://x').pathname;
  } finally {
    await ctx.close();
  }
});

async function rangeId(page: Page, name: string): Promise<string> {
  const res = await page.request.get('/api/shooting-ranges?limit=100');
  const found = ((await res.json()) as { id: string; name: string }[]).find((r) => r.name === name);
  expect(found, `${name} is a demo range`).toBeTruthy();
  return found!.id;
}

// ── what is opened on a page ──────────────────────────────────────────────────────────────────────

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

/** The apps' one confirmation (asked, never answered: the next page load closes it). */
const confirmation: Opener = {
  label: 'the Delete account confirmation open',
  scope: '[role="alertdialog"]',
  run: async (page) => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
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

// ── who looks at what ─────────────────────────────────────────────────────────────────────────────

const legal = ['/privacy-policy', '/terms-of-use', '/cookie-policy', '/disclaimer', '/content-policy'].map((route) => ({ route }));

/**
 * Who looks, signed in as which demo account (none: a visitor, who sees the cookie banner too), at
 * which pages: each group is one test per viewport and theme, so the groups share the workers.
 */
const PEOPLE: { who: string; username?: string; groups: { name: string; pages: ScannedPage[] }[] }[] = [
  {
    who: 'a visitor',
    groups: [
      {
        name: 'home and content',
        pages: [
          { route: '/', open: [headerDropdown, mobileMenu] },
          { route: '/members/:id', path: linkOn(/^\/members\/[^/]+$/) },
          { route: '/podcasts' },
          { route: '/podcasts/:id', path: linkOn(/^\/podcasts\/[^/]+$/) },
          { route: '/blog' },
          { route: '/blog/:id', path: linkOn(/^\/blog\/[^/]+$/) },
          { route: '/ama' },
          { route: '/ama/:id', path: linkOn(/^\/ama\/[^/]+$/) },
          { route: '/forum' },
          { route: '/forum/category/:id', path: linkOn(/^\/forum\/category\/[^/]+$/) },
          { route: '/forum/topic/:id', path: linkOn(/^\/forum\/topic\/[^/]+$/) },
        ],
      },
      {
        name: 'directories and the club',
        pages: [
          { route: '/shooters' },
          { route: '/shooters/:id', path: linkOn(/^\/shooters\/[^/]+$/) },
          { route: '/shooting-ranges' },
          { route: '/shooting-ranges/:id', path: linkOn(/^\/shooting-ranges\/[^/]+$/) },
          { route: '/shooting-tips' },
          { route: '/about', open: [cookiePreferences] },
          { route: '/membership' },
          { route: '/contact' },
          { route: '/search' },
          { route: '/shoots/:id/leaderboard', path: async (_, browser) => `/shoots/${(await shoot(browser)).id}/leaderboard` },
          { route: '/shoots/:id/tv', path: async (_, browser) => `/shoots/${(await shoot(browser)).id}/tv?rotate=0` },
          { route: '/scorecard/:token', path: (_, browser) => scorecard(browser) },
        ],
      },
      {
        name: 'account, help and policies',
        pages: [
          { route: '/auth' },
          { route: '/forgot-password' },
          { route: '/reset-password' },
          { route: '/verify-email' },
          { route: '/maintenance' },
          { route: '/help/member-guide' },
          { route: '/report-abuse' },
          { route: '/newsletter-preferences' },
          ...legal,
          // any other path: the 404 page
          { route: '/*', path: async () => '/no-such-page' },
          // last: it clears the browser's storage
          { route: '/clear-storage' },
        ],
      },
    ],
  },
  {
    who: 'a member',
    username: 'member',
    groups: [
      {
        name: 'dashboard and training',
        pages: [
          { route: '/', open: [notifications] },
          { route: '/practice', open: [tour] },
          { route: '/practice/stats', open: [mobileMenu] },
          { route: '/profile', open: [userMenu] },
          { route: '/profile/edit', open: [confirmation] },
          { route: '/profile/security' },
          { route: '/technique-insights' },
          { route: '/training-hub' },
          { route: '/training-progress' },
          { route: '/skill-roadmap' },
          { route: '/challenges' },
          { route: '/achievements' },
        ],
      },
      {
        name: 'club, gear and community',
        pages: [
          { route: '/equipment' },
          { route: '/friends' },
          { route: '/community-events' },
          { route: '/club-events' },
          { route: '/weather' },
          { route: '/journal' },
          { route: '/squad-management' },
          { route: '/coach-finder' },
          { route: '/checkout/:tierName', path: async () => '/checkout/pro_lane' },
          { route: '/score' },
          { route: '/score/:code', path: async (_, browser) => `/score/${(await shoot(browser)).code}` },
          { route: '/test-notifications' },
          { route: '/forum/new' },
          {
            route: '/forum/topic/:id',
            path: async (page) => {
              const res = await page.request.get('/api/forum/topics/latest?page=1&pageSize=1');
              const id = ((await res.json()) as { items?: { id: string }[] }).items?.[0]?.id;
              expect(id, 'the forum has a topic').toBeTruthy();
              return `/forum/topic/${id}`;
            },
            open: [reportDialog],
          },
        ],
      },
    ],
  },
  {
    who: 'an admin',
    username: 'admin',
    groups: [
      {
        name: 'admin panel and moderation',
        pages: [
          { route: '/admin' },
          { route: '/moderator' },
          { route: '/moderator/forum' },
          { route: '/moderator/blog' },
          { route: '/moderator/reports', open: [decisionDialog] },
        ],
      },
    ],
  },
  {
    who: 'a superadmin',
    username: 'superadmin',
    groups: [
      {
        name: 'system administration',
        pages: [
          { route: '/superadmin' },
          { route: '/superadmin/users' },
          { route: '/superadmin/analytics' },
          { route: '/superadmin/settings' },
          { route: '/superadmin/audit' },
        ],
      },
    ],
  },
  {
    // the demo seed names the demo coach Aravalli Clay Club's manager
    who: "a range's manager",
    username: 'coach',
    groups: [
      {
        name: 'slots',
        pages: [
          {
            route: '/shooting-ranges/:id/manage',
            path: async (page) => `/shooting-ranges/${await rangeId(page, 'Aravalli Clay Club')}/manage`,
          },
        ],
      },
    ],
  },
];

// ── scanning ──────────────────────────────────────────────────────────────────────────────────────

interface Finding {
  rule: string;
  impact: string;
  page: string;
  element: string;
  summary: string;
}

/**
 * Waits until the page's requests have been answered and none came for a moment. The notification and
 * leaderboard streams stay open, so the browser's own network-idle state never comes for a signed-in
 * person: only the other requests count.
 */
function quietNetwork(page: Page): (quietMs?: number, maxMs?: number) => Promise<void> {
  const open = new Set<Request>();
  let last = Date.now();
  const counts = (r: Request) => r.resourceType() !== 'eventsource' && r.resourceType() !== 'websocket';
  page.on('request', (r) => {
    if (!counts(r)) return;
    open.add(r);
    last = Date.now();
  });
  const done = (r: Request) => {
    if (open.delete(r)) last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 300, maxMs = 5_000) => {
    const start = Date.now();
    while (Date.now() - start < maxMs && (open.size > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(50);
  };
}

/** The page once it has settled: its heading shown, its reads answered, no spinner left. */
async function settle(page: Page, quiet: ReturnType<typeof quietNetwork>): Promise<void> {
  // a remote's code on a machine busy with other test runs can take half a minute to arrive
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 60_000 });
  await quiet();
  await expect(page.locator('.ui-spinner'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => {});
}

/** The site footer: the same on every page, so scanned on a test's first page in each theme only. */
const FOOTER = 'footer.shell-footer';

async function scan(page: Page, where: string, theme: Theme, scope: { include?: string; exclude?: string } = {}): Promise<Finding[]> {
  const builder = new AxeBuilder({ page })
    // the passes' and incompletes' node lists are never read: leaving them out saves time on big pages
    .options({ resultTypes: ['violations'] });
  if (theme === 'dark') builder.withRules(COLOUR_RULES);
  else builder.withTags(BEST_PRACTICE ? [...WCAG_TAGS, 'best-practice'] : WCAG_TAGS);
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  const wcag = (v: (typeof violations)[number]) => v.tags.some((t) => WCAG_TAGS.includes(t));
  for (const v of violations.filter((x) => !wcag(x)))
    for (const n of v.nodes) console.log(`ADVISORY ${v.id} (${v.impact}) on ${where}: ${n.target.join(' ')}`);
  return violations
    .filter((v) => wcag(v) && FAILING_IMPACTS.has(v.impact ?? ''))
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

const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const setTheme = (page: Page, theme: Theme) => page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
const expectTheme = (page: Page, theme: Theme) =>
  expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
/** Waits for the colour transitions a theme switch starts (a spinner's endless animation is not one). */
const transitionsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => 'transitionProperty' in a)
        .map((a) => a.finished.catch(() => {})),
    ),
  );

/**
 * Each page is loaded once in the light theme: scanned with every rule, then with each of its openers
 * open. The dark theme changes colours only: a page without openers switches to it in place with the
 * footer's theme button (what a person does) and is scanned with the colour rules; a page with
 * openers, or without the footer (the own-layout areas), is reloaded in the dark theme and its
 * openers are opened again.
 */
async function scanAll(browser: Browser, username: string | undefined, pages: ScannedPage[], viewport: Viewport) {
  const signedIn = username ? await signedInState(username) : undefined;
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    // the stored theme, so the theme does not hang on the OS preference alone
    storageState: {
      cookies: signedIn?.cookies ?? [],
      origins: [{ origin: new URL(BASE_URL).origin, localStorage: [{ name: 'darkMode', value: 'false' }] }],
    },
  });
  const page = await context.newPage();
  const quiet = quietNetwork(page);
  const findings: Finding[] = [];
  let scans = 0;
  let loads = 0;
  const footerScanned = new Set<Theme>();
  const scanPage = async (path: string, theme: Theme) => {
    const scanned = footerScanned.has(theme);
    findings.push(...(await scan(page, `${path} (${theme})`, theme, scanned ? { exclude: FOOTER } : {})));
    scans++;
    if (!scanned && (await page.locator(FOOTER).count()) > 0) footerScanned.add(theme);
  };
  const openAndScan = async (openers: Opener[], path: string, theme: Theme) => {
    for (const opener of openers) {
      await opener.run(page);
      findings.push(...(await scan(page, `${path} (${opener.label}, ${theme})`, theme, { include: opener.scope })));
      scans++;
    }
  };
  try {
    for (const scanned of pages) {
      const path = scanned.path ? await scanned.path(page, browser) : scanned.route;
      const openers = (scanned.open ?? []).filter((o) => !o.on || o.on === viewport);
      await page.goto(path);
      loads++;
      await settle(page, quiet);
      await expectTheme(page, 'light');
      await scanPage(path, 'light');
      await openAndScan(openers, path, 'light');
      const toggle = page.getByRole('contentinfo').getByRole('button', { name: 'Switch to dark mode' });
      if (!openers.length && (await toggle.count()) > 0) {
        await toggle.dispatchEvent('click');
      } else {
        await setTheme(page, 'dark');
        await page.reload();
        loads++;
        await settle(page, quiet);
      }
      await expectTheme(page, 'dark');
      await transitionsDone(page);
      await scanPage(path, 'dark');
      await openAndScan(openers, path, 'dark');
      await setTheme(page, 'light');
    }
  } finally {
    await context.close();
  }
  return { findings, scans, loads };
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.rule} (${f.impact}) on ${f.page}: ${f.element} — ${f.summary}`).join('\n');
}

test('every page route of the route tables is scanned, or is the same screen as one that is', () => {
  const scanned = new Set(PEOPLE.flatMap((p) => p.groups.flatMap((g) => g.pages.map((s) => s.route))));
  const missing = [...new Set(routeTables())].filter((route) => !scanned.has(route) && !(route in NOT_SCANNED));
  expect(missing, 'routes no test scans: add each to a group of PEOPLE (or to NOT_SCANNED with why)').toEqual([]);
  // and the other way round: a scanned or excused route that no table declares any more is left over
  const declared = new Set(routeTables());
  const stale = [...scanned, ...Object.keys(NOT_SCANNED)].filter((route) => !declared.has(route));
  expect(stale, 'routes scanned here that no route table declares').toEqual([]);
});

// a group is up to 17 page loads and 35 scans on a 2-core machine busy with other test runs
test.describe.configure({ timeout: 420_000 });

for (const person of PEOPLE)
  for (const group of person.groups)
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[])
      test(`${person.who}'s ${group.name} on ${viewport}, light and dark, meet no moderate, serious or critical WCAG 2.2 AA violation`, async ({
        browser,
      }) => {
        const { findings, scans, loads } = await scanAll(browser, person.username, group.pages, viewport);
        test.info().annotations.push({ type: 'scans', description: `${scans} scans, ${loads} page loads` });
        if (findings.length) console.log(`FINDINGS ${person.who} ${group.name} ${viewport}\n${report(findings)}`);
        expect(findings.length, `moderate, serious or critical violations:\n${report(findings)}`).toBe(0);
      });
