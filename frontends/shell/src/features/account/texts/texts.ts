import { ACCOUNT_MESSAGES } from '@trap/contracts';
import { featureTexts, useMessageText, type MessageTable, type MessageTextFn } from '@trap/ui';
import en from './en.json';

/** The account pages' texts: forgot and reset password, verify e-mail (English here, Hindi a chunk of its own). */
export const ACCOUNT_NS = 'shellAccount';
export const useAccountT = featureTexts(ACCOUNT_NS, en, () => import(/* webpackChunkName: "i18n-shell-account-hi" */ './hi.json'));

/** What the form says when the two passwords differ (its own check, so its own English). */
export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * The messages only these pages show, in English as the auth service writes them (SPEC's words), each
 * with its text here; the contract's and the password policy's (e-mail, password rules, a reset link's
 * token) are @trap/ui's shared catalogue. One neither knows shows as it came.
 */
const OWN_MESSAGES: MessageTable = [
  { message: ACCOUNT_MESSAGES.resetRequested, textKey: 'messages.resetRequested' },
  { message: ACCOUNT_MESSAGES.passwordReset, textKey: 'messages.passwordReset' },
  { message: ACCOUNT_MESSAGES.verifyLinkInvalid, textKey: 'messages.verifyLinkInvalid' },
  { message: ACCOUNT_MESSAGES.emailVerified, textKey: 'messages.emailVerified' },
  { message: ACCOUNT_MESSAGES.alreadyVerified, textKey: 'messages.alreadyVerified' },
  { message: PASSWORDS_DIFFER, textKey: 'messages.passwordsDiffer' },
];

/** `accountMessage(message)`: a message in the page's language (English is the message itself). */
export function useAccountMessage(): MessageTextFn {
  const { t } = useAccountT();
  return useMessageText({ t, table: OWN_MESSAGES });
}
