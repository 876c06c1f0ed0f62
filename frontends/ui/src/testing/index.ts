/** Test support for the screens' component tests: typed MSW handlers and the apps' providers. Never imported by app code. */
export * from './api-mocks.ts';
export * from './render.tsx';
export * from './fixtures.ts';
export * from './error-states.ts';
export * from './language.ts';
export * from './jsdom.ts';
