import { registerCommonTexts, registerNamespace, useT } from '@trap/ui';
import en from './en/shell.json';

/**
 * The shell's texts (header, navigation, footer, home page, ...). English is in the start-up bundle;
 * Hindi is a chunk of its own, fetched only for a page shown in Hindi. Every key is in both files and
 * used somewhere (shell-texts.test.ts); translators work from frontends/ui/src/i18n/glossary.md.
 */
export const SHELL_NS = 'shell';
registerCommonTexts();
registerNamespace(SHELL_NS, en, () => import(/* webpackChunkName: "i18n-shell-hi" */ './hi/shell.json'));

/** The shell's `t` and the page's language. */
export const useShellT = () => useT(SHELL_NS);
