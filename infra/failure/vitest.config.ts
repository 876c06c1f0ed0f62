import { defineConfig } from 'vitest/config';

/**
 * Failure tests: each file starts a small stack of real processes (services, workers, bff and, where
 * a test takes one away, its own nats-server or redis-server). They are heavy, so files run one after
 * another; `make test` runs this project as its own phase after the other vitest projects.
 */
export default defineConfig({
  test: {
    name: 'failure',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
