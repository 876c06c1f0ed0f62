export * from './disciplines.ts';
export * from './scoring.ts';
export * from './goals.ts';
export * from './skills.ts';
