import { NOTIFICATION_TYPE_LABELS } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { NewsletterSubscriptionDoc } from '../newsletter/newsletter.model.ts';
import type { NewsletterRepository, SubscriptionId } from '../newsletter/newsletter.repository.ts';
import type { NewsletterTokens } from '../newsletter/newsletter.tokens.ts';
import { newsletterLinks } from '../newsletter/newsletter.links.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { NotificationDoc } from '../notifications/notifications.model.ts';
import type { MembersRepository } from '../../read-models/members.repository.ts';
import type { DigestSettings } from '../../read-models/digest-settings.model.ts';
import type { DigestSettingsRepository } from '../../read-models/digest-settings.repository.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { DigestDeliveriesRepository } from './digest-deliveries.repository.ts';
import { periodKey } from './digest-period.ts';

export interface DigestRunResult {
  periodKey: string | null;
  sent: number;
  skipped: number;
  reason?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * E-mail summaries of unread notifications for members who opted in (an active newsletter
 * (confirmed) subscription with `preferences.digest` for the member's verified e-mail), daily or
 * weekly per the site's digestFrequency. A delivery document is claimed before sending, so a
 * re-run, a retry or a second worker never sends one period twice; a failed send releases it.
 */
export class DigestService {
  private readonly deps: {
    subscriptions: NewsletterRepository;
    members: MembersRepository;
    deliveries: DigestDeliveriesRepository;
    settings: DigestSettingsRepository;
    notifications: NotificationsRepository;
    mailer: Mailer;
    tokens: NewsletterTokens;
    siteOrigin: string;
    timeZone: string;
    logger: Logger;
  };
  constructor(deps: {
    subscriptions: NewsletterRepository;
    members: MembersRepository;
    deliveries: DigestDeliveriesRepository;
    settings: DigestSettingsRepository;
    notifications: NotificationsRepository;
    mailer: Mailer;
    tokens: NewsletterTokens;
    siteOrigin: string;
    timeZone: string;
    logger: Logger;
  }) {
    this.deps = deps;
  }

  async run(now = new Date(), batchSize = 200): Promise<DigestRunResult> {
    const settings = await this.deps.settings.current();
    if (!settings.enableEmailDigest || !settings.enableEmailNotifications) {
      return { periodKey: null, sent: 0, skipped: 0, reason: 'digests are switched off in the settings' };
    }
    const key = periodKey(settings.digestFrequency, now, this.deps.timeZone);
    let sent = 0;
    let skipped = 0;
    let after: SubscriptionId | undefined;
    for (;;) {
      const batch = await this.deps.subscriptions.activePage(after, batchSize);
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
    // the member whose verified e-mail the address is: a stored userId from before that rule is not trusted
    const userId = await this.deps.members.idByEmail(sub.email);
    if (!userId) return 'skipped';
    const unread = await this.deps.notifications.unreadFor(userId, 20, now);
    if (!unread.length) return 'skipped';
    const id = `${key}:${String(sub._id)}`;
    const claimed = await this.deps.deliveries.claim({
      _id: id,
      periodKey: key,
      subscriptionId: String(sub._id),
      email: sub.email,
      notificationCount: unread.length,
    });
    if (!claimed) return 'skipped';
    try {
      await this.deps.mailer.send(this.compose(sub, unread, settings, key));
    } catch (err) {
      await this.deps.deliveries.release(id);
      throw err;
    }
    await this.deps.deliveries.markSent(id, new Date());
    await this.deps.subscriptions.markEmailSent(sub._id, new Date());
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
      to: sub.email,
      subject,
      text,
      html,
      headers: { ...links.headers, 'X-Digest-Period': key },
    };
  }
}
