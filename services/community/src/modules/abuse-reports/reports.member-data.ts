import type { Connection } from 'mongoose';
import { findRecords, plainRecord, type MemberDataPart } from '@trap/kit';
import { reportModel } from './report.model.ts';

/** The reports the member made (what they reported and why): in the download, removed with the account, then the kept report counts are counted again. */
export function reportsMemberData(conn: Connection, reportsRemoved: () => Promise<unknown>): MemberDataPart {
  const reports = reportModel(conn);
  return {
    erased: [reports.collection.collectionName],
    export: async (userId) => ({
      reports_made: (
        await findRecords(
          reports,
          { reporterId: userId },
          { targetType: 1, targetId: 1, targetLabel: 1, reason: 1, note: 1, status: 1, createdAt: 1 },
        )
      ).map(plainRecord),
    }),
    erase: async (userId) => {
      const removed = (await reports.deleteMany({ reporterId: userId })).deletedCount;
      await reportsRemoved();
      return removed;
    },
  };
}
