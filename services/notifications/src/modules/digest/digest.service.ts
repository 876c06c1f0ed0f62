import type { NotificationType } from '@trap/contracts';
import type { Language } from '@trap/contracts/language';
import type { TFunction } from 'i18next';
import { textsIn } from '../../i18n/i18n.ts';
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

/** What the digest reads and sends with. */
interface DigestDeps {
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
}

/**
 * E-mail summaries of unread notifications for members who opted in (an active newsletter
 * (confirmed) subscription with `preferences.digest` for the member's verified e-mail), daily or
 * weekly per the site's digestFrequency. A delivery document is claimed before sending, so a
 * re-run, a retry or a second worker never sends one period twice; a failed send releases it. Written
 * in the member's language (the members read model), texts from the catalogues (src/i18n).
 */
export class DigestService {
  private readonly deps: DigestDeps;
  constructor(deps: DigestDeps) {
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
      await this.deps.mailer.send(this.compose(sub, unread, settings, key, await this.deps.members.languageOf(userId)));
    } catch (err) {
      await this.deps.deliveries.release(id);
      throw err;
    }
    await this.deps.deliveries.markSent(id, new Date());
    await this.deps.subscriptions.markEmailSent(sub._id, new Date());
    return 'sent';
  }

  private compose(sub: NewsletterSubscriptionDoc, unread: NotificationDoc[], s: DigestSettings, key: string, language: Language) {
    const t = textsIn(language);
    const links = newsletterLinks(this.deps.siteOrigin, this.deps.tokens, sub.email);
    const count = unread.length;
    const subject =
      s.digestFrequency === 'daily'
        ? t('digest.subjectDaily', { site: s.siteName, count })
        : t('digest.subjectWeekly', { site: s.siteName, count });
    const hello = sub.name ? t('mail.hello', { name: sub.name }) : t('digest.hello');
    const helloHtml = sub.name ? t('mail.hello', { name: escapeHtml(sub.name) }) : t('digest.hello');
    const label = typeLabels(t);
    const url = (n: NotificationDoc) => `${this.deps.siteOrigin}${n.actionUrl ?? '/'}`;
    const text = [
      s.emailHeader,
      hello,
      '',
      t('digest.unread', { count }),
      ...unread.map((n) => `- [${label[n.type]}] ${n.title}: ${n.message} (${url(n)})`),
      '',
      `${t('digest.preferences')}: ${links.preferences}`,
      `${t('digest.unsubscribe')}: ${links.unsubscribe}`,
      s.emailFooter,
    ]
      .filter((l) => l !== undefined)
      .join('\n');
    const html = `${s.emailHeader ? `<div>${escapeHtml(s.emailHeader)}</div>` : ''}
<p>${helloHtml}</p>
<p>${escapeHtml(t('digest.unread', { count }))}</p>
<ul>${unread.map((n) => `<li><strong>${escapeHtml(label[n.type])}</strong>: <a href="${url(n)}">${escapeHtml(n.title)}</a> ${escapeHtml(n.message)}</li>`).join('')}</ul>
<p><a href="${links.preferences}">${escapeHtml(t('digest.preferences'))}</a> · <a href="${links.unsubscribe}">${escapeHtml(t('digest.unsubscribe'))}</a></p>
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

/** SPEC 3.4's type labels in the reader's language (English: NOTIFICATION_TYPE_LABELS' words). */
const typeLabels = (t: TFunction): Record<NotificationType, string> => ({
  membership_expiry: t('digest.types.membership_expiry'),
  upcoming_event: t('digest.types.upcoming_event'),
  practice_session: t('digest.types.practice_session'),
  maintenance_due: t('digest.types.maintenance_due'),
  challenge_completed: t('digest.types.challenge_completed'),
  achievement_unlocked: t('digest.types.achievement_unlocked'),
  system_announcement: t('digest.types.system_announcement'),
  weather_alert: t('digest.types.weather_alert'),
  community_activity: t('digest.types.community_activity'),
  licence_expiry: t('digest.types.licence_expiry'),
});
