import type { Model } from 'mongoose';
import { amaReminderRemoved, amaReminderSet, contentEvents, type EventData } from '@trap/contracts';
import { on, type Subscription } from '@trap/kit';
import type { AmaReminderScheduler } from './ama-reminder-queue.ts';
import type { AmaReminderScheduleDoc } from './ama-reminders.model.ts';

export interface AmaReminderDeps {
  schedules: Model<AmaReminderScheduleDoc>;
  scheduler: AmaReminderScheduler;
  /** how long before the start the notification comes (AMA_REMINDER_LEAD_MINUTES) */
  leadMs: number;
}

/** Due `leadMs` before the start, at once when that is already past; null for a TBD AMA. */
export function remindAtFor(scheduledFor: string | null, leadMs: number, now = new Date()): Date | null {
  if (!scheduledFor) return null;
  const start = Date.parse(scheduledFor);
  if (Number.isNaN(start)) return null;
  return new Date(Math.max(now.getTime(), start - leadMs));
}

/**
 * reminder_set stores the schedule once (a redelivery, or a removal that came first, leaves it as
 * it is) and queues its delayed job; reminder_removed marks it removed and drops the job; an AMA
 * moved to another time moves its reminders, one completed or deleted drops them. All are
 * idempotent, and the job's id and the notification's sourceKey make repeats harmless.
 */
export function amaReminderSubscriptions({ schedules, scheduler, leadMs }: AmaReminderDeps): Subscription[] {
  const onSet = async (d: EventData<typeof amaReminderSet>) => {
    const remindAt = remindAtFor(d.scheduledFor, leadMs, new Date(d.setAt));
    await schedules.collection.updateOne(
      { _id: d.reminderId } as never,
      {
        $setOnInsert: {
          userId: d.userId,
          amaId: d.amaId,
          title: d.title,
          scheduledFor: d.scheduledFor ? new Date(d.scheduledFor) : null,
          remindAt,
          removed: false,
          createdAt: new Date(),
        },
      },
      { upsert: true },
    );
    const stored = await schedules.findById(d.reminderId).lean<AmaReminderScheduleDoc>();
    if (stored && !stored.removed && stored.remindAt) await scheduler.schedule(d.reminderId, new Date(stored.remindAt));
  };
  const onRemoved = async (d: EventData<typeof amaReminderRemoved>) => {
    await schedules.collection.updateOne(
      { _id: d.reminderId } as never,
      {
        $set: { removed: true },
        $setOnInsert: { userId: d.userId, amaId: d.amaId, title: '', scheduledFor: null, remindAt: null, createdAt: new Date() },
      },
      { upsert: true },
    );
    const stored = await schedules.findById(d.reminderId).lean<AmaReminderScheduleDoc>();
    if (stored?.remindAt) await scheduler.cancel(d.reminderId, new Date(stored.remindAt));
  };
  /** The pending reminders of one AMA, to move or drop when the AMA changes. */
  const pendingFor = (amaId: string) => schedules.find({ amaId, removed: false }).limit(10_000).lean<AmaReminderScheduleDoc[]>();

  // Rescheduled (or dated after TBD): every reminder moves with it; completed: nothing more to remind of.
  const onAmaUpdated = async (d: EventData<(typeof contentEvents)['ama']['updated']>) => {
    const item = d.item as { title?: unknown; status?: unknown; scheduledFor?: unknown };
    const start = typeof item.scheduledFor === 'string' ? item.scheduledFor : null;
    const title = typeof item.title === 'string' ? item.title : null;
    for (const s of await pendingFor(d.id)) {
      const sameStart = (s.scheduledFor ? new Date(s.scheduledFor).toISOString() : null) === start;
      if (title && title !== s.title) await schedules.updateOne({ _id: s._id }, { $set: { title } });
      if (sameStart && item.status !== 'completed') continue;
      const remindAt = item.status === 'completed' ? null : remindAtFor(start, leadMs);
      await schedules.updateOne({ _id: s._id }, { $set: { scheduledFor: start ? new Date(start) : null, remindAt } });
      // the old job, if it still runs, finds another time stored and sends nothing
      if (s.remindAt) await scheduler.cancel(s._id, new Date(s.remindAt));
      if (remindAt) await scheduler.schedule(s._id, remindAt);
    }
  };
  const onAmaDeleted = async (d: EventData<(typeof contentEvents)['ama']['deleted']>) => {
    for (const s of await pendingFor(d.id)) {
      await schedules.updateOne({ _id: s._id }, { $set: { removed: true } });
      if (s.remindAt) await scheduler.cancel(s._id, new Date(s.remindAt));
    }
  };
  return [
    on(amaReminderSet, onSet),
    on(amaReminderRemoved, onRemoved),
    on(contentEvents.ama.updated, onAmaUpdated),
    on(contentEvents.ama.deleted, onAmaDeleted),
  ];
}
