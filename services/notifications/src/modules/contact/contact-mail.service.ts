import { Schema, type Connection, type Model } from 'mongoose';
import type { EventData, contactSubmitted } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { Mailer } from '../../mail/mailer.ts';
import { isDuplicateKeyError } from '@trap/kit';

/** contact_deliveries: one per contact message (`_id` = message id), claimed before the e-mail goes out. */
export interface ContactDeliveryDoc {
  _id: string;
  to: string;
  status: 'sending' | 'sent';
  createdAt: Date;
  sentAt: Date | null;
}

export function contactDeliveryModel(conn: Connection): Model<ContactDeliveryDoc> {
  if (conn.models.ContactDelivery) return conn.models.ContactDelivery as Model<ContactDeliveryDoc>;
  const schema = new Schema<ContactDeliveryDoc>(
    { _id: String, to: String, status: String, createdAt: Date, sentAt: Date },
    { collection: 'contact_deliveries', versionKey: false },
  );
  return conn.model<ContactDeliveryDoc>('ContactDelivery', schema);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * E-mails each contact-form message to the admins' inbox, replying to the sender. Like the digests,
 * a delivery document is claimed first, so a redelivered event never sends the message twice; a
 * failed send releases the claim and the event's retry sends it.
 */
export class ContactMailService {
  constructor(
    private readonly deps: {
      deliveries: Model<ContactDeliveryDoc>;
      mailer: Mailer;
      inbox: string;
      from: string;
      siteOrigin: string;
      logger: Logger;
    },
  ) {}

  async deliver(data: EventData<typeof contactSubmitted>): Promise<'sent' | 'duplicate'> {
    const { deliveries, mailer, inbox } = this.deps;
    try {
      await deliveries.collection.insertOne({
        _id: data.messageId,
        to: inbox,
        status: 'sending',
        createdAt: new Date(),
        sentAt: null,
      } as never);
    } catch (err) {
      if (isDuplicateKeyError(err)) return 'duplicate';
      throw err;
    }
    try {
      await mailer.send(this.compose(data));
    } catch (err) {
      await deliveries.deleteOne({ _id: data.messageId });
      throw err;
    }
    await deliveries.updateOne({ _id: data.messageId }, { $set: { status: 'sent', sentAt: new Date() } });
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
      from: this.deps.from,
      to: this.deps.inbox,
      replyTo: `${d.name.replace(/["<>\r\n]/g, '')} <${d.email}>`,
      subject: `[Contact] ${d.subject.replace(/[\r\n]+/g, ' ')}`,
      text,
      html,
      headers: { 'X-Contact-Message-Id': d.messageId },
    };
  }
}
