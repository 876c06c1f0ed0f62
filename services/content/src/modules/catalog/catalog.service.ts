import { Types } from 'mongoose';
import { conflict, isDuplicateKeyError, notFound, recordEvent, type ServiceContext } from '@trap/kit';
import { contentEvents } from '@trap/contracts';
import { CatalogRepository } from './catalog.repository.ts';
import type { CatalogDefinition, StoredDoc } from './catalog.types.ts';

/** Stored document -> API object: `id`, ISO dates, defaults for absent optional fields, no internals. */
export function serialize(def: CatalogDefinition, doc: StoredDoc): Record<string, unknown> {
  const out: Record<string, unknown> = { ...def.defaults };
  for (const [key, value] of Object.entries(doc)) {
    if (key === '_id' || key === 'deletedAt' || key === '_outbox' || key === '__v') continue;
    out[key] = value instanceof Date ? value.toISOString() : value === undefined ? def.defaults[key] : value;
  }
  out.id = String(doc._id);
  return def.present ? def.present(out) : out;
}

const PAGING_KEYS = new Set(['limit', 'offset']);

/** The use cases every kind of content shares. Only writer of its collection; every write records its event. */
export class CatalogService {
  readonly repo: CatalogRepository;

  constructor(
    readonly def: CatalogDefinition,
    private readonly ctx: Pick<ServiceContext, 'publishSoon'>,
  ) {
    this.repo = new CatalogRepository(def);
  }

  present = (doc: StoredDoc) => serialize(this.def, doc);

  async list(query: Record<string, unknown>, extra: Record<string, unknown> = {}, sort?: Record<string, 1 | -1>) {
    const filterInput = Object.fromEntries(Object.entries(query).filter(([k, v]) => !PAGING_KEYS.has(k) && v !== undefined));
    const filter = { ...(this.def.filter ? this.def.filter(filterInput) : {}), ...extra };
    const docs = await this.repo.list(filter, { limit: query.limit as number, offset: query.offset as number, sort });
    return docs.map(this.present);
  }

  async get(id: string) {
    const doc = await this.repo.findById(id);
    if (!doc) throw notFound(this.def.label);
    return this.present(doc);
  }

  async create(input: Record<string, unknown>, userId: string) {
    const now = new Date();
    const doc = { ...(this.def.prepareCreate ? this.def.prepareCreate(input, userId) : input), createdAt: now, updatedAt: now };
    await this.assertUnique(doc);
    const stored = await this.insertWithEvent(doc, userId);
    this.ctx.publishSoon();
    return this.present(stored);
  }

  private async insertWithEvent(doc: Record<string, unknown>, userId: string): Promise<StoredDoc> {
    // the id is chosen here so the published event carries the final item
    const _id = new Types.ObjectId();
    const item = this.present({ _id, ...doc });
    const event = recordEvent(contentEvents[this.def.entity].published, { entity: this.def.entity, id: String(_id), item, by: userId });
    try {
      await this.def.model.collection.insertOne({ _id, ...doc, deletedAt: null, _outbox: [event] } as never);
    } catch (err) {
      if (isDuplicateKeyError(err)) throw this.duplicateError(Object.keys(this.def.unique ?? {})[0]);
      throw err;
    }
    return { _id, ...doc } as StoredDoc;
  }

  async update(id: string, patch: Record<string, unknown>, userId: string) {
    const set = { ...(this.def.prepareUpdate ? this.def.prepareUpdate(patch) : patch) };
    for (const key of Object.keys(set)) if (set[key] === undefined) delete set[key];
    set.updatedAt = new Date();
    if (!(await this.repo.findById(id))) throw notFound(this.def.label);
    await this.assertUnique(set, id);
    const after = await this.repo
      .update(id, set, (doc) => [
        recordEvent(contentEvents[this.def.entity].updated, { entity: this.def.entity, id, item: this.present(doc), by: userId }),
      ])
      .catch(async (err: unknown) => {
        // another write took the value between the check and this update: the unique index refused it
        if (!isDuplicateKeyError(err)) throw err;
        throw this.duplicateError((await this.repo.duplicateOf(set, id)) ?? Object.keys(this.def.unique ?? {})[0]);
      });
    if (!after) throw notFound(this.def.label);
    this.ctx.publishSoon();
    return this.present(after);
  }

  async remove(id: string, userId: string): Promise<void> {
    const event = recordEvent(contentEvents[this.def.entity].deleted, { entity: this.def.entity, id, by: userId });
    if (!(await this.repo.softDelete(id, event))) throw notFound(this.def.label);
    this.ctx.publishSoon();
  }

  private async assertUnique(values: Record<string, unknown>, exceptId?: string) {
    const field = await this.repo.duplicateOf(values, exceptId);
    if (field) throw this.duplicateError(field);
  }

  private duplicateError(field: string | undefined) {
    const message = (field && this.def.unique?.[field]) || 'That already exists';
    return conflict(message, field ? { [field]: message } : undefined);
  }
}
