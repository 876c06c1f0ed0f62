import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The vitest settings every service workspace shares: integration tests through real HTTP against
 * the real FerretDB (27018), NATS JetStream and Redis, each file with its own database, event
 * namespace and Redis prefix, so files may run in parallel.
 */
export function serviceTestConfig(test: NonNullable<ViteUserConfig['test']> = {}): ViteUserConfig {
  return defineConfig({
    test: {
      environment: 'node',
      include: ['test/**/*.test.ts'],
      // sized for a busy machine (a CI run 2x slower, other runs beside it: tests of 20-60 s at load
      // 20 on 2 cores, and past 60 s at load 25-30: a service's start and stop in a child process, a
      // port handed over between versions); a hang still ends in two minutes
      testTimeout: 120_000,
      hookTimeout: 90_000,
      fileParallelism: true,
      pool: 'forks',
      // One module graph per worker, not per file: each file imported the service's code, mongoose, NATS
      // and BullMQ again (practice alone: 127 s of imports, 78 s of CPU isolated against 22 s and 29 s
      // shared, 2026-12-07, load 12). Files never share a database, a namespace or a prefix, so nothing
      // a file leaves behind reaches the next one in the same worker.
      isolate: false,
      // every answer checked against its declaration (status, schema, no undeclared field)
      setupFiles: [fileURLToPath(new URL('./kit/src/testing/answer-check-setup.ts', import.meta.url))],
      ...test,
    },
  });
}
