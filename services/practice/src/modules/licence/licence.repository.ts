import type { Change, OutboxEntry, ServiceContext } from '@trap/kit';
import { licenceModel, type LicenceDoc } from './licence.model.ts';

/** What the repository needs of a context: the API's and the worker's both have it. */
export type LicenceStoreContext = Pick<ServiceContext, 'conn' | 'outboxStore'>;

/** practice_arms_licences, one document per member, read and written by `_id` (= userId). */
export class LicenceRepository {
  private readonly store;

  constructor(ctx: LicenceStoreContext) {
    this.store = ctx.outboxStore(licenceModel(ctx.conn));
  }

  find(userId: string): Promise<LicenceDoc | null> {
    return this.store.findById(userId);
  }

  /** Insert-or-replace under the document's lock; retried once after a concurrent insert. */
  async write(userId: string, change: (current: LicenceDoc | null) => LicenceDoc): Promise<LicenceDoc> {
    for (let attempt = 0; ; attempt++) {
      const stored = await this.store.write(userId, (current) => ({ next: change(current), events: [] }));
      if (stored) return stored;
      if (attempt > 0) throw new Error(`practice_arms_licences of ${userId}: concurrent insert`);
    }
  }

  /** A new document with its events; false when the member has one already. */
  insert(doc: LicenceDoc, events: OutboxEntry[]): Promise<boolean> {
    return this.store.insert(doc, events);
  }

  remove(userId: string): Promise<boolean> {
    return this.store.remove(userId);
  }

  /** Ids of the licences whose next reminder is due on `day` or before (the daily job; indexed on MongoDB). */
  async dueBy(day: string): Promise<string[]> {
    const docs = await this.store.model.find({ nextReminderOn: { $lte: day } }, { _id: 1 }).lean<{ _id: string }[]>();
    return docs.map((d) => d._id);
  }

  /** A change decided on the document read under its lock, with its events; null when there was nothing to do. */
  update(userId: string, change: (current: LicenceDoc) => Change<LicenceDoc> | null): Promise<LicenceDoc | null> {
    return this.store.update(userId, change);
  }
}
