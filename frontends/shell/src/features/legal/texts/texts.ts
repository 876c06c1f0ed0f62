import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The legal pages' texts (English here, Hindi a chunk of its own). */
export const LEGAL_NS = 'shellLegal';
export const useLegalT = featureTexts(LEGAL_NS, en, () => import(/* webpackChunkName: "i18n-shell-legal-hi" */ './hi.json'));
