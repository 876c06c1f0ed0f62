import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /training-progress screen's texts (English here, Hindi a chunk of its own). */
export const TRAINING_PROGRESS_NS = 'memberTrainingProgress';
export const useTrainingProgressT = featureTexts(TRAINING_PROGRESS_NS, en, () =>
  import(/* webpackChunkName: "i18n-member-training-progress-hi" */ './hi.json'),
);
