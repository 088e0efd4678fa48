import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { DataDirLockedError } from './platform/db/lock';
import { openDatabase } from './platform/db/open';
import { seed } from './seed/seed';
import { backupsOf } from './platform/backup/backups';
import { keepStatistics } from './platform/db/statistics';

const config = loadConfig();

async function main(): Promise<void> {
  const database = await openDatabase(config);
  const result = await seed(database.db, config);
  const app = await buildApp({ config, database });
  if (result.seeded) {
    const lines = result.credentials.map((c) => `  ${c.email.padEnd(22)} (${c.role})`);
    const pw = result.password ? `  password: ${result.password}${result.passwordGenerated ? '   (generated; shown only this once)' : ''}` : '  password: as given in ADMIN_PASSWORD';
    console.log(['', 'First run: demo sign-in credentials', ...lines, pw, ''].join('\n'));
  }
  // The daily backup of the embedded database (PostgreSQL is backed up with its own tools).
  const stopBackups =
    database.kind === 'pglite'
      ? backupsOf(database, { dir: config.backupDir, keep: config.backupKeep, time: config.backupTime }).schedule((message, err) =>
          err ? app.log.error({ err }, message) : app.log.info(message),
        )
      : () => undefined;
  // The planner's statistics of the embedded database, which runs no autovacuum.
  const stopStatistics = keepStatistics(database, (err) => app.log.error({ err }, 'analyze failed'));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopBackups();
    stopStatistics();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
