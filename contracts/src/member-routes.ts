/**
 * The member tools of SPEC 2.2 and the paths they answer on: the one list of member paths. The
 * shell reads it to know which paths the member remote owns (before loading it) and for the user
 * menu's entries; the member remote builds its routes from it; the bff's robots.txt keeps crawlers
 * out of every one. A new member screen is added here and nowhere else.
 */
export interface MemberRoute {
  id: string;
  /** React Router patterns; a `:param` segment matches any one segment */
  paths: readonly string[];
  /** its entry in the user menu (SPEC 2.8), in this order */
  menu?: { label: string; order: number };
}

export const MEMBER_ROUTES = [
  { id: 'profile', paths: ['/profile'], menu: { label: 'Dashboard', order: 1 } },
  { id: 'checkout', paths: ['/checkout/:tierName'] },
  { id: 'practice', paths: ['/practice'], menu: { label: 'Log Practice', order: 2 } },
  { id: 'practice-stats', paths: ['/practice/stats'], menu: { label: 'My Stats', order: 3 } },
  { id: 'technique-insights', paths: ['/technique-insights'], menu: { label: 'Technique Insights', order: 4 } },
  { id: 'training-hub', paths: ['/training-hub'] },
  { id: 'training-progress', paths: ['/training-progress'], menu: { label: 'Training Progress', order: 5 } },
  { id: 'skill-roadmap', paths: ['/skill-roadmap'], menu: { label: 'Skill Roadmap', order: 6 } },
  { id: 'challenges', paths: ['/challenges'], menu: { label: 'Challenge Board', order: 7 } },
  { id: 'achievements', paths: ['/achievements'], menu: { label: 'Achievements', order: 8 } },
  { id: 'friends', paths: ['/friends'], menu: { label: 'Find Friends', order: 9 } },
  { id: 'equipment', paths: ['/equipment'], menu: { label: 'Equipment Management', order: 10 } },
  { id: 'weather', paths: ['/weather'], menu: { label: 'Weather Analysis', order: 11 } },
  { id: 'journal', paths: ['/journal'], menu: { label: 'Shooting Journal', order: 12 } },
  { id: 'club-events', paths: ['/club-events'], menu: { label: 'Club Events', order: 13 } },
  { id: 'community-events', paths: ['/community-events'] },
  { id: 'squads', paths: ['/squad-management', '/squads', '/squads/create'] },
  { id: 'coach-finder', paths: ['/coach-finder'] },
  { id: 'score', paths: ['/score', '/score/:code'] },
  { id: 'forum-new', paths: ['/forum/new'] },
  { id: 'forum-bookmarks', paths: ['/bookmarks'] },
  { id: 'profile-edit', paths: ['/profile/edit', '/profile/privacy'] },
  { id: 'profile-security', paths: ['/profile/security'] },
  // The shell's own page (next to the notification panel): listed for the member Help menu and robots.txt.
  { id: 'test-notifications', paths: ['/test-notifications'] },
] as const satisfies readonly MemberRoute[];

export type MemberRouteId = (typeof MEMBER_ROUTES)[number]['id'];

/** Every member path pattern. */
export const MEMBER_PATHS: readonly string[] = MEMBER_ROUTES.flatMap((r) => r.paths);

/** The user menu's member entries (SPEC 2.8), in order. */
export const MEMBER_MENU: readonly { to: string; label: string }[] = (MEMBER_ROUTES as readonly MemberRoute[])
  .flatMap((r) => (r.menu ? [{ to: r.paths[0]!, label: r.menu.label, order: r.menu.order }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ to, label }) => ({ to, label }));

/**
 * The member paths as URL prefixes (robots.txt `Disallow`): each pattern up to its first `:param`
 * ('/checkout/:tierName' is '/checkout/'), leaving out those a shorter prefix already covers.
 */
export function memberPathPrefixes(): string[] {
  const prefixes = [...new Set(MEMBER_PATHS.map((p) => p.replace(/:.*$/, '')))];
  const covers = (shorter: string, longer: string) =>
    shorter !== longer && (longer.startsWith(`${shorter}/`) || (shorter.endsWith('/') && longer.startsWith(shorter)));
  return prefixes.filter((p) => !prefixes.some((q) => covers(q, p)));
}
