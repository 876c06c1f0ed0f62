import { Types, type Connection, type Model } from 'mongoose';
import { insertMissing } from '@trap/kit';
import { changeOwned, toObjectId } from '../owned-records/owned-record.repository.ts';
import { equipmentCategoryModel, equipmentItemModel, type EquipmentCategoryDoc, type EquipmentItemDoc } from './equipment.model.ts';

/**
 * equipment_items and equipment_categories. A member's items are read in one pass by `{ userId }`:
 * a member has a handful, and on FerretDB any filter but a bare `_id` reads the whole (small)
 * collection anyway, so one read beats a lookup per id.
 */
export class EquipmentRepository {
  readonly items: Model<EquipmentItemDoc>;
  readonly categories: Model<EquipmentCategoryDoc>;

  constructor(conn: Connection) {
    this.items = equipmentItemModel(conn);
    this.categories = equipmentCategoryModel(conn);
  }

  newId = () => new Types.ObjectId();

  forUser(userId: string): Promise<EquipmentItemDoc[]> {
    return this.items.find({ userId }).lean<EquipmentItemDoc[]>();
  }

  /** The member's item by a bare `_id` lookup, owner checked in code; null for anyone else's. */
  async findOwned(id: string, userId: string): Promise<EquipmentItemDoc | null> {
    const _id = toObjectId(id);
    const doc = _id ? await this.items.findById(_id).lean<EquipmentItemDoc>() : null;
    return doc?.userId === userId ? doc : null;
  }

  async insert(doc: EquipmentItemDoc): Promise<void> {
    await this.items.collection.insertOne(doc as never);
  }

  /** Stores the items not stored yet (demo seed replays); how many were new. */
  insertNew(docs: EquipmentItemDoc[]): Promise<number> {
    return insertMissing(this.items.collection, docs);
  }

  /** Sets the fields (only their differences are written); null when it is not the member's item. */
  update(id: string, userId: string, set: Partial<EquipmentItemDoc>): Promise<EquipmentItemDoc | null> {
    return changeOwned(this.items, id, userId, () => ({ set, events: [] }));
  }

  remove(id: string, userId: string): Promise<EquipmentItemDoc | null> {
    return changeOwned(this.items, id, userId, () => ({ remove: 'hard', events: [] }));
  }

  listCategories(): Promise<EquipmentCategoryDoc[]> {
    return this.categories.find().sort({ name: 1 }).lean<EquipmentCategoryDoc[]>();
  }

  findCategory(id: string): Promise<EquipmentCategoryDoc | null> {
    return this.categories.findById(id).lean<EquipmentCategoryDoc>();
  }

  /** Adds the categories not stored yet; the unique name index exists before the first insert. */
  async ensureCategories(categories: EquipmentCategoryDoc[]): Promise<void> {
    await this.categories.init();
    await insertMissing(this.categories.collection, categories);
  }
}
