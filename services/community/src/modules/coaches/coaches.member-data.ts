import type { Connection } from 'mongoose';
import { findRecords, plainRecord, type MemberDataPart } from '@trap/kit';
import { coachProfileModel } from './coach-profile.model.ts';

/** The member's coach profile, keyed by their id: in the download, removed with the account. */
export function coachesMemberData(conn: Connection): MemberDataPart {
  const coachProfiles = coachProfileModel(conn);
  return {
    erased: [coachProfiles.collection.collectionName],
    export: async (userId) => ({ coach_profile: (await findRecords(coachProfiles, { _id: userId })).map(plainRecord) }),
    erase: async (userId) => (await coachProfiles.deleteMany({ _id: userId })).deletedCount,
  };
}
