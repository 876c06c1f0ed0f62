import type { Connection } from 'mongoose';
import { findRecords, plainRecord, type MemberDataPart } from '@trap/kit';
import { relationshipModel } from './relationship.model.ts';
import { followModel } from './follow.model.ts';
import { blockModel } from './block.model.ts';

/** The member's friendships and coaching, either side: ended through their service when the account goes (with their events, so practice stops sharing). */
export function relationshipsMemberData(conn: Connection, endAllOf: (userId: string) => Promise<number>): MemberDataPart {
  const relationships = relationshipModel(conn);
  return {
    erased: [relationships.collection.collectionName],
    export: async (userId) => ({
      relationships: (await findRecords(relationships, { $or: [{ userId }, { relatedUserId: userId }], status: { $ne: 'removed' } })).map(
        plainRecord,
      ),
    }),
    erase: (userId) => endAllOf(userId),
  };
}

/** The coaches the member follows and the members they block; both go with the account, either way. Another member's block or follow of this one is never exported. */
export function followsAndBlocksMemberData(conn: Connection): MemberDataPart {
  const follows = followModel(conn);
  const blocks = blockModel(conn);
  return {
    erased: [follows, blocks].map((m) => m.collection.collectionName),
    export: async (userId) => ({
      coach_follows: (await findRecords(follows, { followerId: userId })).map(plainRecord),
      member_blocks: (await findRecords(blocks, { blockerId: userId })).map(plainRecord),
    }),
    erase: async (userId) => {
      const counts = await Promise.all([
        follows.deleteMany({ $or: [{ followerId: userId }, { coachId: userId }] }),
        blocks.deleteMany({ $or: [{ blockerId: userId }, { blockedId: userId }] }),
      ]);
      return counts.reduce((n, r) => n + r.deletedCount, 0);
    },
  };
}
