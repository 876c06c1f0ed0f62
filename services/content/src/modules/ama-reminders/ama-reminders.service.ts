import { randomBytes } from 'node:crypto';
import { amaReminderRemoved, amaReminderSet, type Ama, type AmaReminder } from '@trap/contracts';
import { conflict, notFound, recordEvent } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { AmaReminderDoc } from './ama-reminders.model.ts';
import type { AmaRemindersRepository } from './ama-reminders.repository.ts';

const LIST_LIMIT = 500;

/**
 * A member's Set Reminder on an upcoming AMA (SPEC 2.9). Setting and removing record their event in
 * the same single-document write; the notifications service turns a set reminder into an Upcoming
 * Event notification shortly before the start.
 */
export class AmaRemindersService {
  private readonly reminders: AmaRemindersRepository;
  private readonly amas: CatalogService<Ama>;
  constructor(reminders: AmaRemindersRepository, amas: CatalogService<Ama>) {
    this.reminders = reminders;
    this.amas = amas;
  }

  async list(userId: string): Promise<AmaReminder[]> {
    return (await this.reminders.activeFor(userId, LIST_LIMIT)).map(present);
  }

  /** Sets the reminder; asking again while it is set changes nothing (`created` false). */
  async set(userId: string, amaId: string): Promise<{ created: boolean; reminder: AmaReminder }> {
    const ama = await this.amas.get(amaId); // 404 for unknown or malformed ids
    if (ama.status !== 'upcoming') throw conflict('Reminders can only be set for upcoming AMAs');
    const _id = `${userId}:${amaId}`;
    const existing = await this.reminders.findById(_id);
    if (existing?.active) return { created: false, reminder: present(existing) };
    // new each time it is set: names the notification job
    const reminderId = randomBytes(12).toString('hex');
    const doc: AmaReminderDoc = { _id, userId, amaId, reminderId, active: true, setAt: new Date(), removedAt: null };
    const event = recordEvent(amaReminderSet, {
      reminderId,
      amaId,
      userId,
      title: ama.title,
      scheduledFor: ama.scheduledFor,
      setAt: doc.setAt.toISOString(),
    });
    const stored = existing ? await this.reminders.reactivate(doc, [event]) : await this.reminders.insert(doc, [event]);
    // not stored: another request set it a moment ago
    if (!stored) return { created: false, reminder: present((await this.reminders.findById(_id))!) };
    return { created: true, reminder: present(doc) };
  }

  /** Removes an active reminder (404 when there is none); its notification will not come. */
  async remove(userId: string, amaId: string): Promise<void> {
    const removed = await this.reminders.deactivate(`${userId}:${amaId}`, (current) => [
      recordEvent(amaReminderRemoved, { reminderId: current.reminderId, amaId, userId }),
    ]);
    if (!removed) throw notFound('Reminder');
  }
}

const present = (doc: Pick<AmaReminderDoc, 'amaId' | 'setAt'>): AmaReminder => ({
  amaId: doc.amaId,
  setAt: new Date(doc.setAt).toISOString(),
});
