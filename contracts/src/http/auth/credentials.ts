import { z } from 'zod';
import { tierSchema } from '../../access/tiers.ts';
import { LANGUAGES } from '../../language.ts';
import { httpUrl } from '../common/bounds.ts';
import { STAFF_NAME_MESSAGES, looksLikeStaffName } from './staff-names.ts';

/** SPEC 5: exact validation messages; shared by the auth forms and the auth service. */
export const MESSAGES = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  email: 'Invalid email address',
  displayName: 'Display name must be at least 2 characters',
} as const;

export const usernameSchema = z
  .string({ message: MESSAGES.username })
  .trim()
  .min(3, MESSAGES.username)
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain letters, numbers, dots, dashes and underscores only');

export const passwordSchema = z.string({ message: MESSAGES.password }).min(6, MESSAGES.password).max(200, 'Password is too long');

export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()));

export const registerRequestSchema = z.object({
  // a new account is a member's: it may not pass for staff (logging in keeps the plain rule, for the staff accounts)
  username: usernameSchema.refine((v) => !looksLikeStaffName(v), STAFF_NAME_MESSAGES.username),
  password: passwordSchema,
  email: z.string({ message: MESSAGES.email }).trim().email(MESSAGES.email).max(254, MESSAGES.email),
  displayName: z
    .string({ message: MESSAGES.displayName })
    .trim()
    .min(2, MESSAGES.displayName)
    .max(60, 'Display name must be at most 60 characters')
    .refine((v) => !looksLikeStaffName(v), STAFF_NAME_MESSAGES.displayName),
  bio: optionalText(2000),
  /** http(s) only; '' is no avatar */
  avatarUrl: httpUrl('Avatar URL', { allowEmpty: true })
    .optional()
    .nullable()
    .transform((v) => (v == null || v === '' ? undefined : v)),
  membershipTier: tierSchema,
  /** the language of the page the visitor registered on: the account starts in it (absent: the site's default) */
  language: z.enum(LANGUAGES).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
