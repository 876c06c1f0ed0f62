import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The admin panel's content lists and forms (English here, Hindi a chunk of its own). */
export const CONTENT_NS = 'adminContent';
export const useContentT = featureTexts(CONTENT_NS, en, () => import(/* webpackChunkName: "i18n-admin-content-hi" */ './hi.json'));
