import { lazy, type ComponentType } from 'react';
import type { RemoteRouteObject } from '@trap/ui';
// The layout is small: loaded with the routes. The screens (with contracts' schemas, zod and the
// radix dialogs, which the shell no longer shares) load on demand, so the remote's entry stays small.
import ModeratorLayout from '../features/moderation/moderator-layout.tsx';
import { MODERATION_SCREENS, type ModerationScreen } from '../features/moderation/moderation-screens.ts';

/** The moderator remote's one exposed module: the /moderator area with capabilities per screen. */
export const app = 'moderator' as const;

// SPEC 9: a prefetched link to a screen loads the same chunk (its reads are staff data: not warmed)
const moderationPage = () => import('../features/moderation/moderation-page.tsx');
const ModerationPage = lazy(() => moderationPage().then((m) => ({ default: m.ModerationPage })));

const screenComponent = (screen: ModerationScreen): ComponentType => {
  const Screen = () => <ModerationPage screen={screen} />;
  return Screen;
};

const [dashboard, ...sections] = MODERATION_SCREENS;

export const routes: RemoteRouteObject[] = [
  {
    path: '/moderator',
    Component: ModeratorLayout,
    handle: {
      title: 'Moderator Dashboard',
      capability: 'moderator.area',
      accessDeniedMessage: 'You need moderator privileges to access this area.',
      ownLayout: true,
    },
    children: [
      {
        index: true,
        Component: screenComponent(dashboard!),
        handle: {
          title: dashboard!.title,
          capability: dashboard!.capability,
          nav: { label: dashboard!.navLabel, group: 'moderator', order: 1 },
          prefetch: { code: moderationPage },
        },
      },
      ...sections.map((screen, i): RemoteRouteObject => ({
        path: screen.path.replace('/moderator/', ''),
        Component: screenComponent(screen),
        handle: {
          title: screen.title,
          capability: screen.capability,
          accessDeniedMessage: `You need ${screen.navLabel.toLowerCase()} privileges to access this page.`,
          nav: { label: screen.navLabel, group: 'moderator', order: i + 2 },
          prefetch: { code: moderationPage },
        },
      })),
    ],
  },
];
