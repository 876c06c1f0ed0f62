export * from './bus.ts';
export * from './outbox.ts';
export * from './consumer.ts';
export * from './document-locks.ts';
