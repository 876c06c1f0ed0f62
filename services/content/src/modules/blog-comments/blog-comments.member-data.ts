import type { Connection } from 'mongoose';
import { documentStore, type MemberDataPart } from '@trap/kit';
import { blogCommentModel, type BlogCommentDoc } from './blog-comment.model.ts';

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/**
 * The member's blog comments: in the download; removed with the account, except one whose event (an
 * audit entry) is not published yet, which is blanked instead so the event still goes out.
 */
export function blogCommentsMemberData(conn: Connection): MemberDataPart {
  const comments = documentStore(blogCommentModel(conn));
  return {
    erased: [comments.model.collection.collectionName],
    export: async (userId) => ({
      blog_comments: (
        await comments.model
          .find({ authorId: userId, status: { $ne: 'deleted' } })
          .sort({ createdAt: 1, _id: 1 })
          .lean<BlogCommentDoc[]>()
          .exec()
      ).map((c) =>
        json({
          commentId: c._id,
          postId: c.postId,
          authorName: c.authorName,
          content: c.content,
          status: c.status,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
        }),
      ),
    }),
    erase: async (userId) => {
      let n = await comments.removeSettled({ authorId: userId });
      for (const left of await comments.model.find({ authorId: userId }, { _id: 1 }).lean<{ _id: string }[]>().exec())
        if (
          await comments.update(left._id, () => ({
            set: { authorId: '', authorName: '', content: '', status: 'deleted', updatedAt: new Date() },
            events: [],
          }))
        )
          n++;
      return n;
    },
  };
}
