import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /friends screen's texts (English here, Hindi a chunk of its own). */
export const FRIENDS_NS = 'memberFriends';
export const useFriendsT = featureTexts(FRIENDS_NS, en, () => import(/* webpackChunkName: "i18n-member-friends-hi" */ './hi.json'));
