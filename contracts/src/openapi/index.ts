export * from './registry.ts';
export * from './document.ts';
export { API_ROUTES, NAMED_SCHEMAS } from '../api/index.ts';
