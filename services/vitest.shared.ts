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
      testTimeout: 20_000,
      hookTimeout: 30_000,
      fileParallelism: true,
      pool: 'forks',
      ...test,
    },
  });
}
