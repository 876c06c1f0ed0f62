import type { Express } from 'express';
import { authenticate, type ServiceContext } from '@trap/kit';
import { ownedCrudRoutes } from '../owned-records/owned-crud.routes.ts';
import type { EquipmentService } from './equipment.service.ts';

/** /api/equipment/items: the member's own items (owner-only CRUD, as the logs); /api/equipment/categories. */
export function equipmentRoutes(app: Express, ctx: ServiceContext, equipment: EquipmentService): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });
  app.get('/api/equipment/categories', auth, async (_req, res) => {
    res.json(await equipment.categories());
  });
  ownedCrudRoutes(app, ctx, equipment);
}
