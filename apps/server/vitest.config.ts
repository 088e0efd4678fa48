import { defineConfig } from 'vitest/config';

/** The seeded-random invariant run: a project of its own (vitest.invariants.config.ts), which CI runs once. */
export const invariantTests = ['src/documents/invariants.test.ts'];

/** The server's test project: `include` and `exclude` as given, everything else shared. */
export function serverProject(name: string, include: string[], exclude: string[]) {
  return defineConfig({
    test: {
      name,
      include,
      exclude,
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
}

/**
 * Tests of the embedded database itself (its files, checkpoints and statistics, the data folder's
 * lock, a backup of it, the server's first start on a data folder): they open PGlite whatever the
 * run's database, so a run on PostgreSQL (TEST_DATABASE_URL) leaves them to the embedded run.
 */
export const embeddedOnlyTests = [
  'src/server.test.ts',
  'src/platform/backup/backup.test.ts',
  'src/platform/db/checkpoints.test.ts',
  'src/platform/db/statistics.test.ts',
  'src/platform/db/lock.test.ts',
];

export default serverProject(
  'server',
  ['src/**/*.test.ts', 'test/**/*.test.ts'],
  process.env.TEST_DATABASE_URL ? [...invariantTests, ...embeddedOnlyTests] : invariantTests,
);
