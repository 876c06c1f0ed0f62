import {
  publicScorecardSchema,
  scorecardParamsSchema,
  scorecardShareSchema,
  sessionScorecardParamsSchema,
} from '../http/practice/scorecard.ts';
import { defineApi } from './define.ts';

const share = (method: 'get' | 'post' | 'delete', summary: string, description: string) =>
  ({
    method,
    path: '/api/practice/sessions/{id}/scorecard',
    summary,
    description,
    tags: ['Practice'],
    auth: 'required',
    request: { params: sessionScorecardParamsSchema },
    response: { description: 'Whether the session is shared, and its link', schema: scorecardShareSchema },
    errors: [404],
  }) as const;

/** Shareable scorecards of practice sessions: the owner's switch and the public page's reads. */
export const scorecardsApi = defineApi({
  getScorecardShare: share('get', 'Whether my session’s scorecard is shared', 'Another member’s session is 404.'),
  shareScorecard: share('post', 'Share my session’s scorecard', 'Makes (or returns) the public link; asking again returns the same link.'),
  stopSharingScorecard: share(
    'delete',
    'Stop sharing my session’s scorecard',
    'The link stops working for good; sharing again makes a new one.',
  ),
  getScorecard: {
    method: 'get',
    path: '/api/practice/scorecards/{token}',
    summary: 'A shared scorecard',
    description: 'Anyone with the link; 404 once the owner stops sharing or deletes the session.',
    tags: ['Practice'],
    auth: 'public',
    request: { params: scorecardParamsSchema },
    response: { description: 'The scorecard', schema: publicScorecardSchema },
    errors: [404],
  },
  getScorecardImage: {
    method: 'get',
    path: '/api/practice/scorecards/{token}/image.svg',
    summary: 'The round on the trap layout, as an image',
    tags: ['Practice'],
    auth: 'public',
    request: { params: scorecardParamsSchema },
    response: { description: 'image/svg+xml', contentType: 'image/svg+xml' },
    errors: [404],
  },
});
