import { MESSAGES } from '@trap/contracts';
import type { TFunction } from '@trap/ui';

/**
 * The auth forms' field messages in the page's language. The messages come in English, word for word
 * as SPEC and the auth service write them (the contract's schema, the password policy, the server's
 * answer); each known one has a text of the shell's namespace, and one not listed here is shown as it
 * came. English is always the message itself.
 */
const KNOWN: readonly { message: string | RegExp; textKey: string }[] = [
  { message: MESSAGES.username, textKey: 'auth.errors.usernameShort' },
  { message: 'Username must be at most 32 characters', textKey: 'auth.errors.usernameLong' },
  { message: 'Username may contain letters, numbers, dots, dashes and underscores only', textKey: 'auth.errors.usernameChars' },
  { message: 'Username must not look like a staff account (admin, moderator)', textKey: 'auth.errors.usernameStaff' },
  { message: /^Username already (exists|taken)/i, textKey: 'auth.errors.usernameTaken' },
  { message: MESSAGES.password, textKey: 'auth.errors.passwordShort' },
  { message: 'Password is too long', textKey: 'auth.errors.passwordLong' },
  { message: /^Password must be at least (?<min>\d+) characters$/, textKey: 'auth.errors.passwordMin' },
  { message: 'Password must contain an upper-case letter', textKey: 'auth.errors.passwordUpper' },
  { message: 'Password must contain a number', textKey: 'auth.errors.passwordNumber' },
  { message: 'Password must contain a special character', textKey: 'auth.errors.passwordSpecial' },
  { message: MESSAGES.email, textKey: 'auth.errors.email' },
  { message: MESSAGES.displayName, textKey: 'auth.errors.displayNameShort' },
  { message: 'Display name must be at most 60 characters', textKey: 'auth.errors.displayNameLong' },
  { message: 'Display name must not look like a staff account (admin, moderator)', textKey: 'auth.errors.displayNameStaff' },
  { message: 'Invalid username or password', textKey: 'auth.errors.invalidLogin' },
  { message: 'Network error, please check your connection', textKey: 'auth.errors.network' },
];

export function fieldErrorText(t: TFunction, language: string, message: string | undefined): string | undefined {
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
