import { defineConfig } from 'vitest/config';

// Tests through real HTTP: the bff on an ephemeral port in front of small real upstreams (and the
// real auth service as a child process), with the real Redis under a per-file key prefix.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000, // a busy machine, as services/vitest.shared.ts: a hang still ends in two minutes
    hookTimeout: 90_000,
    fileParallelism: true,
    pool: 'forks',
    // one module graph per worker, as services/vitest.shared.ts (each file has its own Redis prefix)
    isolate: false,
  },
});
