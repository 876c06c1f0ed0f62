/**
 * The services, their local ports and the /api paths each owns. The bff's proxy table and the
 * local stack runner both read this, so a new route prefix is declared once, here.
 */
export const SERVICES = {
  auth: {
    port: 4101,
    paths: [
      '/api/register',
      '/api/login',
      '/api/logout',
      '/api/user',
      '/api/users',
      '/api/membership',
      '/api/checkout',
      '/api/payments',
      '/api/superadmin/users',
      '/api/password',
      '/api/email',
      '/api/sessions',
    ],
  },
  content: {
    port: 4102,
    paths: [
      '/api/content',
      '/api/podcasts',
      '/api/amas',
      '/api/blog',
      '/api/shooters',
      '/api/shooting-ranges',
      '/api/range-bookings',
      '/api/shooting-tips',
      '/api/content-tags',
      '/api/search',
      '/api/contact',
      '/api/contact-messages',
      '/api/content-views',
    ],
  },
  community: {
    port: 4103,
    paths: [
      '/api/community',
      '/api/forum',
      '/api/friends',
      '/api/squads',
      '/api/group-sessions',
      '/api/community-events',
      '/api/club-events',
      '/api/reports',
      '/api/coaches',
      '/api/members',
      '/api/moderation',
      '/api/relationships',
      '/api/feed',
      '/api/shoots',
    ],
  },
  practice: {
    port: 4104,
    paths: [
      '/api/practice',
      '/api/ai-coach',
      '/api/equipment',
      '/api/arms-licence',
      '/api/cartridges',
      '/api/pathway',
      '/api/skills',
      '/api/progression',
      '/api/challenges',
      '/api/achievements',
      '/api/journal',
      '/api/competitions',
      '/api/training',
      '/api/weather',
    ],
  },
  notifications: { port: 4105, paths: ['/api/notifications', '/api/newsletter'] },
  settings: { port: 4106, paths: ['/api/admin/settings', '/api/banner-settings', '/api/site-status', '/api/superadmin/audit', '/api/superadmin/analytics'] },
} as const;
export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

export const BFF_PORT = 3000;
/** Which service owns a request path (longest prefix wins), or undefined. */
export function serviceForPath(path: string): ServiceName | undefined {
  let best: { name: ServiceName; len: number } | undefined;
  for (const name of SERVICE_NAMES) {
    for (const prefix of SERVICES[name].paths) {
      if ((path === prefix || path.startsWith(prefix + '/') || path.startsWith(prefix + '?')) && (!best || prefix.length > best.len)) {
        best = { name, len: prefix.length };
      }
    }
  }
  return best?.name;
}
