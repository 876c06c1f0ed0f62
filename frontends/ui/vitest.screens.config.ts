import { defineConfig } from 'vitest/config';

// @trap/ui's components rendered (src/**/*.test.tsx) in jsdom with the screens' helpers (src/testing);
// its pure functions stay in vitest.config.ts (node).
export default defineConfig({
  test: {
    name: 'ui-screens',
    include: ['src/**/*.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // sized for a busy machine: at load 20-38 on the 2 cores a screen test of about 1 s took 16 s
    testTimeout: 45_000,
    isolate: false,
  },
});
