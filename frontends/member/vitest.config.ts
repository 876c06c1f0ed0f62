import { defineConfig } from 'vitest/config';

// The member area's screens, rendered in jsdom against MSW handlers typed from the declarations
// (@trap/ui/testing), and its pure functions.
export default defineConfig({
  test: {
    name: 'member',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['@trap/ui/testing/setup.ts'],
    testTimeout: 15_000,
  },
});
