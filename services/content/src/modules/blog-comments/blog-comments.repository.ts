import type { Model } from 'mongoose';
import type { BlogCommentStatus } from '@trap/contracts';
import type { Change, OutboxStore, ServiceContext } from '@trap/kit';
import { blogCommentModel, type BlogCommentDoc } from './blog-comment.model.ts';

/** Queries of blog_comments; writes go through the OutboxStore (a moderator's decision records its audit event). */
export class BlogCommentsRepository {
  private readonly model: Model<BlogCommentDoc>;
  private readonly store: OutboxStore<BlogCommentDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.model = blogCommentModel(ctx.conn);
    this.store = ctx.outboxStore(this.model);
  }

  createIndexes(): Promise<void> {
    return this.model.createIndexes();
  }

  /** A post's approved comments and the member's own awaiting approval, oldest first (at most 500). */
  visibleUnder(postId: string, me: string | null): Promise<BlogCommentDoc[]> {
    return this.model
      .find({ postId, $or: [{ status: 'approved' as const }, ...(me ? [{ status: 'pending' as const, authorId: me }] : [])] })
      .sort({ createdAt: 1, _id: 1 })
      .limit(500)
      .lean<BlogCommentDoc[]>()
      .exec();
  }

  /** The moderators' queue: comments of one status, newest first. */
  page(status: BlogCommentStatus, offset: number, limit: number): Promise<BlogCommentDoc[]> {
    return this.model.find({ status }).sort({ createdAt: -1, _id: 1 }).skip(offset).limit(limit).lean<BlogCommentDoc[]>().exec();
  }

  count(status: BlogCommentStatus): Promise<number> {
    return this.model.countDocuments({ status }).exec();
  }

  insert(doc: BlogCommentDoc): Promise<boolean> {
    return this.store.insert(doc);
  }

  update(id: string, change: (current: BlogCommentDoc) => Change<BlogCommentDoc>): Promise<BlogCommentDoc | null> {
    return this.store.update(id, change);
  }

  /** Demo comments not stored yet (DEMO_MODE); how many were new. */
  insertMissing(docs: readonly BlogCommentDoc[]): Promise<number> {
    return this.store.insertMissing(docs);
  }
}
