import QRCode from 'qrcode';
import {
  DISCIPLINE_RULES,
  formatPaise,
  type EventData,
  type emailVerificationRequested,
  type eventEntryCheckInIssued,
  type invoiceIssued,
  type passwordChanged,
  type passwordResetRequested,
} from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { Language } from '@trap/contracts/language';
import { localeOf, textsIn } from '../../i18n/i18n.ts';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { AccountMailDeliveriesRepository } from './account-mail-deliveries.repository.ts';
import type { AccountMailDeliveryDoc } from './account-mail-deliveries.model.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The time a link lasts or a password changed: English as UTC (as before), Hindi on India's clock. */
const when = (iso: string, language: Language) =>
  language === 'hi'
    ? new Intl.DateTimeFormat('hi-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata', hourCycle: 'h23' }).format(
        new Date(iso),
      ) + ' IST'
    : `${new Date(iso).toUTCString().replace('GMT', 'UTC')}`;

interface Content {
  subject: string;
  lines: string[];
  /** a PNG shown in the HTML below the lines (inline, by its content id) and attached */
  image?: { png: Buffer; alt: string; fileName: string };
  link?: { href: string; label: string };
  signOff: string;
}

/** The inline QR image's content id (the HTML's `cid:`). */
const QR_CID = 'check-in-qr@trap-india';
/** The QR image's side in pixels: the size the event page draws it, and easy for a phone to read off a screen. */
const QR_SIZE = 264;

/**
 * The account mails auth asks for: the password reset link, the e-mail verification
 * link, and the notice that a password was changed. Like the contact mails, each event's mail is
 * claimed first, so a redelivered event never sends it twice; a failed send releases the claim and
 * the event's retry sends it. Links come from auth as they are (it signs them). Each is written in the
 * member's language (`languageOf`: the members read model), texts from the catalogues (src/i18n).
 */
export class AccountMailService {
  private readonly deps: {
    deliveries: AccountMailDeliveriesRepository;
    mailer: Mailer;
    siteOrigin: string;
    logger: Logger;
    languageOf?: (userId: string) => Promise<Language>;
    /** the member's verified address (the members read model), or null */
    emailOf?: (userId: string) => Promise<string | null>;
  };
  constructor(deps: {
    deliveries: AccountMailDeliveriesRepository;
    mailer: Mailer;
    siteOrigin: string;
    logger: Logger;
    languageOf?: (userId: string) => Promise<Language>;
    emailOf?: (userId: string) => Promise<string | null>;
  }) {
    this.deps = deps;
  }

  async passwordReset(eventId: string, d: EventData<typeof passwordResetRequested>) {
    const language = d.language ?? (await this.languageOf(d.userId));
    const t = textsIn(language);
    return this.deliver(eventId, 'password_reset', d.userId, d.email, {
      subject: t('mail.passwordReset.subject'),
      lines: [
        t('mail.hello', { name: d.displayName }),
        t('mail.passwordReset.asked', { username: d.username }),
        t('mail.passwordReset.linkUntil', { when: when(d.expiresAt, language) }),
        t('mail.passwordReset.ignore'),
      ],
      link: { href: d.link, label: t('mail.passwordReset.link') },
      signOff: t('mail.signOff'),
    });
  }

  async emailVerification(eventId: string, d: EventData<typeof emailVerificationRequested>) {
    const language = d.language ?? (await this.languageOf(d.userId));
    const t = textsIn(language);
    const why =
      d.reason === 'change'
        ? t('mail.emailVerification.change', { username: d.username })
        : d.reason === 'registration'
          ? t('mail.emailVerification.registration', { username: d.username })
          : t('mail.emailVerification.resend', { username: d.username });
    return this.deliver(eventId, 'email_verification', d.userId, d.email, {
      subject: t('mail.emailVerification.subject'),
      lines: [t('mail.hello', { name: d.displayName }), why, t('mail.emailVerification.confirm', { when: when(d.expiresAt, language) })],
      link: { href: d.link, label: t('mail.emailVerification.link') },
      signOff: t('mail.signOff'),
    });
  }

  async passwordChanged(eventId: string, d: EventData<typeof passwordChanged>) {
    const language = d.language ?? (await this.languageOf(d.userId));
    const t = textsIn(language);
    const at = when(d.at, language);
    return this.deliver(eventId, 'password_changed', d.userId, d.email, {
      subject: t('mail.passwordChanged.subject'),
      lines: [
        t('mail.hello', { name: d.displayName }),
        d.how === 'reset' ? t('mail.passwordChanged.reset', { when: at }) : t('mail.passwordChanged.changed', { when: at }),
        t('mail.passwordChanged.notYou', { link: `${this.deps.siteOrigin}/forgot-password` }),
      ],
      signOff: t('mail.signOff'),
    });
  }

  /** The GST invoice of a confirmed membership payment, with the link to the printable copy. */
  async invoice(eventId: string, d: EventData<typeof invoiceIssued>) {
    const language = d.language ?? (await this.languageOf(d.userId));
    const t = textsIn(language);
    const until = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(
      new Date(d.membershipEndDate),
    );
    return this.deliver(eventId, 'invoice', d.userId, d.email, {
      subject: t('mail.invoice.subject', { number: d.invoiceNumber }),
      lines: [
        t('mail.hello', { name: d.displayName }),
        t('mail.invoice.thanks', { tier: d.tierLabel, until }),
        t('mail.invoice.amounts', {
          number: d.invoiceNumber,
          amount: formatPaise(d.amountPaise),
          taxable: formatPaise(d.taxablePaise),
          rate: d.ratePercent,
          tax: formatPaise(d.taxPaise),
        }),
      ],
      link: { href: d.link, label: t('mail.invoice.link') },
      signOff: t('mail.signOff'),
    });
  }

  /**
   * A paid, comp or cash entry's check-in code: the event's name, date, range and discipline, the code
   * as text and as a QR image (the address the event page's QR code holds, which the organiser's scan
   * reads), and the link to that page. Claimed per entry, so however often the event comes (or is sent)
   * the entrant gets one e-mail. Only to the address the account has verified: the code checks its
   * holder in, so it never goes to an address nobody has proved is the member's.
   */
  async checkIn(d: EventData<typeof eventEntryCheckInIssued>): Promise<'sent' | 'duplicate' | 'no-address'> {
    const to = await this.deps.emailOf?.(d.userId);
    if (!to) {
      this.deps.logger.warn({ userId: d.userId, entryId: d.entryId }, 'check-in mail not sent: the member has no verified e-mail');
      return 'no-address';
    }
    const language = await this.languageOf(d.userId);
    const t = textsIn(language);
    const date = new Intl.DateTimeFormat(localeOf(language), {
      dateStyle: 'full',
      ...(d.allDay ? {} : { timeStyle: 'short' }),
      timeZone: 'Asia/Kolkata',
    }).format(new Date(d.startDate));
    const event = d.eventTitle;
    const png = await QRCode.toBuffer(`${this.deps.siteOrigin}${d.path}`, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 4,
      width: QR_SIZE,
    });
    const how =
      d.how === 'comp'
        ? t('mail.checkIn.comp', { event })
        : d.how === 'cash'
          ? t('mail.checkIn.cash', { event })
          : t('mail.checkIn.paid', { event });
    return this.deliver(`check_in:${d.entryId}`, 'check_in', d.userId, to, {
      subject: t('mail.checkIn.subject', { event }),
      lines: [
        t('mail.checkIn.hello'),
        how,
        t('mail.checkIn.event', { event }),
        t('mail.checkIn.date', { date }),
        t('mail.checkIn.range', { range: d.state ? `${d.location}, ${d.state}` : d.location }),
        t('mail.checkIn.discipline', { discipline: DISCIPLINE_RULES[d.discipline].label }),
        t('mail.checkIn.show', { code: d.code }),
        t('mail.checkIn.secret'),
      ],
      image: { png, alt: t('mail.checkIn.qrAlt'), fileName: 'check-in-qr.png' },
      // the page shows the QR code to the signed-in entrant; the link itself carries no code
      link: { href: `${this.deps.siteOrigin}/club-events?event=${encodeURIComponent(d.eventId)}#check-in`, label: t('mail.checkIn.link') },
      signOff: t('mail.signOff'),
    });
  }

  /** A removed account: its delivery records go. */
  forgetMember(userId: string): Promise<number> {
    return this.deps.deliveries.forgetMember(userId);
  }

  private languageOf(userId: string): Promise<Language> {
    return this.deps.languageOf?.(userId) ?? Promise.resolve('en');
  }

  private async deliver(
    eventId: string,
    kind: AccountMailDeliveryDoc['kind'],
    userId: string,
    to: string,
    content: Content,
  ): Promise<'sent' | 'duplicate'> {
    const { deliveries, mailer } = this.deps;
    if (!(await deliveries.claim(eventId, kind, userId))) return 'duplicate';
    try {
      await mailer.send(this.compose(to, content));
    } catch (err) {
      await deliveries.release(eventId);
      throw err;
    }
    await deliveries.markSent(eventId, new Date());
    this.deps.logger.info({ userId, kind }, 'account mail sent');
    return 'sent';
  }

  private compose(to: string, c: Content): MailMessage {
    const text = [
      ...c.lines.slice(0, 1),
      '',
      ...c.lines.slice(1),
      ...(c.link ? ['', `${c.link.label}: ${c.link.href}`] : []),
      '',
      c.signOff,
    ].join('\n');
    const html = [
      ...c.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      ...(c.image
        ? [`<p><img src="cid:${QR_CID}" alt="${escapeHtml(c.image.alt)}" width="${QR_SIZE}" height="${QR_SIZE}"></p>`]
        : []),
      ...(c.link ? [`<p><a href="${escapeHtml(c.link.href)}">${escapeHtml(c.link.label)}</a></p>`] : []),
      `<p>${escapeHtml(c.signOff)}</p>`,
    ].join('\n');
    const attachments = c.image ? [{ filename: c.image.fileName, content: c.image.png, contentType: 'image/png', cid: QR_CID }] : undefined;
    return { to, subject: c.subject, text, html, ...(attachments ? { attachments } : {}) };
  }
}
