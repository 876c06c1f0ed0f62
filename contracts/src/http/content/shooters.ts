import { z } from 'zod';
import { mapKey, paginationQuerySchema, requiredText, storedFields, stringList, urlOrPath } from './common.ts';

/** SPEC 3.2 shooters: name, type, bio, imageUrl, achievements (list of strings), tags, socialLinks, featured. */
export const shooterInputSchema = z.object({
  name: requiredText('Name', 120),
  type: requiredText('Type', 60),
  bio: requiredText('Bio', 10_000),
  imageUrl: urlOrPath('Image URL'),
  achievements: stringList('Achievements', 50, 300).default([]),
  tags: stringList('Tags', 20, 50).default([]),
  socialLinks: z
    .record(
      mapKey('Social link', 40),
      z
        .string()
        .trim()
        .max(300)
        .regex(/^https?:\/\//i, 'Social links must be http(s) URLs'),
      {
        error: 'Social links must be an object of name to URL',
      },
    )
    .default({}),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
});
export const shooterUpdateSchema = shooterInputSchema.partial();
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
export const shooterListQuerySchema = paginationQuerySchema;
