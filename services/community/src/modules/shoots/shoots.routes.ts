import { shootsApi } from '@trap/contracts/api/index';
import type { ApiRouter, AuthContext } from '@trap/kit';
import type { ShootsService, Viewer } from './shoots.service.ts';

const member = (auth: AuthContext): Viewer => ({ userId: auth.userId, role: auth.role });
const viewerOf = (auth: AuthContext | undefined): Viewer | undefined => (auth ? member(auth) : undefined);

/** Match day under /api/shoots (the live stream is the bff's). */
export function shootsRoutes(api: ApiRouter, shoots: ShootsService, nameOf: (userId: string) => Promise<string>): void {
  api.handle(shootsApi.listShoots, ({ query, auth }) => shoots.list(viewerOf(auth), query.eventId));
  api.handle(shootsApi.createShoot, ({ body, auth }) => shoots.create(member(auth), body));
  api.handle(shootsApi.getShoot, ({ params, auth }) => shoots.get(viewerOf(auth), params.id));
  api.handle(shootsApi.findShootByCode, ({ params, auth }) => shoots.byCode(member(auth), params.code));
  api.handle(shootsApi.getShootLeaderboard, ({ params }) => shoots.leaderboard(params.id));
  api.handle(shootsApi.joinShootSquad, async ({ params, body, auth }) =>
    shoots.join({ ...member(auth), name: await nameOf(auth.userId) }, params.id, params.squadId, body.code),
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
