import { defineConfig } from 'vitest/config';

/**
 * The deployment files (infra/deploy, docker-compose.yml), checked offline by the Go checker of
 * infra/deploy/check: no Docker, no stack. The first run on a fresh machine builds the checker
 * (compose-go and BuildKit's parser from the Go module proxy): the set-up's timeout leaves room for it.
 */
export default defineConfig({
  test: {
    name: 'deploy',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['check/**', '**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 10 * 60_000,
    pool: 'forks',
  },
});
