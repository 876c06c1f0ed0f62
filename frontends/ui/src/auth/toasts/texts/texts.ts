// relative, not @trap/ui/core: only core's auth-toast.ts loads this chunk, so these are the page's own registry and toaster
import { toast, type ToastInput } from '../../../components/toast.tsx';
import { featureTexts } from '../../../i18n/common.ts';
import { loadLanguage, pageLanguage, pageText } from '../../../i18n/i18n.ts';
import type { AuthToastKey, AuthToastOptions } from '../auth-toast.ts';
import en from './en.json';

/** The session's toasts' texts (auth-toast.ts): English here, Hindi a chunk of its own. */
export const AUTH_TOASTS_NS = 'commonAuthToasts';
featureTexts(AUTH_TOASTS_NS, en, () => import(/* webpackChunkName: "i18n-common-auth-toasts-hi" */ './hi.json'));

const VARIANTS: Partial<Record<AuthToastKey, ToastInput['variant']>> = {
  loggedIn: 'success',
  registered: 'success',
  trialEnding: 'warning',
  loginFailed: 'destructive',
  accountDeleted: 'destructive',
  membershipExpired: 'destructive',
  registrationFailed: 'destructive',
  refreshFailed: 'destructive',
  logoutFailed: 'destructive',
};

export async function showAuthToast(key: AuthToastKey, options: AuthToastOptions = {}): Promise<void> {
  // a page in Hindi: these texts' Hindi first (nothing for English)
  await loadLanguage(pageLanguage());
  const { description, ...values } = options;
  toast({
    title: pageText(AUTH_TOASTS_NS, `${key}.title`, values),
    description: description ?? pageText(AUTH_TOASTS_NS, `${key}.description`, values),
    variant: VARIANTS[key] ?? 'default',
  });
}
