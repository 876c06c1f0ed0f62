import { blogCommentsApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { BlogCommentsService } from './blog-comments.service.ts';

/** Blog comments: bound before the blog's `/api/blog/{id}`. */
export function blogCommentsRoutes(api: ApiRouter, comments: BlogCommentsService): void {
  api.handle(blogCommentsApi.blogCommentQueue, ({ query, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return comments.queue(query);
  });
  api.handle(blogCommentsApi.listBlogComments, ({ params, auth, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return comments.list(params.id, auth?.userId ?? null);
  });
  api.handle(blogCommentsApi.createBlogComment, ({ params, body, auth }) => comments.create(params.id, auth.userId, body));
  const staff = (auth: { userId: string; role: string }) => ({ userId: auth.userId, role: auth.role });
  api.handle(blogCommentsApi.approveBlogComment, ({ params, body, auth }) =>
    comments.decide(staff(auth), params.commentId, 'approve', body),
  );
  api.handle(blogCommentsApi.hideBlogComment, ({ params, body, auth }) => comments.decide(staff(auth), params.commentId, 'hide', body));
  api.handle(blogCommentsApi.deleteBlogComment, async ({ params, auth }) => {
    await comments.decide(staff(auth), params.commentId, 'delete', { reason: '' });
  });
}
