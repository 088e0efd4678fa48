import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each worker process gets its own database (a PGlite copy of the migrated and seeded snapshot,
    // or a PostgreSQL database cloned from the seeded template), so workers run in parallel safely.
    // The files of one worker share its modules and its database (every test starts with a reset
    // to the seeded rows), so a file costs neither a module load nor a database start.
    pool: 'forks',
    isolate: false,
  },
});
