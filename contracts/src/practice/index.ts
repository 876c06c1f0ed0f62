export * from './disciplines.ts';
export * from './scoring.ts';
export * from './stats.ts';
export * from './weather.ts';
export * from './shot-pattern.ts';
export * from './goals.ts';
export * from './skills.ts';
