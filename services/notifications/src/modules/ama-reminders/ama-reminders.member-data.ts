import type { Connection } from 'mongoose';
import type { MemberDataPart } from '@trap/kit';
import { amaReminderScheduleModel, type AmaReminderScheduleDoc } from './ama-reminders.model.ts';

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** The AMA reminders the member asked for and not removed: in the download. */
export function amaRemindersMemberData(conn: Connection): MemberDataPart {
  const reminders = amaReminderScheduleModel(conn);
  return {
    kept: {
      [reminders.collection.collectionName]:
        'content removes a deleted member’s reminders and says so by its event, which marks each schedule removed here',
    },
    export: async (userId) => ({
      ama_reminders: (
        await reminders
          .find({ userId, removed: { $ne: true } })
          .sort({ _id: 1 })
          .lean<AmaReminderScheduleDoc[]>()
          .exec()
      ).map((r) => json({ amaId: r.amaId, title: r.title, scheduledFor: r.scheduledFor, remindAt: r.remindAt })),
    }),
  };
}
