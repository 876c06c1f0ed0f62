import { defineConfig } from 'vitest/config';

/** Only the latency bench (bench/*.latency.ts), run on request: `npx vitest run --config bench/vitest.latency.config.ts`. */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    environment: 'node',
    include: ['bench/**/*.latency.ts'],
    testTimeout: 900_000,
    hookTimeout: 30_000,
    pool: 'forks',
  },
});
