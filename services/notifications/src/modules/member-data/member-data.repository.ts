import type { Connection } from 'mongoose';
import {
  notificationModel,
  notificationReadMarkModel,
  type NotificationDoc,
  type NotificationReadMarkDoc,
} from '../notifications/notifications.model.ts';
import { newsletterModel, type NewsletterSubscriptionDoc } from '../newsletter/newsletter.model.ts';
import { amaReminderScheduleModel, type AmaReminderScheduleDoc } from '../ama-reminders/ama-reminders.model.ts';
import { accountMailDeliveryModel, type AccountMailDeliveryDoc } from '../account-mail/account-mail-deliveries.model.ts';

type Row = Record<string, unknown>;
const json = (value: unknown): Row => JSON.parse(JSON.stringify(value)) as Row;

/** What notifications keeps of one member, read for their data download (the removal is user-deleted.handler.ts). */
export class NotificationsMemberDataRepository {
  private readonly notifications;
  private readonly readMarks;
  private readonly newsletter;
  private readonly reminders;
  private readonly accountMails;

  constructor(conn: Connection) {
    this.notifications = notificationModel(conn);
    this.readMarks = notificationReadMarkModel(conn);
    this.newsletter = newsletterModel(conn);
    this.reminders = amaReminderScheduleModel(conn);
    this.accountMails = accountMailDeliveryModel(conn);
  }

  /** The collections this module reads for the download (user-deleted.handler.ts removes the same; the coverage test's list). */
  collections(): string[] {
    return [this.notifications, this.readMarks, this.newsletter, this.reminders, this.accountMails].map(
      (model) => model.collection.collectionName,
    );
  }

  async export(userId: string): Promise<Record<string, Row[]>> {
    const [notifications, mark, subscriptions, reminders, accountMails] = await Promise.all([
      this.notifications.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<NotificationDoc[]>().exec(),
      this.readMarks.findById(userId).lean<NotificationReadMarkDoc>().exec(),
      this.newsletter.find({ userId }).sort({ _id: 1 }).lean<NewsletterSubscriptionDoc[]>().exec(),
      this.reminders
        .find({ userId, removed: { $ne: true } })
        .sort({ _id: 1 })
        .lean<AmaReminderScheduleDoc[]>()
        .exec(),
      this.accountMails.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<AccountMailDeliveryDoc[]>().exec(),
    ]);
    return {
      // read as the member reads them: one older than their last mark-all-read is read
      notifications: notifications.map(({ sourceKey: _source, generation = 0, ...n }) =>
        json({ ...n, isRead: n.isRead || generation < (mark?.generation ?? 0) }),
      ),
      // when they last marked all read
      notification_read_marks: mark ? [json({ markedAt: mark.markedAt })] : [],
      newsletter_subscriptions: subscriptions.map((s) =>
        json({
          email: s.email,
          name: s.name,
          status: s.status,
          preferences: s.preferences,
          subscriptionDate: s.subscriptionDate,
          confirmedAt: s.confirmedAt,
          unsubscribedAt: s.unsubscribedAt,
        }),
      ),
      ama_reminders: reminders.map((r) => json({ amaId: r.amaId, title: r.title, scheduledFor: r.scheduledFor, remindAt: r.remindAt })),
      // which account e-mails went to them and when (their content and links are not kept)
      account_mails: accountMails.map((m) => json({ kind: m.kind, status: m.status, createdAt: m.createdAt, sentAt: m.sentAt })),
    };
  }
}
