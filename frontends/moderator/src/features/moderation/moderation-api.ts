import type {
  BlogCommentQueue,
  BlogCommentQueueItem,
  BlogPost,
  ForumCategory,
  ModeratedTopicDetail,
  ModeratedTopicPage,
  ModerationSummary,
  ReplyModeration,
  ReportList,
  TopicModeration,
} from '@trap/contracts';
import { api } from '@trap/ui';

/** Query keys of the moderator area (plain options objects: the shell's react-query has no queryOptions). */
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
  summary: (signal?: AbortSignal) => api.get<ModerationSummary>('/api/moderation/summary', { signal }),
  /** comments awaiting approval (blog moderators only: others get null) */
  pendingComments: (signal?: AbortSignal) =>
    api.get<BlogCommentQueue>('/api/blog/admin/comment-queue?status=pending&limit=1', { signal }).then((q) => q.pending),
  topics: (filter: string, q: string, page: number, signal?: AbortSignal) =>
    api.get<ModeratedTopicPage>(
      `/api/moderation/forum/topics?filter=${filter}&page=${page}&pageSize=20${q ? `&q=${encodeURIComponent(q)}` : ''}`,
      { signal },
    ),
  topic: (id: string, signal?: AbortSignal) => api.get<ModeratedTopicDetail>(`/api/moderation/forum/topics/${id}`, { signal }),
  replyTopic: (replyId: string, signal?: AbortSignal) =>
    api.get<ModeratedTopicDetail>(`/api/moderation/forum/replies/${replyId}`, { signal }),
  categories: (signal?: AbortSignal) => api.get<ForumCategory[]>('/api/forum/categories', { signal }),
  moderateTopic: (id: string, body: TopicModeration) => api.post<ModeratedTopicDetail>(`/api/moderation/forum/topics/${id}/moderate`, body),
  moderateReply: (topicId: string, replyId: string, body: ReplyModeration) =>
    api.post<ModeratedTopicDetail>(`/api/moderation/forum/topics/${topicId}/replies/${replyId}/moderate`, body),
  reports: (status: string, signal?: AbortSignal) => api.get<ReportList>(`/api/moderation/reports?status=${status}&limit=50`, { signal }),
  decideReport: (id: string, action: 'resolve' | 'dismiss', resolutionNote: string) =>
    api.post(`/api/reports/${encodeURIComponent(id)}/${action}`, { resolutionNote }),
  comments: (status: string, signal?: AbortSignal) =>
    api.get<BlogCommentQueue>(`/api/blog/admin/comment-queue?status=${status}&limit=50`, { signal }),
  decideComment: (id: string, action: 'approve' | 'hide', reason = '') =>
    api.post<BlogCommentQueueItem>(`/api/blog/comments/${id}/${action}`, { reason }),
  deleteComment: (id: string) => api.delete(`/api/blog/comments/${id}`),
  posts: (state: string, signal?: AbortSignal) =>
    api.get<BlogPost[]>(`/api/blog/admin/posts?limit=50${state ? `&state=${state}` : ''}`, { signal }),
  setPostStatus: (id: string, status: 'draft' | 'published') => api.patch<BlogPost>(`/api/blog/${id}`, { status }),
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
