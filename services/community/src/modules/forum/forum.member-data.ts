import type { Connection } from 'mongoose';
import { findRecords, plainRecord, type MemberDataPart } from '@trap/kit';
import { forumReadMarksModel, forumReplyPageModel, forumTopicModel, type ForumReplyPageDoc, type ForumTopicDoc } from './forum.model.ts';

const KEPT_POSTS = 'topics and replies stay for the threads’ sake and show as by Deleted member, from the profile tombstone';

/**
 * The member's topics and replies (in the download; they stay when the account goes, see KEPT_POSTS)
 * and their read marks (removed with the account).
 */
export function forumMemberData(conn: Connection): MemberDataPart {
  const topicsModel = forumTopicModel(conn);
  const replyPages = forumReplyPageModel(conn);
  const readMarks = forumReadMarksModel(conn);

  /** The member's replies in these reply pages, with their topics (a reply numbered past its topic's count is not one). */
  const repliesIn = async (pages: ForumReplyPageDoc[], userId: string) => {
    const ids = [...new Set(pages.map((p) => p.topicId))];
    const heads = new Map(
      (await Promise.all(ids.map((id) => topicsModel.findById(id, { content: 0 }).lean<ForumTopicDoc>().exec())))
        .filter((t): t is ForumTopicDoc => !!t)
        .map((t) => [t._id, t]),
    );
    return pages.flatMap((p) => {
      const t = heads.get(p.topicId);
      return t ? p.replies.filter((r) => r.authorId === userId && r.seq < (t.replySeq ?? 0)).map((r) => ({ t, r })) : [];
    });
  };

  return {
    erased: [readMarks.collection.collectionName],
    kept: { [topicsModel.collection.collectionName]: KEPT_POSTS, [replyPages.collection.collectionName]: KEPT_POSTS },
    export: async (userId) => {
      const [topics, pagedReplies] = await Promise.all([
        topicsModel
          .find({ $or: [{ authorId: userId }, { 'replies.authorId': userId }] })
          .sort({ _id: 1 })
          .lean<ForumTopicDoc[]>()
          .exec(),
        replyPages.find({ 'replies.authorId': userId }).sort({ _id: 1 }).lean<ForumReplyPageDoc[]>().exec(),
      ]);
      return {
        forum_topics: topics
          .filter((t) => t.authorId === userId)
          .map((t) =>
            plainRecord({ topicId: t._id, categoryId: t.categoryId, title: t.title, content: t.content, createdAt: t.createdAt }),
          ),
        forum_replies: [
          ...(await repliesIn(pagedReplies, userId)),
          // topics not moved to their reply pages yet
          ...topics.flatMap((t) => (t.replies ?? []).filter((r) => r.authorId === userId).map((r) => ({ t, r }))),
        ].map(({ t, r }) =>
          plainRecord({
            topicId: t._id,
            topicTitle: t.title,
            replyId: r._id,
            content: r.content,
            createdAt: r.createdAt,
            editedAt: r.editedAt,
          }),
        ),
        forum_read_marks: (await findRecords(readMarks, { _id: userId })).map(plainRecord),
      };
    },
    erase: async (userId) => (await readMarks.deleteMany({ _id: userId })).deletedCount,
  };
}
