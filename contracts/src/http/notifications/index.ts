export * from './notifications.ts';
export * from './newsletter.ts';
