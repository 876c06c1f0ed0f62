import { z } from 'zod';
import { defineEvent } from './define.ts';

/**
 * The arms-licence vault's reminders: 90, 30 and 7 days before the licence's valid-until
 * date, and once when it has lapsed; each goes out once per valid-until date (a renewal re-arms them).
 * The notifications service turns it into a Licence Expiry notification. The licence number is never
 * in it.
 */
export const licenceExpiryReminder = defineEvent({
  subject: 'practice.licence.expiry_reminder',
  version: 1,
  description:
    'A member’s arms licence expires soon (90, 30 or 7 days ahead) or has lapsed (daysLeft < 0); once per stage and valid-until date.',
  schema: z.object({
    userId: z.string(),
    /** the last day the licence is valid (YYYY-MM-DD) */
    validUntil: z.string(),
    /** days from the reminder's day (IST) to validUntil; negative once lapsed */
    daysLeft: z.number().int(),
    /** which reminder this is: 90, 30 or 7 days ahead, or the lapsed one */
    stage: z.enum(['90', '30', '7', 'expired']),
  }),
});
