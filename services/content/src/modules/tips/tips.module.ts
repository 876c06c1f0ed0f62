import type { ShootingTip } from '@trap/contracts';
import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { SavedTipsRepository } from './saved-tips.repository.ts';
import { SavedTipsService } from './saved-tips.service.ts';
import { tipsRoutes } from './tips.routes.ts';
import { savedTipsMemberData } from './saved-tips.member-data.ts';

/** Shooting tips and the tips members save (removed with a deleted tip: `savedTips.removeForTip`). */
export async function tipsModule(
  ctx: Pick<ServiceContext, 'conn'>,
  tips: CatalogService<ShootingTip>,
): Promise<ServiceModule & { savedTips: SavedTipsService }> {
  const repo = new SavedTipsRepository(ctx.conn);
  await repo.model.createIndexes();
  const savedTips = new SavedTipsService(repo, tips);
  return {
    name: 'tips',
    savedTips,
    routes: (api) => tipsRoutes(api, tips, savedTips),
    memberData: savedTipsMemberData(ctx.conn),
  };
}
