import type { AuditEntry, AuditLogPage, StaffAction } from '@trap/contracts';
import { documentStore, type OutboxStore } from '@trap/kit';
import type { AuditModel, AuditRecord } from './audit.model.ts';

export interface AuditFilter {
  actor?: string;
  action?: string;
  itemType?: string;
  itemId?: string;
  from?: Date;
  to?: Date;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The audit log's only operations: append and read. Nothing here updates or deletes an entry. */
export class AuditRepository {
  private readonly store: OutboxStore<AuditRecord>;

  private readonly model: AuditModel;
  constructor(model: AuditModel) {
    this.model = model;
    this.store = documentStore(model);
  }

  /** Appends once per event id: an insert only, so a redelivered event (its id stored) changes nothing. */
  async append(eventId: string, source: string, a: StaffAction): Promise<void> {
    await this.store.insert({
      _id: eventId,
      actorId: a.actorId,
      actorName: a.actorName ?? null,
      actorRole: a.actorRole ?? null,
      action: a.action,
      itemType: a.itemType,
      itemId: a.itemId,
      itemLabel: a.itemLabel ?? null,
      before: a.before ?? null,
      after: a.after ?? null,
      reason: a.reason ?? null,
      source,
      at: new Date(a.at),
      recordedAt: new Date(),
    });
  }

  async page(f: AuditFilter, page: { limit: number; offset: number }): Promise<AuditLogPage> {
    const filter: Record<string, unknown> = {};
    if (f.actor) {
      const rx = { $regex: escapeRegex(f.actor), $options: 'i' };
      filter.$or = [{ actorId: f.actor }, { actorName: rx }];
    }
    if (f.action) filter.action = f.action;
    if (f.itemType) filter.itemType = f.itemType;
    if (f.itemId) filter.itemId = f.itemId;
    if (f.from || f.to) filter.at = { ...(f.from ? { $gte: f.from } : {}), ...(f.to ? { $lt: f.to } : {}) };
    const [rows, total] = await Promise.all([
      this.model.find(filter).sort({ at: -1, _id: -1 }).skip(page.offset).limit(page.limit).lean<AuditRecord[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items: rows.map(toEntry), total, limit: page.limit, offset: page.offset };
  }
}

const toEntry = (r: AuditRecord): AuditEntry => ({
  id: r._id,
  actorId: r.actorId,
  actorName: r.actorName ?? null,
  actorRole: r.actorRole ?? null,
  action: r.action,
  itemType: r.itemType,
  itemId: r.itemId,
  itemLabel: r.itemLabel ?? null,
  before: r.before ?? null,
  after: r.after ?? null,
  reason: r.reason ?? null,
  source: r.source,
  at: new Date(r.at).toISOString(),
});
