import { defineConfig } from 'vitest/config';

/** The benches' pure parts (the club-scale data set's plan): no stack, no stores. */
export default defineConfig({
  test: {
    name: 'bench',
    environment: 'node',
    include: ['**/*.test.ts'],
  },
});
