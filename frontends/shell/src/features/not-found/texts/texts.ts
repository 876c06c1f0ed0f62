import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The 404 page's texts (English here, Hindi a chunk of its own). */
export const NOT_FOUND_NS = 'shellNotFound';
export const useNotFoundT = featureTexts(NOT_FOUND_NS, en, () => import(/* webpackChunkName: "i18n-shell-not-found-hi" */ './hi.json'));
