import type { Connection, Model } from 'mongoose';
import type { ContentType } from '@trap/contracts';
import { tagRelationModel, tagsDefinition, type TagRelationDoc } from '../tags/tags.model.ts';

/** What the gate reads: items' tag relations and the tags that ask for a membership tier. */
export class ContentGateRepository {
  private readonly relations: Model<TagRelationDoc>;
  private readonly tags;

  constructor(conn: Connection) {
    this.relations = tagRelationModel(conn);
    this.tags = tagsDefinition(conn).model;
  }

  /** The tags on these items of one content type. */
  relationsOf(contentType: ContentType, ids: string[]): Promise<{ contentId: string; tagId: string }[]> {
    return this.relations
      .find({ contentType, contentId: { $in: ids } }, { contentId: 1, tagId: 1 })
      .lean<{ contentId: string; tagId: string }[]>();
  }

  /** Of these tags, the live, active ones that name a tier (the tier not checked here). */
  gatingTags(tagIds: string[]): Promise<{ _id: unknown; requiredMembershipTier?: unknown }[]> {
    return this.tags
      .find(
        { _id: { $in: tagIds }, deletedAt: null, isActive: { $ne: false }, requiredMembershipTier: { $nin: [null, ''] } },
        { requiredMembershipTier: 1 },
      )
      .lean<{ _id: unknown; requiredMembershipTier?: unknown }[]>();
  }
}
