import type { NotificationContent } from '../notifications/notification-templates.ts';

const DAY = 24 * 60 * 60 * 1000;
const when = (d: Date) =>
  d.toLocaleString('en-IN', { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** SPEC 3.4 Upcoming Event: the member's AMA reminder, opening the session's page. */
export const amaReminderNotification = (d: { amaId: string; title: string; scheduledFor: Date | null }): NotificationContent => ({
  type: 'upcoming_event',
  title: `Starting soon: ${d.title}`,
  message: d.scheduledFor
    ? `${d.title} starts at ${when(d.scheduledFor)} IST. Join the live session from its page.`
    : `${d.title} starts soon.`,
  priority: 'high',
  actionUrl: `/ama/${d.amaId}`,
  relatedEntityType: 'ama',
  relatedEntityId: d.amaId,
  expiresAt: d.scheduledFor ? new Date(d.scheduledFor.getTime() + DAY) : null,
});
