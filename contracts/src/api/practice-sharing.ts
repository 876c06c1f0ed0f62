import { sessionListQuerySchema, sessionListSchema, practiceSessionSchema } from '../http/practice/sessions.ts';
import { practiceStatsSchema, statsQuerySchema } from '../http/practice/stats.ts';
import { journalEntrySchema, journalListQuerySchema, logPageSchema } from '../http/practice/logs.ts';
import { memberPracticeItemParamsSchema, memberPracticeParamsSchema, practiceSharingSchema } from '../http/practice/sharing.ts';
import { defineApi, defineRoute, type ApiRoute } from './define.ts';

const shared = <const Req extends ApiRoute['request'], const Res extends ApiRoute['response']>(
  path: string,
  summary: string,
  request: Req,
  response: Res,
) =>
  defineRoute({
    method: 'get',
    path: `/api/practice/members/{userId}${path}`,
    summary,
    description:
      "Read-only, for the member's accepted friends (while they share with friends) and accepted coaches (while they share with coaches); anyone else gets 404, as if there were nothing.",
    tags: ['Practice sharing'],
    auth: 'required',
    request,
    response,
    errors: [404],
  });

/** The member's sharing setting and what friends and coaches may read of their practice. */
export const practiceSharingApi = defineApi({
  getSharing: {
    method: 'get',
    path: '/api/practice/sharing',
    summary: 'Who may read my practice',
    description: 'Before the member chooses: shared with accepted coaches, not with friends.',
    tags: ['Practice sharing'],
    auth: 'required',
    tier: 'pro_lane',
    response: { description: 'The setting', schema: practiceSharingSchema },
  },
  putSharing: {
    method: 'put',
    path: '/api/practice/sharing',
    summary: 'Choose who may read my practice',
    tags: ['Practice sharing'],
    auth: 'required',
    tier: 'pro_lane',
    request: { body: practiceSharingSchema },
    response: { description: 'The setting', schema: practiceSharingSchema },
  },
  memberSessions: shared(
    '/sessions',
    "A member's practice sessions, newest first",
    { params: memberPracticeParamsSchema, query: sessionListQuerySchema },
    { description: 'A page of sessions and the total', schema: sessionListSchema },
  ),
  memberSession: shared(
    '/sessions/{id}',
    "One of a member's practice sessions",
    { params: memberPracticeItemParamsSchema },
    { description: 'The session', schema: practiceSessionSchema },
  ),
  memberStats: shared(
    '/stats',
    "A member's practice statistics",
    { params: memberPracticeParamsSchema, query: statsQuerySchema },
    { description: 'The statistics', schema: practiceStatsSchema },
  ),
  memberJournalEntries: shared(
    '/journal-entries',
    "A member's journal entries that are not private, newest first",
    { params: memberPracticeParamsSchema, query: journalListQuerySchema },
    { description: 'A page and the total', schema: logPageSchema(journalEntrySchema) },
  ),
  memberJournalEntry: shared(
    '/journal-entries/{id}',
    "One of a member's journal entries that is not private",
    { params: memberPracticeItemParamsSchema },
    { description: 'The entry', schema: journalEntrySchema },
  ),
});
