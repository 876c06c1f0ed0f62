import { registerCommonTexts, registerNamespace, useT } from '@trap/ui';
import en from './en/shell-pages.json';

/**
 * The texts of the shell's pages that are not in its start-up JavaScript (registering and logging in,
 * the forum, /membership, the notification panel): a namespace of their own, registered by the module
 * the pages import, so its English comes with the first page that reads it and the start-up chunk stays
 * as it was (the header, footer and home page keep the `shell` namespace). Hindi is a chunk of its own.
 * Its keys start with auth., forum., membership. and notifications. (page-texts.test.ts).
 */
export const SHELL_PAGES_NS = 'shellPages';
registerCommonTexts();
registerNamespace(SHELL_PAGES_NS, en, () => import(/* webpackChunkName: "i18n-shell-pages-hi" */ './hi/shell-pages.json'));

/** The pages' `t` and the page's language. */
export const useShellPageT = () => useT(SHELL_PAGES_NS);

/** The first part of every key of the pages' namespace (the keys tests split the shell's sources by it). */
export const SHELL_PAGES_KEY_PREFIXES = ['auth.', 'forum.', 'membership.', 'notifications.'] as const;
