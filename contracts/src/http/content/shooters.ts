import { z } from 'zod';
import { partialWithoutDefaults } from '../../settings/site-settings.ts';
import { boundedMap, httpUrl } from '../common/bounds.ts';
import { flagQuery, mapKey, paginationQuerySchema, requiredText, storedFields, stringList, urlOrPath, titleSearchQuery } from './common.ts';

/** SPEC 3.2 shooters: name, type, bio, imageUrl, achievements (list of strings), tags, socialLinks, featured. */
export const shooterInputSchema = z.object({
  name: requiredText('Name', 120),
  type: requiredText('Type', 60),
  bio: requiredText('Bio', 10_000),
  imageUrl: urlOrPath('Image URL'),
  achievements: stringList('Achievements', 50, 300).default([]),
  tags: stringList('Tags', 20, 50).default([]),
  /** network name to profile address, at most 20 */
  socialLinks: boundedMap(
    'Social links',
    mapKey('Social link', 40),
    httpUrl('Social links', { max: 300, message: 'Social links must be http(s) URLs' }),
    20,
    'Social links must be an object of name to URL',
  ).default({}),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
});
export const shooterUpdateSchema = partialWithoutDefaults(shooterInputSchema);
export type ShooterInput = z.infer<typeof shooterInputSchema>;

export const shooterSchema = z.object({
  ...storedFields,
  name: z.string(),
  type: z.string(),
  bio: z.string(),
  imageUrl: z.string().nullable(),
  achievements: z.array(z.string()),
  tags: z.array(z.string()),
  socialLinks: z.record(z.string(), z.string()),
  featured: z.boolean(),
});
export type Shooter = z.infer<typeof shooterSchema>;
export const shooterListQuerySchema = paginationQuerySchema.extend({ ...titleSearchQuery, featured: flagQuery('Featured') });
