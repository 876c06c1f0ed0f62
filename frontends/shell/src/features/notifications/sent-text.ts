import { NOTIFICATION_TYPE_LABELS, type NotificationType } from '@trap/contracts';

/** The toast's line after a test notification: 'An Upcoming Event notification…', 'A Weather Alert notification…'. */
export function sentText(type: NotificationType): string {
  const label = NOTIFICATION_TYPE_LABELS[type];
  return `${/^[AEIOU]/i.test(label) ? 'An' : 'A'} ${label} notification is in your notifications.`;
}
