import {
  equipmentCategoryInputSchema,
  equipmentCategoryListSchema,
  equipmentCategoryParamsSchema,
  equipmentCategorySchema,
  equipmentCategoryUpdateSchema,
  equipmentItemInputSchema,
  equipmentItemParamsSchema,
  equipmentItemSchema,
  equipmentListQuerySchema,
  equipmentUsageListSchema,
  equipmentUsageQuerySchema,
  maintenanceRecordInputSchema,
  maintenanceRecordListSchema,
  maintenanceRecordParamsSchema,
  maintenanceRecordSchema,
} from '../http/practice/equipment.ts';
import { defineApi, gateTier } from './define.ts';
import { ownedCrud } from './owned-crud.ts';

const tags = ['Equipment'];

/** The member's own equipment (practice service), its maintenance records and usage, and the categories it is filed under. */
export const equipmentApi = defineApi({
  items: ownedCrud({
    path: '/api/equipment/items',
    what: 'equipment item',
    plural: 'equipment items',
    input: equipmentItemInputSchema,
    output: equipmentItemSchema,
    listQuery: equipmentListQuerySchema,
    tag: 'Equipment',
    create: 'Add an equipment item',
    listDescription:
      'By name; limit/offset page through the list. A categoryId must be one of GET /api/equipment/categories. Each item carries its usage (from the sessions that name it), its next service and its total cost of ownership.',
  }),
  setPrimary: {
    method: 'put',
    path: '/api/equipment/items/{id}/primary',
    summary: 'Make an item my primary shotgun',
    description: 'One primary per member: the one before stops being primary. Another member’s item is 404.',
    tags,
    auth: 'required',
    request: { params: equipmentItemParamsSchema },
    response: { description: 'The item, now primary', schema: equipmentItemSchema },
    errors: [404],
  },
  unsetPrimary: {
    method: 'delete',
    path: '/api/equipment/items/{id}/primary',
    summary: 'Stop an item being my primary shotgun',
    tags,
    auth: 'required',
    request: { params: equipmentItemParamsSchema },
    response: { description: 'The item, no longer primary', schema: equipmentItemSchema },
    errors: [404],
  },
  listUsage: {
    method: 'get',
    path: '/api/equipment/items/{id}/usage',
    summary: 'The sessions an item was used in',
    description:
      'SPEC equipment_usage, derived from my live sessions that name the item, newest first: usage date, shots, rounds, targets.',
    tags,
    auth: 'required',
    request: { params: equipmentItemParamsSchema, query: equipmentUsageQuerySchema },
    response: { description: 'A page and the total', schema: equipmentUsageListSchema },
    errors: [404],
  },
  listMaintenance: {
    method: 'get',
    path: '/api/equipment/items/{id}/maintenance',
    summary: 'An item’s maintenance records',
    description: 'Newest first. Another member’s item is 404.',
    tags,
    auth: 'required',
    request: { params: equipmentItemParamsSchema },
    response: { description: 'The records', schema: maintenanceRecordListSchema },
    errors: [404],
  },
  createMaintenance: {
    method: 'post',
    path: '/api/equipment/items/{id}/maintenance',
    summary: 'Record maintenance of an item',
    description: 'A record with a nextMaintenanceDate sets the next service; a date set by hand on the item gives way to it.',
    tags,
    auth: 'required',
    request: { params: equipmentItemParamsSchema, body: maintenanceRecordInputSchema },
    response: { status: 201, description: 'The record', schema: maintenanceRecordSchema },
    errors: [404],
  },
  updateMaintenance: {
    method: 'put',
    path: '/api/equipment/items/{id}/maintenance/{recordId}',
    summary: 'Edit a maintenance record',
    description: 'The whole record again. Another member’s record is 404.',
    tags,
    auth: 'required',
    request: { params: maintenanceRecordParamsSchema, body: maintenanceRecordInputSchema },
    response: { description: 'The record after the edit', schema: maintenanceRecordSchema },
    errors: [404],
  },
  removeMaintenance: {
    method: 'delete',
    path: '/api/equipment/items/{id}/maintenance/{recordId}',
    summary: 'Delete a maintenance record',
    tags,
    auth: 'required',
    request: { params: maintenanceRecordParamsSchema },
    response: { status: 204, description: 'Deleted' },
    errors: [404],
  },
  listCategories: {
    method: 'get',
    path: '/api/equipment/categories',
    summary: 'Equipment categories',
    description:
      'Shotgun, choke, cartridges, eye and ear protection, vest and accessories…, by name. Retired ones are listed too (`retired: true`), so equipment filed under them keeps its category; they are not offered for new equipment.',
    tags,
    auth: 'required',
    response: { description: 'The categories', schema: equipmentCategoryListSchema },
  },
});

/** Shooter's Circle: equipment (tier-features `equipment`). */
gateTier('shooters_circle', equipmentApi);

const adminTags = ['Equipment'];
/** Admins keep the shared equipment categories (SPEC 3.2 equipment_categories): add, rename, retire. Not tier-gated: staff work. */
export const equipmentCategoryAdminApi = defineApi({
  listEquipmentCategoriesAdmin: {
    method: 'get',
    path: '/api/equipment/admin/categories',
    summary: 'Every equipment category, retired ones too (admin)',
    description: 'By name; needs equipment.manage (admins).',
    tags: adminTags,
    auth: 'required',
    capability: 'equipment.manage',
    response: { description: 'The categories', schema: equipmentCategoryListSchema },
  },
  createEquipmentCategory: {
    method: 'post',
    path: '/api/equipment/admin/categories',
    summary: 'Add an equipment category (admin)',
    description:
      'SPEC 5: the name is required (`Name is required`); description and iconName are optional. Names are unique whatever their case: a second is 409. The id is a slug of the name and stays when it is renamed. Needs equipment.manage.',
    tags: adminTags,
    auth: 'required',
    capability: 'equipment.manage',
    request: { body: equipmentCategoryInputSchema },
    response: { status: 201, description: 'The category', schema: equipmentCategorySchema },
    errors: [409],
  },
  updateEquipmentCategory: {
    method: 'put',
    path: '/api/equipment/admin/categories/{id}',
    summary: 'Rename, describe, retire or bring back an equipment category (admin)',
    description:
      'The whole category. A retired category is not offered for new equipment (400 on categoryId when an item is filed under it anew); items already under it keep it. Another category’s name is 409; an unknown id 404. Needs equipment.manage.',
    tags: adminTags,
    auth: 'required',
    capability: 'equipment.manage',
    request: { params: equipmentCategoryParamsSchema, body: equipmentCategoryUpdateSchema },
    response: { description: 'The category', schema: equipmentCategorySchema },
    errors: [404, 409],
  },
});
