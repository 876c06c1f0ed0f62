import { featureTexts } from '@trap/ui';
import en from './en.json';

/** /contact's texts (English here, Hindi a chunk of its own). */
export const CONTACT_NS = 'shellContact';
export const useContactT = featureTexts(CONTACT_NS, en, () => import(/* webpackChunkName: "i18n-shell-contact-hi" */ './hi.json'));
