import { z } from 'zod';

/**
 * A member's own equipment (SPEC 3.2 equipment_items) and the shared categories it is filed under
 * (equipment_categories). Items are owner-only: another member's item answers 404. SPEC 5: the name
 * is required; price and maintenanceFrequency are numbers; everything else is optional and nullable.
 */

export const NAME_REQUIRED = 'Name is required';
const name = (max: number) => z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(max, `At most ${max} characters`);
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullable().default(null);
const day = z.iso.date({ error: 'Enter a date (YYYY-MM-DD)' }).nullable().default(null);

// ---- equipment_categories: name (unique), description, iconName ------------------------------------

export const equipmentCategoryInputSchema = z.object({
  name: name(80),
  description: text(500),
  iconName: text(40),
});
export type EquipmentCategoryInput = z.input<typeof equipmentCategoryInputSchema>;
export const equipmentCategorySchema = z.object({
  /** a slug of the name (`shotgun`), stable across databases */
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  iconName: z.string().nullable(),
});
export type EquipmentCategory = z.infer<typeof equipmentCategorySchema>;
export const equipmentCategoryListSchema = z.object({ items: z.array(equipmentCategorySchema) });

// ---- equipment_items ------------------------------------------------------------------------------

export const equipmentItemInputSchema = z.object({
  /** one of GET /api/equipment/categories (checked by the service) */
  categoryId: z.string().trim().min(1).max(64).nullable().default(null),
  name: name(120),
  brand: text(80),
  model: text(80),
  serialNumber: text(80),
  /** calendar day */
  purchaseDate: day,
  /** rupees */
  price: z.number({ error: 'Enter a number' }).min(0, 'At least 0').max(100_000_000).nullable().default(null),
  notes: text(5000),
  imageUrl: z
    .url({ protocol: /^https?$/, error: 'Enter a web address (https://…)' })
    .max(2000)
    .nullable()
    .default(null),
  /** days between services */
  maintenanceFrequency: z
    .number({ error: 'Enter a number' })
    .int('Enter whole days')
    .min(1, 'At least 1 day')
    .max(3650, 'At most 3650 days')
    .nullable()
    .default(null),
  /** calendar day the next service is due */
  nextMaintenance: day,
});
export type EquipmentItemInput = z.input<typeof equipmentItemInputSchema>;
export type EquipmentItemFields = z.infer<typeof equipmentItemInputSchema>;

export const equipmentItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  categoryId: z.string().nullable(),
  name: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  price: z.number().nullable(),
  notes: z.string().nullable(),
  imageUrl: z.string().nullable(),
  maintenanceFrequency: z.number().nullable(),
  nextMaintenance: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;

/** GET /api/equipment/items: the member's items by name (a member has a handful; one page holds them all). */
export const equipmentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type EquipmentListQuery = z.infer<typeof equipmentListQuerySchema>;

/** The field message when a session names equipment that is not one of the member's items. */
export const UNKNOWN_EQUIPMENT = 'Choose equipment from your own list';
