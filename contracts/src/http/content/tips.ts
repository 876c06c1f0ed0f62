import { z } from 'zod';
import { partialWithoutDefaults } from '../../settings/site-settings.ts';
import { httpUrl } from '../common/bounds.ts';
import { paginationQuerySchema, requiredText, storedFields, stringList, urlOrPath, titleSearchQuery } from './common.ts';

export const TIP_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const TIP_CATEGORIES = ['Stance', 'Mount', 'Focus', 'Timing', 'Equipment', 'Mental', 'Safety', 'Fitness'] as const;

/** SPEC 3.2 shooting_tips: category, difficulty, tipText, imageUrl, tags, sourceUrl, author. */
export const tipInputSchema = z.object({
  category: z.enum(TIP_CATEGORIES, { error: `Category must be one of ${TIP_CATEGORIES.join(', ')}` }),
  difficulty: z.enum(TIP_DIFFICULTIES, { error: 'Difficulty must be beginner, intermediate or advanced' }),
  tipText: requiredText('Tip text', 5000),
  imageUrl: urlOrPath('Image URL'),
  tags: stringList('Tags', 20, 50).default([]),
  sourceUrl: httpUrl('Source URL').nullable().optional(),
  author: z.string().trim().max(120, 'Author must be at most 120 characters').nullable().optional(),
});
export const tipUpdateSchema = partialWithoutDefaults(tipInputSchema);
export type TipInput = z.infer<typeof tipInputSchema>;

export const tipSchema = z.object({
  ...storedFields,
  category: z.enum(TIP_CATEGORIES),
  difficulty: z.enum(TIP_DIFFICULTIES),
  tipText: z.string(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  sourceUrl: z.string().nullable(),
  author: z.string().nullable(),
});
export type ShootingTip = z.infer<typeof tipSchema>;
export const tipListQuerySchema = paginationQuerySchema.extend({
  ...titleSearchQuery,
  category: z.enum(TIP_CATEGORIES, { error: `Category must be one of ${TIP_CATEGORIES.join(', ')}` }).optional(),
  difficulty: z.enum(TIP_DIFFICULTIES, { error: 'Difficulty must be beginner, intermediate or advanced' }).optional(),
});

/** saved_tips: a member's bookmark of a tip with optional notes; unique per member and tip. */
export const saveTipSchema = z.object({
  tipId: z.string({ error: 'Tip is required' }).regex(/^[a-f0-9]{24}$/i, 'Tip must be a tip id'),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').nullable().optional(),
});
export const savedTipNotesSchema = z.object({
  notes: z.string({ error: 'Notes must be text' }).trim().max(2000, 'Notes must be at most 2000 characters').nullable(),
});
export const savedTipParamsSchema = z.object({ tipId: z.string().max(64) });
export const savedTipSchema = z.object({
  tipId: z.string(),
  savedAt: z.string(),
  notes: z.string().nullable(),
  tip: tipSchema,
});
export type SavedTip = z.infer<typeof savedTipSchema>;
