import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /profile/security screen's texts (English here, Hindi a chunk of its own). */
export const ACCOUNT_SECURITY_NS = 'memberAccountSecurity';
export const useAccountSecurityT = featureTexts(
  ACCOUNT_SECURITY_NS,
  en,
  () => import(/* webpackChunkName: "i18n-member-account-security-hi" */ './hi.json'),
);
