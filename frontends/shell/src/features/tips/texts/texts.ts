import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /shooting-tips page's texts (English here, Hindi a chunk of its own). */
export const TIPS_NS = 'shellTips';
export const useTipsT = featureTexts(TIPS_NS, en, () => import(/* webpackChunkName: "i18n-shell-tips-hi" */ './hi.json'));
