import { defineConfig } from 'vitest/config';

/** Unit tests of the contracts themselves: pure zod, no stores. */
export default defineConfig({
  test: {
    name: 'contracts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // pure functions: one module graph per worker
    isolate: false,
  },
});
