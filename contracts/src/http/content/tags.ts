import { z } from 'zod';
import { dateInput, hasSafeKeys, mapKey, optionalText, paginationQuerySchema, requiredText, storedFields } from './common.ts';

export const CONTENT_TYPES = ['podcast', 'ama', 'blog_post', 'shooter', 'shooting_range', 'shooting_tip'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * SPEC 3.2 content_tags: name, slug (unique), color, contentType, tagType (default standard),
 * metaData, requiredMembershipTier, isActive, validFrom, validUntil, maxUses, currentUses, createdBy.
 */
export const contentTagInputSchema = z.object({
  name: requiredText('Name', 80),
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .min(1, 'Slug is required')
    .max(80, 'Slug must be at most 80 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain lower-case letters, digits and single hyphens'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be #RRGGBB')
    .nullable()
    .optional(),
  contentType: z
    .enum(CONTENT_TYPES, { error: `Content type must be one of ${CONTENT_TYPES.join(', ')}` })
    .nullable()
    .optional(),
  tagType: z.string().trim().min(1).max(40).default('standard'),
  metaData: z
    .record(mapKey('Meta data', 60), z.unknown(), { error: 'Meta data must be an object' })
    .refine(hasSafeKeys, 'Meta data names may not start with $ or contain a dot')
    .nullable()
    .optional(),
  requiredMembershipTier: optionalText('Required membership tier', 40),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  validFrom: dateInput('Valid from').nullable().optional(),
  validUntil: dateInput('Valid until').nullable().optional(),
  maxUses: z.coerce.number().int('Max uses must be a whole number').min(0, 'Max uses may not be negative').nullable().optional(),
  currentUses: z.coerce.number().int('Current uses must be a whole number').min(0, 'Current uses may not be negative').default(0),
});
export const contentTagUpdateSchema = contentTagInputSchema.partial();
export type ContentTagInput = z.infer<typeof contentTagInputSchema>;

export const contentTagSchema = z.object({
  ...storedFields,
  name: z.string(),
  slug: z.string(),
  color: z.string().nullable(),
  contentType: z.enum(CONTENT_TYPES).nullable(),
  tagType: z.string(),
  metaData: z.record(z.string(), z.unknown()).nullable(),
  requiredMembershipTier: z.string().nullable(),
  isActive: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().nullable(),
  currentUses: z.number(),
  createdBy: z.string().nullable(),
});
export type ContentTag = z.infer<typeof contentTagSchema>;
export const contentTagListQuerySchema = paginationQuerySchema.extend({
  contentType: z.enum(CONTENT_TYPES, { error: `Content type must be one of ${CONTENT_TYPES.join(', ')}` }).optional(),
  /** with contentType: only the tags attached to that item */
  contentId: z
    .string()
    .regex(/^[a-f0-9]{24}$/i, 'Content id must be an id')
    .optional(),
});

/** content_tag_relations: (contentId, tagId, contentType), unique per triple. */
export const tagRelationInputSchema = z.object({
  contentId: z.string({ error: 'Content id is required' }).regex(/^[a-f0-9]{24}$/i, 'Content id must be an id'),
  contentType: z.enum(CONTENT_TYPES, { error: `Content type must be one of ${CONTENT_TYPES.join(', ')}` }),
});
export const tagRelationSchema = z.object({ tagId: z.string(), contentId: z.string(), contentType: z.enum(CONTENT_TYPES) });
