import { PROMO_TAG_TYPE, type ContentTag, type PromoCodeAdminListQuery } from '@trap/contracts';
import { contentAdminApi, contentApi } from '@trap/contracts/api/index';
import { notFound, type ApiRouter } from '@trap/kit';
import { catalogRoutes, publicRead } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { TagRelationsRepository } from './tag-relations.repository.ts';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The admin panel's promo code list: every promo tag by state, tier and words of its name or code. */
export function promoCodeFilter(q: Pick<PromoCodeAdminListQuery, 'state' | 'tier' | 'q'>, now = new Date()): Record<string, unknown> {
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

/**
 * Content tags (active ones; `?contentType=` narrows, with `&contentId=` only the tags attached to
 * that item) and their relations to content items, unique per (contentId, tagId, contentType).
 */
export function tagsRoutes(api: ApiRouter, tags: CatalogService<ContentTag>, relations: TagRelationsRepository): void {
  /**
   * A tag as the public reads answer it. A promo tag's slug is a discount code and its dates and tier
   * say why a code would be refused: staff read promo codes in their own list only, and to anyone
   * else a promo tag's id is as unknown as an id that was never made.
   */
  const publicTag = async (id: string): Promise<ContentTag> => {
    const tag = await tags.get(id);
    if (tag.tagType === PROMO_TAG_TYPE) throw notFound(tags.def.label);
    return tag;
  };

  api.handle(
    contentApi.listTagRelations,
    async ({ params }) => {
      await publicTag(params.id);
      const rels = await relations.forTag(params.id, 1000);
      return rels.map((r) => ({ tagId: r.tagId, contentId: r.contentId, contentType: r.contentType }));
    },
    publicRead,
  );

  api.handle(contentApi.attachTag, async ({ params, body, res }) => {
    await tags.get(params.id);
    const relation = { tagId: params.id, contentId: body.contentId, contentType: body.contentType };
    const created = await relations.insert({ _id: TagRelationsRepository.idOf(params.id, body), ...relation, createdAt: new Date() });
    // already attached (the triple is unique): 200 with the relation; new: the declared 201
    if (!created) res.status(200).json(relation);
    return relation;
  });

  api.handle(contentApi.detachTag, async ({ params }) => {
    if (!(await relations.remove(TagRelationsRepository.idOf(params.id, params)))) throw notFound('Tag relation');
  });

  // promo codes are left out of the public list: the admin panel reads them all here
  api.handle(contentAdminApi.listPromoCodesForAdmin, ({ query }) => {
    const { state, tier, q, limit, offset } = query;
    return tags.repo
      .list(promoCodeFilter({ state, tier, q }), { limit, offset, sort: { createdAt: -1 } })
      .then((docs) => docs.map(tags.present));
  });

  catalogRoutes(api, contentApi.tags, tags, {
    list: async (query) => {
      if (!query.contentId) return tags.list(query);
      const rels = await relations.forItem(query.contentId, query.contentType, 200);
      const attached = await tags.repo.findByIds(rels.map((r) => r.tagId));
      return attached.filter((t) => t.isActive !== false && t.tagType !== PROMO_TAG_TYPE).map(tags.present);
    },
    get: publicTag,
  });
}
