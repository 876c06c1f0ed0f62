import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /training-hub screen's texts (English here, Hindi a chunk of its own). */
export const TRAINING_HUB_NS = 'memberTrainingHub';
export const useTrainingHubT = featureTexts(TRAINING_HUB_NS, en, () => import(/* webpackChunkName: "i18n-member-training-hub-hi" */ './hi.json'));
