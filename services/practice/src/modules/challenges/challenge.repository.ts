import type { OutboxEntry, ServiceContext } from '@trap/kit';
import { challengeModel, challengeProgressModel, type ChallengeDoc, type ChallengeProgressDoc } from './challenge.model.ts';

/** practice_challenges (admins' changes with their audit events) and practice_challenge_progress (completions with their events). */
export class ChallengeRepository {
  private readonly challenges;
  private readonly progress;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.challenges = ctx.outboxStore(challengeModel(ctx.conn));
    this.progress = ctx.outboxStore(challengeProgressModel(ctx.conn));
  }

  /** Every challenge (a few dozen at most), oldest first. */
  all(): Promise<ChallengeDoc[]> {
    return this.challenges.model.find({}).sort({ createdAt: 1, _id: 1 }).lean<ChallengeDoc[]>();
  }

  find(id: string): Promise<ChallengeDoc | null> {
    return this.challenges.findById(id);
  }

  /** Inserts the seeded challenges that are not there yet (an admin's retirement stays). */
  async ensure(docs: ChallengeDoc[]): Promise<void> {
    await this.challenges.insertMissing(docs);
  }

  async insert(doc: ChallengeDoc, events: OutboxEntry[]): Promise<void> {
    await this.challenges.insert(doc, events);
  }

  /** Applies the change with the events `events(before, after)` makes of it, in one write. */
  update(
    id: string,
    set: Partial<ChallengeDoc>,
    events: (before: ChallengeDoc, after: ChallengeDoc) => OutboxEntry[],
  ): Promise<ChallengeDoc | null> {
    return this.challenges.update(id, (current) => ({ set, events: events(current, { ...current, ...set }) }));
  }

  findProgress(userId: string): Promise<ChallengeProgressDoc | null> {
    return this.progress.findById(userId);
  }

  /** Insert-or-change under the document's lock, with the change's events; retried once after a concurrent insert. */
  async writeProgress(
    userId: string,
    change: (current: ChallengeProgressDoc | null) => { next: ChallengeProgressDoc; events: OutboxEntry[] },
  ): Promise<ChallengeProgressDoc> {
    for (let attempt = 0; ; attempt++) {
      const stored = await this.progress.write(userId, change);
      if (stored) return stored;
      if (attempt > 0) throw new Error(`practice_challenge_progress of ${userId}: concurrent insert`);
    }
  }
}
