import type { Connection } from 'mongoose';
import type { CoachProfileInput } from '@trap/contracts';
import { documentStore, type OutboxStore } from '@trap/kit';
import { coachProfileModel, type CoachProfileDoc } from './coach-profile.model.ts';

/** coach_profiles: one per coach, by bare `_id`; the finder reads them all (one per coach, a small collection). */
export class CoachProfileRepository {
  private readonly store: OutboxStore<CoachProfileDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(coachProfileModel(conn));
  }

  findById(coachId: string): Promise<CoachProfileDoc | null> {
    return this.store.findById(coachId);
  }

  async all(): Promise<Map<string, CoachProfileDoc>> {
    const docs = await this.store.model.find({}).lean<CoachProfileDoc[]>();
    return new Map(docs.map((d) => [d._id, d]));
  }

  /** Creates or replaces the coach's profile. */
  async save(coachId: string, input: CoachProfileInput): Promise<CoachProfileDoc> {
    const stored = await this.store.write(coachId, (current) => {
      const now = new Date();
      return { next: { _id: coachId, ...input, createdAt: current?.createdAt ?? now, updatedAt: now }, events: [] };
    });
    // null only when another request created it at the same moment: this one is then the next version
    return stored ?? (await this.save(coachId, input));
  }

  /** DEMO_MODE: profiles not stored yet. */
  seedMissing(profiles: readonly CoachProfileDoc[]): Promise<number> {
    return this.store.insertMissing(profiles);
  }
}
