import { z } from 'zod';

/** SPEC 3.4 notification types (stored values) and their labels. */
export const NOTIFICATION_TYPES = [
  'membership_expiry',
  'upcoming_event',
  'practice_session',
  'maintenance_due',
  'challenge_completed',
  'achievement_unlocked',
  'system_announcement',
  'weather_alert',
  // beyond SPEC 3.4's eight (docs/decisions.md): replies, requests and invitations of the community
  'community_activity',
  // issue 15: the arms licence's expiry reminders (practice.licence.expiry_reminder)
  'licence_expiry',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  membership_expiry: 'Membership Expiry',
  upcoming_event: 'Upcoming Event',
  practice_session: 'Practice Session',
  maintenance_due: 'Maintenance Due',
  challenge_completed: 'Challenge Completed',
  achievement_unlocked: 'Achievement Unlocked',
  system_announcement: 'System Announcement',
  weather_alert: 'Weather Alert',
  community_activity: 'Community Activity',
  licence_expiry: 'Licence Expiry',
};

export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const notificationPrioritySchema = z.enum(NOTIFICATION_PRIORITIES);
export type NotificationPriority = z.infer<typeof notificationPrioritySchema>;
export const DEFAULT_NOTIFICATION_PRIORITY: NotificationPriority = 'medium';

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
