import { featureTexts } from '@trap/ui';
import en from './en.json';

/** /about's texts (English here, Hindi a chunk of its own). */
export const ABOUT_NS = 'shellAbout';
export const useAboutT = featureTexts(ABOUT_NS, en, () => import(/* webpackChunkName: "i18n-shell-about-hi" */ './hi.json'));
