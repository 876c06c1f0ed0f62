import { registerNamespace } from './i18n.ts';
import en from './locales/en/common.json';

/** @trap/ui's own texts (the language switch). */
export const COMMON_NS = 'common';

/**
 * Registers them; each app calls it where it registers its own texts. A call, not an import for its
 * side effect: @trap/ui is free of side effects for the bundler, which drops a module-level call.
 */
export function registerCommonTexts(): void {
  registerNamespace(COMMON_NS, en, () => import(/* webpackChunkName: "i18n-common-hi" */ './locales/hi/common.json'));
}
