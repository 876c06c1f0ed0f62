import {
  equipmentCategoryListSchema,
  equipmentItemInputSchema,
  equipmentItemSchema,
  equipmentListQuerySchema,
} from '../../http/practice/equipment.ts';
import { defineRoutes } from '../registry.ts';
import { ownedCrud } from './practice-logs.ts';

/** The member's own equipment (practice service) and the categories it is filed under. */
export const equipmentRoutes = defineRoutes([
  ...ownedCrud({
    path: '/api/equipment/items',
    what: 'equipment item',
    plural: 'equipment items',
    input: equipmentItemInputSchema,
    output: equipmentItemSchema,
    listQuery: equipmentListQuerySchema,
    tag: 'Equipment',
    create: 'Add an equipment item',
    listDescription: 'By name; limit/offset page through the list. A categoryId must be one of GET /api/equipment/categories.',
  }),
  {
    method: 'get',
    path: '/api/equipment/categories',
    summary: 'Equipment categories',
    description: 'Shotgun, choke, cartridges, eye and ear protection, vest and accessories…, by name.',
    tags: ['Equipment'],
    auth: 'required',
    response: { description: 'The categories', schema: equipmentCategoryListSchema },
  },
]);
