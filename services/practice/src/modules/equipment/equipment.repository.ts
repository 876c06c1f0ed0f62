import { Types, type Connection, type Model } from 'mongoose';
import { documentStore, recordStaffAction, type OutboxStore } from '@trap/kit';
import type { StaffActionInput } from '@trap/contracts';
import type { StaffActionJournalDoc } from '../pathway/pathway.model.ts';
import { ownedLive, toObjectId } from '../owned-records/owned-record.repository.ts';
import {
  equipmentCategoryModel,
  equipmentItemModel,
  maintenanceRecordModel,
  type EquipmentCategoryDoc,
  type EquipmentItemDoc,
  type MaintenanceRecordDoc,
} from './equipment.model.ts';

/**
 * equipment_items, their maintenance_records and equipment_categories; no events. A member's items are read in one pass by
 * `{ userId }`: a member has a handful, so one read beats a lookup per id (on FerretDB any filter
 * but a bare `_id` reads the whole, small, collection anyway).
 */
export class EquipmentRepository {
  private readonly items: OutboxStore<EquipmentItemDoc>;
  private readonly categories: Model<EquipmentCategoryDoc>;
  private readonly categoryStore: OutboxStore<EquipmentCategoryDoc>;
  private readonly records: OutboxStore<MaintenanceRecordDoc>;

  /** `journal`: the service's staff-action journal, whose outbox carries admins' changes to the audit log. */
  private readonly journal?: OutboxStore<StaffActionJournalDoc>;
  constructor(conn: Connection, journal?: OutboxStore<StaffActionJournalDoc>) {
    this.journal = journal;
    this.items = documentStore(equipmentItemModel(conn));
    this.records = documentStore(maintenanceRecordModel(conn));
    this.categories = equipmentCategoryModel(conn);
    this.categoryStore = documentStore(this.categories);
  }

  newId = () => new Types.ObjectId();

  forUser(userId: string): Promise<EquipmentItemDoc[]> {
    return this.items.model.find({ userId }).lean<EquipmentItemDoc[]>();
  }

  /** The member's item; null for anyone else's. */
  async findOwned(id: string, userId: string): Promise<EquipmentItemDoc | null> {
    const _id = toObjectId(id);
    return _id ? this.items.findById(_id, ownedLive(userId)) : null;
  }

  async insert(doc: EquipmentItemDoc): Promise<void> {
    await this.items.insert(doc);
  }

  /** Stores the items not stored yet (demo seed replays); how many were new. */
  insertNew(docs: EquipmentItemDoc[]): Promise<number> {
    return this.items.insertMissing(docs);
  }

  /** Sets the fields (only their differences are written); null when it is not the member's item. */
  update(id: string, userId: string, set: Partial<EquipmentItemDoc>): Promise<EquipmentItemDoc | null> {
    const _id = toObjectId(id);
    return _id ? this.items.update(_id, () => ({ set, events: [] }), ownedLive(userId)) : Promise.resolve(null);
  }

  async remove(id: string, userId: string): Promise<boolean> {
    const _id = toObjectId(id);
    return _id ? this.items.remove(_id, ownedLive(userId)) : false;
  }

  // ---- maintenance records: a member's are read in one pass by `{ userId }` (a handful per item)

  recordsForUser(userId: string): Promise<MaintenanceRecordDoc[]> {
    return this.records.model.find({ userId }).lean<MaintenanceRecordDoc[]>();
  }

  async recordsOf(userId: string, equipmentId: string): Promise<MaintenanceRecordDoc[]> {
    return (await this.recordsForUser(userId)).filter((r) => r.equipmentId === equipmentId);
  }

  /** The member's record of that item; null for anyone else's. */
  async findRecord(id: string, userId: string, equipmentId: string): Promise<MaintenanceRecordDoc | null> {
    const _id = toObjectId(id);
    return _id ? this.records.findById(_id, { userId, equipmentId }) : null;
  }

  async insertRecord(doc: MaintenanceRecordDoc): Promise<void> {
    await this.records.insert(doc);
  }

  insertNewRecords(docs: MaintenanceRecordDoc[]): Promise<number> {
    return this.records.insertMissing(docs);
  }

  updateRecord(id: string, userId: string, equipmentId: string, set: Partial<MaintenanceRecordDoc>): Promise<MaintenanceRecordDoc | null> {
    const _id = toObjectId(id);
    return _id ? this.records.update(_id, () => ({ set, events: [] }), { userId, equipmentId }) : Promise.resolve(null);
  }

  async removeRecord(id: string, userId: string, equipmentId: string): Promise<boolean> {
    const _id = toObjectId(id);
    return _id ? this.records.remove(_id, { userId, equipmentId }) : false;
  }

  /** An item's records go with it. */
  async removeRecordsOf(userId: string, equipmentId: string): Promise<void> {
    for (const r of await this.recordsOf(userId, equipmentId)) await this.records.remove(r._id, { userId, equipmentId });
  }

  listCategories(): Promise<EquipmentCategoryDoc[]> {
    return this.categories.find().sort({ name: 1 }).lean<EquipmentCategoryDoc[]>();
  }

  findCategory(id: string): Promise<EquipmentCategoryDoc | null> {
    return this.categories.findById(id).lean<EquipmentCategoryDoc>();
  }

  /** A new category; false when its id or name is taken (the unique indexes decide, across replicas). */
  insertCategory(doc: EquipmentCategoryDoc): Promise<boolean> {
    return this.categoryStore.insert(doc);
  }

  /** Changes a category under its lock; null when there is none. A name taken meanwhile throws a duplicate-key error. */
  updateCategory(id: string, set: Partial<Omit<EquipmentCategoryDoc, '_id'>>): Promise<EquipmentCategoryDoc | null> {
    return this.categoryStore.update(id, () => ({ set, events: [] }));
  }

  /** Records an admin's change for the audit log (practice.staff_action.recorded) through the journal's outbox. */
  async recordStaffAction(action: Omit<StaffActionInput, 'at'> & { at: Date }): Promise<void> {
    if (!this.journal) return;
    await this.journal.insert({ _id: new Types.ObjectId(), action: action.action, itemId: action.itemId, at: action.at }, [
      recordStaffAction('practice', action),
    ]);
  }

  /** Adds the categories not stored yet; the unique name index exists before the first insert. */
  async ensureCategories(categories: EquipmentCategoryDoc[]): Promise<void> {
    await this.categories.init();
    await documentStore(this.categories).insertMissing(categories);
  }
}
