import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The newsletter composer (English here, Hindi a chunk of its own). */
export const NEWSLETTER_NS = 'adminNewsletter';
export const useNewsletterT = featureTexts(NEWSLETTER_NS, en, () => import(/* webpackChunkName: "i18n-admin-newsletter-hi" */ './hi.json'));
