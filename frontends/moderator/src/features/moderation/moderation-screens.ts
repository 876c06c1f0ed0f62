import type { Capability } from '@trap/contracts';

/** The moderator area (SPEC 2.4) and who may open each screen (DECISIONS). */
export interface ModerationScreen {
  path: string;
  /** SPEC's English title and nav label (the page head and the shell's menu keep them) */
  title: string;
  navLabel: string;
  /** the layout's heading and sidebar link in the page's language (the area's texts) */
  titleKey: string;
  navKey: string;
  capability: Capability;
  description: string;
  features: string[];
}

export const MODERATION_SCREENS: ModerationScreen[] = [
  {
    path: '/moderator',
    titleKey: 'screens.dashboard.title',
    navKey: 'screens.dashboard.nav',
    title: 'Moderator Dashboard',
    navLabel: 'Dashboard',
    capability: 'moderator.area',
    description: 'What needs your attention across the forum, the blog and reports.',
    features: ['Open reports', 'Hidden and locked topics', 'Blog comments awaiting approval'],
  },
  {
    path: '/moderator/forum',
    titleKey: 'screens.forum.title',
    navKey: 'screens.forum.nav',
    title: 'Forum Moderation',
    navLabel: 'Forum Moderation',
    capability: 'forum.moderate',
    description: 'Keep the forum on topic and civil.',
    features: ['Pin, lock, move, hide or restore topics with a reason', 'Hide or restore replies'],
  },
  {
    path: '/moderator/blog',
    titleKey: 'screens.blog.title',
    navKey: 'screens.blog.nav',
    title: 'Blog Management',
    navLabel: 'Blog Management',
    capability: 'blog.manage',
    description: 'Blog posts and their comments.',
    features: ['Approve, hide or delete comments', 'Publish and unpublish posts (content admins)'],
  },
  {
    path: '/moderator/reports',
    titleKey: 'screens.reports.title',
    navKey: 'screens.reports.nav',
    title: 'Reported Content',
    navLabel: 'Reported Content',
    capability: 'reports.review',
    description: 'Reports from members about content and behaviour.',
    features: ['Queue of open reports', 'Review the reported content in context', 'Act on it or dismiss it with a note'],
  },
];
