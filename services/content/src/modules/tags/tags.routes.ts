import { contentAdminApi, contentApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import { catalogRoutes, publicRead } from '../catalog/catalog.routes.ts';
import type { TagsService } from './tags.service.ts';

/**
 * Content tags (active ones; `?contentType=` narrows, with `&contentId=` only the tags attached to
 * that item), their relations to content items, and the admin panel's promo code list.
 */
export function tagsRoutes(api: ApiRouter, tags: TagsService): void {
  api.handle(contentApi.listTagRelations, ({ params }) => tags.relationsOf(params.id), publicRead);

  api.handle(contentApi.attachTag, async ({ params, body, res }) => {
    const { relation, created } = await tags.attach(params.id, body);
    // already attached (the triple is unique): the declared 200 with the relation; new: 201
    if (!created) res.status(200).json(relation);
    return relation;
  });

  api.handle(contentApi.detachTag, ({ params }) => tags.detach(params.id, params));

  // promo codes are left out of the public list: the admin panel reads them all here
  api.handle(contentAdminApi.listPromoCodesForAdmin, ({ query }) => tags.promoCodes(query));

  catalogRoutes(api, contentApi.tags, tags.tags, { list: (query) => tags.list(query), get: (id) => tags.publicTag(id) });
}
