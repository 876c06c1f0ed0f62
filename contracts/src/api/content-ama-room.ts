import { contentIdParamsSchema } from '../http/content/common.ts';
import { amaQuestionInputSchema, amaQuestionListSchema, amaQuestionParamsSchema, amaQuestionSchema } from '../http/content/ama-room.ts';
import { defineApi } from './define.ts';

/**
 * The live AMA room's question queue (content service, beside the AMAs). Not `cache: 'public'`:
 * the queue changes with every question and vote, which publish no content events, and it carries
 * the caller's own marks, so the bff passes it through.
 */
export const amaRoomApi = defineApi({
  listAmaQuestions: {
    method: 'get',
    path: '/api/amas/{id}/questions',
    summary: "An AMA's question queue",
    description:
      'Open questions by votes (then oldest first), then the answered ones (latest answer first). With a session each question says whether the caller asked it and upvoted it. Unknown AMA: 404.',
    tags: ['AMAs'],
    auth: 'optional',
    request: { params: contentIdParamsSchema },
    response: { description: 'The queue', schema: amaQuestionListSchema },
    errors: [404],
  },
  askAmaQuestion: {
    method: 'post',
    path: '/api/amas/{id}/questions',
    summary: 'Ask a question while the AMA is live (Elite Trigger: already while it is upcoming)',
    description: `Early AMA access: on an upcoming AMA only a member whose tier includes it (Elite Trigger) asks, anyone else gets 403 TIER_REQUIRED. 409 once the AMA has ended or when it holds its limit of questions; a member asks at most AMA_QUESTIONS_PER_WINDOW questions in AMA_QUESTION_WINDOW_SECONDS (429 with Retry-After).`,
    tags: ['AMAs'],
    auth: 'required',
    request: { params: contentIdParamsSchema, body: amaQuestionInputSchema },
    response: { status: 201, description: 'The question', schema: amaQuestionSchema },
    errors: [403, 404, 409, 429],
  },
  upvoteAmaQuestion: {
    method: 'post',
    path: '/api/amas/{id}/questions/{questionId}/upvote',
    summary: "Upvote another member's question",
    description:
      'Once per member and question, while the AMA is live (on an upcoming AMA: Elite Trigger only, else 403 TIER_REQUIRED) and the question open. Your own question: 403; again: 409.',
    tags: ['AMAs'],
    auth: 'required',
    request: { params: amaQuestionParamsSchema },
    response: { description: 'The question after the vote', schema: amaQuestionSchema },
    errors: [403, 404, 409],
  },
  removeAmaQuestion: {
    method: 'delete',
    path: '/api/amas/{id}/questions/{questionId}',
    summary: 'Withdraw my question, or remove one (moderators)',
    description:
      'The asker withdraws an open question; moderators and admins (ama.moderate) remove any. Another member: 403; answered and asked by me: 409.',
    tags: ['AMAs'],
    auth: 'required',
    request: { params: amaQuestionParamsSchema },
    response: { status: 204, description: 'Removed' },
    errors: [403, 404, 409],
  },
  answerAmaQuestion: {
    method: 'post',
    path: '/api/amas/{id}/questions/{questionId}/answered',
    summary: 'Mark a question answered',
    description: 'Moderators and admins (ama.moderate); marking an answered question again changes nothing.',
    tags: ['AMAs'],
    auth: 'required',
    capability: 'ama.moderate',
    request: { params: amaQuestionParamsSchema },
    response: { description: 'The question, answered', schema: amaQuestionSchema },
    errors: [404],
  },
});
