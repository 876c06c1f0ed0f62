import type { Connection } from 'mongoose';
import { findRecords, plainRecord, type MemberDataPart } from '@trap/kit';
import { feedCommentModel, feedItemModel, feedKudosModel, feedSharingModel } from './feed.model.ts';

/** The member's feed items, the kudos and comments they gave, and their sharing copy: all removed with the account, with the kudos and comments on their items. */
export function feedMemberData(conn: Connection): MemberDataPart {
  const items = feedItemModel(conn);
  const kudos = feedKudosModel(conn);
  const comments = feedCommentModel(conn);
  const sharing = feedSharingModel(conn);
  return {
    erased: [items, kudos, comments, sharing].map((m) => m.collection.collectionName),
    export: async (userId) => ({
      feed_items: (await findRecords(items, { ownerId: userId })).map(plainRecord),
      feed_kudos: (await findRecords(kudos, { userId })).map(plainRecord),
      feed_comments: (await findRecords(comments, { authorId: userId })).map(plainRecord),
      feed_sharing: (await findRecords(sharing, { _id: userId })).map(plainRecord),
    }),
    erase: async (userId) => {
      const itemIds = (await items.find({ ownerId: userId }, { _id: 1 }).lean<{ _id: string }[]>().exec()).map((i) => i._id);
      const counts = await Promise.all([
        kudos.deleteMany(itemIds.length ? { $or: [{ userId }, { itemId: { $in: itemIds } }] } : { userId }),
        comments.deleteMany(itemIds.length ? { $or: [{ authorId: userId }, { itemId: { $in: itemIds } }] } : { authorId: userId }),
        items.deleteMany({ ownerId: userId }),
        sharing.deleteMany({ _id: userId }),
      ]);
      return counts.reduce((n, r) => n + r.deletedCount, 0);
    },
  };
}
