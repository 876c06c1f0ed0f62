import type { Connection } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import { shotPatternModel, type ShotPatternDoc } from './shot-pattern.model.ts';

/** shot_patterns, one per session (`_id` = the session's id); no events. */
export class ShotPatternRepository {
  private readonly store: OutboxStore<ShotPatternDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(shotPatternModel(conn));
  }

  findBySession(sessionId: string): Promise<ShotPatternDoc | null> {
    return this.store.findById(sessionId);
  }

  /** Stores the session's pattern, replacing an older derivation. */
  async save(doc: ShotPatternDoc): Promise<void> {
    await this.store.write(doc._id, () => ({ next: doc, events: [] }));
  }

  /** A deleted session's pattern goes with it. */
  async removeForSession(sessionId: string, userId: string): Promise<void> {
    await this.store.remove(sessionId, { userId });
  }
}
