import { shootsApi } from '@trap/contracts/api/index';
import { AppError, clientKey, type ApiRouter, type AuthContext, type GuessBudgets, type Guesser } from '@trap/kit';
import type { Request } from 'express';
import type { ShootsService, Viewer } from './shoots.service.ts';

const member = (auth: AuthContext): Viewer => ({ userId: auth.userId, role: auth.role });
const viewerOf = (auth: AuthContext | undefined): Viewer | undefined => (auth ? member(auth) : undefined);
const guesser = (auth: AuthContext, req: Request): Guesser => ({ userId: auth.userId, address: clientKey(req.ip) });
/** A wrong code: no shoot has it (404), or it does not open this shoot (403). */
const wrongCode = (err: unknown) => err instanceof AppError && (err.status === 403 || err.status === 404);

/** Match day under /api/shoots (the live stream is the bff's). */
export function shootsRoutes(
  api: ApiRouter,
  shoots: ShootsService,
  nameOf: (userId: string) => Promise<string>,
  guesses: GuessBudgets,
): void {
  api.handle(shootsApi.listShoots, ({ query, auth }) => shoots.list(viewerOf(auth), query.eventId));
  api.handle(shootsApi.createShoot, ({ body, auth }) => shoots.create(member(auth), body));
  api.handle(shootsApi.getShoot, ({ params, auth }) => shoots.get(viewerOf(auth), params.id));
  // a join code is what opens a shoot to its scorers: guessing it, by lookup or by claim, is budgeted
  api.handle(shootsApi.findShootByCode, ({ params, auth, req }) => guesses.guard(guesser(auth, req), wrongCode, () => shoots.byCode(member(auth), params.code)));
  api.handle(shootsApi.getShootLeaderboard, ({ params }) => shoots.leaderboard(params.id));
  api.handle(shootsApi.joinShootSquad, ({ params, body, auth, req }) =>
    guesses.guard(guesser(auth, req), wrongCode, async () =>
      shoots.join({ ...member(auth), name: await nameOf(auth.userId) }, params.id, params.squadId, body.code),
    ),
  );
  api.handle(shootsApi.getShootCard, ({ params, auth }) => shoots.card(member(auth), params.id, params.squadId));
  api.handle(shootsApi.scoreShootTarget, ({ params, body, auth }) => shoots.score(member(auth), params.id, params.squadId, body));
  api.handle(shootsApi.correctShootTarget, ({ params, body, auth }) =>
    shoots.change(member(auth), params.id, params.squadId, params.targetId, body),
  );
  api.handle(shootsApi.removeShootTarget, ({ params, auth }) =>
    shoots.change(member(auth), params.id, params.squadId, params.targetId, 'remove'),
  );
  api.handle(shootsApi.lockShootCard, ({ params, auth }) => shoots.lock(member(auth), params.id, params.squadId));
  api.handle(shootsApi.finishShoot, ({ params, auth }) => shoots.finish(member(auth), params.id));
}
