export * from './site-status.ts';
