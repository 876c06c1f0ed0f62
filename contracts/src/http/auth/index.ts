export * from './credentials.ts';
export * from './user.ts';
export * from './session.ts';
export * from './profile.ts';
