import type { ShootingRange } from '@trap/contracts';
import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { RangeSlotsRepository } from './range-slots.repository.ts';
import { RangeSlotsService } from './range-slots.service.ts';
import { rangeSlotsRoutes } from './range-slots.routes.ts';
import { rangeSlotsMemberData } from './range-slots.member-data.ts';

/** A range's bookable slots and members' bookings. */
export async function rangeSlotsModule(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>, ranges: CatalogService<ShootingRange>): Promise<ServiceModule> {
  const repo = new RangeSlotsRepository(ctx);
  await repo.indexes();
  const slots = new RangeSlotsService(repo, ranges);
  return { name: 'range-slots', routes: (api) => rangeSlotsRoutes(api, slots), memberData: rangeSlotsMemberData(ctx.conn) };
}
