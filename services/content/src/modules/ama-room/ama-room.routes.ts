import { amaRoomApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { AmaRoomService } from './ama-room.service.ts';

/**
 * The AMA room's questions (live, or early for Elite Trigger while upcoming: the service decides from the caller's live tier). The queue is never cached (the bff passes it through: it is not
 * declared `cache: 'public'`), since votes change it without content events and it marks the
 * caller's own questions and votes.
 */
export function amaRoomRoutes(api: ApiRouter, room: AmaRoomService): void {
  api.handle(amaRoomApi.listAmaQuestions, ({ params, auth, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return room.list(params.id, auth?.userId);
  });
  api.handle(amaRoomApi.askAmaQuestion, ({ params, body, auth, tier }) => room.ask(auth.userId, params.id, body, tier));
  api.handle(amaRoomApi.upvoteAmaQuestion, ({ params, auth, tier }) =>
    room.upvote(auth.userId, params.id, params.questionId, tier),
  );
  api.handle(amaRoomApi.removeAmaQuestion, ({ params, auth }) => room.remove(auth, params.id, params.questionId));
  api.handle(amaRoomApi.answerAmaQuestion, ({ params, auth }) => room.markAnswered(auth, params.id, params.questionId));
}
