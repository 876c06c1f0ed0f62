/**
 * `@trap/ui`. The stateful and start-up part comes from `@trap/ui/core` by the package name (never a
 * relative path), so federation serves every app the one shared copy; the radix-based components
 * below are not shared: each app bundles, tree-shaken, only those it uses (see core.ts and
 * frontends/ui/src/build/federation.ts).
 */
export * from '@trap/ui/core';
// Radix-based components (each imports the stateful parts from '@trap/ui/core')
export * from './components/form.tsx';
export * from './components/dialog.tsx';
export * from './components/confirm-dialog.tsx';
export * from './components/reason-dialog.tsx';
export * from './components/dropdown-menu.tsx';
export * from './components/tabs.tsx';
export * from './components/switch.tsx';
export * from './components/radio-group.tsx';
export * from './components/popover.tsx';
export * from './components/report-abuse.tsx';
export { REPORT_NS, useReportT } from './i18n/report-texts.ts';
export * from './components/locked-feature.tsx';
export * from './components/password-rules.tsx';
// Not shared, no state of their own: each app bundles them where its screens use them
export * from './components/area-layout.tsx';
export * from './components/avatar.tsx';
export * from './components/list-state.tsx';
export * from './tours/tour-overlay.tsx';
export * from './tours/member-tours.ts';
// Focus helpers (no state): each app bundles those it uses
export * from './focus/focus-return.ts';
// A text with markup inside (i18next and its HTML parser only in the chunks that use it); Indian formats (no state: not shared)
export * from './i18n/trans.tsx';
export * from './i18n/format.ts';
export * from './i18n/tier-features.ts';
// Contracts' and services' English messages in the page's language: one catalogue and one matcher for every form
export * from './i18n/messages/message-text.ts';
export * from './i18n/messages/contract-messages.ts';
