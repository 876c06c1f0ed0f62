export * from './site-settings.ts';
export * from './brand-colours.ts';
