// API and caching
export * from './api/api-client.ts';
export * from './api/api-error.ts';
export * from './query/query-client.ts';
// Session
export * from './auth/auth-api.ts';
export * from './auth/auth-messages.ts';
export * from './auth/auth-provider.tsx';
export * from './auth/use-logout.ts';
// Runtime configuration and settings
export * from './config/app-config.tsx';
export * from './config/site-settings.ts';
// Components
export * from './components/button.tsx';
export * from './components/form.tsx';
export * from './components/spinner.tsx';
export * from './components/card.tsx';
export * from './components/dialog.tsx';
export * from './components/confirm-dialog.tsx';
export * from './components/dropdown-menu.tsx';
export * from './components/tabs.tsx';
export * from './components/switch.tsx';
export * from './components/radio-group.tsx';
export * from './components/popover.tsx';
export * from './components/toast.tsx';
export * from './components/area-layout.tsx';
export * from './components/list-state.tsx';
export * from './components/report-abuse.tsx';
export * from './components/locked-feature.tsx';
// Errors
export * from './errors/error-fallback.tsx';
export * from './errors/error-boundary.tsx';
export * from './errors/unhandled-rejections.ts';
// Page head, federation contract
export * from './head/page-head.tsx';
export * from './federation/remote-routes.ts';
// Theme colours, cookie consent, guided tours
export * from './theme/colors.ts';
export * from './consent/consent.ts';
export * from './tours/tour-store.ts';
export * from './tours/member-tours.ts';
export * from './tours/tour-overlay.tsx';
