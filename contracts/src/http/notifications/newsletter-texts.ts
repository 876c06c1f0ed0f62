/** The newsletter's texts and limits, without zod (the site footer's form reads them at start-up). */

/** SPEC 5: the newsletter e-mail is required and of e-mail type. */
export const NEWSLETTER_EMAIL_REQUIRED = 'Email required: Please enter your email address to subscribe.';
export const NEWSLETTER_EMAIL_INVALID = 'Invalid email address';
/** RFC 5321's longest usable address (a 256-octet path less its angle brackets). */
export const NEWSLETTER_EMAIL_MAX = 254;
export const NEWSLETTER_EMAIL_TOO_LONG = `Email must be at most ${NEWSLETTER_EMAIL_MAX} characters`;
export const NEWSLETTER_INVALID_LINK = 'Invalid or expired link';

/** What subscribe answers for every address, new or known (so the answer tells nothing about it). */
export const NEWSLETTER_CHECK_INBOX = 'Thank you! Please check your inbox: we have sent you an e-mail to confirm your subscription.';
