import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The member's account notices shared by screens (the verify-e-mail notice on /profile and /account/security). */
export const SHARED_ACCOUNT_NS = 'memberSharedAccount';
export const useSharedAccountT = featureTexts(SHARED_ACCOUNT_NS, en, () => import(/* webpackChunkName: "i18n-member-shared-account-hi" */ './hi.json'));
