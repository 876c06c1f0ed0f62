import { featureTexts } from '@trap/ui';
import en from './en.json';

/**
 * The cookie preferences dialog's texts (English here, Hindi a chunk of its own). Only the dialog
 * imports this module: it loads on demand, so these texts stay out of the start-up JavaScript, where
 * the banner is (its words are a namespace of their own: banner-texts.ts).
 */
export const CONSENT_NS = 'shellConsent';
export const useConsentT = featureTexts(CONSENT_NS, en, () => import(/* webpackChunkName: "i18n-shell-consent-hi" */ './hi.json'));
