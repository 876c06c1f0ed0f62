import type { Model, Types } from 'mongoose';
import { NOTIFICATION_TYPE_LABELS } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { NewsletterSubscriptionDoc } from '../newsletter/newsletter.model.ts';
import type { NewsletterTokens } from '../newsletter/newsletter.tokens.ts';
import { newsletterLinks } from '../newsletter/newsletter.links.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { NotificationDoc } from '../notifications/notifications.model.ts';
import type { MemberDoc } from '../../read-models/members.model.ts';
import { readDigestSettings, type DigestSettings, type digestSettingsModel } from '../../read-models/digest-settings.model.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { DigestDeliveryDoc } from './digest-deliveries.model.ts';
import { periodKey } from './digest-period.ts';
import { isDuplicateKeyError } from '@trap/kit';

export interface DigestRunResult {
  periodKey: string | null;
  sent: number;
  skipped: number;
  reason?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * E-mail summaries of unread notifications for members who opted in (an active newsletter
 * subscription with `preferences.digest`, linked to the member by userId or e-mail), daily or
 * weekly per the site's digestFrequency. A delivery document is claimed before sending, so a
 * re-run, a retry or a second worker never sends one period twice; a failed send releases it.
 */
export class DigestService {
  constructor(
    private readonly deps: {
      subscriptions: Model<NewsletterSubscriptionDoc>;
      members: Model<MemberDoc>;
      deliveries: Model<DigestDeliveryDoc>;
      settings: ReturnType<typeof digestSettingsModel>;
      notifications: NotificationsRepository;
      mailer: Mailer;
      tokens: NewsletterTokens;
      siteOrigin: string;
      defaultFrom: string;
      timeZone: string;
      logger: Logger;
    },
  ) {}

  async run(now = new Date(), batchSize = 200): Promise<DigestRunResult> {
    const settings = await readDigestSettings(this.deps.settings);
    if (!settings.enableEmailDigest || !settings.enableEmailNotifications) {
      return { periodKey: null, sent: 0, skipped: 0, reason: 'digests are switched off in the settings' };
    }
    const key = periodKey(settings.digestFrequency, now, this.deps.timeZone);
    let sent = 0;
    let skipped = 0;
    let after: Types.ObjectId | undefined;
    for (;;) {
      const batch = await this.deps.subscriptions
        .find({ status: 'active', ...(after ? { _id: { $gt: after } } : {}) })
        .sort({ _id: 1 })
        .limit(batchSize)
        .lean<NewsletterSubscriptionDoc[]>()
        .exec();
      for (const sub of batch) {
        if ((await this.sendOne(sub, key, settings, now)) === 'sent') sent++;
        else skipped++;
      }
      if (batch.length < batchSize) break;
      after = batch[batch.length - 1]!._id;
    }
    this.deps.logger.info({ periodKey: key, sent, skipped }, 'digest run finished');
    return { periodKey: key, sent, skipped };
  }

  private async sendOne(sub: NewsletterSubscriptionDoc, key: string, settings: DigestSettings, now: Date): Promise<'sent' | 'skipped'> {
    if (sub.preferences?.digest === false) return 'skipped';
    const userId = sub.userId ?? (await this.deps.members.findOne({ email: sub.email }, { _id: 1 }).lean<MemberDoc>())?._id;
    if (!userId) return 'skipped';
    const unread = await this.deps.notifications.unreadFor(userId, 20, now);
    if (!unread.length) return 'skipped';
    const id = `${key}:${String(sub._id)}`;
    try {
      await this.deps.deliveries.collection.insertOne({
        _id: id,
        periodKey: key,
        subscriptionId: String(sub._id),
        email: sub.email,
        notificationCount: unread.length,
        status: 'sending',
        createdAt: new Date(),
        sentAt: null,
      } as never);
    } catch (err) {
      if (isDuplicateKeyError(err)) return 'skipped';
      throw err;
    }
    try {
      await this.deps.mailer.send(this.compose(sub, unread, settings, key));
    } catch (err) {
      await this.deps.deliveries.deleteOne({ _id: id });
      throw err;
    }
    await this.deps.deliveries.updateOne({ _id: id }, { $set: { status: 'sent', sentAt: new Date() } });
    await this.deps.subscriptions.updateOne({ _id: sub._id }, { $set: { lastEmailSentAt: new Date() } });
    return 'sent';
  }

  private compose(sub: NewsletterSubscriptionDoc, unread: NotificationDoc[], s: DigestSettings, key: string) {
    const links = newsletterLinks(this.deps.siteOrigin, this.deps.tokens, sub.email);
    const what = s.digestFrequency === 'daily' ? 'daily' : 'weekly';
    const subject = `Your ${what} ${s.siteName} digest: ${unread.length} unread notification${unread.length === 1 ? '' : 's'}`;
    const url = (n: NotificationDoc) => `${this.deps.siteOrigin}${n.actionUrl ?? '/'}`;
    const text = [
      s.emailHeader,
      `Hello${sub.name ? ` ${sub.name}` : ''},`,
      '',
      `You have ${unread.length} unread notification${unread.length === 1 ? '' : 's'}:`,
      ...unread.map((n) => `- [${NOTIFICATION_TYPE_LABELS[n.type]}] ${n.title}: ${n.message} (${url(n)})`),
      '',
      `Manage your e-mail preferences: ${links.preferences}`,
      `Unsubscribe: ${links.unsubscribe}`,
      s.emailFooter,
    ]
      .filter((l) => l !== undefined)
      .join('\n');
    const html = `${s.emailHeader ? `<div>${escapeHtml(s.emailHeader)}</div>` : ''}
<p>Hello${sub.name ? ` ${escapeHtml(sub.name)}` : ''},</p>
<p>You have ${unread.length} unread notification${unread.length === 1 ? '' : 's'}:</p>
<ul>${unread.map((n) => `<li><strong>${escapeHtml(NOTIFICATION_TYPE_LABELS[n.type])}</strong>: <a href="${url(n)}">${escapeHtml(n.title)}</a> ${escapeHtml(n.message)}</li>`).join('')}</ul>
<p><a href="${links.preferences}">Manage your e-mail preferences</a> · <a href="${links.unsubscribe}">Unsubscribe</a></p>
${s.emailFooter ? `<div>${escapeHtml(s.emailFooter)}</div>` : ''}`;
    return {
      from: s.fromEmail ? `${s.fromName || s.siteName} <${s.fromEmail}>` : this.deps.defaultFrom,
      to: sub.email,
      ...(s.replyToEmail ? { replyTo: s.replyToEmail } : {}),
      subject,
      text,
      html,
      headers: { ...links.headers, 'X-Digest-Period': key },
    };
  }
}
