import {
  achievementUnlocked,
  autoRenewStopped,
  announcementPublished,
  challengeCompleted,
  communityEventUpcoming,
  communityNoticeIssued,
  equipmentMaintenanceDue,
  licenceExpiryReminder,
  membershipExpired,
  membershipExpiring,
  practiceSessionLogged,
  weatherAlertIssued,
} from '@trap/contracts';
import { on, type Subscription } from '@trap/kit';
import type { Language } from '@trap/contracts/language';
import type { NotificationsService } from './notifications.service.ts';
import { templates, type NotificationContent } from './notification-templates.ts';

/**
 * The events that become in-app notifications: subject -> template, written in each member's language
 * (`languageOf`: the members read model, handed in by service.ts). Each notification's sourceKey is
 * `<event id>:<member>`, so a redelivered event creates nothing new.
 */
export function notificationSubscriptions(
  notifications: NotificationsService,
  languageOf: (userId: string) => Promise<Language>,
): Subscription[] {
  const notify = async (eventId: string, userIds: string[], content: (language: Language) => NotificationContent) => {
    for (const userId of new Set(userIds)) await notifications.create(userId, content(await languageOf(userId)), `${eventId}:${userId}`);
  };
  return [
    on(membershipExpiring, (d, e) => notify(e.id, [d.userId], (l) => templates.membershipExpiring(d, l))),
    on(membershipExpired, (d, e) => notify(e.id, [d.userId], (l) => templates.membershipExpired(d, l))),
    on(autoRenewStopped, (d, e) => notify(e.id, [d.userId], (l) => templates.membershipAutoRenewStopped(d, l))),
    on(practiceSessionLogged, (d, e) => notify(e.id, [d.userId], (l) => templates.practiceSession(d, l))),
    on(equipmentMaintenanceDue, (d, e) => notify(e.id, [d.userId], (l) => templates.maintenanceDue(d, l))),
    on(licenceExpiryReminder, (d, e) => notify(e.id, [d.userId], (l) => templates.licenceExpiry(d, l))),
    on(challengeCompleted, (d, e) => notify(e.id, [d.userId], (l) => templates.challengeCompleted(d, l))),
    on(achievementUnlocked, (d, e) => notify(e.id, [d.userId], (l) => templates.achievementUnlocked(d, l))),
    on(weatherAlertIssued, (d, e) => notify(e.id, d.userIds, (l) => templates.weatherAlert(d, l))),
    on(communityEventUpcoming, (d, e) => notify(e.id, d.userIds, (l) => templates.upcomingEvent(d, l))),
    // written by their authors: as they wrote them
    on(communityNoticeIssued, (d, e) => notify(e.id, d.userIds, () => templates.communityNotice(d))),
    on(announcementPublished, (d, e) => notify(e.id, d.userIds, () => templates.systemAnnouncement(d))),
  ];
}
