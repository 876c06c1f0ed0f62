import {
  equipmentItemInputSchema,
  equipmentListQuerySchema,
  type EquipmentCategory,
  type EquipmentItem,
  type EquipmentItemFields,
  type EquipmentListQuery,
} from '@trap/contracts';
import { badRequest, notFound, type Logger } from '@trap/kit';
import type { OwnedCrud } from '../owned-records/owned-crud.routes.ts';
import { demoEquipment } from '../demo/demo-equipment.ts';
import { DEFAULT_CATEGORIES } from './default-categories.ts';
import type { EquipmentItemDoc } from './equipment.model.ts';
import type { EquipmentRepository } from './equipment.repository.ts';

const NOT_A_CATEGORY = 'Choose one of the equipment categories';
const byName = (a: EquipmentItemDoc, b: EquipmentItemDoc) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || String(a._id).localeCompare(String(b._id));

export function itemToApi(doc: EquipmentItemDoc): EquipmentItem {
  const { _id, demo: _demo, createdAt, updatedAt, ...fields } = doc;
  return { id: String(_id), ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/**
 * A member's own equipment, for its owner only (another member's item is 404), and the shared
 * categories. Nothing consumes equipment events yet, so none are published.
 */
export class EquipmentService implements OwnedCrud<EquipmentItemFields, EquipmentListQuery> {
  readonly path = '/api/equipment/items';
  readonly input = equipmentItemInputSchema;
  readonly listQuery = equipmentListQuerySchema;

  constructor(private readonly repo: EquipmentRepository) {}

  private async checkCategory(categoryId: string | null) {
    if (categoryId !== null && !(await this.repo.findCategory(categoryId)))
      throw badRequest(NOT_A_CATEGORY, { categoryId: NOT_A_CATEGORY });
  }

  async create(userId: string, input: EquipmentItemFields): Promise<EquipmentItem> {
    await this.checkCategory(input.categoryId);
    const now = new Date();
    const doc: EquipmentItemDoc = { _id: this.repo.newId(), userId, ...input, demo: false, createdAt: now, updatedAt: now };
    await this.repo.insert(doc);
    return itemToApi(doc);
  }

  /** The member's items by name, a page of them; a member has a handful, so they are sorted in memory. */
  async list(userId: string, { limit, offset }: EquipmentListQuery) {
    const all = (await this.repo.forUser(userId)).sort(byName);
    return { items: all.slice(offset, offset + limit).map(itemToApi), total: all.length };
  }

  async get(userId: string, id: string): Promise<EquipmentItem> {
    const doc = await this.repo.findOwned(id, userId);
    if (!doc) throw notFound('Equipment item');
    return itemToApi(doc);
  }

  /** PUT takes the whole item; another member's item is 404 whatever the body says. */
  async update(userId: string, id: string, input: EquipmentItemFields): Promise<EquipmentItem> {
    if (!(await this.repo.findOwned(id, userId))) throw notFound('Equipment item');
    await this.checkCategory(input.categoryId);
    const updated = await this.repo.update(id, userId, { ...input, updatedAt: new Date() });
    if (!updated) throw notFound('Equipment item'); // deleted meanwhile
    return itemToApi(updated);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repo.remove(id, userId))) throw notFound('Equipment item');
  }

  /** Of `ids`, those that are not the member's items (one read of their items). */
  async unknownIds(userId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const own = new Set((await this.repo.forUser(userId)).map((d) => String(d._id)));
    return ids.filter((id) => !own.has(id));
  }

  /** id -> name of the member's items (the coach names equipment by it). */
  async names(userId: string): Promise<Map<string, string>> {
    return new Map((await this.repo.forUser(userId)).map((d) => [String(d._id), d.name]));
  }

  async categories(): Promise<{ items: EquipmentCategory[] }> {
    const docs = await this.repo.listCategories();
    return { items: docs.map(({ _id, ...c }) => ({ id: _id, ...c })) };
  }

  /** At start: the default categories that are missing (idempotent across restarts and replicas). */
  ensureCategories(): Promise<void> {
    return this.repo.ensureCategories(DEFAULT_CATEGORIES);
  }

  /** The demo member's guns and kit; ids derive from the member, so a replay stores nothing twice. */
  async seedDemo(userId: string, logger: Logger): Promise<void> {
    const items = demoEquipment(userId);
    const inserted = await this.repo.insertNew(items);
    logger.info({ userId, items: items.length, inserted }, 'demo equipment seeded');
  }
}
