import {
  formatPaise,
  type EventData,
  type emailVerificationRequested,
  type invoiceIssued,
  type passwordChanged,
  type passwordResetRequested,
} from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { Mailer, MailMessage } from '../../mail/mailer.ts';
import type { AccountMailDeliveriesRepository } from './account-mail-deliveries.repository.ts';
import type { AccountMailDeliveryDoc } from './account-mail-deliveries.model.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const when = (iso: string) => `${new Date(iso).toUTCString().replace('GMT', 'UTC')}`;

interface Content {
  subject: string;
  lines: string[];
  link?: { href: string; label: string };
}

/**
 * The account mails auth asks for: the password reset link, the e-mail verification
 * link, and the notice that a password was changed. Like the contact mails, each event's mail is
 * claimed first, so a redelivered event never sends it twice; a failed send releases the claim and
 * the event's retry sends it. Links come from auth as they are (it signs them).
 */
export class AccountMailService {
  private readonly deps: {
    deliveries: AccountMailDeliveriesRepository;
    mailer: Mailer;
    siteOrigin: string;
    logger: Logger;
  };
  constructor(deps: { deliveries: AccountMailDeliveriesRepository; mailer: Mailer; siteOrigin: string; logger: Logger }) {
    this.deps = deps;
  }

  passwordReset(eventId: string, d: EventData<typeof passwordResetRequested>) {
    return this.deliver(eventId, 'password_reset', d.userId, d.email, {
      subject: 'Reset your Trap India password',
      lines: [
        `Hello ${d.displayName},`,
        `Someone (we hope you) asked to reset the password of the Trap India account "${d.username}".`,
        `The link works once, until ${when(d.expiresAt)}.`,
        'If you did not ask, ignore this e-mail: your password stays as it is.',
      ],
      link: { href: d.link, label: 'Reset your password' },
    });
  }

  emailVerification(eventId: string, d: EventData<typeof emailVerificationRequested>) {
    const why =
      d.reason === 'change'
        ? `You changed the e-mail address of the Trap India account "${d.username}" to this one.`
        : d.reason === 'registration'
          ? `Welcome to Trap India! Your account "${d.username}" is ready.`
          : `You asked for a new verification link for the Trap India account "${d.username}".`;
    return this.deliver(eventId, 'email_verification', d.userId, d.email, {
      subject: 'Verify your e-mail address',
      lines: [`Hello ${d.displayName},`, why, `Please confirm that this address is yours. The link works until ${when(d.expiresAt)}.`],
      link: { href: d.link, label: 'Verify your e-mail address' },
    });
  }

  passwordChanged(eventId: string, d: EventData<typeof passwordChanged>) {
    return this.deliver(eventId, 'password_changed', d.userId, d.email, {
      subject: 'Your Trap India password was changed',
      lines: [
        `Hello ${d.displayName},`,
        `The password of your Trap India account was ${d.how === 'reset' ? 'reset with an e-mailed link' : 'changed'} on ${when(d.at)}. Your other sessions were signed out.`,
        `If this was not you, reset your password now: ${this.deps.siteOrigin}/forgot-password`,
      ],
    });
  }

  /** The GST invoice of a confirmed membership payment, with the link to the printable copy. */
  invoice(eventId: string, d: EventData<typeof invoiceIssued>) {
    const until = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(d.membershipEndDate));
    return this.deliver(eventId, 'invoice', d.userId, d.email, {
      subject: `Your Trap India invoice ${d.invoiceNumber}`,
      lines: [
        `Hello ${d.displayName},`,
        `Thank you for your payment. Your ${d.tierLabel} membership is active until ${until}.`,
        `Invoice ${d.invoiceNumber}: ${formatPaise(d.amountPaise)} (taxable value ${formatPaise(d.taxablePaise)}, GST @ ${d.ratePercent}% ${formatPaise(d.taxPaise)}).`,
      ],
      link: { href: d.link, label: 'View or print your invoice' },
    });
  }

  /** A removed account: its delivery records go. */
  forgetMember(userId: string): Promise<number> {
    return this.deps.deliveries.forgetMember(userId);
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
      'Trap India',
    ].join('\n');
    const html = [
      ...c.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      ...(c.link ? [`<p><a href="${escapeHtml(c.link.href)}">${escapeHtml(c.link.label)}</a></p>`] : []),
      '<p>Trap India</p>',
    ].join('\n');
    return { to, subject: c.subject, text, html };
  }
}
