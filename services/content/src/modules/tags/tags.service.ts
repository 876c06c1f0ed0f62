import { PROMO_TAG_TYPE, type ContentTag, type PromoCodeAdminListQuery } from '@trap/contracts';
import { notFound } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { TagRelationsRepository } from './tag-relations.repository.ts';
import type { TagRelationDoc } from './tags.model.ts';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The admin panel's promo code list: every promo tag by state, tier and words of its name or code. */
function promoCodeFilter(q: Pick<PromoCodeAdminListQuery, 'state' | 'tier' | 'q'>, now = new Date()): Record<string, unknown> {
  const and: Record<string, unknown>[] = [{ tagType: PROMO_TAG_TYPE }];
  const started = { $or: [{ validFrom: null }, { validFrom: { $lte: now } }] };
  const notOver = { $or: [{ validUntil: null }, { validUntil: { $gte: now } }] };
  if (q.state === 'inactive') and.push({ isActive: false });
  if (q.state === 'expired') and.push({ isActive: true, validUntil: { $lt: now } });
  if (q.state === 'scheduled') and.push({ isActive: true, validFrom: { $gt: now } }, notOver);
  if (q.state === 'active') and.push({ isActive: true }, started, notOver);
  if (q.tier) and.push({ requiredMembershipTier: q.tier });
  if (q.q) {
    const words = { $regex: escapeRegex(q.q), $options: 'i' };
    and.push({ $or: [{ name: words }, { slug: words }] });
  }
  return { $and: and };
}

type Relation = Pick<TagRelationDoc, 'tagId' | 'contentId' | 'contentType'>;

/**
 * Content tags and their relations to content items, unique per (contentId, tagId, contentType).
 * A promo tag's slug is a discount code and its dates and tier say why a code would be refused:
 * staff read promo codes in their own list only, and to anyone else a promo tag's id is as unknown
 * as an id that was never made.
 */
export class TagsService {
  readonly tags: CatalogService<ContentTag>;
  private readonly relations: TagRelationsRepository;
  constructor(tags: CatalogService<ContentTag>, relations: TagRelationsRepository) {
    this.tags = tags;
    this.relations = relations;
  }

  /** A tag as the public reads answer it (a promo tag is not found). */
  async publicTag(id: string): Promise<ContentTag> {
    const tag = await this.tags.get(id);
    if (tag.tagType === PROMO_TAG_TYPE) throw notFound(this.tags.def.label);
    return tag;
  }

  /** The active tags, or (with `contentId`) only those attached to that item, never a promo tag. */
  async list(
    query: Parameters<CatalogService<ContentTag>['list']>[0] & { contentId?: string; contentType?: TagRelationDoc['contentType'] },
  ) {
    if (!query.contentId) return this.tags.list(query);
    const rels = await this.relations.forItem(query.contentId, query.contentType, 200);
    const attached = await this.tags.repo.findByIds(rels.map((r) => r.tagId));
    return attached.filter((t) => t.isActive !== false && t.tagType !== PROMO_TAG_TYPE).map(this.tags.present);
  }

  async relationsOf(tagId: string): Promise<Relation[]> {
    await this.publicTag(tagId);
    const rels = await this.relations.forTag(tagId, 1000);
    return rels.map((r) => ({ tagId: r.tagId, contentId: r.contentId, contentType: r.contentType }));
  }

  /** Attaches a tag; `created` false when the triple was attached already (nothing changes). */
  async attach(tagId: string, item: Pick<Relation, 'contentId' | 'contentType'>): Promise<{ relation: Relation; created: boolean }> {
    await this.tags.get(tagId);
    const relation = { tagId, contentId: item.contentId, contentType: item.contentType };
    const created = await this.relations.insert({ _id: TagRelationsRepository.idOf(tagId, item), ...relation, createdAt: new Date() });
    return { relation, created: Boolean(created) };
  }

  async detach(tagId: string, item: Pick<Relation, 'contentId' | 'contentType'>): Promise<void> {
    if (!(await this.relations.remove(TagRelationsRepository.idOf(tagId, item)))) throw notFound('Tag relation');
  }

  /** Every promo code for the admin panel, newest first. */
  async promoCodes(q: Pick<PromoCodeAdminListQuery, 'state' | 'tier' | 'q'> & { limit: number; offset: number }): Promise<ContentTag[]> {
    const docs = await this.tags.repo.list(promoCodeFilter(q), { limit: q.limit, offset: q.offset, sort: { createdAt: -1 } });
    return docs.map(this.tags.present);
  }
}
