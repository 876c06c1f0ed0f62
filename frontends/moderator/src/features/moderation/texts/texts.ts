import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The moderator area's screens' texts (English here, Hindi a chunk of its own); the layout's are texts/layout's. */
export const MODERATION_NS = 'moderatorModeration';
export const useModerationT = featureTexts(MODERATION_NS, en, () => import(/* webpackChunkName: "i18n-moderator-moderation-hi" */ './hi.json'));
