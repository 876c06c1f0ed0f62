import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The shared scorecard page's texts (English here, Hindi a chunk of its own). */
export const SCORECARD_NS = 'shellScorecard';
export const useScorecardT = featureTexts(SCORECARD_NS, en, () => import(/* webpackChunkName: "i18n-shell-scorecard-hi" */ './hi.json'));
