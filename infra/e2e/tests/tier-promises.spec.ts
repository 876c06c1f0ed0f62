import { expect, test, type Locator, type Page } from '@playwright/test';
import { TIER_FEATURES, tierFeatureList, tierIncludes, type TierFeatureId } from '@trap/contracts/access/tier-features';
import { apiPost, newUser, registerViaApi, TIER_LABELS, type Tier } from '../support/fixtures.ts';

/**
 * Tier promises are kept everywhere a tier is sold: for each paid tier, a fresh member holding it
 * walks every line of what /membership and checkout list for that tier (contracts' `tierFeatureList`,
 * with "Everything in <tier>" walked as that tier's list) and finds each feature usable on its
 * screen: its real content or its primary action shows, no error, and no locked feature (the upgrade
 * prompt) for anything the tier includes. A line with no screen in SCREENS fails, so a new feature
 * cannot be sold untested. Buying through checkout is buyer-promises.spec.ts's.
 */
test.describe.configure({ timeout: 480_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

interface Screen {
  /** where the feature lives (some ask the API which item to open) */
  path: string | ((page: Page) => Promise<string>);
  /** what shows when it is usable: its content or its primary action */
  usable: (page: Page) => Locator[];
  /** what must not show (a lower tier's limit), and any check of its own */
  absent?: (page: Page) => Locator[];
  check?: (page: Page) => Promise<void>;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { name, level: 1, exact: true });

/** A premium item of the demo data (a blog post tagged with a tier-gated tag). */
async function premiumPost(page: Page): Promise<string> {
  const body = (await (await page.request.get('/api/blog?limit=100')).json()) as
    { items: { id: string; requiredMembershipTier?: string }[] } | { id: string; requiredMembershipTier?: string }[];
  const items = Array.isArray(body) ? body : body.items;
  const post = items.find((p) => p.requiredMembershipTier);
  expect(post, 'the demo data has a premium blog post').toBeTruthy();
  return `/blog/${post!.id}`;
}

async function upcomingAma(page: Page): Promise<string> {
  const upcoming = (await (await page.request.get('/api/amas/upcoming')).json()) as { id: string }[];
  expect(upcoming.length, 'the demo data has an upcoming AMA').toBeGreaterThan(0);
  return `/ama/${upcoming[0]!.id}`;
}

/** Every feature of the tier table and the screens where a buyer uses it. */
const SCREENS: Record<TierFeatureId, Screen[]> = {
  public_site: [
    { path: '/', usable: (p) => [h1(p, "India's Premier Trap Shooting Community")] },
    { path: '/podcasts', usable: (p) => [h1(p, 'Podcasts')] },
  ],
  forum: [
    { path: '/forum', usable: (p) => [h1(p, 'Community Forum')] },
    { path: '/forum/new', usable: (p) => [h1(p, 'New Topic'), p.getByRole('button', { name: 'Post Topic' })] },
  ],
  friends: [{ path: '/friends', usable: (p) => [p.getByRole('search', { name: 'Search members' })] }],
  events: [
    { path: '/community-events', usable: (p) => [h1(p, 'Events Calendar'), p.getByRole('group', { name: 'Month' })] },
    { path: '/club-events', usable: (p) => [h1(p, 'Club Events')] },
  ],
  practice_logging: [
    { path: '/practice', usable: (p) => [h1(p, 'Log Practice'), p.getByRole('button', { name: 'Kill 1st barrel' })] },
    { path: '/practice/stats', usable: (p) => [h1(p, 'My Stats'), p.getByRole('group', { name: 'Average per round' })] },
  ],
  journal: [{ path: '/journal', usable: (p) => [h1(p, 'Shooting Journal'), p.getByRole('button', { name: 'Add journal entry' })] }],
  full_stats: [
    {
      path: '/practice/stats',
      usable: (p) => [p.getByRole('group', { name: 'Sessions' }), p.getByRole('link', { name: 'Export CSV', exact: true })],
      // no Range Pass history limit
      absent: (p) => [p.getByText(/Range Pass shows your stats/), p.getByRole('link', { name: /Export CSV with/ })],
      check: async (p) => {
        const csv = await p.request.get('/api/practice/stats.csv');
        expect(csv.status(), `the CSV export: ${await csv.text()}`).toBe(200);
      },
    },
  ],
  technique_insights: [
    { path: '/technique-insights', usable: (p) => [h1(p, 'Technique Insights'), p.getByRole('button', { name: 'Run new analysis' })] },
  ],
  training_progress: [
    {
      path: '/training-progress',
      usable: (p) => [h1(p, 'Training Progress'), p.getByRole('heading', { name: 'Performance charts' })],
    },
    { path: '/training-hub', usable: (p) => [h1(p, 'Training Hub')] },
  ],
  skill_roadmap: [
    { path: '/skill-roadmap', usable: (p) => [h1(p, 'Skill Roadmap'), p.getByRole('navigation', { name: 'Skill categories' })] },
  ],
  challenges: [
    { path: '/challenges', usable: (p) => [h1(p, 'Challenge Board'), p.getByRole('region', { name: 'Challenge progress' })] },
    { path: '/achievements', usable: (p) => [h1(p, 'Achievements'), p.getByRole('heading', { name: 'Still to earn' })] },
  ],
  squads: [{ path: '/squads', usable: (p) => [h1(p, 'Squads'), p.getByRole('button', { name: 'Create squad' }).first()] }],
  equipment: [
    { path: '/equipment', usable: (p) => [h1(p, 'Equipment Management'), p.getByRole('button', { name: 'Add equipment' }).first()] },
  ],
  licence_vault: [
    { path: '/equipment?tab=licence', usable: (p) => [p.getByRole('button', { name: 'Add your licence' })] },
    { path: '/equipment?tab=cartridges', usable: (p) => [p.getByRole('button', { name: 'Add purchase' })] },
  ],
  ai_coach: [{ path: '/technique-insights', usable: (p) => [p.getByRole('region', { name: 'AI coach' })] }],
  weather: [
    {
      path: '/weather',
      usable: (p) => [h1(p, 'Weather Analysis'), p.getByText(/None of your sessions has logged conditions yet|Your best conditions/)],
    },
  ],
  shot_patterns: [
    { path: '/technique-insights', usable: (p) => [p.getByRole('region', { name: 'Shot pattern of a session' })] },
    { path: '/practice/stats', usable: (p) => [p.getByRole('img', { name: 'Hit rate per station and direction' })] },
  ],
  coach_sharing: [
    {
      path: '/coach-finder',
      usable: (p) => [
        h1(p, 'Coach Finder'),
        p.getByRole('search', { name: 'Filter coaches' }),
        p.getByRole('switch', { name: 'Share my practice with my coaches' }),
      ],
      // the setting is the member's: on for coaches until they choose, and it saves
      check: async (p) => {
        await expect(p.getByRole('switch', { name: 'Share my practice with my coaches' })).toHaveAttribute('aria-checked', 'true');
        const friends = p.getByRole('switch', { name: 'Share my practice with my friends' });
        await expect(friends).toHaveAttribute('aria-checked', 'false');
        await friends.click();
        await expectSoon(friends).toHaveAttribute('aria-checked', 'true');
        await expect
          .poll(async () => (await (await p.request.get('/api/practice/sharing')).json()) as unknown)
          .toEqual({ shareWithFriends: true, shareWithCoaches: true });
      },
    },
  ],
  premium_content: [{ path: premiumPost, usable: (p) => [p.getByRole('heading', { level: 1 })] }],
  match_day: [{ path: '/community-events', usable: (p) => [p.getByRole('button', { name: 'Propose an event' })] }],
  pathway: [{ path: '/equipment?tab=competitions', usable: (p) => [p.getByLabel('NRAI category', { exact: true })] }],
  early_ama: [{ path: upcomingAma, usable: (p) => [p.getByTestId('ama-early-note'), p.getByLabel('Your question', { exact: true })] }],
};

const LABEL_TO_ID = new Map<string, TierFeatureId>(TIER_FEATURES.map((f) => [f.label, f.id]));
const TIER_OF_LABEL = new Map<string, Tier>((Object.entries(TIER_LABELS) as [Tier, string][]).map(([t, l]) => [l, t]));

/** The features a tier's list names, "Everything in <tier>" walked as that tier's list; an unknown line throws. */
function promisedFeatures(tier: Tier): TierFeatureId[] {
  return tierFeatureList(tier).flatMap((line) => {
    const below = /^Everything in (.+)$/.exec(line)?.[1];
    if (below !== undefined) {
      const t = TIER_OF_LABEL.get(below);
      if (!t) throw new Error(`"${line}" (sold with ${TIER_LABELS[tier]}) names no tier`);
      return promisedFeatures(t);
    }
    const id = LABEL_TO_ID.get(line);
    if (!id) throw new Error(`"${line}" (sold with ${TIER_LABELS[tier]}) is no feature of the tier table`);
    return [id];
  });
}

/** A session of 25 targets, station by station, so stats, insights and miss maps have the member's own data. */
async function logASession(page: Page) {
  const shots = Array.from({ length: 25 }, (_, i) => ({
    station: (i % 5) + 1,
    direction: (['left', 'straight', 'right'] as const)[i % 3],
    outcome: i % 6 === 5 ? 'lost' : 'first',
  }));
  const res = await apiPost(page, '/api/practice/sessions', {
    date: new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10),
    title: 'Tier promises round',
    location: 'Tughlakabad',
    scores: [{ shots }],
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('every line of every tier list names a feature with a screen to use it on', () => {
  for (const tier of ['range_pass', 'shooters_circle', 'pro_lane', 'elite_trigger'] as const) {
    for (const id of promisedFeatures(tier))
      expect(SCREENS[id]?.length ?? 0, `no screen mapped for "${id}" (sold with ${TIER_LABELS[tier]})`).toBeGreaterThan(0);
  }
});

for (const tier of ['shooters_circle', 'pro_lane', 'elite_trigger'] as const) {
  test(`a fresh ${TIER_LABELS[tier]} member finds every feature of the ${TIER_LABELS[tier]} list usable`, async ({ page }) => {
    const features = promisedFeatures(tier);
    // the locked cards that must not show: any feature the tier includes, and a whole included tier's
    const mustNotLock = new Set([
      ...TIER_FEATURES.filter((f) => tierIncludes(tier, f.tier)).map((f) => `${f.label} (locked)`),
      ...(Object.keys(TIER_LABELS) as Tier[]).filter((t) => tierIncludes(tier, t)).map((t) => `${TIER_LABELS[t]} features (locked)`),
    ]);

    await page.goto('/');
    // registered on the free tier and given the paid one, active for a year (the fixture's grant; a paid
    // tier at registration waits for checkout, which buyer-promises.spec.ts covers)
    await registerViaApi(page, newUser(tier.slice(0, 5)), 'range_pass', { grant: tier });
    await expect
      .poll(async () => {
        const me = (await (await page.request.get('/api/user')).json()) as { membershipTier: string; membershipStatus: string };
        return `${me.membershipTier} ${me.membershipStatus}`;
      })
      .toBe(`${tier} active`);
    await logASession(page);

    for (const id of features) {
      const screens = SCREENS[id];
      expect(screens, `"${id}" is sold with ${TIER_LABELS[tier]} but has no screen in SCREENS`).toBeDefined();
      for (const screen of screens) {
        const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
        await test.step(`${id}: ${path}`, async () => {
          await page.goto(path);
          for (const shown of screen.usable(page)) await expectSoon(shown, `${id} on ${path}`).toBeVisible();
          const locked = await page.locator('.ui-locked').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
          expect(
            locked.filter((l) => mustNotLock.has(l)),
            `${id} on ${path}: locked for a ${TIER_LABELS[tier]} member`,
          ).toEqual([]);
          for (const gone of screen.absent?.(page) ?? []) await expect(gone, `${id} on ${path}`).toHaveCount(0);
          await screen.check?.(page);
          await expect(page.locator('.pr-error'), `${id} on ${path}: an error shows`).toHaveCount(0);
        });
      }
    }
  });
}
