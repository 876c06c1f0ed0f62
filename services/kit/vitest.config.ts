import { defineConfig } from 'vitest/config';

// Integration tests against the real FerretDB (27018), NATS JetStream and Redis; every file uses
// its own database, event namespace and Redis prefix, so files may run in parallel.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: true,
    pool: 'forks',
  },
});
