import { registerNamespace, useT, type Messages } from './i18n.ts';
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

/**
 * `useT(COMMON_NS)` for @trap/ui's own components that any app may render (lists' states, the Report
 * dialog): the texts are registered first when the app has not yet done so (a remote's screen, a test
 * of a single screen), so a text never shows as its key. Registering twice changes nothing.
 */
export function useCommonT(): ReturnType<typeof useT> {
  registerCommonTexts();
  return useT(COMMON_NS);
}

/**
 * A feature's own texts: `features/<name>/texts/en.json` and `hi.json`, registered by the feature's
 * `texts/texts.ts` with a call of this at module level (an app's module, which the bundler keeps).
 * English comes with the feature's code and Hindi is a chunk of its own (the loader names it), fetched
 * only for a page in Hindi, so no screen carries another's texts. The app's keys test skips a folder
 * with `texts/en.json`; the feature's `texts/texts.test.ts` checks it (describeAppTexts on the folder).
 * Returns the feature's `useT`.
 */
export function featureTexts(ns: string, en: Messages, hi: () => Promise<{ default: Messages }>): () => ReturnType<typeof useT> {
  registerCommonTexts();
  registerNamespace(ns, en, hi);
  return () => useT(ns);
}
