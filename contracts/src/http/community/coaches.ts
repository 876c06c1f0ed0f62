import { z } from 'zod';
import { publicMemberSchema } from '../auth/user.ts';
import { userIdSchema } from '../common/errors.ts';

/** What a coach teaches best (the coach finder's filter). */
export const COACH_SPECIALITIES = [
  'Olympic Trap',
  'Double Trap',
  'Down-The-Line',
  'Skeet',
  'Beginners',
  'Juniors',
  'Mental game',
  'Competition preparation',
] as const;
export const coachSpecialitySchema = z.enum(COACH_SPECIALITIES, { error: 'Choose a speciality' });
export type CoachSpeciality = z.infer<typeof coachSpecialitySchema>;

/** Upper bounds of a coach profile. */
export const COACH_LIMITS = { experienceYears: 60, ratePerSession: 100_000, about: 1000, city: 80 } as const;

/** PUT /api/coaches/{id}/profile: a coach edits their own coach profile. Rates in whole rupees a session. */
export const coachProfileInputSchema = z.object({
  speciality: coachSpecialitySchema,
  city: z
    .string({ error: 'City is required' })
    .trim()
    .min(2, 'City is required')
    .max(COACH_LIMITS.city, `City must be at most ${COACH_LIMITS.city} characters`),
  experienceYears: z
    .number({ error: 'Experience must be a number of years' })
    .int('Experience must be a whole number of years')
    .min(0, 'Experience cannot be negative')
    .max(COACH_LIMITS.experienceYears, `Experience must be at most ${COACH_LIMITS.experienceYears} years`),
  ratePerSession: z
    .number({ error: 'Rate must be a number of rupees' })
    .int('Rate must be whole rupees')
    .min(0, 'Rate cannot be negative')
    .max(COACH_LIMITS.ratePerSession, `Rate must be at most ₹${COACH_LIMITS.ratePerSession.toLocaleString('en-IN')}`),
  about: z.string().trim().max(COACH_LIMITS.about, `About must be at most ${COACH_LIMITS.about} characters`).default(''),
  acceptingRequests: z.boolean({ error: 'Choose whether you accept new requests' }).default(true),
});
export type CoachProfileInput = z.infer<typeof coachProfileInputSchema>;

/** A member who coaches, as the coach finder lists them; the coaching fields are null until the coach fills them in. */
export const coachSchema = publicMemberSchema.extend({
  location: z.string().nullable(),
  speciality: coachSpecialitySchema.nullable(),
  city: z.string().nullable(),
  experienceYears: z.number().int().nullable(),
  ratePerSession: z.number().int().nullable(),
  about: z.string(),
  acceptingRequests: z.boolean(),
  followersCount: z.number().int(),
});
export type Coach = z.infer<typeof coachSchema>;

const optionalInt = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

/** GET /api/coaches: the coach finder's filters. */
export const coachListQuerySchema = z.object({
  /** name, club or city */
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  speciality: z.preprocess((v) => (v === '' ? undefined : v), coachSpecialitySchema.optional()),
  city: z.string().trim().max(COACH_LIMITS.city, `City must be at most ${COACH_LIMITS.city} characters`).optional(),
  maxRate: optionalInt('Maximum rate', COACH_LIMITS.ratePerSession),
  minExperience: optionalInt('Minimum experience', COACH_LIMITS.experienceYears),
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be at least 1').max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(50, 'Page size must be at most 50')
    .default(12),
});
export type CoachListQuery = z.infer<typeof coachListQuerySchema>;

export const coachListSchema = z.object({
  items: z.array(coachSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** every city a listed coach gives, for the filter */
  cities: z.array(z.string()),
});
export type CoachList = z.infer<typeof coachListSchema>;

export const coachParamsSchema = z.object({ id: userIdSchema });
