import type { ReplyModeration, TopicModeration } from '@trap/contracts';
import {
  blogCommentsApi,
  contentAdminApi,
  contentApi,
  forumApi,
  moderationApi as moderationRoutes,
  reportsApi,
} from '@trap/contracts/api/route-paths';
import type { QueryClient } from '@tanstack/react-query';
import { call, formatDateTime, invalidateRoute, queryOptions, type Language, type RouteInput } from '@trap/ui';

type Query<R extends Parameters<typeof call>[0]> = NonNullable<RouteInput<R>['query']>;

/** The moderator area's reads, each keyed by its route. */
export const moderationQueries = {
  summary: () => queryOptions(moderationRoutes.moderationSummary),
  /** one comment of the queue: its answer counts the comments awaiting approval (blog moderators only: others get null) */
  pendingCount: () => queryOptions(blogCommentsApi.blogCommentQueue, { query: { status: 'pending', limit: 1 } }),
  topics: (filter: string, q: string, page: number) =>
    queryOptions(moderationRoutes.moderationForumTopics, {
      query: {
        filter: filter as Query<typeof moderationRoutes.moderationForumTopics>['filter'],
        page,
        pageSize: 20,
        q: q || undefined,
      },
    }),
  topic: (id: string) => queryOptions(moderationRoutes.moderationForumTopic, { params: { id } }),
  replyTopic: (replyId: string) => queryOptions(moderationRoutes.moderationForumReplyTopic, { params: { replyId } }),
  categories: () => queryOptions(forumApi.listForumCategories),
  reports: (status: string) =>
    queryOptions(reportsApi.listReports, { query: { status: status as Query<typeof reportsApi.listReports>['status'], limit: 50 } }),
  comments: (status: string) =>
    queryOptions(blogCommentsApi.blogCommentQueue, {
      query: { status: status as Query<typeof blogCommentsApi.blogCommentQueue>['status'], limit: 50 },
    }),
  posts: () => queryOptions(contentAdminApi.listBlogPostsForAdmin, { query: { limit: 50 } }),
};

/** The routes of the area's queues and counts: a decision refreshes every one of them. */
const DECIDED_READS = [
  moderationRoutes.moderationSummary,
  moderationRoutes.moderationForumTopics,
  moderationRoutes.moderationForumTopic,
  moderationRoutes.moderationForumReplyTopic,
  reportsApi.listReports,
  blogCommentsApi.blogCommentQueue,
  contentAdminApi.listBlogPostsForAdmin,
];
export const invalidateModeration = (queryClient: QueryClient) =>
  Promise.all(DECIDED_READS.map((route) => invalidateRoute(queryClient, route))).then(() => undefined);

/** The moderator area's writes. */
export const moderationApi = {
  moderateTopic: (id: string, body: TopicModeration) => call(moderationRoutes.moderateForumTopic, { params: { id }, body }),
  moderateReply: (topicId: string, replyId: string, body: ReplyModeration) =>
    call(moderationRoutes.moderateForumReply, { params: { id: topicId, replyId }, body }),
  decideReport: (id: string, action: 'resolve' | 'dismiss', resolutionNote: string) =>
    call(action === 'resolve' ? reportsApi.resolveReport : reportsApi.dismissReport, { params: { id }, body: { resolutionNote } }),
  decideComment: (id: string, action: 'approve' | 'hide', reason = '') =>
    call(action === 'approve' ? blogCommentsApi.approveBlogComment : blogCommentsApi.hideBlogComment, {
      params: { commentId: id },
      body: { reason },
    }),
  deleteComment: (id: string) => call(blogCommentsApi.deleteBlogComment, { params: { commentId: id } }),
  setPostStatus: (id: string, status: 'draft' | 'published') => call(contentApi.blog.update, { params: { id }, body: { status } }),
};

/** "26 Nov 2026, 7:30 pm" in India's time, in the page's language. */
export const when = (iso: string, language: Language) => formatDateTime(iso, language);
