// The notification types and their labels, without zod (the header's notification bell reads them at start-up).

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
  // the arms licence's expiry reminders (practice.licence.expiry_reminder)
  'licence_expiry',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

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
