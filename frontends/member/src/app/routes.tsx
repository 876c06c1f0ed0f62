import { lazy, type ComponentType } from 'react';
import { MEMBER_ROUTES, type MemberRouteId, type TierFeatureId } from '@trap/contracts';
import type { LazyPage, RemoteRouteHandle, RemoteRouteObject } from '@trap/ui';
import { MEMBER_SCREENS } from '../features/screens/member-screens.ts';

/** The member remote's one exposed module: its routes with navigation metadata and capabilities. */
export const app = 'member' as const;

/**
 * The tier gate reads contracts' tier rules (with zod): it loads with the first gated page, so the
 * routes module (this remote's entry) stays small.
 */
const loadTierGate = () => import('@trap/ui').then((ui) => ({ default: ui.TierGate }));
const TierGate = lazy(loadTierGate);

type PageId = Exclude<MemberRouteId, 'test-notifications'>;

const eventsPage: LazyPage = () => import('../features/events/events-page.tsx');

/** Each page's code: its lazy component loads it, and so does a prefetched link to it (SPEC 9). */
const PAGE_CODE: Record<PageId, LazyPage> = {
  profile: () => import('../features/profile/profile-dashboard.tsx'),
  'profile-edit': () => import('../features/profile/profile-edit-page.tsx'),
  checkout: () => import('../features/checkout/checkout-page.tsx'),
  practice: () => import('../features/practice/practice-page.tsx'),
  score: () => import('../features/score/score-page.tsx'),
  'practice-stats': () => import('../features/stats/stats-page.tsx'),
  journal: () => import('../features/journal/journal-page.tsx'),
  'technique-insights': () => import('../features/technique-insights/technique-insights-page.tsx'),
  'training-hub': () => import('../features/training-hub/training-hub-page.tsx'),
  'training-progress': () => import('../features/training-progress/training-progress-page.tsx'),
  weather: () => import('../features/weather/weather-page.tsx'),
  'forum-new': () => import('../features/forum-new/forum-new-page.tsx'),
  'forum-bookmarks': () => import('../features/forum-bookmarks/forum-bookmarks-page.tsx'),
  friends: () => import('../features/friends/friends-page.tsx'),
  'coach-finder': () => import('../features/coach-finder/coach-finder-page.tsx'),
  'club-events': eventsPage,
  'community-events': eventsPage,
  squads: () => import('../features/squads/squads-page.tsx'),
  'profile-security': () => import('../features/account-security/security-page.tsx'),
  'skill-roadmap': () => import('../features/skill-roadmap/skill-roadmap-page.tsx'),
  challenges: () => import('../features/challenges/challenges-page.tsx'),
  achievements: () => import('../features/achievements/achievements-page.tsx'),
  equipment: () => import('../features/equipment/equipment-page.tsx'),
};

// one component per page module: the two events paths share theirs (and its state between them)
const lazyOf = new Map<LazyPage, ComponentType>();
const PAGES = Object.fromEntries(
  Object.entries(PAGE_CODE).map(([id, load]) => {
    if (!lazyOf.has(load)) lazyOf.set(load, lazy(load));
    return [id, lazyOf.get(load)!];
  }),
) as Record<PageId, ComponentType>;

type Reads = NonNullable<NonNullable<RemoteRouteHandle['prefetch']>['reads']>;
const statsReads = () => import('../shared/stats/stats-api.ts');
const progressReads = () => import('../shared/progress/progress-api.ts');
const eventReads: Reads = async (_, url) => {
  const q = await import('../features/events/events-api.ts');
  return [q.monthEventsQuery(q.eventFiltersFrom(url.searchParams))];
};

/**
 * SPEC 9 link prefetch: the first reads of each screen, the same queries (key and fetcher, from the
 * screen's own query module) it makes when it opens; a prefetched link to it warms them. Only the
 * member's own data (or what every member sees, like the events calendar), and only for a user who
 * may open the screen: the shell's prefetcher checks the route's capability and its tier feature.
 */
const READS: Partial<Record<PageId, Reads>> = {
  profile: async () => {
    // the cards every tier may read (squads, challenges and achievements are a paid tier's)
    const q = await import('../features/profile/dashboard-api.ts');
    return [q.recentSessionsQuery, q.friendsQuery, q.progressionQuery];
  },
  'practice-stats': async () => {
    const q = await statsReads();
    return [q.statsQuery(q.NO_FILTERS)];
  },
  'training-progress': async () => {
    const [stats, training] = await Promise.all([statsReads(), import('../shared/training/training-api.ts')]);
    return [stats.statsQuery(stats.NO_FILTERS), training.goalsQuery];
  },
  'skill-roadmap': async () => [(await progressReads()).skillRoadmapQuery],
  challenges: async () => [(await progressReads()).challengesQuery],
  achievements: async () => [(await progressReads()).achievementsQuery],
  friends: async () => {
    const q = await import('../shared/network/network-api.ts');
    return [q.relationshipsQuery, q.blocksQuery];
  },
  squads: async () => [(await import('../features/squads/squads-api.ts')).squadOverviewQuery],
  'community-events': eventReads,
  'club-events': eventReads,
  equipment: async (_, url) => {
    const [licence, gear] = await Promise.all([
      import('../shared/licence/licence-api.ts'),
      import('../features/equipment/gear/gear-api.ts'),
    ]);
    // the gear tab is the one that opens without ?tab=
    const tab = url.searchParams.get('tab');
    return !tab || tab === 'gear' ? [licence.licenceQuery, gear.itemsQuery, gear.categoriesQuery] : [licence.licenceQuery];
  },
};

/**
 * Screens that are a paid tier's feature (contracts' tier table): a lower tier sees the locked
 * feature with what it does and an upgrade link instead (the services refuse the calls anyway).
 */
const TIER_FEATURE: Partial<Record<PageId, TierFeatureId>> = {
  'technique-insights': 'technique_insights',
  'training-hub': 'training_progress',
  'training-progress': 'training_progress',
  'skill-roadmap': 'skill_roadmap',
  challenges: 'challenges',
  achievements: 'challenges',
  squads: 'squads',
  equipment: 'equipment',
  weather: 'weather',
};

const gated = (id: PageId, Page: ComponentType): ComponentType => {
  const feature = TIER_FEATURE[id];
  if (!feature) return Page;
  const Gated: ComponentType = () => (
    <TierGate feature={feature}>
      <Page />
    </TierGate>
  );
  return Gated;
};

/** Pages with their own title and description; every other member path has its screen's. */
const OWN_PAGES: Record<'profile' | 'checkout', { title: string; description: string }> = {
  profile: { title: 'Dashboard', description: 'Your profile, membership and shortcuts to the member tools.' },
  checkout: { title: 'Checkout', description: 'Buy or renew a membership.' },
};

/**
 * Every path of contracts' MEMBER_ROUTES with its screen and user-menu entry, but /test-notifications:
 * the shell serves that page itself (next to the notification panel).
 */
export const routes: RemoteRouteObject[] = MEMBER_ROUTES.flatMap((route) => {
  if (route.id === 'test-notifications') return [];
  const id = route.id;
  const page =
    id === 'profile' || id === 'checkout'
      ? { Component: PAGES[id], ...OWN_PAGES[id] }
      : { Component: gated(id, PAGES[id]), ...MEMBER_SCREENS[id] };
  const menu = 'menu' in route ? route.menu : undefined;
  const tier = TIER_FEATURE[id];
  const reads = READS[id];
  // a gated page opens with the tier gate (its own chunk)
  const code = tier ? () => Promise.all([PAGE_CODE[id](), loadTierGate()]) : PAGE_CODE[id];
  return route.paths.map((path): RemoteRouteObject => ({
    path,
    Component: page.Component,
    handle: {
      title: page.title,
      description: page.description,
      capability: 'member.tools',
      ...(tier ? { tier } : {}),
      prefetch: { code, ...(reads ? { reads } : {}) },
      ...(menu ? { nav: { label: menu.label, group: 'user-menu' as const, order: menu.order } } : {}),
    },
  }));
});
