import { lazy, type ComponentType } from 'react';
import type { RemoteRouteObject } from '@trap/ui';
import { MEMBER_SCREENS } from '../features/screens/member-screens.ts';

/** The member remote's one exposed module: its routes with navigation metadata and capabilities. */
export const app = 'member' as const;

const Placeholder = lazy(() => import('../features/screens/member-placeholder.tsx'));
const ProfileDashboard = lazy(() => import('../features/profile/profile-dashboard.tsx'));
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page.tsx'));
const PracticePage = lazy(() => import('../features/practice/practice-page.tsx'));
const StatsPage = lazy(() => import('../features/stats/stats-page.tsx'));
const JournalPage = lazy(() => import('../features/journal/journal-page.tsx'));
const TechniqueInsightsPage = lazy(() => import('../features/technique-insights/technique-insights-page.tsx'));
const TrainingHubPage = lazy(() => import('../features/training-hub/training-hub-page.tsx'));
const TrainingProgressPage = lazy(() => import('../features/training-progress/training-progress-page.tsx'));
const WeatherPage = lazy(() => import('../features/weather/weather-page.tsx'));

/** Screens that have their real page; the others stay placeholders until their issue. */
const BUILT: Record<string, ComponentType> = {
  practice: PracticePage,
  'practice-stats': StatsPage,
  journal: JournalPage,
  'technique-insights': TechniqueInsightsPage,
  'training-hub': TrainingHubPage,
  'training-progress': TrainingProgressPage,
  weather: WeatherPage,
};

const withScreen = (id: string) => {
  const built = BUILT[id];
  if (built) return built;
  const screen = MEMBER_SCREENS.find((s) => s.id === id)!;
  const Screen: ComponentType = () => <Placeholder screen={screen} />;
  return Screen;
};

export const routes: RemoteRouteObject[] = [
  {
    path: '/profile',
    Component: ProfileDashboard,
    handle: {
      title: 'Dashboard',
      description: 'Your profile, membership and shortcuts to the member tools.',
      capability: 'member.tools',
      nav: { label: 'Dashboard', group: 'user-menu', order: 1 },
    },
  },
  {
    path: '/checkout/:tierName',
    Component: CheckoutPage,
    handle: { title: 'Checkout', description: 'Buy or renew a membership.', capability: 'member.tools' },
  },
  ...MEMBER_SCREENS.flatMap((screen) => {
    const Component = withScreen(screen.id);
    return screen.paths.map((path): RemoteRouteObject => ({
      path,
      Component,
      handle: {
        title: screen.title,
        description: screen.description,
        capability: 'member.tools',
        ...(screen.menu ? { nav: { label: screen.menu.label, group: 'user-menu' as const, order: screen.menu.order } } : {}),
      },
    }));
  }),
];
