import type { TextOptions } from '../../i18n/i18n.ts';
import type en from './texts/en.json';

export type AuthToastKey = keyof typeof en;
export type AuthToastOptions = TextOptions & {
  /** the server's own message, said instead of the toast's own description */
  description?: string;
};

/**
 * The session's toasts (login, logout, registration, the membership check), in the page's language.
 * They come only after a click, so their texts are a chunk of their own in both languages, fetched with
 * the first one (like sonner itself, components/toast.tsx), and not in the start-up JavaScript.
 */
export function authToast(key: AuthToastKey, options?: AuthToastOptions): void {
  void import(/* webpackChunkName: "auth-toasts" */ './texts/texts.ts')
    .then(({ showAuthToast }) => showAuthToast(key, options))
    .catch((error: unknown) => console.warn('A toast could not be shown', key, error));
}
