import { challengesApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { ChallengeService } from './challenge.service.ts';

/** The board with the caller's own progress; admins (content.manage) add and retire challenges. */
export function challengeRoutes(api: ApiRouter, challenges: ChallengeService): void {
  api.handle(challengesApi.listChallenges, ({ auth }) => challenges.board(auth.userId));
  api.handle(challengesApi.getChallenge, ({ params, auth }) => challenges.one(auth.userId, params.id));
  api.handle(challengesApi.createChallenge, ({ body, auth }) => challenges.create(body, auth));
  api.handle(challengesApi.updateChallenge, ({ params, body, auth }) => challenges.update(params.id, body, auth));
}
