import { practiceApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { SessionService } from './session.service.ts';

/** CRUD of a member's own practice sessions. */
export function sessionRoutes(api: ApiRouter, sessions: SessionService): void {
  api.handle(practiceApi.logSession, async ({ body, auth, res }) => {
    const { session, created } = await sessions.create(auth.userId, body);
    // a re-sent offline session (its idempotencyKey is stored) answers 200 with the stored one, a new one the declared 201
    if (!created) res.status(200).json(session);
    return session;
  });

  api.handle(practiceApi.listSessions, ({ query, auth }) =>
    sessions.list({ userId: auth.userId, discipline: query.discipline, from: query.from, to: query.to }, query.limit, query.offset),
  );

  api.handle(practiceApi.getSession, ({ params, auth }) => sessions.get(auth.userId, params.id));

  api.handle(practiceApi.getSessionShotPattern, ({ params, auth }) => sessions.pattern(auth.userId, params.id));

  api.handle(practiceApi.updateSession, ({ params, body, auth }) => sessions.update(auth.userId, params.id, body));

  api.handle(practiceApi.deleteSession, ({ params, auth }) => sessions.remove(auth.userId, params.id));
}
