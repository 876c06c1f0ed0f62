import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The shoot leaderboard's, the organiser's panel's and the clubhouse TV's texts (English here, Hindi a chunk of its own). */
export const SHOOTS_NS = 'shellShoots';
export const useShootsT = featureTexts(SHOOTS_NS, en, () => import(/* webpackChunkName: "i18n-shell-shoots-hi" */ './hi.json'));
