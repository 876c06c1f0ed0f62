import { z } from 'zod';
import { partialWithoutDefaults } from '../../settings/site-settings.ts';
import { TIERS } from '../../access/tiers.ts';
import { jsonObject } from '../common/bounds.ts';
import { dateInput, optionalText, paginationQuerySchema, requiredText, storedFields, titleSearchQuery } from './common.ts';

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
  /** free-form JSON (a promotion's rules): at most 5 levels deep, bounded keys, lists and texts (FREE_JSON_LIMITS) */
  metaData: jsonObject('Meta data').nullable().optional(),
  requiredMembershipTier: optionalText('Required membership tier', 40),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
  validFrom: dateInput('Valid from', 'validity').nullable().optional(),
  validUntil: dateInput('Valid until', 'validity').nullable().optional(),
  maxUses: z.coerce
    .number()
    .int('Max uses must be a whole number')
    .min(0, 'Max uses may not be negative')
    .max(1_000_000_000, 'Max uses is too large')
    .nullable()
    .optional(),
  currentUses: z.coerce.number().int('Current uses must be a whole number').min(0, 'Current uses may not be negative').default(0),
});
export const contentTagUpdateSchema = partialWithoutDefaults(contentTagInputSchema);
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
  ...titleSearchQuery,
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

/**
 * The admin panel's promo codes (content tags of the promo type, DECISIONS): every one, inactive and
 * expired ones too. `state`: active (on, and within its dates), scheduled (on, not started yet),
 * expired (its end passed), inactive (turned off); `tier`: the tier it is restricted to; `q`: words
 * of the name or the code.
 */
export const PROMO_CODE_STATES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export type PromoCodeState = (typeof PROMO_CODE_STATES)[number];
export const promoCodeAdminListQuerySchema = paginationQuerySchema.extend({
  ...titleSearchQuery,
  state: z.enum(PROMO_CODE_STATES, { error: 'State must be active, scheduled, expired or inactive' }).optional(),
  tier: z.enum(TIERS, { error: 'Choose a membership tier' }).optional(),
});
export type PromoCodeAdminListQuery = z.infer<typeof promoCodeAdminListQuerySchema>;
