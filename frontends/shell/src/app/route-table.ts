import { matchPath } from 'react-router';
import { MEMBER_MENU, MEMBER_PATHS, type Capability } from '@trap/contracts';
import type { RemoteApp } from '@trap/ui';

/**
 * Which remote owns which protected paths (SPEC 2.2-2.4). The shell needs this before a remote is
 * loaded, to load only the remote that owns the current path (the member paths are contracts'
 * MEMBER_ROUTES, the one list the member remote builds its routes from); the screens themselves, their
 * navigation metadata and required capabilities come from each remote's `./routes` module.
 */
export const REMOTE_ZONES: Record<RemoteApp, readonly string[]> = {
  member: MEMBER_PATHS,
  admin: ['/admin', '/admin/*', '/superadmin', '/superadmin/*'],
  moderator: ['/moderator', '/moderator/*'],
};

export function remoteForPath(pathname: string): RemoteApp | undefined {
  for (const app of Object.keys(REMOTE_ZONES) as RemoteApp[]) {
    if (REMOTE_ZONES[app].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return app;
  }
  return undefined;
}

/** Areas with their own layout: header, navigation and footer are hidden (SPEC 2.5). */
export const OWN_LAYOUT_PREFIXES = ['/superadmin', '/moderator'] as const;
export const hasOwnLayout = (pathname: string): boolean => OWN_LAYOUT_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * Pages that are the whole screen: the clubhouse TV's leaderboard (nobody scrolls a TV), with no header, banners
 * or footer under it, so the document is one screen high and nothing scrolls.
 */
export const isFullScreen = (pathname: string): boolean => matchPath({ path: '/shoots/:id/tv', end: true }, pathname) !== null;

/** The footer-type element is also hidden here (SPEC 2.5). */
export const hidesFooter = (pathname: string): boolean => pathname === '/shooting-tips' || pathname.startsWith('/shooting-tips/');

/** SPEC 4.5: paths never redirected to /maintenance. */
export const isMaintenanceExempt = (pathname: string): boolean =>
  pathname === '/maintenance' || pathname === '/auth' || pathname === '/superadmin' || pathname.startsWith('/superadmin/');

/** Header links (SPEC 2.8), grouped into the Profiles, Content and About dropdowns. */
export interface NavLinkItem {
  to: string;
  label: string;
}
export interface NavGroup {
  id: 'profiles' | 'content' | 'about';
  label: string;
  links: NavLinkItem[];
}
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'profiles',
    label: 'Profiles',
    links: [
      { to: '/shooters', label: 'Shooter Profiles' },
      { to: '/shooting-ranges', label: 'Shooting Ranges' },
    ],
  },
  {
    id: 'content',
    label: 'Content',
    links: [
      { to: '/podcasts', label: 'Podcasts' },
      { to: '/ama', label: 'AMA' },
      { to: '/blog', label: 'Blog' },
      { to: '/forum', label: 'Forum' },
      { to: '/shooting-tips', label: 'Shooting Tips' },
    ],
  },
  {
    id: 'about',
    label: 'About',
    links: [
      { to: '/about', label: 'About' },
      { to: '/membership', label: 'Membership' },
      { to: '/community-events', label: 'Events Calendar' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
];

/** SPEC 2.8 header links in their order (the logo links to /). */
/** A nav link is active on its own path and the paths below it. */
export const isActiveLink = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export const HEADER_LINKS: NavLinkItem[] = NAV_GROUPS.flatMap((g) => g.links);

/** The logged-in user menu (SPEC 2.8), in order. */
export interface UserMenuItem extends NavLinkItem {
  /** Shown only with this capability... */
  capability?: Capability;
  /** ...and only without this one. SPEC 2.8: Admin Panel for admin only, Super Admin for superadmin only. */
  unless?: Capability;
}
export const USER_MENU: UserMenuItem[] = [
  ...MEMBER_MENU,
  { to: '/admin', label: 'Admin Panel', capability: 'admin.area', unless: 'superadmin.area' },
  { to: '/superadmin', label: 'Super Admin', capability: 'superadmin.area' },
  { to: '/moderator', label: 'Moderator Dashboard', capability: 'moderator.area' },
];

/** Footer links (SPEC 2.8). */
export const FOOTER_EXPLORE: NavLinkItem[] = [
  { to: '/shooters', label: 'Shooter Profiles' },
  { to: '/shooting-ranges', label: 'Shooting Ranges' },
  { to: '/podcasts', label: 'Podcasts' },
  { to: '/ama', label: 'AMA' },
  { to: '/blog', label: 'Blog' },
  { to: '/forum', label: 'Forum' },
  { to: '/shooting-tips', label: 'Shooting Tips' },
];
export const FOOTER_COMMUNITY: NavLinkItem[] = [
  { to: '/about', label: 'About' },
  { to: '/membership', label: 'Membership' },
  { to: '/community-events', label: 'Events Calendar' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/newsletter-preferences', label: 'Manage subscription' },
];
export const FOOTER_LEGAL: NavLinkItem[] = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/report-abuse', label: 'Report Abuse' },
  { to: '/content-policy', label: 'Content Policy' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];
export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
  { href: 'https://x.com/', label: 'X' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
] as const;
