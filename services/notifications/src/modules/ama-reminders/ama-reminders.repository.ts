import type { Connection, Model } from 'mongoose';
import { amaReminderScheduleModel, type AmaReminderScheduleDoc } from './ama-reminders.model.ts';

/** What a reminder_set event says about the reminder. */
export interface ReminderSet {
  reminderId: string;
  userId: string;
  amaId: string;
  title: string;
  scheduledFor: Date | null;
  remindAt: Date | null;
}

/** `ama_reminder_schedules`, the read model of content's AMA reminders (keyed by reminderId). */
export class AmaReminderSchedulesRepository {
  private readonly model: Model<AmaReminderScheduleDoc>;

  constructor(conn: Connection) {
    this.model = amaReminderScheduleModel(conn);
  }

  async init(): Promise<void> {
    await this.model.createIndexes();
  }

  findById(reminderId: string): Promise<AmaReminderScheduleDoc | null> {
    return this.model.findById(reminderId).lean<AmaReminderScheduleDoc>().exec();
  }

  /** Stores the reminder unless it is known already (a redelivery, or its removal came first); the stored one after. */
  async recordSet(r: ReminderSet): Promise<AmaReminderScheduleDoc | null> {
    const { reminderId, ...fields } = r;
    await this.model.updateOne(
      { _id: reminderId },
      { $setOnInsert: { ...fields, removed: false, createdAt: new Date() } },
      { upsert: true },
    );
    return this.findById(reminderId);
  }

  /** Marks it removed, also when its set event has not arrived yet (which then finds it removed); the stored one after. */
  async recordRemoved(r: { reminderId: string; userId: string; amaId: string }): Promise<AmaReminderScheduleDoc | null> {
    await this.model.updateOne(
      { _id: r.reminderId },
      {
        $set: { removed: true },
        $setOnInsert: { userId: r.userId, amaId: r.amaId, title: '', scheduledFor: null, remindAt: null, createdAt: new Date() },
      },
      { upsert: true },
    );
    return this.findById(r.reminderId);
  }

  /** The pending reminders of one AMA, to move or drop when the AMA changes. */
  pendingFor(amaId: string): Promise<AmaReminderScheduleDoc[]> {
    return this.model.find({ amaId, removed: false }).limit(10_000).lean<AmaReminderScheduleDoc[]>().exec();
  }

  async setTitle(reminderId: string, title: string): Promise<void> {
    await this.model.updateOne({ _id: reminderId }, { $set: { title } });
  }

  async reschedule(reminderId: string, scheduledFor: Date | null, remindAt: Date | null): Promise<void> {
    await this.model.updateOne({ _id: reminderId }, { $set: { scheduledFor, remindAt } });
  }

  async markRemoved(reminderId: string): Promise<void> {
    await this.model.updateOne({ _id: reminderId }, { $set: { removed: true } });
  }
}
