export * from './access/index.ts';
export * from './http/common/errors.ts';
export * from './http/auth/index.ts';
export * from './settings/index.ts';
export * from './notifications/index.ts';
export * from './events/index.ts';
export * from './platform.ts';
