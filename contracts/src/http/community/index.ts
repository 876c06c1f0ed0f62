export * from './members.ts';
export * from './relationships.ts';
