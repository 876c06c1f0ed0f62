import type { Connection } from 'mongoose';
import { amaReminderRemoved } from '@trap/contracts';
import { documentStore, recordEvent, type MemberDataPart } from '@trap/kit';
import { amaReminderModel, type AmaReminderDoc } from './ama-reminders.model.ts';
import type { AmaRemindersRepository } from './ama-reminders.repository.ts';

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/**
 * The member's AMA reminders: in the download; when the account goes each active one is removed with
 * its event (so notifications drops the reminder), then the removed ones whose events are published go.
 */
export function amaRemindersMemberData(conn: Connection, repo: AmaRemindersRepository): MemberDataPart {
  const reminders = documentStore(amaReminderModel(conn));
  return {
    erased: [reminders.model.collection.collectionName],
    export: async (userId) => ({
      ama_reminders: (await reminders.model.find({ userId }).sort({ setAt: 1, _id: 1 }).lean<AmaReminderDoc[]>().exec()).map((r) =>
        json({ amaId: r.amaId, active: r.active, setAt: r.setAt, removedAt: r.removedAt }),
      ),
    }),
    erase: async (userId) => {
      let n = 0;
      for (const r of await reminders.model.find({ userId, active: true }).lean<AmaReminderDoc[]>().exec())
        if (
          await repo.deactivate(r._id, (current) => [
            recordEvent(amaReminderRemoved, { reminderId: current.reminderId, amaId: current.amaId, userId }),
          ])
        )
          n++;
      return n + (await reminders.removeSettled({ userId, active: false }));
    },
  };
}
