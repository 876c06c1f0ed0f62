import { featureTexts } from '@trap/ui';
import en from './en.json';

/** A member's profile page's texts (English here, Hindi a chunk of its own). */
export const MEMBERS_NS = 'shellMembers';
export const useMembersT = featureTexts(MEMBERS_NS, en, () => import(/* webpackChunkName: "i18n-shell-members-hi" */ './hi.json'));
