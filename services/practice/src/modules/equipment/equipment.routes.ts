import { equipmentApi, equipmentCategoryAdminApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import { ownedCrudRoutes } from '../owned-records/owned-crud.routes.ts';
import type { EquipmentService } from './equipment.service.ts';

/**
 * /api/equipment/items: the member's own items (owner-only CRUD, as the logs), the primary shotgun,
 * each item's maintenance records and usage; /api/equipment/categories.
 */
export function equipmentRoutes(api: ApiRouter, equipment: EquipmentService): void {
  api.handle(equipmentApi.listCategories, () => equipment.categories());
  // admins (equipment.manage) keep the categories
  api.handle(equipmentCategoryAdminApi.listEquipmentCategoriesAdmin, () => equipment.categories());
  api.handle(equipmentCategoryAdminApi.createEquipmentCategory, ({ body, auth }) =>
    equipment.createCategory({ userId: auth.userId, role: auth.role }, body),
  );
  api.handle(equipmentCategoryAdminApi.updateEquipmentCategory, ({ params, body, auth }) =>
    equipment.updateCategory({ userId: auth.userId, role: auth.role }, params.id, body),
  );
  ownedCrudRoutes(api, equipmentApi.items, equipment);
  api.handle(equipmentApi.setPrimary, ({ params, auth }) => equipment.setPrimary(auth.userId, params.id));
  api.handle(equipmentApi.unsetPrimary, ({ params, auth }) => equipment.unsetPrimary(auth.userId, params.id));
  api.handle(equipmentApi.listUsage, ({ params, query, auth }) => equipment.usageOf(auth.userId, params.id, query));
  api.handle(equipmentApi.listMaintenance, ({ params, auth }) => equipment.listMaintenance(auth.userId, params.id));
  api.handle(equipmentApi.createMaintenance, ({ params, body, auth }) => equipment.createMaintenance(auth.userId, params.id, body));
  api.handle(equipmentApi.updateMaintenance, ({ params, body, auth }) =>
    equipment.updateMaintenance(auth.userId, params.id, params.recordId, body),
  );
  api.handle(equipmentApi.removeMaintenance, ({ params, auth }) => equipment.removeMaintenance(auth.userId, params.id, params.recordId));
}
