import type { Language } from '@trap/contracts/language';
import type { NotificationContent } from '../notifications/notification-templates.ts';
import { localeOf, textsIn } from '../../i18n/i18n.ts';

const DAY = 24 * 60 * 60 * 1000;
const when = (d: Date, language: Language) =>
  d.toLocaleString(localeOf(language), { day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** SPEC 3.4 Upcoming Event: the member's AMA reminder, opening the session's page, in the member's language. */
export const amaReminderNotification = (
  d: { amaId: string; title: string; scheduledFor: Date | null },
  language: Language = 'en',
): NotificationContent => {
  const t = textsIn(language);
  return {
    type: 'upcoming_event',
    title: t('notifications.ama.title', { title: d.title }),
    message: d.scheduledFor
      ? t('notifications.ama.messageAt', { title: d.title, when: when(d.scheduledFor, language) })
      : t('notifications.ama.message', { title: d.title }),
    priority: 'high',
    actionUrl: `/ama/${d.amaId}`,
    relatedEntityType: 'ama',
    relatedEntityId: d.amaId,
    expiresAt: d.scheduledFor ? new Date(d.scheduledFor.getTime() + DAY) : null,
  };
};
