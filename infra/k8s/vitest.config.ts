import { defineConfig } from 'vitest/config';

/**
 * The Kubernetes manifests (infra/k8s), checked offline by the Go checker of infra/k8s/check: no
 * stack, no cluster. The first run on a fresh machine builds the checker (k8s.io/api from the Go
 * module proxy): about 50 s on a quiet 2-core machine, so the set-up's timeout leaves room for a busy one.
 */
export default defineConfig({
  test: {
    name: 'k8s',
    environment: 'node',
    include: ['**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 10 * 60_000,
    pool: 'forks',
  },
});
