import { featureTexts } from '@trap/ui';
import en from './en.json';

/** /shooters and a shooter's profile: their texts (English here, Hindi a chunk of its own). */
export const SHOOTERS_NS = 'shellShooters';
export const useShootersT = featureTexts(SHOOTERS_NS, en, () => import(/* webpackChunkName: "i18n-shell-shooters-hi" */ './hi.json'));
