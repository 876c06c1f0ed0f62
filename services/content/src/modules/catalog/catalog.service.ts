import { conflict, isDuplicateKeyError, notFound, recordEvent, recordStaffAction, type OutboxEntry, type ServiceContext } from '@trap/kit';
import { contentEvents } from '@trap/contracts';
import { CatalogRepository, newContentId } from './catalog.repository.ts';
import type { CatalogDefinition, ContentItem, StoredDoc } from './catalog.types.ts';

/** Stored document -> API fields: `id`, ISO dates, defaults for absent optional fields, no internals. */
function serialize(def: Pick<CatalogDefinition, 'defaults' | 'present'>, doc: StoredDoc): Record<string, unknown> {
  const out: Record<string, unknown> = { ...def.defaults };
  for (const [key, value] of Object.entries(doc)) {
    if (key === '_id' || key === 'deletedAt' || key === '__v') continue;
    out[key] = value instanceof Date ? value.toISOString() : value === undefined ? def.defaults[key] : value;
  }
  out.id = String(doc._id);
  return def.present ? def.present(out) : out;
}

const PAGING_KEYS = new Set(['limit', 'offset']);
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Who made a change: the staff member's id and role, for the audit trail. */
export interface Actor {
  userId: string;
  role?: string | null;
}
const actorOf = (actor: string | Actor): Actor => (typeof actor === 'string' ? { userId: actor } : actor);

/** A value as the audit trail keeps it: long texts cut short, dates as ISO text. */
const auditValue = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 199)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 20).map(auditValue);
  return value;
};
const auditFields = (doc: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k !== 'updatedAt' && k !== 'createdAt').map((k) => [k, auditValue(doc[k] ?? null)]));
const labelOf = (doc: Record<string, unknown>) => {
  const label = [doc.title, doc.name, doc.tipText].find((v) => typeof v === 'string');
  return typeof label === 'string' ? label.slice(0, 200) : null;
};

/** A list request: paging and the kind's filters. */
export type ListQuery = { limit: number; offset: number } & Record<string, unknown>;

/** The use cases every kind of content shares. Only writer of its collection; every write records its event. */
export class CatalogService<Item extends ContentItem = ContentItem> {
  readonly repo: CatalogRepository;

  readonly def: CatalogDefinition<Item>;
  constructor(def: CatalogDefinition<Item>, ctx: Pick<ServiceContext, 'outboxStore'>) {
    this.def = def;
    this.repo = new CatalogRepository(def, ctx.outboxStore(def.model));
  }

  /** The item as the API answers it: it leaves through the kind's declared response schema. */
  present = (doc: StoredDoc): Item => this.def.item.parse(serialize(this.def, doc));

  async list(query: ListQuery, extra: Record<string, unknown> = {}, sort?: Record<string, 1 | -1>): Promise<Item[]> {
    const { q, ...filterInput } = Object.fromEntries(Object.entries(query).filter(([k, v]) => !PAGING_KEYS.has(k) && v !== undefined));
    const search =
      typeof q === 'string' && q && this.def.searchField ? { [this.def.searchField]: { $regex: escapeRegex(q), $options: 'i' } } : {};
    const filter = { ...(this.def.filter ? this.def.filter(filterInput) : {}), ...search, ...extra };
    const docs = await this.repo.list(filter, { limit: query.limit, offset: query.offset, sort });
    return docs.map(this.present);
  }

  async get(id: string): Promise<Item> {
    const doc = await this.repo.findById(id);
    if (!doc) throw notFound(this.def.label);
    return this.present(doc);
  }

  /** The staff action recorded with a change (content.staff_action.recorded), in the same write. */
  private audit(
    actor: Actor,
    verb: string,
    id: string,
    label: string | null,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): OutboxEntry {
    return recordStaffAction('content', {
      actorId: actor.userId,
      actorRole: actor.role ?? null,
      action: `${this.def.entity}.${verb}`,
      itemType: this.def.entity,
      itemId: id,
      itemLabel: label,
      before,
      after,
    });
  }

  async create(input: Record<string, unknown>, by: string | Actor): Promise<Item> {
    const actor = actorOf(by);
    const userId = actor.userId;
    const now = new Date();
    const fields = { ...(this.def.prepareCreate ? this.def.prepareCreate(input, userId) : input), createdAt: now, updatedAt: now };
    await this.assertUnique(fields);
    // the id is chosen here so the published event carries the final item
    const doc: StoredDoc = { _id: newContentId(), ...fields };
    const item = this.present(doc);
    const event = recordEvent(contentEvents[this.def.entity].published, { entity: this.def.entity, id: item.id, item, by: userId });
    // another write took a unique value between the check and this insert: the unique index refused it
    const audit = this.audit(actor, 'create', item.id, labelOf(doc), null, auditFields(doc, Object.keys(input)));
    if (!(await this.repo.insert(doc, [event, audit]))) throw this.duplicateError(Object.keys(this.def.unique ?? {})[0]);
    return item;
  }

  async update(id: string, patch: Record<string, unknown>, by: string | Actor): Promise<Item> {
    const actor = actorOf(by);
    const userId = actor.userId;
    const current = await this.repo.findById(id);
    if (!current) throw notFound(this.def.label);
    const set = { ...(this.def.prepareUpdate ? this.def.prepareUpdate(patch, current) : patch) };
    for (const key of Object.keys(set)) if (set[key] === undefined) delete set[key];
    set.updatedAt = new Date();
    await this.assertUnique(set, id);
    const after = await this.repo
      .update(id, set, (doc) => {
        const keys = Object.keys(set).filter((k) => k !== 'updatedAt');
        return [
          recordEvent(contentEvents[this.def.entity].updated, { entity: this.def.entity, id, item: this.present(doc), by: userId }),
          this.audit(actor, this.verbOf(current, set), id, labelOf(doc), auditFields(current, keys), auditFields(doc, keys)),
        ];
      })
      .catch(async (err: unknown) => {
        // another write took the value between the check and this update: the unique index refused it
        if (!isDuplicateKeyError(err)) throw err;
        throw this.duplicateError((await this.repo.duplicateOf(set, id)) ?? Object.keys(this.def.unique ?? {})[0]);
      });
    if (!after) throw notFound(this.def.label);
    return this.present(after);
  }

  async remove(id: string, by: string | Actor): Promise<void> {
    const actor = actorOf(by);
    const current = await this.repo.findById(id);
    if (!current) throw notFound(this.def.label);
    const event = recordEvent(contentEvents[this.def.entity].deleted, { entity: this.def.entity, id, by: actor.userId });
    const audit = this.audit(actor, 'delete', id, labelOf(current), { label: labelOf(current) }, null);
    if (!(await this.repo.softDelete(id, [audit, event]))) throw notFound(this.def.label);
  }

  /** What a change did, for the audit trail: publish / unpublish (blog status), go_live / end (AMA status), or update. */
  private verbOf(current: StoredDoc, set: Record<string, unknown>): string {
    if (set.status !== undefined && set.status !== current.status) {
      if (set.status === 'published') return 'publish';
      if (set.status === 'draft') return 'unpublish';
      if (set.status === 'live') return 'go_live';
      if (set.status === 'completed') return 'end';
    }
    return 'update';
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
