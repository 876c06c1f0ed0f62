import { defineConfig } from 'vitest/config';

// Integration tests through real HTTP against the real FerretDB (27018), NATS JetStream and Redis;
// every file starts the auth service in-process with its own database, event namespace and Redis prefix.
export default defineConfig({
  test: {
    name: 'auth',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: true,
    pool: 'forks',
  },
});
