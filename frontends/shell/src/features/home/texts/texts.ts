import { featureTexts } from '@trap/ui';
import en from './en.json';

/**
 * The home page's texts (English here, Hindi a chunk of its own). The home page is a route of its own,
 * so its words come with its code and not in the start-up JavaScript; a page the server rendered in
 * Hindi fetches their Hindi before it hydrates (bootstrap: the matched routes' code, then loadLanguage).
 */
export const HOME_NS = 'shellHome';
export const useHomeT = featureTexts(HOME_NS, en, () => import(/* webpackChunkName: "i18n-shell-home-hi" */ './hi.json'));
