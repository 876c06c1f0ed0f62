import { featureTexts } from '@trap/ui';
import en from './en.json';

/** /clear-storage's texts (English here, Hindi a chunk of its own). */
export const CLEAR_STORAGE_NS = 'shellClearStorage';
export const useClearStorageT = featureTexts(CLEAR_STORAGE_NS, en, () => import(/* webpackChunkName: "i18n-shell-clear-storage-hi" */ './hi.json'));
