import { amaReminderRemoved, amaReminderSet, contentEvents, type EventData } from '@trap/contracts';
import { on, type Subscription } from '@trap/kit';
import type { AmaReminderScheduler } from './ama-reminder-queue.ts';
import type { AmaReminderSchedulesRepository } from './ama-reminders.repository.ts';

export interface AmaReminderDeps {
  schedules: AmaReminderSchedulesRepository;
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
    const stored = await schedules.recordSet({
      reminderId: d.reminderId,
      userId: d.userId,
      amaId: d.amaId,
      title: d.title,
      scheduledFor: d.scheduledFor ? new Date(d.scheduledFor) : null,
      remindAt,
    });
    if (stored && !stored.removed && stored.remindAt) await scheduler.schedule(d.reminderId, new Date(stored.remindAt));
  };
  const onRemoved = async (d: EventData<typeof amaReminderRemoved>) => {
    const stored = await schedules.recordRemoved(d);
    if (stored?.remindAt) await scheduler.cancel(d.reminderId, new Date(stored.remindAt));
  };
  // Rescheduled (or dated after TBD): every reminder moves with it; completed: nothing more to remind of.
  const onAmaUpdated = async (d: EventData<(typeof contentEvents)['ama']['updated']>) => {
    const item = d.item as { title?: unknown; status?: unknown; scheduledFor?: unknown };
    const start = typeof item.scheduledFor === 'string' ? item.scheduledFor : null;
    const title = typeof item.title === 'string' ? item.title : null;
    for (const s of await schedules.pendingFor(d.id)) {
      const sameStart = (s.scheduledFor ? new Date(s.scheduledFor).toISOString() : null) === start;
      if (title && title !== s.title) await schedules.setTitle(s._id, title);
      if (sameStart && item.status !== 'completed') continue;
      const remindAt = item.status === 'completed' ? null : remindAtFor(start, leadMs);
      await schedules.reschedule(s._id, start ? new Date(start) : null, remindAt);
      // the old job, if it still runs, finds another time stored and sends nothing
      if (s.remindAt) await scheduler.cancel(s._id, new Date(s.remindAt));
      if (remindAt) await scheduler.schedule(s._id, remindAt);
    }
  };
  const onAmaDeleted = async (d: EventData<(typeof contentEvents)['ama']['deleted']>) => {
    for (const s of await schedules.pendingFor(d.id)) {
      await schedules.markRemoved(s._id);
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
