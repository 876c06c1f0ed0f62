import { Schema, type Connection, type Model } from 'mongoose';
import { badRequest } from '@trap/kit';
import { PROMO_TAG_TYPE, contentTagSchema, promoDiscountSchema, type ContentTag, type ContentType } from '@trap/contracts';

const PROMO_DISCOUNT_MESSAGE = 'A promo tag needs metaData with discountPercent (1 to 100) or discountPaise (a whole number of paise)';

/** A promo tag (its slug is the code) must say what it takes off; auth reads it from the tag's events. */
function assertPromo(fields: Record<string, unknown>): void {
  if (fields.tagType !== PROMO_TAG_TYPE) return;
  if (!promoDiscountSchema.safeParse(fields.metaData ?? null).success)
    throw badRequest(PROMO_DISCOUNT_MESSAGE, { metaData: PROMO_DISCOUNT_MESSAGE });
}
import { contentModel } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';

/** SPEC 3.2 content_tags; slug is unique. */
export function tagsDefinition(conn: Connection): CatalogDefinition<ContentTag> {
  const model = contentModel(
    conn,
    'ContentTag',
    'content_tags',
    {
      name: String,
      slug: String,
      color: String,
      contentType: String,
      tagType: String,
      metaData: Schema.Types.Mixed,
      requiredMembershipTier: String,
      isActive: Boolean,
      validFrom: Date,
      validUntil: Date,
      maxUses: Number,
      currentUses: Number,
      createdBy: String,
    },
    [{ fields: { slug: 1 }, unique: true }],
  );
  return {
    entity: 'content_tag',
    label: 'Content tag',
    model,
    item: contentTagSchema,
    // promo codes are not for the public list (admins manage them by id; the admin screen comes with its issue)
    filter: (q) => ({
      isActive: true,
      tagType: { $ne: PROMO_TAG_TYPE },
      ...(q.contentType ? { contentType: { $in: [q.contentType, null] } } : {}),
    }),
    searchField: 'name',
    sort: { name: 1 },
    defaults: {
      color: null,
      contentType: null,
      tagType: 'standard',
      metaData: null,
      requiredMembershipTier: null,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      currentUses: 0,
      createdBy: null,
    },
    unique: { slug: 'A tag with this slug already exists' },
    prepareCreate: (input, userId) => {
      assertPromo(input);
      return { ...input, createdBy: userId };
    },
    prepareUpdate: (patch, current) => {
      assertPromo({ tagType: current.tagType, metaData: current.metaData, ...patch });
      return patch;
    },
  };
}

/** content_tag_relations: unique per (contentId, tagId, contentType). */
export interface TagRelationDoc {
  _id: string;
  contentId: string;
  tagId: string;
  contentType: ContentType;
  createdAt: Date;
}
export function tagRelationModel(conn: Connection): Model<TagRelationDoc> {
  if (conn.models.ContentTagRelation) return conn.models.ContentTagRelation as Model<TagRelationDoc>;
  const schema = new Schema<TagRelationDoc>(
    { _id: String, contentId: String, tagId: String, contentType: String, createdAt: Date },
    { collection: 'content_tag_relations', versionKey: false },
  );
  schema.index({ contentId: 1, tagId: 1, contentType: 1 }, { unique: true });
  schema.index({ tagId: 1 });
  return conn.model<TagRelationDoc>('ContentTagRelation', schema);
}
