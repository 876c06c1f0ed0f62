import type { ServiceContext, OutboxEntry } from '@trap/kit';
import { progressModel, type ProgressDoc } from './progress.model.ts';

/** practice_progress by member id; level changes are written with their event (outbox). */
export class ProgressRepository {
  private readonly store;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(progressModel(ctx.conn));
  }

  find(userId: string): Promise<ProgressDoc | null> {
    return this.store.findById(userId);
  }

  /**
   * Insert-or-change under the document's lock: `change` gets the stored document (null when there
   * is none yet) and returns the next one with its events. Retried once when another process
   * inserted the member's document first.
   */
  async write(userId: string, change: (current: ProgressDoc | null) => { next: ProgressDoc; events: OutboxEntry[] }): Promise<ProgressDoc> {
    for (let attempt = 0; ; attempt++) {
      const stored = await this.store.write(userId, change);
      if (stored) return stored;
      if (attempt > 0) throw new Error(`practice_progress of ${userId}: concurrent insert`);
    }
  }
}
