import { featureTexts } from '@trap/ui/core';
import en from './locales/en/password-rules.json';

/** The password rules' words (components/password-rules.tsx): with the forms that set a password, not in the start-up's common texts. */
export const PASSWORD_RULES_NS = 'commonPasswordRules';
export const usePasswordRulesT = featureTexts(PASSWORD_RULES_NS, en, () => import(/* webpackChunkName: "i18n-common-password-rules-hi" */ './locales/hi/password-rules.json'));
