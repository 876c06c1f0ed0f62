import { Schema, type Connection, type Model } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';
import type { BlogCommentStatus } from '@trap/contracts';

/**
 * `blog_comments`: one document per comment. `deleted` is a tombstone (the delete's audit event is
 * still in its outbox); it never shows anywhere.
 */
export interface BlogCommentDoc {
  _id: string;
  postId: string;
  authorId: string;
  authorName: string;
  content: string;
  status: BlogCommentStatus | 'deleted';
  createdAt: Date;
  updatedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  /** seeded demo data (DEMO_MODE) */
  demo?: boolean;
}

export function blogCommentModel(conn: Connection): Model<BlogCommentDoc> {
  if (conn.models.BlogComment) return conn.models.BlogComment as Model<BlogCommentDoc>;
  const schema = new Schema<BlogCommentDoc>(
    {
      _id: { type: String, required: true },
      postId: { type: String, required: true },
      authorId: { type: String, required: true },
      authorName: { type: String, required: true },
      content: { type: String, default: '' },
      status: { type: String, required: true },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      decidedBy: { type: String, default: null },
      decidedAt: { type: Date, default: null },
      demo: { type: Boolean, default: false },
      ...outboxSchemaFields,
    },
    { collection: 'blog_comments', versionKey: false },
  );
  // a post's comments in order, and the moderators' queue by status
  schema.index({ postId: 1, createdAt: 1 });
  schema.index({ status: 1, createdAt: -1 });
  return conn.model<BlogCommentDoc>('BlogComment', schema);
}
