import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database (a PGlite copy of the migrated snapshot, or a PostgreSQL
    // database cloned from a migrated template), so files run in parallel safely.
    pool: 'forks',
  },
});
