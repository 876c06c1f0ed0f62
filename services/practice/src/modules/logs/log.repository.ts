import { Types, type Connection, type Model } from 'mongoose';
import type { OutboxEntry } from '@trap/kit';
import { endOfDay, startOfDay } from '../sessions/session.repository.ts';
import { changeOwned, toObjectId, type OwnedChange } from '../owned-records/owned-record.repository.ts';
import { logModel, type LogDoc } from './log.model.ts';
import type { LogKind } from './log-kinds.ts';

export interface LogFilter {
  userId: string;
  /** YYYY-MM-DD, inclusive */
  from?: string;
  to?: string;
  extra?: Record<string, unknown>;
}

/** One kind's collection. Writes to an existing entry go through the per-document lock (FerretDB#3040). */
export class LogRepository {
  readonly model: Model<LogDoc>;

  constructor(
    conn: Connection,
    readonly kind: LogKind,
  ) {
    this.model = logModel(conn, kind.name.replace(/\s/g, ''), kind.collection, kind.fields);
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
      this.model.find(q).sort({ date: -1, _id: -1 }).skip(offset).limit(limit).lean<LogDoc[]>(),
      this.model.countDocuments(q),
    ]);
    return { items, total };
  }

  /** Every live entry of the member in the range (the effects computation reads them all). */
  async all(f: LogFilter): Promise<LogDoc[]> {
    return this.model.find(this.query(f)).lean<LogDoc[]>();
  }

  async findLive(id: string): Promise<LogDoc | null> {
    const _id = toObjectId(id);
    if (!_id) return null;
    return this.model.findOne({ _id, deletedAt: null }).lean<LogDoc>();
  }

  async insert(doc: Omit<LogDoc, '_outbox'>, events: OutboxEntry[]): Promise<void> {
    await this.model.collection.insertOne({ ...doc, ...(events.length ? { _outbox: events } : {}) } as never);
  }

  async insertMany(docs: Omit<LogDoc, '_outbox'>[]): Promise<void> {
    if (docs.length) await this.model.collection.insertMany(docs as never[], { ordered: true });
  }

  async countDemo(userId: string): Promise<number> {
    return this.model.countDocuments({ userId, demo: true });
  }

  /** Runs `change` on the member's live entry under its lock (changeOwned); null when there is no such entry of theirs. */
  change(id: string, userId: string, change: (doc: LogDoc) => OwnedChange): Promise<LogDoc | null> {
    return changeOwned(this.model, id, userId, change);
  }

  /** Soft-deleted entries whose events are out can go for good. */
  async purgeDeleted(): Promise<void> {
    await this.model.collection.deleteMany({ deletedAt: { $ne: null }, '_outbox.0': { $exists: false } } as never);
  }
}
