import { Types, type Connection, type Model } from 'mongoose';
import { amaReminderRemoved, amaReminderSet, type AmaReminder } from '@trap/contracts';
import { conflict, isDuplicateKeyError, notFound, pushEvents, recordEvent, withDocumentLock, type ServiceContext } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { amaReminderModel, type AmaReminderDoc } from './ama-reminders.model.ts';

const LIST_LIMIT = 500;

/**
 * A member's Set Reminder on an upcoming AMA (SPEC 2.9). Setting and removing record their event in
 * the same single-document write; the notifications service turns a set reminder into an Upcoming
 * Event notification shortly before the start.
 */
export class AmaRemindersService {
  readonly model: Model<AmaReminderDoc>;

  constructor(
    conn: Connection,
    private readonly amas: CatalogService,
    private readonly ctx: Pick<ServiceContext, 'publishSoon'>,
  ) {
    this.model = amaReminderModel(conn);
  }

  async list(userId: string): Promise<AmaReminder[]> {
    const docs = await this.model.find({ userId, active: true }).sort({ setAt: -1 }).limit(LIST_LIMIT).lean<AmaReminderDoc[]>();
    return docs.map(present);
  }

  /** Sets the reminder; asking again while it is set changes nothing (`created` false). */
  async set(userId: string, amaId: string): Promise<{ created: boolean; reminder: AmaReminder }> {
    const ama = await this.amas.get(amaId); // 404 for unknown or malformed ids
    if (ama.status !== 'upcoming') throw conflict('Reminders can only be set for upcoming AMAs');
    const _id = `${userId}:${amaId}`;
    return withDocumentLock(this.model, _id, async () => {
      const existing = await this.model.findById(_id).lean<AmaReminderDoc>();
      if (existing?.active) return { created: false, reminder: present(existing) };
      const reminderId = new Types.ObjectId().toHexString();
      const setAt = new Date();
      const event = recordEvent(amaReminderSet, {
        reminderId,
        amaId,
        userId,
        title: String(ama.title),
        scheduledFor: typeof ama.scheduledFor === 'string' ? ama.scheduledFor : null,
        setAt: setAt.toISOString(),
      });
      const fields = { userId, amaId, reminderId, active: true, setAt, removedAt: null };
      if (existing) {
        const res = await this.model.collection.updateOne({ _id, active: false } as never, { $set: fields, ...pushEvents(event) } as never);
        if (!res.matchedCount) return { created: false, reminder: present((await this.model.findById(_id).lean<AmaReminderDoc>())!) };
      } else {
        try {
          await this.model.collection.insertOne({ _id, ...fields, _outbox: [event] } as never);
        } catch (err) {
          // another instance set it a moment ago
          if (!isDuplicateKeyError(err)) throw err;
          return { created: false, reminder: present((await this.model.findById(_id).lean<AmaReminderDoc>())!) };
        }
      }
      this.ctx.publishSoon({ model: this.model, id: _id });
      return { created: true, reminder: present(fields) };
    });
  }

  /** Removes an active reminder (404 when there is none); its notification will not come. */
  async remove(userId: string, amaId: string): Promise<void> {
    const _id = `${userId}:${amaId}`;
    await withDocumentLock(this.model, _id, async () => {
      const existing = await this.model.findById(_id).lean<AmaReminderDoc>();
      if (!existing?.active) throw notFound('Reminder');
      const event = recordEvent(amaReminderRemoved, { reminderId: existing.reminderId, amaId, userId });
      await this.model.collection.updateOne(
        { _id, reminderId: existing.reminderId } as never,
        { $set: { active: false, removedAt: new Date() }, ...pushEvents(event) } as never,
      );
    });
    this.ctx.publishSoon({ model: this.model, id: _id });
  }
}

const present = (doc: Pick<AmaReminderDoc, 'amaId' | 'setAt'>): AmaReminder => ({
  amaId: doc.amaId,
  setAt: new Date(doc.setAt).toISOString(),
});
