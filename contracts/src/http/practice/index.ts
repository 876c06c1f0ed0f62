export * from './sessions.ts';
export * from './stats.ts';
export * from './coach.ts';
