import type { RequestHandler } from 'express';
import type { ShootingTip } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import { catalogRoutes } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SavedTipsService } from './saved-tips.service.ts';

/** A member's own list: never stored by a shared cache. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/**
 * Tips (`?category&difficulty`) and a logged-in member's saved tips with notes, bound before the
 * tips so `/saved` never reads as a tip id.
 */
export function tipsRoutes(api: ApiRouter, tips: CatalogService<ShootingTip>, saved: SavedTipsService): void {
  api.handle(contentApi.listSavedTips, ({ auth }) => saved.list(auth.userId), { before: [noStore] });
  api.handle(contentApi.saveTip, async ({ body, auth, res }) => {
    const result = await saved.save(auth.userId, body.tipId, body.notes);
    // saved already: 200 with the notes as they are now; new: the declared 201
    if (!result.created) res.status(200).json(result.saved);
    return result.saved;
  });
  api.handle(contentApi.updateSavedTipNotes, ({ params, body, auth }) => saved.updateNotes(auth.userId, params.tipId, body.notes));
  api.handle(contentApi.unsaveTip, ({ params, auth }) => saved.remove(auth.userId, params.tipId));
  catalogRoutes(api, contentApi.tips, tips);
}
