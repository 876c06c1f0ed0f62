import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /achievements screen's texts (English here, Hindi a chunk of its own). */
export const ACHIEVEMENTS_NS = 'memberAchievements';
export const useAchievementsT = featureTexts(
  ACHIEVEMENTS_NS,
  en,
  () => import(/* webpackChunkName: "i18n-member-achievements-hi" */ './hi.json'),
);
