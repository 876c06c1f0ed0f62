import { registerNamespace } from './i18n.ts';
import en from './locales/en/common.json';

/** @trap/ui's own texts (the language switch), in every app that shows them. */
export const COMMON_NS = 'common';
registerNamespace(COMMON_NS, en, () => import(/* webpackChunkName: "i18n-common-hi" */ './locales/hi/common.json'));
