import { ACCOUNT_MESSAGES, MESSAGES } from '@trap/contracts';
import { featureTexts, type TFunction } from '@trap/ui';
import en from './en.json';

/** The account pages' texts: forgot and reset password, verify e-mail (English here, Hindi a chunk of its own). */
export const ACCOUNT_NS = 'shellAccount';
export const useAccountT = featureTexts(ACCOUNT_NS, en, () => import(/* webpackChunkName: "i18n-shell-account-hi" */ './hi.json'));

/** What the form says when the two passwords differ (its own check, so its own English). */
export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * The messages these pages show in English as the contract, the password policy and the auth service
 * write them (SPEC's words), each known one with its text here; one not listed shows as it came.
 */
const KNOWN: readonly { message: string | RegExp; textKey: string }[] = [
  { message: ACCOUNT_MESSAGES.resetRequested, textKey: 'messages.resetRequested' },
  { message: ACCOUNT_MESSAGES.resetLinkInvalid, textKey: 'messages.resetLinkInvalid' },
  { message: ACCOUNT_MESSAGES.passwordReset, textKey: 'messages.passwordReset' },
  { message: ACCOUNT_MESSAGES.verifyLinkInvalid, textKey: 'messages.verifyLinkInvalid' },
  { message: ACCOUNT_MESSAGES.emailVerified, textKey: 'messages.emailVerified' },
  { message: ACCOUNT_MESSAGES.alreadyVerified, textKey: 'messages.alreadyVerified' },
  { message: ACCOUNT_MESSAGES.tokenRequired, textKey: 'messages.tokenRequired' },
  { message: MESSAGES.email, textKey: 'messages.email' },
  { message: MESSAGES.password, textKey: 'messages.passwordShort' },
  { message: 'Password is too long', textKey: 'messages.passwordLong' },
  { message: /^Password must be at least (?<min>\d+) characters$/, textKey: 'messages.passwordMin' },
  { message: 'Password must contain an upper-case letter', textKey: 'messages.passwordUpper' },
  { message: 'Password must contain a number', textKey: 'messages.passwordNumber' },
  { message: 'Password must contain a special character', textKey: 'messages.passwordSpecial' },
  { message: PASSWORDS_DIFFER, textKey: 'messages.passwordsDiffer' },
];

export function accountMessage(t: TFunction, language: string, message: string): string;
export function accountMessage(t: TFunction, language: string, message: string | undefined): string | undefined;
export function accountMessage(t: TFunction, language: string, message: string | undefined): string | undefined {
  // English is the message itself
  if (!message || language === 'en') return message;
  for (const { message: known, textKey } of KNOWN) {
    if (typeof known === 'string') {
      if (known === message) return t(textKey);
      continue;
    }
    const m = known.exec(message);
    if (m) return t(textKey, { ...m.groups });
  }
  return message;
}
