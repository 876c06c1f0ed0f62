import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The shooting ranges' texts: the directory, a range's page, its slot board and the staff's /manage page (English here, Hindi a chunk of its own). */
export const RANGES_NS = 'shellRanges';
export const useRangesT = featureTexts(RANGES_NS, en, () => import(/* webpackChunkName: "i18n-shell-ranges-hi" */ './hi.json'));
