export * from './site-status.ts';
export * from './audit.ts';
