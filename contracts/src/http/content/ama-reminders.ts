import { z } from 'zod';

/** A member's reminder for an upcoming AMA (SPEC 2.9 Set Reminder). */
export const amaReminderSchema = z.object({
  amaId: z.string(),
  setAt: z.string(),
});
export type AmaReminder = z.infer<typeof amaReminderSchema>;
