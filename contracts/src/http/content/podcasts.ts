import { z } from 'zod';
import { gatedFields } from './gated.ts';
import { partialWithoutDefaults } from '../../settings/site-settings.ts';
import { httpUrl } from '../common/bounds.ts';
import {
  dateInput,
  flagQuery,
  optionalText,
  paginationQuerySchema,
  requiredText,
  storedFields,
  urlOrPath,
  titleSearchQuery,
} from './common.ts';

/**
 * SPEC 3.2 podcasts: title, description (the show notes), imageUrl, audioUrl, duration (seconds),
 * publishedAt, episodeNumber (unique), featured; plus the episode's guest for the episode page.
 */
export const podcastInputSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  imageUrl: urlOrPath('Image URL'),
  audioUrl: httpUrl('Audio URL', { max: 500, sitePath: true, required: 'Audio URL is required' }),
  duration: z.coerce
    .number({ error: 'Duration must be a number of seconds' })
    .int('Duration must be whole seconds')
    .min(0, 'Duration may not be negative')
    .max(24 * 3600, 'Duration must be under 24 hours'),
  publishedAt: dateInput('Published date', 'published').optional(),
  episodeNumber: z.coerce
    .number({ error: 'Episode number must be a number' })
    .int('Episode number must be a whole number')
    .min(1, 'Episode number must be at least 1'),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  guestName: optionalText('Guest name', 120),
  /** shown under the name; the page falls back to Shooting Expert */
  guestTitle: optionalText('Guest title', 120),
});
export const podcastUpdateSchema = partialWithoutDefaults(podcastInputSchema);
export type PodcastInput = z.infer<typeof podcastInputSchema>;

export const podcastSchema = z.object({
  ...storedFields,
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  audioUrl: z.string(),
  duration: z.number(),
  publishedAt: z.string(),
  episodeNumber: z.number(),
  featured: z.boolean(),
  guestName: z.string().nullable(),
  guestTitle: z.string().nullable(),
  ...gatedFields,
});
export type Podcast = z.infer<typeof podcastSchema>;
export const podcastListQuerySchema = paginationQuerySchema.extend({ ...titleSearchQuery, featured: flagQuery('Featured') });
