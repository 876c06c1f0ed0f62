import type { Connection } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import { followIdFor, followModel, type FollowDoc } from './follow.model.ts';

/** coach_follows: who follows which coach. */
export class FollowRepository {
  private readonly store: OutboxStore<FollowDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(followModel(conn));
  }

  /** False when the member follows the coach already. */
  insert(followerId: string, coachId: string, at: Date): Promise<boolean> {
    return this.store.insert({ _id: followIdFor(followerId, coachId), followerId, coachId, createdAt: at });
  }

  /** False when the member did not follow the coach. */
  remove(followerId: string, coachId: string): Promise<boolean> {
    return this.store.remove(followIdFor(followerId, coachId));
  }

  async has(followerId: string, coachId: string): Promise<boolean> {
    return !!(await this.store.findById(followIdFor(followerId, coachId)));
  }

  /** The coaches a member follows, newest first. */
  following(followerId: string): Promise<FollowDoc[]> {
    return this.store.model.find({ followerId }).sort({ createdAt: -1, _id: 1 }).lean<FollowDoc[]>();
  }

  /** A coach's followers, newest first. */
  followers(coachId: string): Promise<FollowDoc[]> {
    return this.store.model.find({ coachId }).sort({ createdAt: -1, _id: 1 }).lean<FollowDoc[]>();
  }

  /** Followers per coach ($group with $sum only: the subset FerretDB and MongoDB share). */
  async countsFor(coachIds: readonly string[]): Promise<Map<string, number>> {
    if (!coachIds.length) return new Map();
    const rows = await this.store.model.aggregate<{ _id: string; n: number }>([
      { $match: { coachId: { $in: [...new Set(coachIds)] } } },
      { $group: { _id: '$coachId', n: { $sum: 1 } } },
    ]);
    return new Map(rows.map((r) => [r._id, r.n]));
  }

  /** Both directions between two members (a block ends them). */
  async removeBetween(a: string, b: string): Promise<void> {
    await Promise.all([this.store.remove(followIdFor(a, b)), this.store.remove(followIdFor(b, a))]);
  }

  /** DEMO_MODE: follows not stored yet. */
  seedMissing(follows: readonly FollowDoc[]): Promise<number> {
    return this.store.insertMissing(follows);
  }
}
