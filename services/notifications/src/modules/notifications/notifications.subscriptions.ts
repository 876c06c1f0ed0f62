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
import type { NotificationsService } from './notifications.service.ts';
import { templates, type NotificationContent } from './notification-templates.ts';

/**
 * The events that become in-app notifications: subject -> template. Each notification's sourceKey is
 * `<event id>:<member>`, so a redelivered event creates nothing new.
 */
export function notificationSubscriptions(notifications: NotificationsService): Subscription[] {
  const notify = async (eventId: string, userIds: string[], content: NotificationContent) => {
    for (const userId of new Set(userIds)) await notifications.create(userId, content, `${eventId}:${userId}`);
  };
  return [
    on(membershipExpiring, (d, e) => notify(e.id, [d.userId], templates.membershipExpiring(d))),
    on(membershipExpired, (d, e) => notify(e.id, [d.userId], templates.membershipExpired(d))),
    on(autoRenewStopped, (d, e) => notify(e.id, [d.userId], templates.membershipAutoRenewStopped(d))),
    on(practiceSessionLogged, (d, e) => notify(e.id, [d.userId], templates.practiceSession(d))),
    on(equipmentMaintenanceDue, (d, e) => notify(e.id, [d.userId], templates.maintenanceDue(d))),
    on(licenceExpiryReminder, (d, e) => notify(e.id, [d.userId], templates.licenceExpiry(d))),
    on(challengeCompleted, (d, e) => notify(e.id, [d.userId], templates.challengeCompleted(d))),
    on(achievementUnlocked, (d, e) => notify(e.id, [d.userId], templates.achievementUnlocked(d))),
    on(weatherAlertIssued, (d, e) => notify(e.id, d.userIds, templates.weatherAlert(d))),
    on(communityEventUpcoming, (d, e) => notify(e.id, d.userIds, templates.upcomingEvent(d))),
    on(communityNoticeIssued, (d, e) => notify(e.id, d.userIds, templates.communityNotice(d))),
    on(announcementPublished, (d, e) => notify(e.id, d.userIds, templates.systemAnnouncement(d))),
  ];
}
