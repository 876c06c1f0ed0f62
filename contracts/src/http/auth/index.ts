export * from './credentials.ts';
export * from './user.ts';
