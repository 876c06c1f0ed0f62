import { z } from 'zod';
import { MESSAGES } from './credentials.ts';
import { LANGUAGES } from '../../language.ts';
import { DATE_TEXT_MAX, httpUrl, inDateWindow, type DateWindowName } from '../common/bounds.ts';

const text = (max: number, label = 'This field') =>
  z
    .string({ message: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()));

/** A date as text inside its window (DATE_WINDOWS). */
const isoDate = (window: DateWindowName, label: string) =>
  z
    .string()
    .max(DATE_TEXT_MAX, 'Invalid date')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Invalid date')
    .superRefine(inDateWindow(window, label))
    .nullable()
    .optional();

/** An http(s) address; '' (a cleared field) is stored as null. */
const url = (label: string) =>
  httpUrl(label, { allowEmpty: true })
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Member levels as stored (SPEC 3.2: default 'beginner'; SPEC 9 also reads numbers 1-10+). */
export const levelSchema = z.union([z.string().trim().min(1).max(40), z.number().int().min(0).max(100)]);

/** SPEC 3.2 socialLinks (json): one URL per known network; keys are fixed so they are safe to store. */
export const socialLinksSchema = z
  .object({
    website: httpUrl('Website', { allowEmpty: true }),
    instagram: httpUrl('Instagram', { allowEmpty: true }),
    facebook: httpUrl('Facebook', { allowEmpty: true }),
    x: httpUrl('X', { allowEmpty: true }),
    youtube: httpUrl('YouTube', { allowEmpty: true }),
    linkedin: httpUrl('LinkedIn', { allowEmpty: true }),
  })
  .partial()
  .strict();
export type SocialLinks = z.infer<typeof socialLinksSchema>;

/** Blood groups a member can pick (SPEC 3.2 users.bloodGroup). */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
/** Genders a member can pick (SPEC 3.2 users.gender); the field is optional. */
export const GENDERS = ['Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;

/** A choice from a fixed list; '' (a cleared field) is stored as null. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.enum(values, { message }).nullable().optional());

/** Indian or international mobile numbers: digits with an optional +, spaces and dashes. */
export const MOBILE_NUMBER_MESSAGE = 'Enter a mobile number of 10 to 15 digits, e.g. +91 98765 43210';
const mobileNumber = z
  .string({ message: MOBILE_NUMBER_MESSAGE })
  .max(30, MOBILE_NUMBER_MESSAGE)
  .refine((v) => v.trim() === '' || (/^\+?[\d\s-]+$/.test(v.trim()) && /^\d{10,15}$/.test(v.replace(/[^\d]/g, ''))), MOBILE_NUMBER_MESSAGE)
  .nullable()
  .optional()
  .transform((v) => (v == null ? v : v.trim() === '' ? null : v.trim()));

/** An official id (NRAI Shooter ID, ISSF ID): letters, digits, dashes, slashes and dots. */
const officialId = (label: string) =>
  text(60, label).refine(
    (v) => v == null || /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(v),
    `${label} may hold only letters, digits, spaces, dots, dashes and slashes`,
  );

/**
 * What a public profile shows besides name, avatar and level (DECISIONS: profile privacy). Each field
 * leaves auth's public snapshot (auth.user.updated) only while its switch is on; private fields
 * (mobile number, emergency contact, blood group, height, weight) never do. The arms licence
 * (SPEC users.armsLicense, armsLicenseId) is not a profile field: it lives in practice's vault,
 * encrypted (GET/PUT /api/arms-licence).
 */
export const profileVisibilitySchema = z
  .object({
    showClub: z.boolean({ message: 'Choose on or off' }),
    showLocation: z.boolean({ message: 'Choose on or off' }),
    showBio: z.boolean({ message: 'Choose on or off' }),
    showSocialLinks: z.boolean({ message: 'Choose on or off' }),
    showShootingSince: z.boolean({ message: 'Choose on or off' }),
    showShooterIds: z.boolean({ message: 'Choose on or off' }),
  })
  .strict();
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;
export const DEFAULT_PROFILE_VISIBILITY: ProfileVisibility = {
  showClub: true,
  showLocation: true,
  showBio: true,
  showSocialLinks: true,
  showShootingSince: true,
  showShooterIds: false,
};

/** The languages a member can choose: the site, their notifications and e-mails come in it. */
export const LANGUAGE_MESSAGE = "Choose a language: 'en' (English) or 'hi' (Hindi)";

/**
 * PATCH /api/user: the member edits their own profile; every field is optional. Strict: role, tier,
 * membership, account status and anything else the member does not own is refused (400), never written.
 */
export const updateProfileRequestSchema = z
  .object({
    displayName: z
      .string({ message: MESSAGES.displayName })
      .trim()
      .min(2, MESSAGES.displayName)
      .max(60, 'Display name must be at most 60 characters'),
    email: z.string({ message: MESSAGES.email }).trim().email(MESSAGES.email).max(254, MESSAGES.email),
    bio: text(2000, 'Bio'),
    avatarUrl: url('Avatar URL'),
    level: levelSchema.nullable(),
    clubAffiliation: text(160, 'Club'),
    isPublicProfile: z.boolean({ message: 'Choose on or off' }),
    profileVisibility: profileVisibilitySchema.partial(),
    socialLinks: socialLinksSchema.nullable(),
    mobileNumber,
    emergencyContact: text(200, 'Emergency contact'),
    location: text(160, 'Location'),
    gender: choice(GENDERS, 'Choose one of the listed genders'),
    height: z
      .number({ message: 'Height must be a number of centimetres' })
      .min(50, 'Height must be between 50 and 250 cm')
      .max(250, 'Height must be between 50 and 250 cm')
      .nullable(),
    weight: z
      .number({ message: 'Weight must be a number of kilograms' })
      .min(20, 'Weight must be between 20 and 250 kg')
      .max(250, 'Weight must be between 20 and 250 kg')
      .nullable(),
    bloodGroup: choice(BLOOD_GROUPS, 'Choose a blood group such as O+ or AB-'),
    freestyleNotes: text(5000, 'Notes'),
    nraiShooterId: officialId('NRAI Shooter ID'),
    issfId: officialId('ISSF ID'),
    experience: text(200, 'Experience'),
    shootingSince: isoDate('pastDay', 'Shooting since'),
    language: z.enum(LANGUAGES, { message: LANGUAGE_MESSAGE }),
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

/** GET /api/user/profile: everything the member owns and edits, as stored (their own eyes only). */
export const ownProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  level: z.union([z.string(), z.number()]).nullable(),
  clubAffiliation: z.string().nullable(),
  isPublicProfile: z.boolean(),
  profileVisibility: profileVisibilitySchema,
  socialLinks: z.record(z.string(), z.string()).nullable(),
  mobileNumber: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  location: z.string().nullable(),
  gender: z.string().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bloodGroup: z.string().nullable(),
  nraiShooterId: z.string().nullable(),
  issfId: z.string().nullable(),
  experience: z.string().nullable(),
  shootingSince: z.string().nullable(),
  memberSince: z.string().nullable(),
  createdAt: z.string(),
  /** the member's language (the site's default until they choose); auth always sends it, absent reads as English */
  language: z.enum(LANGUAGES).optional(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** The text a member types to confirm the deletion of their account. */
export const ACCOUNT_DELETION_CONFIRMATION = 'DELETE';
/** POST /api/user/deletion: the member asks for their account to be deleted. */
export const accountDeletionRequestSchema = z
  .object({
    confirm: z.literal(ACCOUNT_DELETION_CONFIRMATION, { message: `Type ${ACCOUNT_DELETION_CONFIRMATION} to confirm` }),
  })
  .strict();
export const accountDeletionSchema = z.object({
  accountStatus: z.literal('marked_for_deletion'),
  /** when the account and the member's data in every service are removed */
  deleteAfter: z.string(),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** GET /api/user/export: the member's account as auth stores it (no password hash, no internal keys). */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  service: z.literal('auth'),
  account: ownProfileSchema.extend({
    role: z.string(),
    membershipTier: z.string(),
    membershipStatus: z.string(),
    membershipStartDate: z.string().nullable(),
    membershipEndDate: z.string().nullable(),
    isTrialMember: z.boolean(),
    trialEndDate: z.string().nullable(),
    autoRenew: z.boolean(),
    accountStatus: z.string(),
    lastLogin: z.string().nullable(),
    freestyleNotes: z.string().nullable(),
  }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
