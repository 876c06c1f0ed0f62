export * from './credentials.ts';
export * from './staff-names.ts';
export * from './user.ts';
export * from './session.ts';
export * from './profile.ts';
export * from './account.ts';
export * from './payments.ts';
export * from './users-admin.ts';
