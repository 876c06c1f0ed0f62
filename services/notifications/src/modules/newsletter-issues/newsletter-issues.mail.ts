import type { NewsletterIssueInput } from '@trap/contracts/http/notifications/newsletter-issues';
import type { MailMessage } from '../../mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Site paths become full links; everything else is already an http(s) URL (the contract allows nothing more). */
const absolute = (siteOrigin: string, url: string) => (url.startsWith('/') ? `${siteOrigin}${url}` : url);

/** One issue as one subscriber gets it: the admin's text escaped, with that subscriber's own preferences and unsubscribe links. */
export function issueMail(
  issue: NewsletterIssueInput,
  siteOrigin: string,
  links: { preferences: string; unsubscribe: string; headers: Record<string, string> },
): Omit<MailMessage, 'from' | 'to'> {
  const items = issue.items.map((i) => ({ ...i, url: absolute(siteOrigin, i.url) }));
  const text = [
    issue.intro,
    '',
    ...items.flatMap((i) => [i.title, ...(i.summary ? [i.summary] : []), i.url, '']),
    '--',
    `Change your topics or frequency: ${links.preferences}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  const html = [
    ...(issue.intro ? issue.intro.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p)}</p>`) : []),
    '<ul>',
    ...items.map(
      (i) =>
        `<li><a href="${escapeHtml(i.url)}"><strong>${escapeHtml(i.title)}</strong></a>${i.summary ? `<br>${escapeHtml(i.summary)}` : ''}</li>`,
    ),
    '</ul>',
    `<p style="font-size:12px;color:#666"><a href="${escapeHtml(links.preferences)}">Change your preferences</a> · <a href="${escapeHtml(links.unsubscribe)}">Unsubscribe</a></p>`,
  ].join('\n');
  return { subject: issue.subject, text, html, headers: links.headers };
}
