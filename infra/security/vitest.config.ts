import { defineConfig } from 'vitest/config';

/**
 * Security and contract-fuzzing suites: one real stack (every service and the bff as `make start`
 * runs them, on free ports with unique names) started once for the project by the global setup,
 * driven from the route table the bff publishes (/api/openapi.json, built from contracts).
 */
export default defineConfig({
  test: {
    name: 'security',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    pool: 'forks',
    maxConcurrency: 4,
  },
});
