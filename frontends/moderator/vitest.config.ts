import { defineConfig } from 'vitest/config';

// The moderator area's screens, rendered in jsdom against MSW handlers typed from the declarations
// (@trap/ui/testing), and its texts' checks.
export default defineConfig({
  test: {
    name: 'moderator',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['@trap/ui/testing/setup.ts'],
    // sized for a busy machine: at load 20-38 on the 2 cores a screen test of about 1 s took 16 s
    testTimeout: 45_000,
    // React, the router, the query client and MSW imported once per worker, not per file: each file
    // starts and closes its own MSW server (setupApiServer) and every test is unmounted after it
    isolate: false,
  },
});
