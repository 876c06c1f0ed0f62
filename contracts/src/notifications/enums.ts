import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notification-types.ts';

export * from './notification-types.ts';
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const notificationPrioritySchema = z.enum(NOTIFICATION_PRIORITIES);
export type NotificationPriority = z.infer<typeof notificationPrioritySchema>;
/** DECISIONS: a notification as delivered. */
export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  priority: notificationPrioritySchema,
  isRead: z.boolean(),
  isSnoozed: z.boolean(),
  snoozeUntil: z.string().nullable(),
  actionUrl: z.string().nullable(),
  relatedEntityType: z.string().nullable(),
  relatedEntityId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationCountSchema = z.object({ count: z.number().int().min(0) });
