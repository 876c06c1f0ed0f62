export * from './site-settings.ts';
