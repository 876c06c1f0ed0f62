import type { Model } from 'mongoose';
import type { OutboxEntry, OutboxStore, ServiceContext } from '@trap/kit';
import { amaReminderModel, type AmaReminderDoc } from './ama-reminders.model.ts';

/** ama_reminders: reads by member; writes go with their events through the kit's OutboxStore. */
export class AmaRemindersRepository {
  private readonly store: OutboxStore<AmaReminderDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(amaReminderModel(ctx.conn));
  }

  get model(): Model<AmaReminderDoc> {
    return this.store.model;
  }

  /** The member's active reminders, newest first (at most `limit`). */
  activeFor(userId: string, limit: number): Promise<AmaReminderDoc[]> {
    return this.model.find({ userId, active: true }).sort({ setAt: -1 }).limit(limit).lean<AmaReminderDoc[]>();
  }

  findById(id: string): Promise<AmaReminderDoc | null> {
    return this.store.findById(id);
  }

  /** Stores a first reminder with its events; false when the member's reminder for that AMA exists already. */
  insert(doc: AmaReminderDoc, events: OutboxEntry[]): Promise<boolean> {
    return this.store.insert(doc, events);
  }

  /** Sets a removed reminder again with its events; false when it is no longer a removed one (set meanwhile). */
  async reactivate(doc: AmaReminderDoc, events: OutboxEntry[]): Promise<boolean> {
    const { _id, ...set } = doc;
    return (await this.store.update(_id, () => ({ set, events }), { active: false })) !== null;
  }

  /** Deactivates an active reminder with the events made from it; null when there is no active one. */
  deactivate(id: string, events: (current: AmaReminderDoc) => OutboxEntry[]): Promise<AmaReminderDoc | null> {
    return this.store.update(id, (current) => ({ set: { active: false, removedAt: new Date() }, events: events(current) }), {
      active: true,
    });
  }
}
