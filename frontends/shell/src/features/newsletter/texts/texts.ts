import { NEWSLETTER_FREQUENCIES, NEWSLETTER_INVALID_LINK, NEWSLETTER_TOPICS, type NewsletterSubscription } from '@trap/contracts';
import { featureTexts, type TFunction } from '@trap/ui';
import en from './en.json';

/** /newsletter-preferences' texts (English here, Hindi a chunk of its own). */
export const NEWSLETTER_NS = 'shellNewsletter';
export const useNewsletterT = featureTexts(NEWSLETTER_NS, en, () => import(/* webpackChunkName: "i18n-shell-newsletter-hi" */ './hi.json'));

export const TOPIC_TEXTS: Record<(typeof NEWSLETTER_TOPICS)[number], { textKey: string }> = {
  news: { textKey: 'topic.news' },
  events: { textKey: 'topic.events' },
  tips: { textKey: 'topic.tips' },
  podcasts: { textKey: 'topic.podcasts' },
  blog: { textKey: 'topic.blog' },
};
export const FREQUENCY_TEXTS: Record<(typeof NEWSLETTER_FREQUENCIES)[number], { textKey: string }> = {
  daily: { textKey: 'frequencyOf.daily' },
  weekly: { textKey: 'frequencyOf.weekly' },
  monthly: { textKey: 'frequencyOf.monthly' },
};
export const STATUS_TEXTS: Record<NewsletterSubscription['status'], { textKey: string }> = {
  pending: { textKey: 'status.pending' },
  active: { textKey: 'status.active' },
  unsubscribed: { textKey: 'status.unsubscribed' },
};

/** The notifications service's English answers these pages show (its words), each known one with its text; others as they came. */
const KNOWN: readonly { message: string; textKey: string }[] = [
  { message: NEWSLETTER_INVALID_LINK, textKey: 'messages.invalidLink' },
  { message: 'If that address is subscribed, we have sent it a link to manage your preferences.', textKey: 'messages.linkSent' },
];
export function serviceMessage(t: TFunction, message: string): string {
  const known = KNOWN.find((k) => k.message === message);
  return known ? t(known.textKey) : message;
}
