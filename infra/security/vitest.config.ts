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
    // generous: with every suite running at once, a new coach has taken 40 s to reach the community
    // service (support/client.ts newCoach), and at load 20-28 its registration's outbox over 60 s to
    // settle first; a fuzz property stops itself at 40 s (fuzz.test.ts)
    testTimeout: 300_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    pool: 'forks',
    maxConcurrency: 4,
  },
});
