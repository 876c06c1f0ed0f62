import { z } from 'zod';
import { defineEvent } from './define.ts';

/**
 * A member's reminder for an upcoming AMA. `reminderId` is new each time a reminder is set, so a
 * removal names exactly the reminder it ends (events of the two subjects may arrive in any order).
 */
export const amaReminderSet = defineEvent({
  subject: 'content.ama.reminder_set',
  version: 1,
  description: 'A member asked to be reminded of an upcoming AMA (Upcoming Event notification shortly before it starts).',
  schema: z.object({
    reminderId: z.string(),
    amaId: z.string(),
    userId: z.string(),
    title: z.string(),
    /** ISO start time; null while the AMA is TBD */
    scheduledFor: z.string().nullable(),
    setAt: z.string(),
  }),
});

export const amaReminderRemoved = defineEvent({
  subject: 'content.ama.reminder_removed',
  version: 1,
  description: 'A member removed their reminder for an AMA.',
  schema: z.object({ reminderId: z.string(), amaId: z.string(), userId: z.string() }),
});
