import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /search page's texts (English here, Hindi a chunk of its own). */
export const SEARCH_NS = 'shellSearch';
export const useSearchT = featureTexts(SEARCH_NS, en, () => import(/* webpackChunkName: "i18n-shell-search-hi" */ './hi.json'));
