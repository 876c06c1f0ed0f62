import type { MailMessage } from '../../mail/mailer.ts';

type Mail = Omit<MailMessage, 'from' | 'to'>;

/**
 * Double opt-in: the one link that makes a sign-up a subscription. It carries no text the sender
 * typed (not even the name), so a sign-up cannot put someone else's words into our e-mail.
 */
export function confirmationMail(link: string, ttlHours: number): Mail {
  const hello = 'Hello,';
  return {
    subject: 'Please confirm your newsletter subscription',
    text: [
      hello,
      '',
      'Someone, hopefully you, asked to receive our newsletter at this address. To confirm, open this link:',
      link,
      '',
      `The link works for ${ttlHours} hours. If you did not ask for this, simply ignore this e-mail: you will not be subscribed.`,
    ].join('\n'),
    html: `<p>${hello}</p>
<p>Someone, hopefully you, asked to receive our newsletter at this address.</p>
<p><a href="${link}">Confirm my subscription</a></p>
<p>The link works for ${ttlHours} hours. If you did not ask for this, simply ignore this e-mail: you will not be subscribed.</p>`,
  };
}

/** A sign-up for an address that is already subscribed: say so to its owner (and only to them). */
export function alreadySubscribedMail(preferences: string): Mail {
  return {
    subject: 'You are already subscribed to our newsletter',
    text: [
      'Someone asked to subscribe this address to our newsletter, and it already is, so nothing has changed.',
      '',
      `To change your topics or how often you hear from us, or to unsubscribe, use this link:\n${preferences}`,
      '',
      'If you did not ask for this, you can ignore this e-mail.',
    ].join('\n'),
    html: `<p>Someone asked to subscribe this address to our newsletter, and it already is, so nothing has changed.</p>
<p>To change your topics or how often you hear from us, or to unsubscribe, <a href="${preferences}">manage your preferences</a>.</p>
<p>If you did not ask for this, you can ignore this e-mail.</p>`,
  };
}

export function preferencesMail(links: { preferences: string; unsubscribe: string; headers: Record<string, string> }): Mail {
  return {
    subject: 'Your newsletter preferences',
    text: `Change your newsletter topics and frequency here:\n${links.preferences}\n\nUnsubscribe: ${links.unsubscribe}\n`,
    html: `<p>Change your newsletter topics and frequency <a href="${links.preferences}">here</a>.</p><p><a href="${links.unsubscribe}">Unsubscribe</a></p>`,
    headers: links.headers,
  };
}
