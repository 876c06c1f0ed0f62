/** Test helpers for every service's tests (never imported by production code). */
export * from './tokens.ts';
export * from './env.ts';
export * from './eventually.ts';
export * from './http.ts';
export * from './session.ts';
export * from './service.ts';
export * from './events.ts';
export * from './metrics.ts';
export * from './outbox.ts';
export * from './member-data-coverage.ts';
