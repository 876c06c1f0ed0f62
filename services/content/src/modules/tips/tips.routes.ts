import type { Express } from 'express';
import { saveTipSchema, savedTipNotesSchema, savedTipParamsSchema } from '@trap/contracts';
import { authenticate, requireAuth, validate, validated, type ServiceContext } from '@trap/kit';
import { catalogRoutes } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SavedTipsService } from './saved-tips.service.ts';

/** Tips (`?category&difficulty`) and a logged-in member's saved tips with notes. */
export function tipsRoutes(app: Express, ctx: ServiceContext, tips: CatalogService, saved: SavedTipsService): void {
  const member = [authenticate({ verify: ctx.verify, sessions: ctx.sessions }), requireAuth];
  const noStore = (_req: unknown, res: { set(k: string, v: string): void }, next: () => void) => {
    res.set('Cache-Control', 'private, no-store');
    next();
  };

  app.get('/api/shooting-tips/saved', ...member, noStore, async (req, res) => {
    res.json(await saved.list(req.auth!.userId));
  });
  app.post('/api/shooting-tips/saved', ...member, validate({ body: saveTipSchema }), async (req, res) => {
    const body = validated<{ tipId: string; notes?: string | null }>(req, 'body');
    const result = await saved.save(req.auth!.userId, body.tipId, body.notes);
    res.status(result.created ? 201 : 200).json(result.saved);
  });
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/api/shooting-tips/saved/:tipId',
      ...member,
      validate({ params: savedTipParamsSchema, body: savedTipNotesSchema }),
      async (req, res) => {
        const { tipId } = validated<{ tipId: string }>(req, 'params');
        res.json(await saved.updateNotes(req.auth!.userId, tipId, validated<{ notes: string | null }>(req, 'body').notes));
      },
    );
  }
  app.delete('/api/shooting-tips/saved/:tipId', ...member, validate({ params: savedTipParamsSchema }), async (req, res) => {
    await saved.remove(req.auth!.userId, validated<{ tipId: string }>(req, 'params').tipId);
    res.status(204).end();
  });
  catalogRoutes(app, ctx, tips);
}
