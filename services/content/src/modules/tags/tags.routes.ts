import type { Express } from 'express';
import type { Connection, Model } from 'mongoose';
import { contentIdParamsSchema, contentTagListQuerySchema, tagRelationInputSchema, type ContentType } from '@trap/contracts';
import { authenticate, isDuplicateKeyError, notFound, requireCapability, validate, validated, type ServiceContext } from '@trap/kit';
import { catalogRoutes, revalidate } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { tagRelationModel, type TagRelationDoc } from './tags.model.ts';

/**
 * Content tags (active ones; `?contentType=` narrows, with `&contentId=` only the tags attached to
 * that item) and their relations to content items, unique per (contentId, tagId, contentType).
 */
export function tagsRoutes(app: Express, ctx: ServiceContext, tags: CatalogService, conn: Connection): void {
  const relations: Model<TagRelationDoc> = tagRelationModel(conn);
  const manage = [authenticate({ verify: ctx.verify, sessions: ctx.sessions }), requireCapability('content.manage')];
  const relationId = (tagId: string, r: { contentId: string; contentType: string }) => `${r.contentType}:${r.contentId}:${tagId}`;

  app.get('/api/content-tags', revalidate, validate({ query: contentTagListQuerySchema }), async (req, res, next) => {
    const query = validated<{ contentType?: ContentType; contentId?: string; limit: number; offset: number }>(req, 'query');
    if (!query.contentId) return next();
    const rels = await relations
      .find({ contentId: query.contentId, ...(query.contentType ? { contentType: query.contentType } : {}) })
      .limit(200)
      .lean<TagRelationDoc[]>();
    const attached = await tags.repo.findByIds(rels.map((r) => r.tagId));
    res.json(attached.filter((t) => t.isActive !== false).map(tags.present));
  });

  app.get('/api/content-tags/:id/relations', revalidate, validate({ params: contentIdParamsSchema }), async (req, res) => {
    const { id } = validated<{ id: string }>(req, 'params');
    await tags.get(id);
    const rels = await relations.find({ tagId: id }).limit(1000).lean<TagRelationDoc[]>();
    res.json(rels.map((r) => ({ tagId: r.tagId, contentId: r.contentId, contentType: r.contentType })));
  });

  app.post(
    '/api/content-tags/:id/relations',
    ...manage,
    validate({ params: contentIdParamsSchema, body: tagRelationInputSchema }),
    async (req, res) => {
      const { id } = validated<{ id: string }>(req, 'params');
      const body = validated<{ contentId: string; contentType: ContentType }>(req, 'body');
      await tags.get(id);
      const doc = { _id: relationId(id, body), tagId: id, ...body, createdAt: new Date() };
      let created = true;
      try {
        await relations.collection.insertOne(doc as never);
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        created = false; // already attached: the triple is unique
      }
      res.status(created ? 201 : 200).json({ tagId: id, contentId: body.contentId, contentType: body.contentType });
    },
  );

  app.delete(
    '/api/content-tags/:id/relations/:contentType/:contentId',
    ...manage,
    validate({ params: contentIdParamsSchema.extend(tagRelationInputSchema.shape) }),
    async (req, res) => {
      const p = validated<{ id: string; contentId: string; contentType: ContentType }>(req, 'params');
      const result = await relations.deleteOne({ _id: relationId(p.id, p) });
      if (!result.deletedCount) throw notFound('Tag relation');
      res.status(204).end();
    },
  );

  catalogRoutes(app, ctx, tags);
}
