import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /score screens' texts: the scorer's code form, squads, card and paper card (English here, Hindi a chunk of its own). */
export const SCORE_NS = 'memberScore';
export const useScoreT = featureTexts(SCORE_NS, en, () => import(/* webpackChunkName: "i18n-member-score-hi" */ './hi.json'));
