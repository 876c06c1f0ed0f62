import type { Express, RequestHandler } from 'express';
import { contentIdParamsSchema } from '@trap/contracts';
import { authenticate, requireCapability, validate, validated, type ServiceContext } from '@trap/kit';
import type { CatalogService } from './catalog.service.ts';

/** Public reads revalidate every time: Express adds a body ETag and answers 304 on If-None-Match. */
export const revalidate: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-cache');
  next();
};

/**
 * The standard routes of one kind of content: list (`?limit&offset` + the module's filters),
 * item by id, and create/update/delete for its capability. Special lists (featured, live...) are
 * registered by the module BEFORE these, so `/featured` never reads as an id.
 */
export function catalogRoutes(app: Express, ctx: ServiceContext, service: CatalogService): void {
  const { def } = service;
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions });
  const manage = [auth, requireCapability(def.capability)];

  app.get(def.path, revalidate, validate({ query: def.listQuerySchema }), async (req, res) => {
    res.json(await service.list(validated(req, 'query')));
  });
  app.get(`${def.path}/:id`, revalidate, validate({ params: contentIdParamsSchema }), async (req, res) => {
    res.json(await service.get(validated<{ id: string }>(req, 'params').id));
  });
  app.post(def.path, ...manage, validate({ body: def.createSchema }), async (req, res) => {
    res.status(201).json(await service.create(req.body, req.auth!.userId));
  });
  for (const method of ['put', 'patch'] as const) {
    app[method](`${def.path}/:id`, ...manage, validate({ params: contentIdParamsSchema, body: def.updateSchema }), async (req, res) => {
      res.json(await service.update(validated<{ id: string }>(req, 'params').id, req.body, req.auth!.userId));
    });
  }
  app.delete(`${def.path}/:id`, ...manage, validate({ params: contentIdParamsSchema }), async (req, res) => {
    await service.remove(validated<{ id: string }>(req, 'params').id, req.auth!.userId);
    res.status(204).end();
  });
}
