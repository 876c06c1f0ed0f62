import { matchPath } from 'react-router';
import { MEMBER_MENU, MEMBER_PATHS, type Capability } from '@trap/contracts';
import type { RemoteApp } from '@trap/ui';

/**
 * Which remote owns which protected paths (SPEC 2.2-2.4). The shell needs this before a remote is
 * loaded, to load only the remote that owns the current path (the member paths are contracts'
 * MEMBER_ROUTES, the one list the member remote builds its routes from); the screens themselves, their
 * navigation metadata and required capabilities come from each remote's `./routes` module.
 */
const REMOTE_ZONES: Record<RemoteApp, readonly string[]> = {
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
const OWN_LAYOUT_PREFIXES = ['/superadmin', '/moderator'] as const;
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
interface NavLinkItem {
  to: string;
  label: string;
}
/** A link whose label is a text of the shell's namespace (frontends/shell/src/shared/i18n), in the page's language. */
export interface TextLinkItem {
  to: string;
  labelKey: string;
}
export interface NavGroup {
  id: 'profiles' | 'content' | 'about';
  labelKey: string;
  links: TextLinkItem[];
}
export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'profiles',
    labelKey: 'nav.group.profiles',
    links: [
      { to: '/shooters', labelKey: 'nav.shooters' },
      { to: '/shooting-ranges', labelKey: 'nav.ranges' },
    ],
  },
  {
    id: 'content',
    labelKey: 'nav.group.content',
    links: [
      { to: '/podcasts', labelKey: 'nav.podcasts' },
      { to: '/ama', labelKey: 'nav.ama' },
      { to: '/blog', labelKey: 'nav.blog' },
      { to: '/forum', labelKey: 'nav.forum' },
      { to: '/shooting-tips', labelKey: 'nav.tips' },
    ],
  },
  {
    id: 'about',
    labelKey: 'nav.group.about',
    links: [
      { to: '/about', labelKey: 'nav.about' },
      { to: '/membership', labelKey: 'nav.membership' },
      { to: '/community-events', labelKey: 'nav.events' },
      { to: '/contact', labelKey: 'nav.contact' },
    ],
  },
];

/** SPEC 2.8 header links in their order (the logo links to /). */
/** A nav link is active on its own path and the paths below it. */
export const isActiveLink = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export const HEADER_LINKS: TextLinkItem[] = NAV_GROUPS.flatMap((g) => g.links);

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
export const FOOTER_EXPLORE: TextLinkItem[] = [
  { to: '/shooters', labelKey: 'nav.shooters' },
  { to: '/shooting-ranges', labelKey: 'nav.ranges' },
  { to: '/podcasts', labelKey: 'nav.podcasts' },
  { to: '/ama', labelKey: 'nav.ama' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/forum', labelKey: 'nav.forum' },
  { to: '/shooting-tips', labelKey: 'nav.tips' },
];
export const FOOTER_COMMUNITY: TextLinkItem[] = [
  { to: '/about', labelKey: 'nav.about' },
  { to: '/membership', labelKey: 'nav.membership' },
  { to: '/community-events', labelKey: 'nav.events' },
  { to: '/contact', labelKey: 'nav.contact' },
  { to: '/newsletter-preferences', labelKey: 'nav.manageSubscription' },
];
export const FOOTER_LEGAL: TextLinkItem[] = [
  { to: '/privacy-policy', labelKey: 'nav.privacy' },
  { to: '/terms-of-use', labelKey: 'nav.terms' },
  { to: '/disclaimer', labelKey: 'nav.disclaimer' },
  { to: '/report-abuse', labelKey: 'nav.reportAbuse' },
  { to: '/content-policy', labelKey: 'nav.contentPolicy' },
  { to: '/cookie-policy', labelKey: 'nav.cookiePolicy' },
];
export const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
  { href: 'https://x.com/', label: 'X' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
] as const;
