import type { NewsletterTokens } from './newsletter.tokens.ts';

/** The links every newsletter e-mail carries (SPEC 2.1 /newsletter-preferences; RFC 8058 one-click). */
export function newsletterLinks(siteOrigin: string, tokens: NewsletterTokens, email: string) {
  const token = encodeURIComponent(tokens.issue(email));
  const oneClick = `${siteOrigin}/api/newsletter/unsubscribe/one-click?token=${token}`;
  return {
    preferences: `${siteOrigin}/newsletter-preferences?token=${token}`,
    unsubscribe: `${siteOrigin}/newsletter-preferences?token=${token}&action=unsubscribe`,
    oneClick,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The double opt-in link of a confirmation e-mail: /newsletter-preferences confirms it when opened. */
export const confirmationLink = (siteOrigin: string, tokens: NewsletterTokens, email: string) =>
  `${siteOrigin}/newsletter-preferences?confirm=${encodeURIComponent(tokens.issueConfirmation(email))}`;
