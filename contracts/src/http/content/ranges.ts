import { z } from 'zod';
import { partialWithoutDefaults } from '../../settings/site-settings.ts';
import { boundedMap, httpUrl } from '../common/bounds.ts';
import {
  flagQuery,
  mapKey,
  optionalText,
  paginationQuerySchema,
  requiredText,
  storedFields,
  stringList,
  urlOrPath,
  titleSearchQuery,
} from './common.ts';

export const rangeProgramSchema = z.object({
  name: requiredText('Program name', 120),
  description: optionalText('Program description', 2000),
});

/**
 * SPEC 3.2 shooting_ranges plus `city` and `state`, which the filters need (location is their
 * display form "City, State"). openingHours maps a day or range of days to hours text.
 */
export const rangeInputSchema = z.object({
  name: requiredText('Name', 160),
  city: requiredText('City', 80),
  state: requiredText('State', 80),
  location: optionalText('Location', 200),
  description: requiredText('Description', 10_000),
  fullAddress: optionalText('Full address', 500),
  contact: optionalText('Contact', 100),
  email: z.email('Email must be a valid e-mail address').max(254, 'Email must be at most 254 characters').nullable().optional(),
  website: httpUrl('Website', { message: 'Website must be an http(s) URL' }).nullable().optional(),
  features: stringList('Features', 30, 60).default([]),
  /** days (or a range of days) to hours text, at most 14 */
  openingHours: boundedMap(
    'Opening hours',
    mapKey('Opening hours', 40),
    z.string().max(100),
    14,
    'Opening hours must map days to hours',
  ).default({}),
  imageUrl: urlOrPath('Image URL'),
  verified: z.boolean({ error: 'Verified must be true or false' }).default(false),
  programs: z.array(rangeProgramSchema, { error: 'Programs must be a list' }).max(30, 'At most 30 programs').default([]),
  facilities: stringList('Facilities', 30, 100).default([]),
  membershipInfo: optionalText('Membership info', 2000),
  galleryImages: z
    .array(httpUrl('Gallery images', { max: 500, sitePath: true, message: 'Gallery images must be URLs or site paths' }))
    .max(30)
    .default([]),
  latitude: z.coerce
    .number({ error: 'Latitude must be a number' })
    .min(-90, 'Latitude must be between -90 and 90')
    .max(90, 'Latitude must be between -90 and 90')
    .nullable()
    .optional(),
  longitude: z.coerce
    .number({ error: 'Longitude must be a number' })
    .min(-180, 'Longitude must be between -180 and 180')
    .max(180, 'Longitude must be between -180 and 180')
    .nullable()
    .optional(),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
});
export const rangeUpdateSchema = partialWithoutDefaults(rangeInputSchema);
export type RangeInput = z.infer<typeof rangeInputSchema>;

export const rangeSchema = z.object({
  ...storedFields,
  name: z.string(),
  city: z.string(),
  state: z.string(),
  location: z.string(),
  description: z.string(),
  fullAddress: z.string().nullable(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  features: z.array(z.string()),
  openingHours: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  verified: z.boolean(),
  programs: z.array(z.object({ name: z.string(), description: z.string().nullable().optional() })),
  facilities: z.array(z.string()),
  membershipInfo: z.string().nullable(),
  galleryImages: z.array(z.string()),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  featured: z.boolean(),
});
export type ShootingRange = z.infer<typeof rangeSchema>;
export const rangeListQuerySchema = paginationQuerySchema.extend({
  ...titleSearchQuery,
  state: z.string().trim().max(80).optional(),
  city: z.string().trim().max(80).optional(),
  feature: z.string().trim().max(60).optional(),
  verified: flagQuery('Verified'),
});
