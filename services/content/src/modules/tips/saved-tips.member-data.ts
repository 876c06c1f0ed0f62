import type { Connection } from 'mongoose';
import type { MemberDataPart } from '@trap/kit';
import { savedTipModel, type SavedTipDoc } from './tips.model.ts';

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** The tips the member saved, with their notes: in the download, removed with the account. */
export function savedTipsMemberData(conn: Connection): MemberDataPart {
  const saved = savedTipModel(conn);
  return {
    erased: [saved.collection.collectionName],
    export: async (userId) => ({
      saved_tips: (await saved.find({ userId }).sort({ savedAt: 1, _id: 1 }).lean<SavedTipDoc[]>().exec()).map((s) =>
        json({ tipId: s.tipId, savedAt: s.savedAt, notes: s.notes }),
      ),
    }),
    erase: async (userId) => (await saved.deleteMany({ userId }).exec()).deletedCount,
  };
}
