import { useMessageText, type MessageTable, type MessageTextFn } from '@trap/ui';
import { useShellPageT } from '../../shared/i18n/page-texts.ts';

/**
 * The auth forms' messages only they show, in English as the auth service and the API client write
 * them, each with a text of the shell's namespace; the contract's and the password policy's (SPEC's
 * words) are @trap/ui's shared catalogue. One neither knows shows as it came; English is always the
 * message itself.
 */
const OWN_MESSAGES: MessageTable = [
  { message: /^Username already (exists|taken)/i, textKey: 'auth.errors.usernameTaken' },
  { message: 'Network error, please check your connection', textKey: 'auth.errors.network' },
];

/** `errorText(message)`: a field's or the form's message in the page's language. */
export function useFieldErrorText(): MessageTextFn {
  const { t } = useShellPageT();
  return useMessageText({ t, table: OWN_MESSAGES });
}
