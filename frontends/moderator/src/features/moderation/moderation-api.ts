import type { ReplyModeration, TopicModeration } from '@trap/contracts';
import {
  blogCommentsApi,
  contentAdminApi,
  contentApi,
  forumApi,
  moderationApi as moderationRoutes,
  reportsApi,
} from '@trap/contracts/api/route-paths';
import { call, type RouteInput } from '@trap/ui';

type Query<R extends Parameters<typeof call>[0]> = NonNullable<RouteInput<R>['query']>;

/** Query keys of the moderator area: one root, so a decision refreshes every list of the area. */
export const keys = {
  all: ['moderation'] as const,
  summary: ['moderation', 'summary'] as const,
  comments: (status: string) => ['moderation', 'comments', status] as const,
  topics: (filter: string, q: string, page: number) => ['moderation', 'topics', filter, q, page] as const,
  topic: (id: string) => ['moderation', 'topic', id] as const,
  replyTopic: (replyId: string) => ['moderation', 'reply-topic', replyId] as const,
  reports: (status: string) => ['moderation', 'reports', status] as const,
  posts: (state: string) => ['moderation', 'posts', state] as const,
  categories: ['moderation', 'categories'] as const,
};

export const moderationApi = {
  summary: (signal?: AbortSignal) => call(moderationRoutes.moderationSummary, undefined, { signal }),
  /** comments awaiting approval (blog moderators only: others get null) */
  pendingComments: (signal?: AbortSignal) =>
    call(blogCommentsApi.blogCommentQueue, { query: { status: 'pending', limit: 1 } }, { signal }).then((q) => q.pending),
  topics: (filter: string, q: string, page: number, signal?: AbortSignal) =>
    call(
      moderationRoutes.moderationForumTopics,
      {
        query: {
          filter: filter as Query<typeof moderationRoutes.moderationForumTopics>['filter'],
          page,
          pageSize: 20,
          q: q || undefined,
        },
      },
      { signal },
    ),
  topic: (id: string, signal?: AbortSignal) => call(moderationRoutes.moderationForumTopic, { params: { id } }, { signal }),
  replyTopic: (replyId: string, signal?: AbortSignal) =>
    call(moderationRoutes.moderationForumReplyTopic, { params: { replyId } }, { signal }),
  categories: (signal?: AbortSignal) => call(forumApi.listForumCategories, undefined, { signal }),
  moderateTopic: (id: string, body: TopicModeration) => call(moderationRoutes.moderateForumTopic, { params: { id }, body }),
  moderateReply: (topicId: string, replyId: string, body: ReplyModeration) =>
    call(moderationRoutes.moderateForumReply, { params: { id: topicId, replyId }, body }),
  reports: (status: string, signal?: AbortSignal) =>
    call(reportsApi.listReports, { query: { status: status as Query<typeof reportsApi.listReports>['status'], limit: 50 } }, { signal }),
  decideReport: (id: string, action: 'resolve' | 'dismiss', resolutionNote: string) =>
    call(action === 'resolve' ? reportsApi.resolveReport : reportsApi.dismissReport, { params: { id }, body: { resolutionNote } }),
  comments: (status: string, signal?: AbortSignal) =>
    call(
      blogCommentsApi.blogCommentQueue,
      { query: { status: status as Query<typeof blogCommentsApi.blogCommentQueue>['status'], limit: 50 } },
      { signal },
    ),
  decideComment: (id: string, action: 'approve' | 'hide', reason = '') =>
    call(action === 'approve' ? blogCommentsApi.approveBlogComment : blogCommentsApi.hideBlogComment, {
      params: { commentId: id },
      body: { reason },
    }),
  deleteComment: (id: string) => call(blogCommentsApi.deleteBlogComment, { params: { commentId: id } }),
  posts: (state: string, signal?: AbortSignal) =>
    call(
      contentAdminApi.listBlogPostsForAdmin,
      { query: { limit: 50, state: (state || undefined) as Query<typeof contentAdminApi.listBlogPostsForAdmin>['state'] } },
      { signal },
    ),
  setPostStatus: (id: string, status: 'draft' | 'published') => call(contentApi.blog.update, { params: { id }, body: { status } }),
};

/** "26 Nov 2026, 7:30 pm" in India's time. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
