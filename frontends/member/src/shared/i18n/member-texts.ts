import { registerCommonTexts, registerNamespace, useT } from '@trap/ui';
import en from './en/member.json';

/**
 * The member app's texts (the practice log, the scoring pad, My Stats, ...). Registered by the module
 * that the screens import for `useMemberT`, so English comes with the first screen that reads it, not
 * with the remote's entry; Hindi is a chunk of its own, fetched only for a page shown in Hindi (a
 * remote loaded while the page is already in Hindi fetches it on registering). The member package
 * keeps module-level calls (it is not marked free of side effects); @trap/ui's own texts are
 * registered by the call, as @trap/ui's bundling drops module-level calls. Every key is in both files
 * and used somewhere (member-texts.test.ts); translators work from frontends/ui/src/i18n/glossary.md.
 */
export const MEMBER_NS = 'member';
registerCommonTexts();
registerNamespace(MEMBER_NS, en, () => import(/* webpackChunkName: "i18n-member-hi" */ './hi/member.json'));

/** The member app's `t` and the page's language. */
export const useMemberT = () => useT(MEMBER_NS);
