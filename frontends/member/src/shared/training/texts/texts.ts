import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The training goals' texts (Training Progress's goals panel, the hub's goal cards). */
export const SHARED_TRAINING_NS = 'memberSharedTraining';
export const useSharedTrainingT = featureTexts(SHARED_TRAINING_NS, en, () => import(/* webpackChunkName: "i18n-member-shared-training-hi" */ './hi.json'));
