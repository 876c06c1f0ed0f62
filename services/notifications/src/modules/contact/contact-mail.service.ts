import type { EventData, contactSubmitted } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { Mailer } from '../../mail/mailer.ts';
import type { ContactDeliveriesRepository } from './contact-deliveries.repository.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * E-mails each contact-form message to the admins' inbox, replying to the sender. Like the digests,
 * a delivery document is claimed first, so a redelivered event never sends the message twice; a
 * failed send releases the claim and the event's retry sends it.
 */
export class ContactMailService {
  private readonly deps: {
    deliveries: ContactDeliveriesRepository;
    mailer: Mailer;
    inbox: string;
    siteOrigin: string;
    logger: Logger;
  };
  constructor(deps: { deliveries: ContactDeliveriesRepository; mailer: Mailer; inbox: string; siteOrigin: string; logger: Logger }) {
    this.deps = deps;
  }

  async deliver(data: EventData<typeof contactSubmitted>): Promise<'sent' | 'duplicate'> {
    const { deliveries, mailer, inbox } = this.deps;
    if (!(await deliveries.claim(data.messageId, inbox))) return 'duplicate';
    try {
      await mailer.send(this.compose(data));
    } catch (err) {
      await deliveries.release(data.messageId);
      throw err;
    }
    await deliveries.markSent(data.messageId, new Date());
    return 'sent';
  }

  private compose(d: EventData<typeof contactSubmitted>) {
    const when = new Date(d.submittedAt).toUTCString();
    const text = [
      `New message from the contact form (${this.deps.siteOrigin}/contact)`,
      '',
      `From: ${d.name} <${d.email}>${d.userId ? ` (member ${d.userId})` : ''}`,
      `Sent: ${when}`,
      `Subject: ${d.subject}`,
      '',
      d.message,
      '',
      'Reply to this e-mail to answer the sender.',
    ].join('\n');
    const html = `<p>New message from the <a href="${this.deps.siteOrigin}/contact">contact form</a></p>
<p><strong>From:</strong> ${escapeHtml(d.name)} &lt;${escapeHtml(d.email)}&gt;${d.userId ? ` (member ${escapeHtml(d.userId)})` : ''}<br>
<strong>Sent:</strong> ${escapeHtml(when)}<br>
<strong>Subject:</strong> ${escapeHtml(d.subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(d.message)}</p>
<p>Reply to this e-mail to answer the sender.</p>`;
    return {
      to: this.deps.inbox,
      replyTo: `${d.name.replace(/["<>\r\n]/g, '')} <${d.email}>`,
      subject: `[Contact] ${d.subject.replace(/[\r\n]+/g, ' ')}`,
      text,
      html,
      headers: { 'X-Contact-Message-Id': d.messageId },
    };
  }
}
