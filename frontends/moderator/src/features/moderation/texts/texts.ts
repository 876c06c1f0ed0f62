import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The moderator area's texts: its layout and its screens (English here, Hindi a chunk of its own). */
export const MODERATION_NS = 'moderatorModeration';
export const useModerationT = featureTexts(MODERATION_NS, en, () => import(/* webpackChunkName: "i18n-moderator-moderation-hi" */ './hi.json'));
