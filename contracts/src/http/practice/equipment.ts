import { z } from 'zod';
import { httpUrl, inDateWindow, type DateWindowName } from '../common/bounds.ts';
import { objectIdSchema } from '../common/errors.ts';

/**
 * A member's own equipment (SPEC 3.2 equipment_items) and the shared categories it is filed under
 * (equipment_categories). Items are owner-only: another member's item answers 404. SPEC 5: the name
 * is required; price and maintenanceFrequency are numbers; everything else is optional and nullable.
 */

export const NAME_REQUIRED = 'Name is required';
const name = (max: number) => z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(max, `At most ${max} characters`);
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullable().default(null);
/** A calendar day inside its window (DATE_WINDOWS). */
const day = (window: DateWindowName, label: string) =>
  z.iso.date({ error: 'Enter a date (YYYY-MM-DD)' }).superRefine(inDateWindow(window, label)).nullable().default(null);

// ---- equipment_categories: name (unique), description, iconName ------------------------------------

export const equipmentCategoryInputSchema = z.object({
  name: name(80),
  description: text(500),
  iconName: text(40),
});
export type EquipmentCategoryInput = z.input<typeof equipmentCategoryInputSchema>;
export const equipmentCategorySchema = z.object({
  /** a slug of the name it was added with (`shotgun`), stable across databases and renames */
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  iconName: z.string().nullable(),
  /** retired by an admin: not offered for new equipment; items filed under it keep it */
  retired: z.boolean(),
});
export type EquipmentCategory = z.infer<typeof equipmentCategorySchema>;
export const equipmentCategoryListSchema = z.object({ items: z.array(equipmentCategorySchema) });

/** PUT /api/equipment/admin/categories/{id}: the whole category (rename, describe, retire or bring back). */
export const equipmentCategoryUpdateSchema = equipmentCategoryInputSchema.extend({
  retired: z.boolean({ error: 'Retired must be true or false' }).default(false),
});
export type EquipmentCategoryUpdate = z.input<typeof equipmentCategoryUpdateSchema>;
export const equipmentCategoryParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid id')
    .max(80, 'Invalid id'),
});
/** 409: the names are unique, whatever their case */
export const EQUIPMENT_CATEGORY_NAME_TAKEN = 'An equipment category with this name already exists';
/** 400 on categoryId: a retired category takes no new equipment */
export const EQUIPMENT_CATEGORY_RETIRED = 'This category is retired: choose another';

// ---- what the service derives for an item ---------------------------------------------------------

/** Sessions, rounds, targets and shots (cartridges fired) of the sessions that name an item. */
function equipmentUsageTotalsSchema() {
  return z.object({
    sessions: z.number().int(),
    rounds: z.number().int(),
    targets: z.number().int(),
    shots: z.number().int(),
    /** calendar day (IST) of the last session with it */
    lastUsed: z.string().nullable(),
  });
}

/**
 * The next service: a date set by hand on the item wins until a maintenance record is added; then
 * the latest record's next date; else the last service (or the purchase) plus maintenanceFrequency
 * days. With maintenanceEveryShots, the day the shots since the last service reach it, when that
 * comes first.
 */
export const SERVICE_RULE =
  'Next service: a date you set by hand holds until you record a service; then the next date of the latest record, or the last service (the purchase before any) plus the service interval in days; with a shot budget, whichever comes first.';
function equipmentServiceSchema() {
  return z.object({
    /** calendar day the next service is due; null when nothing says */
    nextDate: z.string().nullable(),
    /** what set nextDate */
    dueBy: z.enum(['manual', 'record', 'interval', 'shots']).nullable(),
    /** calendar day of the latest maintenance record */
    lastServiceDate: z.string().nullable(),
    /** shots left of the budget since the last service (0 when reached); null without a budget */
    shotsLeft: z.number().int().nullable(),
    /** ok, due today, or overdue, on the IST calendar day of the answer */
    status: z.enum(['ok', 'due', 'overdue']).nullable(),
  });
}

/** Total cost of ownership in rupees: the price plus every maintenance record's cost. */
export const COST_OF_OWNERSHIP_RULE =
  'Price plus the cost of every maintenance record; cartridges, licence and range fees are not included.';
function costOfOwnershipSchema() {
  return z.object({
    price: z.number(),
    maintenance: z.number(),
    total: z.number(),
    /** maintenance records counted */
    records: z.number().int(),
  });
}

// ---- equipment_items ------------------------------------------------------------------------------

export const equipmentItemInputSchema = z.object({
  /** one of GET /api/equipment/categories (checked by the service) */
  categoryId: z.string().trim().min(1).max(64).nullable().default(null),
  name: name(120),
  brand: text(80),
  model: text(80),
  serialNumber: text(80),
  /** calendar day */
  purchaseDate: day('pastDay', 'The purchase date'),
  /** rupees */
  price: z.number({ error: 'Enter a number' }).min(0, 'At least 0').max(100_000_000).nullable().default(null),
  notes: text(5000),
  imageUrl: httpUrl('Image URL', { max: 2000, message: 'Enter a web address (https://…)' }).nullable().default(null),
  /** days between services */
  maintenanceFrequency: z
    .number({ error: 'Enter a number' })
    .int('Enter whole days')
    .min(1, 'At least 1 day')
    .max(3650, 'At most 3650 days')
    .nullable()
    .default(null),
  /**
   * calendar day the next service is due, set by hand; it holds until the next maintenance record
   * is added (then the record's next date, the interval or the shot budget decide: `service`)
   */
  nextMaintenance: day('maintenanceDue', 'The next maintenance'),
  /** a service every this many shots (e.g. 5,000); with maintenanceFrequency, whichever comes first */
  maintenanceEveryShots: z
    .number({ error: 'Enter a number' })
    .int('Enter whole shots')
    .min(1, 'At least 1 shot')
    .max(1_000_000, 'At most 1,000,000 shots')
    .nullable()
    .default(null),
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
  maintenanceEveryShots: z.number().nullable(),
  /** the member's primary shotgun (one at most: PUT /api/equipment/items/{id}/primary) */
  isPrimary: z.boolean(),
  /** derived from the member's live sessions that name the item (SPEC equipment_usage) */
  usage: equipmentUsageTotalsSchema(),
  /** the usage since the last maintenance record (since purchase when there is none) */
  sinceService: equipmentUsageTotalsSchema(),
  service: equipmentServiceSchema(),
  costOfOwnership: costOfOwnershipSchema(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;
export type EquipmentUsageTotals = EquipmentItem['usage'];
export type EquipmentServiceStatus = EquipmentItem['service'];

/** GET /api/equipment/items: the member's items by name (a member has a handful; one page holds them all). */
export const equipmentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export type EquipmentListQuery = z.infer<typeof equipmentListQuerySchema>;

/** The field message when a session names equipment that is not one of the member's items. */
export const UNKNOWN_EQUIPMENT = 'Choose equipment from your own list';

/** PUT/DELETE /api/equipment/items/{id}/primary */
export const equipmentItemParamsSchema = z.object({ id: objectIdSchema });

// ---- maintenance_records (SPEC 3.2) ---------------------------------------------------------------

export const MAINTENANCE_TYPES = ['Cleaning', 'Service', 'Repair', 'Part replacement', 'Inspection', 'Other'] as const;
export const TYPE_REQUIRED = 'Type is required';
export const NEXT_AFTER_SERVICE = 'The next maintenance must be after the maintenance date';

export const maintenanceRecordInputSchema = z
  .object({
    /** calendar day the work was done */
    maintenanceDate: z.iso.date({ error: 'Enter a date (YYYY-MM-DD)' }).superRefine(inDateWindow('pastDay', 'The maintenance date')),
    /** e.g. one of MAINTENANCE_TYPES (free text) */
    maintenanceType: z.string({ error: TYPE_REQUIRED }).trim().min(1, TYPE_REQUIRED).max(60, 'At most 60 characters'),
    description: text(2000),
    performedBy: text(120),
    /** rupees */
    cost: z.number({ error: 'Enter a number' }).min(0, 'At least 0').max(10_000_000).nullable().default(null),
    /** the parts replaced, as written */
    parts: text(1000),
    /** the next service this record sets (overrides the interval) */
    nextMaintenanceDate: day('maintenanceDue', 'The next maintenance'),
  })
  .superRefine((v, ctx) => {
    if (v.nextMaintenanceDate && v.maintenanceDate && v.nextMaintenanceDate <= v.maintenanceDate)
      ctx.addIssue({ code: 'custom', path: ['nextMaintenanceDate'], message: NEXT_AFTER_SERVICE });
  });
export type MaintenanceRecordInput = z.input<typeof maintenanceRecordInputSchema>;
export type MaintenanceRecordFields = z.infer<typeof maintenanceRecordInputSchema>;

export const maintenanceRecordSchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  maintenanceDate: z.string(),
  maintenanceType: z.string(),
  description: z.string().nullable(),
  performedBy: z.string().nullable(),
  cost: z.number().nullable(),
  parts: z.string().nullable(),
  nextMaintenanceDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;
export const maintenanceRecordListSchema = z.object({ items: z.array(maintenanceRecordSchema), total: z.number().int() });
export const maintenanceRecordParamsSchema = z.object({ id: objectIdSchema, recordId: objectIdSchema });

// ---- equipment_usage (SPEC 3.2), derived from the sessions --------------------------------------------

export const equipmentUsageSchema = z.object({
  sessionId: z.string(),
  /** calendar day (IST) */
  usageDate: z.string(),
  shotsCount: z.number().int(),
  rounds: z.number().int(),
  targets: z.number().int(),
});
export type EquipmentUsage = z.infer<typeof equipmentUsageSchema>;
export const equipmentUsageListSchema = z.object({ items: z.array(equipmentUsageSchema), total: z.number().int() });
export const equipmentUsageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
