export * from './sessions.ts';
export * from './stats.ts';
export * from './coach.ts';
export * from './logs.ts';
export * from './training.ts';
export * from './equipment.ts';
export * from './sharing.ts';
