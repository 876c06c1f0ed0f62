import { z } from 'zod';
import { MESSAGES } from './credentials.ts';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()));

const isoDate = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid date')
  .nullable()
  .optional();

/** Member levels as stored (SPEC 3.2: default 'beginner'; SPEC 9 also reads numbers 1-10+). */
export const levelSchema = z.union([z.string().trim().min(1).max(40), z.number().int().min(0).max(100)]);

/** SPEC 3.2 socialLinks (json): one URL per known network; keys are fixed so they are safe to store. */
export const socialLinksSchema = z
  .object({
    website: z.string().max(2048),
    instagram: z.string().max(2048),
    facebook: z.string().max(2048),
    x: z.string().max(2048),
    youtube: z.string().max(2048),
    linkedin: z.string().max(2048),
  })
  .partial()
  .strict();
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** DECISIONS: the arms licence (number, issuing authority, valid until, firearms on it). */
export const armsLicenseSchema = z.object({
  number: z.string().trim().max(80).nullable().optional(),
  issuingAuthority: z.string().trim().max(160).nullable().optional(),
  validUntil: isoDate,
  firearms: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Name is required').max(160),
        serialNumber: z.string().trim().max(80).nullable().optional(),
      }),
    )
    .max(20)
    .optional(),
});
export type ArmsLicense = z.infer<typeof armsLicenseSchema>;

/** PATCH /api/user: the member edits their own profile; every field is optional. */
export const updateProfileRequestSchema = z
  .object({
    displayName: z
      .string({ message: MESSAGES.displayName })
      .trim()
      .min(2, MESSAGES.displayName)
      .max(60, 'Display name must be at most 60 characters'),
    email: z.string({ message: MESSAGES.email }).trim().email(MESSAGES.email).max(254, MESSAGES.email),
    bio: text(2000),
    avatarUrl: text(2048),
    level: levelSchema.nullable(),
    clubAffiliation: text(160),
    isPublicProfile: z.boolean(),
    socialLinks: socialLinksSchema.nullable(),
    mobileNumber: text(30),
    emergencyContact: text(200),
    location: text(160),
    gender: text(30),
    height: z.number().min(0).max(300).nullable(),
    weight: z.number().min(0).max(500).nullable(),
    bloodGroup: text(10),
    freestyleNotes: text(5000),
    nraiShooterId: text(60),
    issfId: text(60),
    experience: text(200),
    armsLicenseId: text(80),
    armsLicense: armsLicenseSchema.nullable(),
    shootingSince: isoDate,
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** GET /api/users and /api/users/public: offset pagination. */
export const userListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
