import {
  achievementUnlocked,
  autoRenewStopped,
  announcementPublished,
  challengeCompleted,
  communityEventUpcoming,
  communityNoticeIssued,
  contactSubmitted,
  emailVerificationRequested,
  passwordChanged,
  passwordResetRequested,
  invoiceIssued,
  equipmentMaintenanceDue,
  licenceExpiryReminder,
  membershipExpired,
  membershipExpiring,
  practiceSessionLogged,
  siteSettingsUpdated,
  userDeleted,
  verifiedEmailChanged,
  weatherAlertIssued,
} from '@trap/contracts';
import { on, type Subscription } from '@trap/kit';
import type { NotificationsService } from '../modules/notifications/notifications.service.ts';
import { templates, type NotificationContent } from '../modules/notifications/notification-templates.ts';
import type { MembersRepository } from '../read-models/members.repository.ts';
import type { ContactMailService } from '../modules/contact/contact-mail.service.ts';
import type { AccountMailService } from '../modules/account-mail/account-mail.service.ts';
import { amaReminderSubscriptions, type AmaReminderDeps } from '../modules/ama-reminders/ama-reminders.handlers.ts';
import type { NewsletterRepository } from '../modules/newsletter/newsletter.repository.ts';
import { digestSettingsFrom } from '../read-models/digest-settings.model.ts';
import type { DigestSettingsRepository } from '../read-models/digest-settings.repository.ts';

export interface SubscriptionDeps {
  notifications: NotificationsService;
  members: MembersRepository;
  digestSettings: DigestSettingsRepository;
  amaReminders: AmaReminderDeps;
  contactMail: ContactMailService;
  accountMail: AccountMailService;
  /** auth.verified_email.changed moves the member's newsletter link */
  newsletter: NewsletterRepository;
  /** auth.user.deleted: the member-data module asks each module's part to erase (or unlink) the member's records */
  removeMember: (userId: string) => Promise<void>;
}

/**
 * The one list of events this service consumes: subject -> handler. Each notification's
 * sourceKey is `<event id>:<member>`, so a redelivered event creates nothing new.
 */
export function subscriptions({
  notifications,
  members,
  digestSettings,
  contactMail,
  accountMail,
  amaReminders,
  newsletter,
  removeMember,
}: SubscriptionDeps): Subscription[] {
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
    // an address is a member's only once verified; their newsletter link follows it
    on(verifiedEmailChanged, async (d, e) => {
      if (await members.setVerifiedEmail(d.userId, d.verifiedEmail, new Date(e.occurredAt))) {
        await newsletter.relinkMember(d.userId, d.verifiedEmail?.toLowerCase() ?? null);
      }
    }),
    // an account removed after its grace period: the member's notifications, address and newsletter link go
    on(userDeleted, (d) => removeMember(d.userId)),
    // the digests and the sender of every e-mail follow Settings → Email from the next message on
    on(siteSettingsUpdated, async (d, e) => {
      await digestSettings.save(digestSettingsFrom(d.settings), e.occurredAt);
    }),
    // a member's AMA reminder: a delayed Upcoming Event notification shortly before the start
    ...amaReminderSubscriptions(amaReminders),
    on(contactSubmitted, async (d) => {
      await contactMail.deliver(d);
    }),
    // account mails auth asks for: reset and verification links, the password-changed notice
    on(passwordResetRequested, async (d, e) => {
      await accountMail.passwordReset(e.id, d);
    }),
    on(emailVerificationRequested, async (d, e) => {
      await accountMail.emailVerification(e.id, d);
    }),
    on(passwordChanged, async (d, e) => {
      await accountMail.passwordChanged(e.id, d);
    }),
    // the invoice of a confirmed membership payment
    on(invoiceIssued, async (d, e) => {
      await accountMail.invoice(e.id, d);
    }),
  ];
}
