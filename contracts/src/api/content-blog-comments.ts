import { idParamsSchema } from '../http/common/errors.ts';
import {
  blogCommentDecisionSchema,
  blogCommentInputSchema,
  blogCommentListSchema,
  blogCommentParamsSchema,
  blogCommentQueueItemSchema,
  blogCommentQueueQuerySchema,
  blogCommentQueueSchema,
  blogCommentSchema,
} from '../http/content/blog-comments.ts';
import { defineApi, defineRoute } from './define.ts';

const decision = (action: 'approve' | 'hide') =>
  defineRoute({
    method: 'post',
    path: `/api/blog/comments/{commentId}/${action}`,
    summary: action === 'approve' ? 'Approve a comment: visitors see it under the post' : 'Hide a comment: visitors no longer see it',
    description:
      'Blog moderators (blog.manage). Recorded for the audit log (content.staff_action.recorded). Approving an approved comment (or hiding a hidden one) is 409.',
    tags: ['Blog'],
    auth: 'required',
    capability: 'blog.manage',
    request: { params: blogCommentParamsSchema, body: blogCommentDecisionSchema },
    response: { description: 'The comment after the decision', schema: blogCommentQueueItemSchema },
    errors: [404, 409],
  });

/** Blog comments in the content service: members comment, blog moderators approve, hide or delete. */
export const blogCommentsApi = defineApi({
  listBlogComments: {
    method: 'get',
    path: '/api/blog/{id}/comments',
    summary: "A blog post's approved comments, oldest first",
    description: 'For a logged-in member, their own comments awaiting approval too (status pending).',
    tags: ['Blog'],
    auth: 'optional',
    request: { params: idParamsSchema },
    response: { description: 'Comments', schema: blogCommentListSchema },
    errors: [404],
  },
  createBlogComment: {
    method: 'post',
    path: '/api/blog/{id}/comments',
    summary: 'Comment on a blog post',
    description: 'Members; the comment shows once a blog moderator approves it. Guests: 401.',
    tags: ['Blog'],
    auth: 'required',
    request: { params: idParamsSchema, body: blogCommentInputSchema },
    response: { status: 201, description: 'The comment, awaiting approval', schema: blogCommentSchema },
    errors: [404],
  },
  blogCommentQueue: {
    method: 'get',
    path: '/api/blog/admin/comment-queue',
    summary: "The blog moderators' comment queue",
    description: 'Newest first, by status (pending by default).',
    tags: ['Blog'],
    auth: 'required',
    capability: 'blog.manage',
    request: { query: blogCommentQueueQuerySchema },
    response: { description: 'A page of comments', schema: blogCommentQueueSchema },
  },
  approveBlogComment: decision('approve'),
  hideBlogComment: decision('hide'),
  deleteBlogComment: {
    method: 'delete',
    path: '/api/blog/comments/{commentId}',
    summary: 'Delete a comment for good',
    description: 'Blog moderators (blog.manage). Recorded for the audit log.',
    tags: ['Blog'],
    auth: 'required',
    capability: 'blog.manage',
    request: { params: blogCommentParamsSchema },
    response: { status: 204, description: 'Deleted' },
    errors: [404],
  },
});
