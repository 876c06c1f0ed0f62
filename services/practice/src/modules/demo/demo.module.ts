import { on, type ServiceContext, type ServiceModule } from '@trap/kit';
import { userRegistered } from '@trap/contracts';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { demoSessions, DEMO_USERNAME } from './demo-sessions.ts';

/** What a module stores for the demo member (idempotent: a replayed event or a restart stores nothing twice). */
export type DemoMemberSeed = (userId: string) => Promise<void>;

/**
 * DEMO_MODE: the demo member's practice data. Their id arrives with `auth.user.registered` (auth
 * seeds the account at its start), so this is a subscription rather than the kit's start-up seedDemo.
 * The demo sessions go first (keyed per session; they publish no events), then the modules' seeds in
 * the order given, which is their own (each may read what an earlier one stored), not the module list's.
 */
export function demoModule(ctx: ServiceContext, repo: SessionRepository, seeds: readonly DemoMemberSeed[]): ServiceModule {
  return {
    name: 'demo',
    subscriptions: [
      on(userRegistered, async (user) => {
        if (!ctx.config.DEMO_MODE || user.username !== DEMO_USERNAME) return;
        const sessions = demoSessions(user.userId);
        if ((await repo.countDemo(user.userId)) < sessions.length) {
          await repo.insertMany(sessions);
          ctx.logger.info({ userId: user.userId, sessions: sessions.length }, 'demo practice sessions seeded');
        }
        for (const seed of seeds) await seed(user.userId);
      }),
    ],
  };
}
