import { Schema, type Connection, type Model } from 'mongoose';
import { contentTagInputSchema, contentTagListQuerySchema, contentTagUpdateSchema } from '@trap/contracts';
import { contentModel } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';

/** SPEC 3.2 content_tags; slug is unique. */
export function tagsDefinition(conn: Connection): CatalogDefinition {
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
    path: '/api/content-tags',
    model,
    capability: 'content.manage',
    createSchema: contentTagInputSchema,
    updateSchema: contentTagUpdateSchema,
    listQuerySchema: contentTagListQuerySchema,
    filter: (q) => ({ isActive: true, ...(q.contentType ? { contentType: { $in: [q.contentType, null] } } : {}) }),
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
    prepareCreate: (input, userId) => ({ ...input, createdBy: userId }),
  };
}

/** content_tag_relations: unique per (contentId, tagId, contentType). */
export interface TagRelationDoc {
  _id: string;
  contentId: string;
  tagId: string;
  contentType: string;
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
