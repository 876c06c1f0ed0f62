import { z } from 'zod';
import { notificationSchema, notificationTypeSchema } from '../../notifications/enums.ts';
import { DATE_TEXT_MAX, inDateWindow } from '../common/bounds.ts';

/** `PATCH /api/notifications/{id}/snooze`: SPEC 5, a snooze date cannot be in the past; nor more than a year ahead (DATE_WINDOWS.snooze). */
export const SNOOZE_PAST_MESSAGE = 'Snooze date cannot be in the past';
export const SNOOZE_INVALID_MESSAGE = 'Snooze date must be a valid date and time';

export const snoozeRequestSchema = z.object({
  snoozeUntil: z
    .string({ error: SNOOZE_INVALID_MESSAGE })
    .max(DATE_TEXT_MAX, SNOOZE_INVALID_MESSAGE)
    .refine((v) => !Number.isNaN(Date.parse(v)), SNOOZE_INVALID_MESSAGE)
    .superRefine(inDateWindow('snooze')),
});
export type SnoozeRequest = z.infer<typeof snoozeRequestSchema>;

export const notificationListSchema = z.array(notificationSchema);

/** `POST /api/notifications/test` (/test-notifications): a member sends themselves a notification of a type. */
/** Without a type: one of every type. */
export const testNotificationRequestSchema = z.object({ type: notificationTypeSchema.optional() });

/** Answer of the bulk actions (mark all read, clear all). */
export const notificationBulkResultSchema = z.object({ updated: z.number().int().min(0) });
export const notificationDeleteAllResultSchema = z.object({ deleted: z.number().int().min(0) });
