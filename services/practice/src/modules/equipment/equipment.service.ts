import {
  EQUIPMENT_CATEGORY_NAME_TAKEN,
  EQUIPMENT_CATEGORY_RETIRED,
  type EquipmentCategoryInput,
  type EquipmentCategoryUpdate,
} from '@trap/contracts';
import type {
  EquipmentCategory,
  EquipmentItem,
  EquipmentItemFields,
  EquipmentListQuery,
  EquipmentUsage,
  MaintenanceRecord,
  MaintenanceRecordFields,
} from '@trap/contracts';
import { badRequest, conflict, isDuplicateKeyError, notFound, type Logger } from '@trap/kit';
import type { OwnedRecords } from '../owned-records/owned-crud.routes.ts';
import { demoEquipment, demoMaintenanceRecords } from '../demo/demo-equipment.ts';
import { DEFAULT_CATEGORIES, slug } from './default-categories.ts';
import type { EquipmentCategoryDoc, EquipmentItemDoc, MaintenanceRecordDoc } from './equipment.model.ts';
import type { EquipmentRepository } from './equipment.repository.ts';
import { costOfOwnership, rowsOf, scheduleOf, shotsOf, todayIst, usageDay, usageTotals, type UsageRow } from './maintenance-schedule.ts';
import { type SessionForStats } from '../stats/practice-stats.ts';

const NOT_A_CATEGORY = 'Choose one of the equipment categories';
const byName = (a: EquipmentItemDoc, b: EquipmentItemDoc) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || String(a._id).localeCompare(String(b._id));

/** Who changes the categories: an admin's id and role, for the audit log. */
export interface CategoryEditor {
  userId: string;
  role: string;
}

const categoryToApi = ({ _id, name, description, iconName, retired }: EquipmentCategoryDoc): EquipmentCategory => ({
  id: _id,
  name,
  description,
  iconName,
  retired: Boolean(retired),
});
const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
const nameTaken = () => conflict(EQUIPMENT_CATEGORY_NAME_TAKEN, { name: EQUIPMENT_CATEGORY_NAME_TAKEN });

/** Where usage comes from: the member's live sessions' statistics rows (SessionRepository.forStats, cached). */
export interface UsageSource {
  forStats(f: { userId: string }): Promise<SessionForStats[]>;
}

/** The stored fields of an item, as the API shows them (documents stored before a field existed read as its default). */
function itemFields(doc: EquipmentItemDoc) {
  const { _id, demo: _demo, createdAt, updatedAt, ...fields } = doc;
  return {
    id: String(_id),
    ...fields,
    maintenanceEveryShots: doc.maintenanceEveryShots ?? null,
    isPrimary: doc.isPrimary ?? false,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** An item with what is derived for it: usage, the next service, the total cost of ownership. */
function itemToApi(doc: EquipmentItemDoc, records: MaintenanceRecordDoc[], rows: UsageRow[], today = todayIst()): EquipmentItem {
  const own = records.filter((r) => r.equipmentId === String(doc._id));
  const itemRows = rowsOf(String(doc._id), rows);
  const { service, sinceService } = scheduleOf(doc, own, itemRows, today);
  return { ...itemFields(doc), usage: usageTotals(itemRows), sinceService, service, costOfOwnership: costOfOwnership(doc, own) };
}

function recordToApi(doc: MaintenanceRecordDoc): MaintenanceRecord {
  const { _id, userId: _u, demo: _d, createdAt, updatedAt, ...fields } = doc;
  return { id: String(_id), ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const newestFirst = (a: MaintenanceRecordDoc, b: MaintenanceRecordDoc) =>
  b.maintenanceDate.localeCompare(a.maintenanceDate) || b.createdAt.getTime() - a.createdAt.getTime();

/**
 * A member's own equipment, for its owner only (another member's item or record is 404), its
 * maintenance records, its usage (derived on read from the statistics rows of the member's live
 * sessions, so a logged, edited or deleted session moves it at once, demo sessions included), the
 * primary shotgun, and the shared categories. No events: the Maintenance Due reminder is the
 * worker's (maintenance-reminders.ts).
 */
export class EquipmentService implements OwnedRecords<EquipmentItemFields, EquipmentListQuery, EquipmentItem> {
  private readonly repo: EquipmentRepository;
  private readonly usage: UsageSource;
  constructor(repo: EquipmentRepository, usage: UsageSource = { forStats: async () => [] }) {
    this.repo = repo;
    this.usage = usage;
  }

  /** A stored category that takes new equipment; a retired one only for an item already filed under it. */
  private async checkCategory(categoryId: string | null, current: string | null = null) {
    if (categoryId === null) return;
    const category = await this.repo.findCategory(categoryId);
    if (!category) throw badRequest(NOT_A_CATEGORY, { categoryId: NOT_A_CATEGORY });
    if (category.retired && categoryId !== current)
      throw badRequest(EQUIPMENT_CATEGORY_RETIRED, { categoryId: EQUIPMENT_CATEGORY_RETIRED });
  }

  private rows(userId: string): Promise<UsageRow[]> {
    return this.usage.forStats({ userId });
  }

  private async owned(userId: string, id: string): Promise<EquipmentItemDoc> {
    const doc = await this.repo.findOwned(id, userId);
    if (!doc) throw notFound('Equipment item');
    return doc;
  }

  private async view(userId: string, doc: EquipmentItemDoc): Promise<EquipmentItem> {
    const [records, rows] = await Promise.all([this.repo.recordsOf(userId, String(doc._id)), this.rows(userId)]);
    return itemToApi(doc, records, rows);
  }

  async create(userId: string, input: EquipmentItemFields): Promise<EquipmentItem> {
    await this.checkCategory(input.categoryId);
    const now = new Date();
    const doc: EquipmentItemDoc = {
      _id: this.repo.newId(),
      userId,
      ...input,
      isPrimary: false,
      demo: false,
      createdAt: now,
      updatedAt: now,
    };
    await this.repo.insert(doc);
    return this.view(userId, doc);
  }

  /** The member's items by name, a page of them; a member has a handful, so they are sorted in memory. */
  async list(userId: string, { limit, offset }: EquipmentListQuery) {
    const [all, records, rows] = await Promise.all([this.repo.forUser(userId), this.repo.recordsForUser(userId), this.rows(userId)]);
    all.sort(byName);
    const today = todayIst();
    return { items: all.slice(offset, offset + limit).map((d) => itemToApi(d, records, rows, today)), total: all.length };
  }

  async get(userId: string, id: string): Promise<EquipmentItem> {
    return this.view(userId, await this.owned(userId, id));
  }

  /** PUT takes the whole item; another member's item is 404 whatever the body says. */
  async update(userId: string, id: string, input: EquipmentItemFields): Promise<EquipmentItem> {
    const current = await this.owned(userId, id);
    await this.checkCategory(input.categoryId, current.categoryId);
    const updated = await this.repo.update(id, userId, { ...input, updatedAt: new Date() });
    if (!updated) throw notFound('Equipment item'); // deleted meanwhile
    return this.view(userId, updated);
  }

  /** The item and its maintenance records. */
  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repo.remove(id, userId))) throw notFound('Equipment item');
    await this.repo.removeRecordsOf(userId, id);
  }

  /** Makes the item the member's primary shotgun; the one before stops being primary. */
  async setPrimary(userId: string, id: string): Promise<EquipmentItem> {
    await this.owned(userId, id);
    for (const other of await this.repo.forUser(userId))
      if (other.isPrimary && String(other._id) !== id) await this.repo.update(String(other._id), userId, { isPrimary: false });
    const updated = await this.repo.update(id, userId, { isPrimary: true });
    if (!updated) throw notFound('Equipment item');
    return this.view(userId, updated);
  }

  async unsetPrimary(userId: string, id: string): Promise<EquipmentItem> {
    await this.owned(userId, id);
    const updated = await this.repo.update(id, userId, { isPrimary: false });
    if (!updated) throw notFound('Equipment item');
    return this.view(userId, updated);
  }

  /** SPEC equipment_usage: one line per live session naming the item, newest first. */
  async usageOf(userId: string, id: string, { limit, offset }: { limit: number; offset: number }) {
    await this.owned(userId, id);
    const rows = rowsOf(id, await this.rows(userId)).reverse();
    const items: EquipmentUsage[] = rows.slice(offset, offset + limit).map((r) => ({
      sessionId: r.id,
      usageDate: usageDay(r),
      shotsCount: shotsOf(r),
      rounds: r.agg.rounds ?? 0,
      targets: r.agg.targets ?? 0,
    }));
    return { items, total: rows.length };
  }

  // ---- maintenance records -------------------------------------------------------------------

  async listMaintenance(userId: string, id: string) {
    await this.owned(userId, id);
    const records = (await this.repo.recordsOf(userId, id)).sort(newestFirst);
    return { items: records.map(recordToApi), total: records.length };
  }

  /** Records the work; a next date set by hand on the item gives way to the records and the interval. */
  async createMaintenance(userId: string, id: string, input: MaintenanceRecordFields): Promise<MaintenanceRecord> {
    const item = await this.owned(userId, id);
    const now = new Date();
    const doc: MaintenanceRecordDoc = {
      _id: this.repo.newId(),
      userId,
      equipmentId: id,
      ...input,
      demo: false,
      createdAt: now,
      updatedAt: now,
    };
    await this.repo.insertRecord(doc);
    if (item.nextMaintenance !== null) await this.repo.update(id, userId, { nextMaintenance: null, updatedAt: now });
    return recordToApi(doc);
  }

  async updateMaintenance(userId: string, id: string, recordId: string, input: MaintenanceRecordFields): Promise<MaintenanceRecord> {
    await this.owned(userId, id);
    const updated = await this.repo.updateRecord(recordId, userId, id, { ...input, updatedAt: new Date() });
    if (!updated) throw notFound('Maintenance record');
    return recordToApi(updated);
  }

  async removeMaintenance(userId: string, id: string, recordId: string): Promise<void> {
    await this.owned(userId, id);
    if (!(await this.repo.removeRecord(recordId, userId, id))) throw notFound('Maintenance record');
  }

  // ---- for other modules -----------------------------------------------------------------------

  /** Of `ids`, those that are not the member's items (one read of their items). */
  async unknownIds(userId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const own = new Set((await this.repo.forUser(userId)).map((d) => String(d._id)));
    return ids.filter((id) => !own.has(id));
  }

  /** id -> name of the member's items (the coach names equipment by it; the licence vault links firearms by id). */
  async names(userId: string): Promise<Map<string, string>> {
    return new Map((await this.repo.forUser(userId)).map((d) => [String(d._id), d.name]));
  }

  /** Every category by name, retired ones too (members' items keep theirs; the forms offer the others). */
  async categories(): Promise<{ items: EquipmentCategory[] }> {
    return { items: (await this.repo.listCategories()).map(categoryToApi) };
  }

  // ---- admins keep the categories ------------------------------------------------------------------

  private async assertNameFree(name: string, except?: string): Promise<void> {
    if ((await this.repo.listCategories()).some((c) => c._id !== except && sameName(c.name, name))) throw nameTaken();
  }

  /** A new category; its id is a slug of its name (a name whose slug is taken is taken too). */
  async createCategory(by: CategoryEditor, input: EquipmentCategoryInput & { name: string }): Promise<EquipmentCategory> {
    await this.assertNameFree(input.name);
    const id = slug(input.name) || `category-${Date.now().toString(36)}`;
    const doc: EquipmentCategoryDoc = {
      _id: id,
      name: input.name,
      description: input.description ?? null,
      iconName: input.iconName ?? null,
      retired: false,
    };
    let stored: boolean;
    try {
      stored = await this.repo.insertCategory(doc);
    } catch (err) {
      if (isDuplicateKeyError(err)) throw nameTaken();
      throw err;
    }
    if (!stored) throw nameTaken();
    await this.audit(by, 'create', doc, null, { name: doc.name, description: doc.description, iconName: doc.iconName });
    return categoryToApi(doc);
  }

  /** Renames, describes, retires or brings back a category; its id, and every item filed under it, stay. */
  async updateCategory(by: CategoryEditor, id: string, input: EquipmentCategoryUpdate & { name: string }): Promise<EquipmentCategory> {
    const before = await this.repo.findCategory(id);
    if (!before) throw notFound('Equipment category');
    await this.assertNameFree(input.name, id);
    const set = {
      name: input.name,
      description: input.description ?? null,
      iconName: input.iconName ?? null,
      retired: Boolean(input.retired),
    };
    let after: EquipmentCategoryDoc | null;
    try {
      after = await this.repo.updateCategory(id, set);
    } catch (err) {
      if (isDuplicateKeyError(err)) throw nameTaken();
      throw err;
    }
    if (!after) throw notFound('Equipment category');
    const changed = (Object.keys(set) as (keyof typeof set)[]).filter((k) => (before[k] ?? (k === 'retired' ? false : null)) !== set[k]);
    if (changed.length) {
      const verb = changed.length === 1 && changed[0] === 'retired' ? (set.retired ? 'retire' : 'restore') : 'update';
      await this.audit(
        by,
        verb,
        after,
        Object.fromEntries(changed.map((k) => [k, before[k] ?? (k === 'retired' ? false : null)])),
        Object.fromEntries(changed.map((k) => [k, set[k]])),
      );
    }
    return categoryToApi(after);
  }

  private audit(
    by: CategoryEditor,
    verb: 'create' | 'update' | 'retire' | 'restore',
    c: EquipmentCategoryDoc,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    return this.repo.recordStaffAction({
      actorId: by.userId,
      actorRole: by.role,
      action: `equipment_category.${verb}`,
      itemType: 'equipment_category',
      itemId: c._id,
      itemLabel: c.name,
      before,
      after,
      at: new Date(),
    });
  }

  /** At start: the default categories that are missing (idempotent across restarts and replicas). */
  ensureCategories(): Promise<void> {
    return this.repo.ensureCategories(DEFAULT_CATEGORIES);
  }

  /**
   * The demo member's guns and kit, the Beretta primary, and the two shotguns' maintenance history;
   * ids derive from the member, so a replay stores nothing twice. Usage needs no seeding: it is
   * read from the demo sessions' statistics rows like any session's.
   */
  async seedDemo(userId: string, logger: Logger): Promise<void> {
    const items = demoEquipment(userId);
    const inserted = await this.repo.insertNew(items);
    // items a demo seed stored before these fields existed get them
    for (const item of items) {
      const stored = await this.repo.findOwned(String(item._id), userId);
      if (stored && stored.isPrimary === undefined)
        await this.repo.update(String(item._id), userId, {
          isPrimary: item.isPrimary,
          maintenanceEveryShots: item.maintenanceEveryShots,
          nextMaintenance: item.nextMaintenance,
        });
    }
    const records = await this.repo.insertNewRecords(demoMaintenanceRecords(userId));
    logger.info({ userId, items: items.length, inserted, records }, 'demo equipment seeded');
  }
}
