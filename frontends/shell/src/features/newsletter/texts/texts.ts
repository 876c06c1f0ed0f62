import { NEWSLETTER_FREQUENCIES, NEWSLETTER_TOPICS, type NewsletterSubscription } from '@trap/contracts';
import { featureTexts, useMessageText, type MessageTable, type MessageTextFn } from '@trap/ui';
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

/**
 * The notifications service's English answer only these pages show (its words), with its text; the
 * contract's (an invalid or expired link) are @trap/ui's shared catalogue; others show as they came.
 */
const OWN_MESSAGES: MessageTable = [
  { message: 'If that address is subscribed, we have sent it a link to manage your preferences.', textKey: 'messages.linkSent' },
];
/** `serviceMessage(message)`: a service's answer in the page's language (English is the answer itself). */
export function useServiceMessage(): MessageTextFn {
  const { t } = useNewsletterT();
  return useMessageText({ t, table: OWN_MESSAGES });
}
