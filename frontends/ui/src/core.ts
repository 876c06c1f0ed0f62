/**
 * `@trap/ui/core`: the part of @trap/ui that is one instance across the shell and its remotes (a
 * federation singleton, so the session, the runtime config, the query client, the tour and consent
 * stores and the toaster are shared) and that the shell needs to start: no radix primitive, no zod.
 * `@trap/ui` (index.ts) re-exports it through the package name, so every app still imports from
 * `@trap/ui`, gets this shared copy of the stateful parts, and bundles only the radix-based
 * components it uses (tree-shaken, in the chunks of the screens that use them).
 */
// API and caching
export * from './api/api-client.ts';
export * from './api/api-error.ts';
export * from './query/query-client.ts';
// Calling and caching through the declarations (no path strings in the apps)
export * from './api/route-call.ts';
export * from './query/route-query.ts';
// Session
export * from './auth/auth-api.ts';
export * from './auth/auth-messages.ts';
export * from './auth/auth-provider.tsx';
export * from './auth/use-logout.ts';
// Runtime configuration and settings
export * from './config/app-config.tsx';
export * from './config/site-settings.ts';
// Light components (no radix primitive but Slot)
export * from './components/button.tsx';
export * from './components/spinner.tsx';
export * from './components/card.tsx';
export * from './components/toast.tsx';
// Errors
export * from './errors/error-kind.ts';
export * from './errors/error-fallback.tsx';
export * from './errors/error-boundary.tsx';
export * from './errors/unhandled-rejections.ts';
// Page head, federation contract
export * from './head/page-head.tsx';
export * from './federation/remote-routes.ts';
// Theme colours, cookie consent, guided tours (their state; the overlay and the member pages' tours are in
// index.ts: the overlay loads while a tour runs, the tours with the help menu)
export * from './theme/colors.ts';
export * from './consent/consent.ts';
export * from './tours/tour-store.ts';
// Texts in English and Hindi (one language and one registry for the shell and its remotes; i18next itself
// loads later, i18n/runtime.ts), the language switch
export * from './i18n/i18n.ts';
export * from './i18n/common.ts';
export * from './i18n/language-switch.tsx';
