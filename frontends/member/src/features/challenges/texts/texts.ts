import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /challenges screen (Challenge Board)'s texts (English here, Hindi a chunk of its own). */
export const CHALLENGES_NS = 'memberChallenges';
export const useChallengesT = featureTexts(
  CHALLENGES_NS,
  en,
  () => import(/* webpackChunkName: "i18n-member-challenges-hi" */ './hi.json'),
);
