import { z } from 'zod';

/** Stored roles (DECISIONS). Screens and services check capabilities, never these strings. */
export const ROLES = ['member', 'coach', 'moderator', 'blog_moderator', 'content_admin', 'admin', 'superadmin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  coach: 'Coach',
  moderator: 'Forum Moderator',
  blog_moderator: 'Blog Comments Moderator',
  content_admin: 'Content Admin',
  admin: 'Site Admin',
  superadmin: 'Super Admin',
};
