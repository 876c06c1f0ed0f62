import { z } from 'zod';
import { gatedFields } from './gated.ts';
import { partialWithoutDefaults } from '../../settings/site-settings.ts';
import { httpUrl } from '../common/bounds.ts';
import { dateInput, optionalText, paginationQuerySchema, requiredText, storedFields, urlOrPath, titleSearchQuery } from './common.ts';

/** Card labels: live -> LIVE NOW, upcoming -> UPCOMING, completed -> COMPLETED; a missing scheduledFor shows TBD. */
export const AMA_STATUSES = ['live', 'upcoming', 'completed'] as const;
export type AmaStatus = (typeof AMA_STATUSES)[number];

/** SPEC 3.2 amas: title, description, shooterId, status, scheduledFor, transcript, imageUrl, featured. */
export const amaInputSchema = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  shooterId: z
    .string()
    .regex(/^[a-f0-9]{24}$/i, 'Shooter must be a shooter id')
    .nullable()
    .optional(),
  status: z.enum(AMA_STATUSES, { error: 'Status must be live, upcoming or completed' }),
  scheduledFor: dateInput('Scheduled date', 'event').nullable().optional(),
  transcript: optionalText('Transcript', 100_000),
  imageUrl: urlOrPath('Image URL'),
  /** the live stream's page (a YouTube or Vimeo address is embedded on /ama/{id}, any other is a link); '' clears it */
  streamUrl: httpUrl('Stream URL', { max: 500, allowEmpty: true }).nullable().optional(),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
});
export const amaUpdateSchema = partialWithoutDefaults(amaInputSchema);
export type AmaInput = z.infer<typeof amaInputSchema>;

export const amaSchema = z.object({
  ...storedFields,
  title: z.string(),
  description: z.string(),
  shooterId: z.string().nullable(),
  /** the shooter's name when shooterId names a shooter (for the card) */
  shooterName: z.string().nullable(),
  status: z.enum(AMA_STATUSES),
  scheduledFor: z.string().nullable(),
  transcript: z.string().nullable(),
  imageUrl: z.string().nullable(),
  streamUrl: z.string().nullable(),
  featured: z.boolean(),
  ...gatedFields,
});
export type Ama = z.infer<typeof amaSchema>;
export const amaListQuerySchema = paginationQuerySchema.extend({
  ...titleSearchQuery,
  status: z.enum(AMA_STATUSES, { error: 'Status must be live, upcoming or completed' }).optional(),
});
