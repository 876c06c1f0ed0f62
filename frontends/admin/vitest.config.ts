import { defineConfig } from 'vitest/config';

// The admin area's pure functions (src/**/*.test.ts); its screens are in vitest.screens.config.ts (jsdom) and the e2e specs.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // pure functions: one module graph per worker
    isolate: false,
  },
});
