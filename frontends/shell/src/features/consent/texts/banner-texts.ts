import { featureTexts } from '@trap/ui';
import en from './banner-en.json';

/**
 * The cookie banner's texts, a namespace apart from the preferences dialog's (texts.ts): the banner is in
 * the first paint, so its English is in the start-up JavaScript, and the dialog's loads with the dialog.
 * Hindi is a chunk of its own, fetched only for a page in Hindi. Its keys start with `banner.`.
 */
export const CONSENT_BANNER_NS = 'shellConsentBanner';
export const useConsentBannerT = featureTexts(CONSENT_BANNER_NS, en, () => import(/* webpackChunkName: "i18n-shell-consent-banner-hi" */ './banner-hi.json'));
