import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /coach-finder screen's texts (English here, Hindi a chunk of its own). */
export const COACH_FINDER_NS = 'memberCoachFinder';
export const useCoachFinderT = featureTexts(COACH_FINDER_NS, en, () => import(/* webpackChunkName: "i18n-member-coach-finder-hi" */ './hi.json'));
