import type { Capability } from '@trap/contracts';

/** The moderator area (SPEC 2.4) and who may open each screen (DECISIONS). */
export interface ModerationScreen {
  path: string;
  title: string;
  navLabel: string;
  capability: Capability;
  description: string;
  features: string[];
}

export const MODERATION_SCREENS: ModerationScreen[] = [
  {
    path: '/moderator',
    title: 'Moderator Dashboard',
    navLabel: 'Dashboard',
    capability: 'moderator.area',
    description: 'What needs your attention across the forum, the blog and reports.',
    features: ['Open reports', 'Hidden and locked topics', 'Blog comments awaiting approval'],
  },
  {
    path: '/moderator/forum',
    title: 'Forum Moderation',
    navLabel: 'Forum Moderation',
    capability: 'forum.moderate',
    description: 'Keep the forum on topic and civil.',
    features: ['Pin, lock, move, hide or restore topics with a reason', 'Hide or restore replies'],
  },
  {
    path: '/moderator/blog',
    title: 'Blog Management',
    navLabel: 'Blog Management',
    capability: 'blog.manage',
    description: 'Blog posts and their comments.',
    features: ['Approve, hide or delete comments', 'Publish and unpublish posts (content admins)'],
  },
  {
    path: '/moderator/reports',
    title: 'Reported Content',
    navLabel: 'Reported Content',
    capability: 'reports.review',
    description: 'Reports from members about content and behaviour.',
    features: ['Queue of open reports', 'Review the reported content in context', 'Act on it or dismiss it with a note'],
  },
];
