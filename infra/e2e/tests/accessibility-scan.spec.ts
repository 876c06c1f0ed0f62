import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM, type Language } from '@trap/contracts/language';
import { MEMBER_PATHS } from '@trap/contracts/member-routes';
import { apiPost, newUser, registerViaApi, signedInState } from '../support/fixtures.ts';
import { createClubShoot } from '../support/match-day.ts';

/**
 * axe-core over every page route of the frontends' route tables (the shell's public routes, contracts'
 * member routes, the admin and the moderator remotes' routes), each as the person who reaches it (a
 * visitor, a member, staff), on a desktop and on a 390 px phone, in the light and the dark theme, with
 * what opens on them open: the cookie banner and its preferences dialog, the header's menus and the
 * mobile menu, the user menu, the notification panel and a notification's snooze calendar, the guided
 * tour, a confirmation, the report dialog, a report's decision dialog and the forms in dialogs (edit a
 * practice session, share its scorecard, propose a club event); the components not opened are named
 * below the openers. The WCAG 2.0, 2.1 and 2.2 A and AA rules and axe's best-practice rules run; a
 * moderate, serious or critical violation fails the test, named by rule, element and page; a route
 * added to a route table and not scanned here fails the first test.
 * Every group is scanned again in Hindi (see PASSES), as a Hindi reader has the site.
 * One page load serves both viewports and both themes (see scanAll); what was opened on a page is
 * scanned alone and closed again; each signed-in person logs in once per worker; axe runs in the page
 * (legacy mode). 76 pages, 354 scans over 88 page loads, 9 tests: about 12.4 test-minutes, the
 * playwright phase of this spec and keyboard-focus 7.1 min with two workers at load 12-15, against
 * 31 test-minutes and 16 min (334 scans, 189 loads, 17 tests at load 14-19) when each viewport loaded
 * its pages again and axe gathered each scan's results in a blank page of its own. The Hindi pass adds
 * 8 tests, each page loaded once and scanned on both viewports: 15.9 test-minutes beside the English
 * pass's 36.6 in one run at load 25-48 (the playwright phase 27.1 min with two workers).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);
/**
 * axe's best-practice rules (landmarks, one main, one h1, heading order, region, …) run in the light
 * theme beside the WCAG ones and fail the same way; a rule that cannot apply is left out, with why.
 */
const NOT_APPLICABLE: Record<string, string> = {};
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
  /** the page clears the language cookie itself: a Hindi reader's address names the language (see PASSES) */
  clearsLanguage?: true;
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

/** A 25-target round. */
const ROUND = Array.from({ length: 25 }, (_, i) => ({
  station: (i % 5) + 1,
  direction: (['left', 'straight', 'right'] as const)[i % 3],
  outcome: i % 6 === 5 ? 'lost' : 'first',
}));

/** A new member's shared scorecard of a 25-target round. */
const scorecard = once(async (browser) => {
  const ctx = await browser.newContext();
  try {
    const page = await ctx.newPage();
    await registerViaApi(page, newUser('a11y'));
    const created = await apiPost(page, '/api/practice/sessions', {
      date: new Date().toISOString().slice(0, 10),
      title: 'Accessibility round',
      location: 'Tughlakabad',
      scores: [{ shots: ROUND }],
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

/** The snooze calendar of a notification (react-day-picker in a dialog), from the notification panel. */
const snoozeDialog: Opener = {
  label: "a notification's Snooze Until dialog open",
  scope: '.notif-snooze',
  run: async (page) => {
    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Snooze' }).click();
    await expect(page.getByRole('dialog', { name: 'Snooze Until' }).getByRole('grid')).toBeVisible();
  },
};

/** A form in a dialog: a practice session's date and notes. */
const editSession: Opener = {
  label: 'the Edit session dialog open',
  scope: '[role="dialog"]',
  run: async (page) => {
    await page
      .getByRole('button', { name: /^Edit session of / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit session' }).getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

/** A session's public scorecard link (an image and a read-only field once shared). */
const shareScorecard: Opener = {
  label: 'the Share scorecard dialog open',
  scope: '[role="dialog"]',
  run: async (page) => {
    await page
      .getByRole('button', { name: /^Share scorecard of the session of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Share scorecard' });
    await expect(dialog.getByRole('button', { name: /^(Create public link|Stop sharing)$/ })).toBeEnabled();
  },
};

/** The longest form in a dialog: proposing a club event (type and state selects, dates, links). */
const proposeEvent: Opener = {
  label: 'the Propose an event dialog open',
  scope: '[role="dialog"]',
  run: async (page) => {
    await page.getByRole('button', { name: 'Propose an event' }).click();
    await expect(page.getByRole('dialog', { name: 'Propose an event' }).getByRole('textbox', { name: 'Title' })).toBeVisible();
  },
};

/*
 * Not opened here, as the same component in the same structure as one that is:
 * - every other guided tour (/profile, /training-hub, /equipment, …): the one TourOverlay with other
 *   step texts; the practice tour stands for them;
 * - every other confirmation (useConfirm / ConfirmDialog: delete a session, gun, cartridge, licence,
 *   log entry, goal or comment, leave a squad, remove a friend, the super-admin's user actions, the
 *   notifications' Clear all, …): the one ConfirmDialog, the Delete account one stands for them;
 * - the admin's Reject event dialog: a title, a description and a form with one labelled textarea and
 *   a footer, as the moderator's reason dialog (a report's Dismiss) that is scanned;
 * - every other dropdown menu (the Help menu, a notification's actions, …): the one DropdownMenu of
 *   the header's Content menu and the user menu.
 * The add-gun, add-maintenance and log-a-session forms are in the page, not in dialogs: scanned with it.
 */

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
          { route: '/clear-storage', clearsLanguage: true },
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
          {
            route: '/',
            // a notification to snooze
            path: async (page) => {
              const sent = await apiPost(page, '/api/notifications/test', { type: 'practice_session' });
              expect(sent.status(), await sent.text()).toBe(201);
              return '/';
            },
            open: [notifications, snoozeDialog],
          },
          {
            route: '/practice',
            // a session in the history, shared, to edit and to open the share dialog of
            path: async (page) => {
              const created = await apiPost(page, '/api/practice/sessions', {
                date: new Date().toISOString().slice(0, 10),
                title: 'Accessibility session',
                scores: [{ shots: ROUND }],
              });
              expect(created.status(), await created.text()).toBe(201);
              const { id } = (await created.json()) as { id: string };
              const shared = await apiPost(page, `/api/practice/sessions/${id}/scorecard`);
              expect(shared.ok(), await shared.text()).toBe(true);
              return '/practice';
            },
            open: [tour, editSession, shareScorecard],
          },
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
          { route: '/bookmarks' },
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
          // the admin may propose club events (the demo member's tier may not)
          { route: '/club-events', open: [proposeEvent] },
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
    // axe runs in the page itself: the default mode opens a blank page per scan to gather its results
    // in, for cross-origin frames, which the product has none of to scan (the one third-party frame, a
    // live AMA's video player, is not ours to fix)
    .setLegacyMode()
    // the passes' and incompletes' node lists are never read: leaving them out saves time on big pages
    .options({ resultTypes: ['violations'] });
  if (theme === 'dark') builder.withRules(COLOUR_RULES);
  else builder.withTags([...WCAG_TAGS, 'best-practice']).disableRules(Object.keys(NOT_APPLICABLE));
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
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

/** What an opener opened, closed as a person does (Escape, once per layer: a dialog over a panel takes two). */
async function closeOpened(page: Page): Promise<void> {
  const open = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible, [role="menu"]:visible');
  for (let i = 0; i < 3 && (await open.count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
  await expect(open).toHaveCount(0);
}

/** The page in the other viewport, laid out again (media queries, the layout's resize listeners, lazy images). */
async function resize(page: Page, viewport: Viewport, quiet: ReturnType<typeof quietNetwork>): Promise<void> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await quiet(150);
  await transitionsDone(page);
}

/**
 * Each page is loaded once, on the desktop in the light theme, and scanned with every rule; what opens
 * on it is opened, scanned alone and closed again (Escape); then the same page is resized in place to
 * the phone and scanned again, with the phone's openers. The dark theme changes colours only: the
 * footer's theme button switches the page to it in place (what a person does), the page is scanned
 * with the colour rules on the phone and, resized back, on the desktop, each time with the openers.
 * A page without the footer (the own-layout areas) is reloaded in the dark theme instead.
 * In Hindi a page is scanned in the light theme on both viewports, without its openers (see PASSES).
 */
async function scanAll(browser: Browser, username: string | undefined, pages: ScannedPage[], language: Language) {
  const signedIn = username ? await signedInState(username) : undefined;
  const base = new URL(BASE_URL);
  const languageCookie = {
    name: LANGUAGE_COOKIE,
    value: language,
    domain: base.hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
  const context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    // the stored theme, so the theme does not hang on the OS preference alone
    storageState: {
      cookies: [...(signedIn?.cookies ?? []), ...(language === 'hi' ? [languageCookie] : [])],
      origins: [{ origin: new URL(BASE_URL).origin, localStorage: [{ name: 'darkMode', value: 'false' }] }],
    },
  });
  const page = await context.newPage();
  const quiet = quietNetwork(page);
  const findings: Finding[] = [];
  let scans = 0;
  let loads = 0;
  const footerScanned = new Set<string>();
  const inHindi = language === 'hi' ? ', Hindi' : '';
  /** The address a reader of `language` opens: a signed-in Hindi reader's names the language. */
  const address = (path: string, scanned: ScannedPage) => {
    if (language === 'en' || (!username && !scanned.clearsLanguage)) return path;
    const url = new URL(path, base);
    url.searchParams.set(LANGUAGE_PARAM, language);
    return url.pathname + url.search;
  };
  const scanPage = async (path: string, theme: Theme, viewport: Viewport) => {
    const key = `${theme} ${viewport}`;
    const scanned = footerScanned.has(key);
    findings.push(...(await scan(page, `${path} (${viewport}, ${theme}${inHindi})`, theme, scanned ? { exclude: FOOTER } : {})));
    scans++;
    if (!scanned && (await page.locator(FOOTER).count()) > 0) footerScanned.add(key);
  };
  const openAndScan = async (openers: Opener[], path: string, theme: Theme, viewport: Viewport) => {
    for (const opener of openers.filter((o) => !o.on || o.on === viewport)) {
      await opener.run(page);
      findings.push(...(await scan(page, `${path} (${opener.label}, ${viewport}, ${theme})`, theme, { include: opener.scope })));
      scans++;
      await closeOpened(page);
    }
  };
  const both = async (path: string, openers: Opener[], theme: Theme, order: Viewport[]) => {
    for (const [i, viewport] of order.entries()) {
      if (i > 0) await resize(page, viewport, quiet);
      await scanPage(path, theme, viewport);
      await openAndScan(openers, path, theme, viewport);
    }
  };
  try {
    for (const scanned of pages) {
      const path = scanned.path ? await scanned.path(page, browser) : scanned.route;
      const openers = scanned.open ?? [];
      await page.goto(address(path, scanned));
      loads++;
      await settle(page, quiet);
      await expectTheme(page, 'light');
      if (language === 'hi') {
        await expect(page.locator('html'), `${path} is shown in Hindi`).toHaveAttribute('lang', 'hi');
        await both(path, [], 'light', ['desktop', 'phone']);
        await page.setViewportSize(VIEWPORTS.desktop);
        continue;
      }
      await both(path, openers, 'light', ['desktop', 'phone']);
      const toggle = page.getByRole('contentinfo').getByRole('button', { name: 'Switch to dark mode' });
      if ((await toggle.count()) > 0) {
        await toggle.dispatchEvent('click');
      } else {
        await setTheme(page, 'dark');
        await page.reload();
        loads++;
        await settle(page, quiet);
      }
      await expectTheme(page, 'dark');
      await transitionsDone(page);
      await both(path, openers, 'dark', ['phone', 'desktop']);
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

// a group is up to 18 pages, each scanned 4 times or more, on a 2-core machine busy with other test runs
test.describe.configure({ timeout: 900_000 });

/**
 * The Hindi pass: the same pages, as a Hindi reader has them: the language cookie the switch leaves,
 * and for a signed-in person the page's `?lang=hi` address too (the demo accounts say English, and a
 * member's account outranks the cookie; switching a shared demo account to Hindi would change the
 * pages of the tests running beside this one), and on a page that clears the cookie (/clear-storage,
 * which then turns to the site's default language, as for a guest whose choice is gone). Hindi changes
 * the words and nothing else: every rule runs on the desktop and the phone in the light theme; the dark
 * theme's colour rules and the openers' dialogs and menus (the same components, with their English
 * names to find them by) are the English pass's, which keeps the Hindi pass at about a third of the
 * English one's time.
 */
const PASSES: { language: Language; title: string }[] = [
  { language: 'en', title: 'on a desktop and a phone, light and dark' },
  { language: 'hi', title: 'in Hindi, on a desktop and a phone' },
];

for (const { language, title } of PASSES)
  for (const person of PEOPLE)
    for (const group of person.groups)
      test(`${person.who}'s ${group.name}, ${title}, meet no moderate, serious or critical violation`, async ({ browser }) => {
        const { findings, scans, loads } = await scanAll(browser, person.username, group.pages, language);
        test.info().annotations.push({ type: 'scans', description: `${scans} scans, ${loads} page loads` });
        if (findings.length) console.log(`FINDINGS ${person.who} ${group.name} ${language}\n${report(findings)}`);
        expect(findings.length, `moderate, serious or critical violations:\n${report(findings)}`).toBe(0);
      });
