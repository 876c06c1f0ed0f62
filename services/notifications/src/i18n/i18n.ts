import i18next, { type TFunction } from 'i18next';
import type { Language } from '@trap/contracts/language';
import { en } from './en.ts';
import { hi } from './hi.ts';

/**
 * The service's texts in the member's language: one i18next instance (the browser's library, so
 * placeholders and plurals work the same on both sides), loaded at start-up from the bundled
 * catalogues. Values are not escaped here: e-mails escape their HTML when they are composed.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The texts of one language. */
export const textsIn = (language: Language): TFunction => instance.getFixedT(language);

/** Dates as the member reads them: Indian English or Hindi, on India's clock. */
export const localeOf = (language: Language): string => (language === 'hi' ? 'hi-IN' : 'en-IN');
