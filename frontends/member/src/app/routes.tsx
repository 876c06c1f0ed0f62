import { lazy, type ComponentType } from 'react';
import { MEMBER_ROUTES, type MemberRouteId, type TierFeatureId } from '@trap/contracts';
import type { LazyPage, RemoteRouteHandle, RemoteRouteObject } from '@trap/ui';

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

/**
 * Each member page: its code (its lazy component loads it, and so does a prefetched link to it, SPEC 9)
 * and its title and description (the page head). A new member screen is its MEMBER_ROUTES entry and one line here.
 */
const SCREENS: Record<PageId, { code: LazyPage; title: string; description: string }> = {
  profile: {
    code: () => import('../features/profile/profile-dashboard.tsx'),
    title: 'Dashboard',
    description: 'Your profile, membership and shortcuts to the member tools.',
  },
  'profile-edit': {
    code: () => import('../features/profile/profile-edit-page.tsx'),
    title: 'Edit Profile',
    description: 'Your profile details and privacy.',
  },
  checkout: { code: () => import('../features/checkout/checkout-page.tsx'), title: 'Checkout', description: 'Buy or renew a membership.' },
  practice: {
    code: () => import('../features/practice/practice-page.tsx'),
    title: 'Log Practice',
    description: 'Record a practice session target by target, for every discipline you shoot.',
  },
  score: {
    code: () => import('../features/score/score-page.tsx'),
    title: 'Score a squad',
    description: 'Score a squad of a shoot on your phone with the organiser’s code, target by target, even without signal.',
  },
  'practice-stats': {
    code: () => import('../features/stats/stats-page.tsx'),
    title: 'My Stats',
    description: 'Your scores and statistics, all derived from the targets you logged.',
  },
  journal: {
    code: () => import('../features/journal/journal-page.tsx'),
    title: 'Shooting Journal',
    description: 'Private notes on sessions, form and mindset.',
  },
  'technique-insights': {
    code: () => import('../features/technique-insights/technique-insights-page.tsx'),
    title: 'Technique Insights',
    description: 'Strengths, weaknesses and recommendations from your shot patterns.',
  },
  'training-hub': {
    code: () => import('../features/training-hub/training-hub-page.tsx'),
    title: 'Training Hub',
    description: 'Practice, technique, progress and roadmap in one place.',
  },
  'training-progress': {
    code: () => import('../features/training-progress/training-progress-page.tsx'),
    title: 'Training Progress',
    description: 'How your scores develop over time, against your goals.',
  },
  weather: {
    code: () => import('../features/weather/weather-page.tsx'),
    title: 'Weather Analysis',
    description: 'How wind, temperature, light and rain affect your scores.',
  },
  'forum-new': {
    code: () => import('../features/forum-new/forum-new-page.tsx'),
    title: 'New Topic',
    description: 'Start a new forum discussion.',
  },
  'forum-bookmarks': {
    code: () => import('../features/forum-bookmarks/forum-bookmarks-page.tsx'),
    title: 'Bookmarked Topics',
    description: 'The forum topics you bookmarked, to find them again.',
  },
  friends: {
    code: () => import('../features/friends/friends-page.tsx'),
    title: 'Find Friends',
    description: 'Find shooters to follow and befriend.',
  },
  'coach-finder': {
    code: () => import('../features/coach-finder/coach-finder-page.tsx'),
    title: 'Coach Finder',
    description: 'Find a coach by discipline, city and experience.',
  },
  'club-events': { code: eventsPage, title: 'Club Events', description: 'Events of your clubs and ranges.' },
  'community-events': {
    code: eventsPage,
    title: 'Events Calendar',
    description: 'Competitions, clinics and community events across India.',
  },
  squads: {
    code: () => import('../features/squads/squads-page.tsx'),
    title: 'Squad Management',
    description: 'Form squads, invite members and plan squad sessions.',
  },
  'profile-security': {
    code: () => import('../features/account-security/security-page.tsx'),
    title: 'Account Security',
    description: 'Your e-mail verification, password and active sessions.',
  },
  'skill-roadmap': {
    code: () => import('../features/skill-roadmap/skill-roadmap-page.tsx'),
    title: 'Skill Roadmap',
    description: 'The skills of a trap shooter, level by level, and where you stand.',
  },
  challenges: {
    code: () => import('../features/challenges/challenges-page.tsx'),
    title: 'Challenge Board',
    description: 'Challenges that earn XP as you practise.',
  },
  achievements: {
    code: () => import('../features/achievements/achievements-page.tsx'),
    title: 'Achievements',
    description: 'Badges you unlock for milestones in practice and competition.',
  },
  equipment: {
    code: () => import('../features/equipment/equipment-page.tsx'),
    title: 'Equipment Management',
    description: 'Your guns and their maintenance, your arms licence, your cartridges and your competitions.',
  },
};

// one component per page module: the two events paths share theirs (and its state between them)
const lazyOf = new Map<LazyPage, ComponentType>();
const PAGES = Object.fromEntries(
  Object.entries(SCREENS).map(([id, { code: load }]) => {
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

/**
 * Every path of contracts' MEMBER_ROUTES with its screen and user-menu entry, but /test-notifications:
 * the shell serves that page itself (next to the notification panel).
 */
export const routes: RemoteRouteObject[] = MEMBER_ROUTES.flatMap((route) => {
  if (route.id === 'test-notifications') return [];
  const id = route.id;
  const page = { Component: id === 'profile' || id === 'checkout' ? PAGES[id] : gated(id, PAGES[id]), ...SCREENS[id] };
  const menu = 'menu' in route ? route.menu : undefined;
  const tier = TIER_FEATURE[id];
  const reads = READS[id];
  // a gated page opens with the tier gate (its own chunk)
  const code = tier ? () => Promise.all([SCREENS[id].code(), loadTierGate()]) : SCREENS[id].code;
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
