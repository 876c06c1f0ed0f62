export * from './tiers.ts';
export * from './roles.ts';
export * from './permissions.ts';
export * from './tier-features.ts';
