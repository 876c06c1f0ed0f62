import type { Connection, Model } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import type { ContentEntity, ContentType } from '@trap/contracts';
import { tagRelationModel, type TagRelationDoc } from './tags.model.ts';

/** content_tag_relations: one document per (contentType, contentId, tagId), that triple being its `_id`; no events. */
export class TagRelationsRepository {
  readonly model: Model<TagRelationDoc>;
  private readonly store: OutboxStore<TagRelationDoc>;

  constructor(conn: Connection) {
    this.model = tagRelationModel(conn);
    this.store = documentStore(this.model);
  }

  static idOf(tagId: string, r: { contentId: string; contentType: string }): string {
    return `${r.contentType}:${r.contentId}:${tagId}`;
  }

  /** The relations of one item (of one content type, when given). */
  forItem(contentId: string, contentType: ContentType | undefined, limit: number): Promise<TagRelationDoc[]> {
    return this.model
      .find({ contentId, ...(contentType ? { contentType } : {}) })
      .limit(limit)
      .lean<TagRelationDoc[]>();
  }

  forTag(tagId: string, limit: number): Promise<TagRelationDoc[]> {
    return this.model.find({ tagId }).limit(limit).lean<TagRelationDoc[]>();
  }

  /** false when the item already has the tag. */
  insert(doc: TagRelationDoc): Promise<boolean> {
    return this.store.insert(doc);
  }

  async remove(id: string): Promise<boolean> {
    return (await this.model.deleteOne({ _id: id })).deletedCount > 0;
  }

  /** A deleted item's relations, or a deleted tag's. */
  async removeFor(entity: ContentEntity, id: string): Promise<void> {
    await this.model.deleteMany(entity === 'content_tag' ? { tagId: id } : { contentType: entity, contentId: id });
  }
}
