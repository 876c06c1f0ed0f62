import {
  feedCommentInputSchema,
  feedCommentListSchema,
  feedCommentParamsSchema,
  feedCommentSchema,
  feedItemParamsSchema,
  feedMemberParamsSchema,
  feedPageQuerySchema,
  feedPageSchema,
  kudosSchema,
} from '../http/community/feed.ts';
import { defineApi } from './define.ts';

const kudos = (method: 'post' | 'delete', summary: string) =>
  ({
    method,
    path: '/api/feed/{itemId}/kudos',
    summary,
    tags: ['Activity feed'],
    auth: 'required',
    request: { params: feedItemParamsSchema },
    response: { description: 'The item’s kudos now', schema: kudosSchema },
    errors: [404],
  }) as const;

/** The activity feed of the community service: sessions, achievements and posts of a member's network, kudos and comments. */
export const feedApi = defineApi({
  getFeed: {
    method: 'get',
    path: '/api/feed',
    summary: 'My activity feed',
    description:
      'My own items and those of my friends, the members I coach, my coaches and the coaches I follow, newest first. Practice sessions and achievements show only as their owner shares them (friends, coaches; never to followers); forum topics and replies always.',
    tags: ['Activity feed'],
    auth: 'required',
    request: { query: feedPageQuerySchema },
    response: { description: 'A page of items', schema: feedPageSchema },
  },
  getMemberActivity: {
    method: 'get',
    path: '/api/feed/members/{userId}',
    summary: 'One member’s activity as I may see it',
    description: 'A private profile is 404 for anyone outside the member’s network.',
    tags: ['Activity feed'],
    auth: 'optional',
    request: { params: feedMemberParamsSchema, query: feedPageQuerySchema },
    response: { description: 'A page of items', schema: feedPageSchema },
    errors: [404],
  },
  giveKudos: kudos('post', 'Give kudos (once per member)'),
  takeBackKudos: kudos('delete', 'Take my kudos back'),
  listFeedComments: {
    method: 'get',
    path: '/api/feed/{itemId}/comments',
    summary: 'Comments on an item, oldest first',
    tags: ['Activity feed'],
    auth: 'optional',
    request: { params: feedItemParamsSchema },
    response: { description: 'The comments', schema: feedCommentListSchema },
    errors: [404],
  },
  addFeedComment: {
    method: 'post',
    path: '/api/feed/{itemId}/comments',
    summary: 'Comment on an item',
    tags: ['Activity feed'],
    auth: 'required',
    request: { params: feedItemParamsSchema, body: feedCommentInputSchema },
    response: { status: 201, description: 'The comment', schema: feedCommentSchema },
    errors: [404],
  },
  deleteFeedComment: {
    method: 'delete',
    path: '/api/feed/{itemId}/comments/{commentId}',
    summary: 'Delete a comment (its author or the item’s owner)',
    tags: ['Activity feed'],
    auth: 'required',
    request: { params: feedCommentParamsSchema },
    response: { status: 204, description: 'Deleted' },
    errors: [403, 404],
  },
});
