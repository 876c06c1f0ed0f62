import type { Connection } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import { toObjectId } from '../owned-records/owned-record.repository.ts';
import { goalModel, type GoalDoc } from './goal.model.ts';

/** training_goals; no events. A member's goals are read in one pass by `{ userId }` (a handful). */
export class GoalRepository {
  private readonly store: OutboxStore<GoalDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(goalModel(conn));
  }

  async insert(doc: GoalDoc): Promise<void> {
    await this.store.insert(doc);
  }

  /** Nearest deadline first. */
  forUser(userId: string): Promise<GoalDoc[]> {
    return this.store.model.find({ userId }).sort({ deadline: 1, _id: 1 }).lean<GoalDoc[]>();
  }

  /** The member's goal; null for anyone else's (or an id that is no goal id). */
  async findOwned(id: string, userId: string): Promise<GoalDoc | null> {
    const _id = toObjectId(id);
    return _id ? this.store.findById(_id, { userId }) : null;
  }

  /** Stores the goal's next version; null when it is no longer there (deleted meanwhile). */
  replace(next: GoalDoc): Promise<GoalDoc | null> {
    const { _id, ...set } = next;
    return this.store.update(_id, () => ({ set, events: [] }), { userId: next.userId });
  }

  async remove(id: string, userId: string): Promise<boolean> {
    const _id = toObjectId(id);
    return _id ? this.store.remove(_id, { userId }) : false;
  }
}
