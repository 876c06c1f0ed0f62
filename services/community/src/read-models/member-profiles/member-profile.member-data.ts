import type { Connection } from 'mongoose';
import { findRecords, plainRecord, type MemberDataPart } from '@trap/kit';
import { memberProfileModel } from './member-profile.model.ts';

/** The member's public profile: in the download; when the account goes, auth.user.deleted's tombstone replaces it. */
export function memberProfileMemberData(conn: Connection): MemberDataPart {
  const profiles = memberProfileModel(conn);
  return {
    kept: {
      [profiles.collection.collectionName]:
        'replaced by a tombstone when the account goes, so the forum posts kept show as by Deleted member with no avatar',
    },
    export: async (userId) => ({ member_profile: (await findRecords(profiles, { _id: userId })).map(plainRecord) }),
  };
}
