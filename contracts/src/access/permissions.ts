import type { Role } from './roles.ts';

/** Everything a screen or a service may check. */
export const CAPABILITIES = [
  'member.tools', // practice, equipment, squads... every member tool
  'notifications.own',
  'coach.profile', // appear in the coach finder (also granted by the isCoach flag)
  'moderator.area', // open /moderator
  'forum.moderate',
  'blog.manage',
  'reports.review',
  'content.manage', // podcasts, AMAs, shooters, ranges, tips, tags
  'admin.area', // open /admin
  'settings.manage',
  'users.manage',
  'superadmin.area', // open /superadmin
  'roles.assign',
  'analytics.view',
  'events.create', // propose club events for the events calendar whatever the tier (staff); other members need Elite Trigger (match_day)
  'events.approve', // approve club events so everyone sees them
  'ama.moderate', // mark a live AMA's questions answered
  'pathway.manage', // keep the NRAI selection rules
  'ranges.manage', // manage every range's slot board and name its managers; a range's own managers manage its board
  'equipment.manage', // keep the shared equipment categories members file gear under: add, rename, retire
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const MEMBER: Capability[] = ['member.tools', 'notifications.own'];
const MODERATION_BASE: Capability[] = [...MEMBER, 'moderator.area', 'reports.review'];
const ADMIN: Capability[] = [
  ...MODERATION_BASE,
  'forum.moderate',
  'blog.manage',
  'content.manage',
  'admin.area',
  'settings.manage',
  'users.manage',
  'analytics.view',
  'events.create',
  'events.approve',
  'ama.moderate',
  'pathway.manage',
  'ranges.manage',
  'equipment.manage',
];

/** The one permission table: role -> capabilities. superadmin has every capability of admin. */
export const PERMISSIONS: Record<Role, readonly Capability[]> = {
  member: MEMBER,
  coach: [...MEMBER, 'coach.profile', 'events.create'],
  moderator: [...MODERATION_BASE, 'forum.moderate', 'ama.moderate'],
  blog_moderator: [...MODERATION_BASE, 'blog.manage'],
  content_admin: [...MODERATION_BASE, 'blog.manage', 'content.manage', 'events.create', 'ama.moderate'],
  admin: ADMIN,
  superadmin: [...ADMIN, 'superadmin.area', 'roles.assign'],
};

export function can(role: Role | undefined | null, capability: Capability): boolean {
  if (!role) return false;
  return PERMISSIONS[role]?.includes(capability) ?? false;
}

