import { Types } from 'mongoose';
import { documentStore, type Change, type OutboxEntry, type OutboxStore, type ServiceContext } from '@trap/kit';
import { endOfDay, startOfDay } from '../sessions/session.repository.ts';
import { ownedLive, toObjectId } from '../owned-records/owned-record.repository.ts';
import { logModel, type LogDoc } from './log.model.ts';
import type { LogStorage } from './log-kinds.ts';

export interface LogFilter {
  userId: string;
  /** YYYY-MM-DD, inclusive */
  from?: string;
  to?: string;
  extra?: Record<string, unknown>;
}

/** One kind's collection; a kind with events is written with them through the kit's OutboxStore. */
export class LogRepository {
  private readonly store: OutboxStore<LogDoc>;

  readonly kind: LogStorage;
  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>, kind: LogStorage) {
    this.kind = kind;
    const model = logModel(ctx.conn, kind.name.replace(/\s/g, ''), kind.collection, kind.fields);
    this.store = kind.events ? ctx.outboxStore(model) : documentStore(model);
  }

  newId = () => new Types.ObjectId();

  private query(f: LogFilter): Record<string, unknown> {
    const q: Record<string, unknown> = { userId: f.userId, deletedAt: null, ...f.extra };
    if (f.from || f.to) q.date = { ...(f.from ? { $gte: startOfDay(f.from) } : {}), ...(f.to ? { $lte: endOfDay(f.to) } : {}) };
    return q;
  }

  async list(f: LogFilter, limit: number, offset: number): Promise<{ items: LogDoc[]; total: number }> {
    const q = this.query(f);
    const [items, total] = await Promise.all([
      this.store.model.find(q).sort({ date: -1, _id: -1 }).skip(offset).limit(limit).lean<LogDoc[]>(),
      this.store.model.countDocuments(q),
    ]);
    return { items, total };
  }

  /** Every live entry of the member in the range (the effects computation reads them all). */
  async all(f: LogFilter): Promise<LogDoc[]> {
    return this.store.model.find(this.query(f)).lean<LogDoc[]>();
  }

  async findLive(id: string): Promise<LogDoc | null> {
    const _id = toObjectId(id);
    return _id ? this.store.findById(_id, { deletedAt: null }) : null;
  }

  async insert(doc: LogDoc, events: OutboxEntry[]): Promise<void> {
    await this.store.insert(doc, events);
  }

  /** Seeds (demo data): entries already stored are left alone. */
  async insertMany(docs: LogDoc[]): Promise<void> {
    await this.store.insertMissing(docs);
  }

  async countDemo(userId: string): Promise<number> {
    return this.store.model.countDocuments({ userId, demo: true });
  }

  /** Stores what `change` makes of the member's live entry, with its events; null when there is no such entry of theirs. */
  change(id: string, userId: string, change: (doc: LogDoc) => Change<LogDoc>): Promise<LogDoc | null> {
    const _id = toObjectId(id);
    return _id ? this.store.update(_id, change, ownedLive(userId)) : Promise.resolve(null);
  }

  /** Deletes the member's live entry for good (kinds without events; the others are tombstoned by change). */
  async remove(id: string, userId: string): Promise<boolean> {
    const _id = toObjectId(id);
    return _id ? this.store.remove(_id, ownedLive(userId)) : false;
  }

  /** Soft-deleted entries whose events are out can go for good. */
  async purgeDeleted(): Promise<void> {
    await this.store.removeSettled({ deletedAt: { $ne: null } });
  }
}
