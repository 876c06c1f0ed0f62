import type { Model } from 'mongoose';
import {
  achievementUnlocked,
  announcementPublished,
  challengeCompleted,
  communityEventUpcoming,
  contactSubmitted,
  equipmentMaintenanceDue,
  membershipExpired,
  membershipExpiring,
  practiceSessionLogged,
  siteSettingsUpdated,
  userRegistered,
  weatherAlertIssued,
} from '@trap/contracts';
import { on, type Subscription } from '@trap/kit';
import type { NotificationsService } from '../modules/notifications/notifications.service.ts';
import { templates, type NotificationContent } from '../modules/notifications/notification-templates.ts';
import type { MemberDoc } from '../read-models/members.model.ts';
import type { ContactMailService } from '../modules/contact/contact-mail.service.ts';
import { amaReminderSubscriptions, type AmaReminderDeps } from '../modules/ama-reminders/ama-reminders.handlers.ts';
import { digestSettingsFrom, saveDigestSettings, type digestSettingsModel } from '../read-models/digest-settings.model.ts';

export interface SubscriptionDeps {
  notifications: NotificationsService;
  members: Model<MemberDoc>;
  digestSettings: ReturnType<typeof digestSettingsModel>;
  amaReminders: AmaReminderDeps;
  contactMail: ContactMailService;
}

/**
 * The one list of events this service consumes: subject -> handler. Each notification's
 * sourceKey is `<event id>:<member>`, so a redelivered event creates nothing new.
 */
export function subscriptions({ notifications, members, digestSettings, contactMail, amaReminders }: SubscriptionDeps): Subscription[] {
  const notify = async (eventId: string, userIds: string[], content: NotificationContent) => {
    for (const userId of new Set(userIds)) await notifications.create(userId, content, `${eventId}:${userId}`);
  };
  return [
    on(membershipExpiring, (d, e) => notify(e.id, [d.userId], templates.membershipExpiring(d))),
    on(membershipExpired, (d, e) => notify(e.id, [d.userId], templates.membershipExpired(d))),
    on(practiceSessionLogged, (d, e) => notify(e.id, [d.userId], templates.practiceSession(d))),
    on(equipmentMaintenanceDue, (d, e) => notify(e.id, [d.userId], templates.maintenanceDue(d))),
    on(challengeCompleted, (d, e) => notify(e.id, [d.userId], templates.challengeCompleted(d))),
    on(achievementUnlocked, (d, e) => notify(e.id, [d.userId], templates.achievementUnlocked(d))),
    on(weatherAlertIssued, (d, e) => notify(e.id, d.userIds, templates.weatherAlert(d))),
    on(communityEventUpcoming, (d, e) => notify(e.id, d.userIds, templates.upcomingEvent(d))),
    on(announcementPublished, (d, e) => notify(e.id, d.userIds, templates.systemAnnouncement(d))),
    on(userRegistered, async (d) => {
      await members.collection.updateOne(
        { _id: d.userId } as never,
        { $set: { email: d.email.toLowerCase(), displayName: d.displayName, updatedAt: new Date() } },
        { upsert: true },
      );
    }),
    on(siteSettingsUpdated, (d) => saveDigestSettings(digestSettings, digestSettingsFrom(d.settings))),
    // a member's AMA reminder: a delayed Upcoming Event notification shortly before the start
    ...amaReminderSubscriptions(amaReminders),
    on(contactSubmitted, async (d) => {
      await contactMail.deliver(d);
    }),
  ];
}
