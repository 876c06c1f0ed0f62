import { lazy, type ComponentType } from 'react';
import { MEMBER_ROUTES, type MemberRouteId, type TierFeatureId } from '@trap/contracts';
import type { RemoteRouteObject } from '@trap/ui';
import { MEMBER_SCREENS, type MemberScreenId } from '../features/screens/member-screens.ts';

/** The member remote's one exposed module: its routes with navigation metadata and capabilities. */
export const app = 'member' as const;

/**
 * The tier gate reads contracts' tier rules (with zod): it loads with the first gated page, so the
 * routes module (this remote's entry) stays small.
 */
const TierGate = lazy(() => import('@trap/ui').then((ui) => ({ default: ui.TierGate })));

const ProfileDashboard = lazy(() => import('../features/profile/profile-dashboard.tsx'));
const ProfileEditPage = lazy(() => import('../features/profile/profile-edit-page.tsx'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page.tsx'));
const PracticePage = lazy(() => import('../features/practice/practice-page.tsx'));
const ScorePage = lazy(() => import('../features/score/score-page.tsx'));
const StatsPage = lazy(() => import('../features/stats/stats-page.tsx'));
const JournalPage = lazy(() => import('../features/journal/journal-page.tsx'));
const TechniqueInsightsPage = lazy(() => import('../features/technique-insights/technique-insights-page.tsx'));
const TrainingHubPage = lazy(() => import('../features/training-hub/training-hub-page.tsx'));
const TrainingProgressPage = lazy(() => import('../features/training-progress/training-progress-page.tsx'));
const WeatherPage = lazy(() => import('../features/weather/weather-page.tsx'));
const ForumNewPage = lazy(() => import('../features/forum-new/forum-new-page.tsx'));
const FriendsPage = lazy(() => import('../features/friends/friends-page.tsx'));
const CoachFinderPage = lazy(() => import('../features/coach-finder/coach-finder-page.tsx'));
const EventsPage = lazy(() => import('../features/events/events-page.tsx'));
const SquadsPage = lazy(() => import('../features/squads/squads-page.tsx'));
const SecurityPage = lazy(() => import('../features/account-security/security-page.tsx'));
const SkillRoadmapPage = lazy(() => import('../features/skill-roadmap/skill-roadmap-page.tsx'));
const ChallengesPage = lazy(() => import('../features/challenges/challenges-page.tsx'));
const AchievementsPage = lazy(() => import('../features/achievements/achievements-page.tsx'));
const EquipmentPage = lazy(() => import('../features/equipment/equipment-page.tsx'));

/** Each member tool's page. */
const PAGES: Record<MemberScreenId, ComponentType> = {
  practice: PracticePage,
  score: ScorePage,
  'practice-stats': StatsPage,
  journal: JournalPage,
  'technique-insights': TechniqueInsightsPage,
  'training-hub': TrainingHubPage,
  'training-progress': TrainingProgressPage,
  weather: WeatherPage,
  'forum-new': ForumNewPage,
  friends: FriendsPage,
  'coach-finder': CoachFinderPage,
  'club-events': EventsPage,
  'community-events': EventsPage,
  squads: SquadsPage,
  'profile-security': SecurityPage,
  'profile-edit': ProfileEditPage,
  'skill-roadmap': SkillRoadmapPage,
  challenges: ChallengesPage,
  achievements: AchievementsPage,
  equipment: EquipmentPage,
};

/**
 * Screens that are a paid tier's feature (contracts' tier table): a lower tier sees the locked
 * feature with what it does and an upgrade link instead (the services refuse the calls anyway).
 */
const TIER_FEATURE: Partial<Record<MemberRouteId, TierFeatureId>> = {
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

const gated = (id: MemberRouteId, Page: ComponentType): ComponentType => {
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
const OWN_PAGES: Record<'profile' | 'checkout', { Component: ComponentType; title: string; description: string }> = {
  profile: { Component: ProfileDashboard, title: 'Dashboard', description: 'Your profile, membership and shortcuts to the member tools.' },
  checkout: { Component: CheckoutPage, title: 'Checkout', description: 'Buy or renew a membership.' },
};

/**
 * Every path of contracts' MEMBER_ROUTES with its screen and user-menu entry, but /test-notifications:
 * the shell serves that page itself (next to the notification panel).
 */
export const routes: RemoteRouteObject[] = MEMBER_ROUTES.flatMap((route) => {
  if (route.id === 'test-notifications') return [];
  const page =
    route.id === 'profile' || route.id === 'checkout'
      ? OWN_PAGES[route.id]
      : { Component: gated(route.id, PAGES[route.id]), ...MEMBER_SCREENS[route.id] };
  const menu = 'menu' in route ? route.menu : undefined;
  return route.paths.map((path): RemoteRouteObject => ({
    path,
    Component: page.Component,
    handle: {
      title: page.title,
      description: page.description,
      capability: 'member.tools',
      ...(menu ? { nav: { label: menu.label, group: 'user-menu' as const, order: menu.order } } : {}),
    },
  }));
});
