import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The profile screens' texts: /profile, /profile/edit and /profile/privacy (English here, Hindi a chunk of its own). */
export const PROFILE_NS = 'memberProfile';
export const useProfileT = featureTexts(PROFILE_NS, en, () => import(/* webpackChunkName: "i18n-member-profile-hi" */ './hi.json'));
