import { on, type ServiceContext, type Subscription } from '@trap/kit';
import {
  practiceSessionDeleted,
  practiceSessionLogged,
  practiceSessionUpdated,
  relationshipChanged,
  userDeleted,
  userRegistered,
} from '@trap/contracts';
import type { SessionRepository } from '../modules/sessions/session.repository.ts';
import { demoSessions, DEMO_USERNAME } from '../modules/demo/demo-sessions.ts';
import type { RelationshipViewRepository } from '../read-models/relationships/relationship.repository.ts';
import { onRelationshipChanged } from './handlers/relationship-changed.handler.ts';
import { onUserDeleted } from './handlers/user-deleted.handler.ts';

/**
 * The one list of events this service consumes. In DEMO_MODE the demo member's id arrives with
 * `auth.user.registered` (auth seeds the account at its start); the seed is keyed per session, so
 * a replayed event or a restart never duplicates it. Demo sessions publish no events.
 */
export function buildSubscriptions(
  ctx: ServiceContext,
  repo: SessionRepository,
  relationships: RelationshipViewRepository,
  /** seeds what other modules keep for the demo member, once their sessions are stored */
  seedDemoMember?: (userId: string) => Promise<void>,
  /** auth.user.deleted: every practice record of the member goes */
  removeMember?: (userId: string) => Promise<unknown>,
): Subscription[] {
  return [
    on(userRegistered, async (user) => {
      if (!ctx.config.DEMO_MODE || user.username !== DEMO_USERNAME) return;
      const sessions = demoSessions(user.userId);
      if ((await repo.countDemo(user.userId)) < sessions.length) {
        await repo.insertMany(sessions);
        ctx.logger.info({ userId: user.userId, sessions: sessions.length }, 'demo practice sessions seeded');
      }
      await seedDemoMember?.(user.userId);
    }),
    // a session's own events write its statistics row again (the row a crash after the session's write missed)
    on(practiceSessionLogged, (e) => repo.resyncRow(e.userId, e.sessionId)),
    on(practiceSessionUpdated, (e) => repo.resyncRow(e.userId, e.sessionId)),
    on(practiceSessionDeleted, (e) => repo.resyncRow(e.userId, e.sessionId)),
    // who may read whose practice (friends and coaches)
    on(relationshipChanged, onRelationshipChanged({ relationships, logger: ctx.logger })),
    ...(removeMember ? [on(userDeleted, onUserDeleted({ removeMember }))] : []),
  ];
}
