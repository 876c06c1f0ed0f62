import { z } from 'zod';
import { dateInput, optionalText, paginationQuerySchema, requiredText, storedFields, urlOrPath } from './common.ts';

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
  scheduledFor: dateInput('Scheduled date').nullable().optional(),
  transcript: optionalText('Transcript', 100_000),
  imageUrl: urlOrPath('Image URL'),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
});
export const amaUpdateSchema = amaInputSchema.partial();
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
  featured: z.boolean(),
});
export type Ama = z.infer<typeof amaSchema>;
export const amaListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(AMA_STATUSES, { error: 'Status must be live, upcoming or completed' }).optional(),
});
