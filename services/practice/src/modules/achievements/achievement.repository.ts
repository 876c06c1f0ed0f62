import type { OutboxEntry, ServiceContext } from '@trap/kit';
import { achievementStateModel, type AchievementStateDoc } from './achievement.model.ts';

/** practice_achievements by member id; unlocks are written with their events (outbox). */
export class AchievementRepository {
  private readonly store;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(achievementStateModel(ctx.conn));
  }

  find(userId: string): Promise<AchievementStateDoc | null> {
    return this.store.findById(userId);
  }

  async write(
    userId: string,
    change: (current: AchievementStateDoc | null) => { next: AchievementStateDoc; events: OutboxEntry[] },
  ): Promise<AchievementStateDoc> {
    for (let attempt = 0; ; attempt++) {
      const stored = await this.store.write(userId, change);
      if (stored) return stored;
      if (attempt > 0) throw new Error(`practice_achievements of ${userId}: concurrent insert`);
    }
  }
}
