import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { DataDirLockedError } from './platform/db/lock';
import { openDatabase } from './platform/db/open';
import { hasCompany, seed } from './seed/seed';
import { backupsOf } from './platform/backup/backups';
import { keepStatistics } from './platform/db/statistics';
import { keepCheckpoints } from './platform/db/checkpoints';
import { printedSteps } from './platform/startup';
import { startSefTimer } from './integrations/sef/sef-sync';
import { sefRuntimeOf } from './integrations/sef/sef-runtime';
import { nbsFetcherFor, startNbsTimer } from './master/currency/nbs-fetch';

const config = loadConfig();

/** After the server listens, before the planner's statistics are refreshed (see keepStatistics). */
const STATISTICS_AFTER_MS = 60_000;

async function main(): Promise<void> {
  // Node started and the server's code loaded: the time since the process began.
  console.log(`loading the server… ${(performance.now() / 1000).toFixed(2)} s`);
  const step = printedSteps();
  const database = await openDatabase(config, step);
  const fresh = !(await hasCompany(database.db));
  const result = fresh
    ? await step(config.seed === 'demo' ? 'seeding the demo company' : 'creating the first administrator', () => seed(database.db, config))
    : null;
  const app = await step('starting the web server', () => buildApp({ config, database }));
  if (result?.seeded) {
    const lines = result.credentials.map((c) => `  ${c.email.padEnd(22)} (${c.role})`);
    const pw = result.password ? `  password: ${result.password}${result.passwordGenerated ? '   (generated; shown only this once)' : ''}` : '  password: as given in ADMIN_PASSWORD';
    console.log(['', 'First run: demo sign-in credentials', ...lines, pw, ''].join('\n'));
  }
  let stopBackups: () => void = () => undefined;
  let stopStatistics: () => void = () => undefined;
  let stopCheckpoints: () => void = () => undefined;
  let stopSef: () => void = () => undefined;
  let stopNbs: () => void = () => undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopBackups();
    stopStatistics();
    stopCheckpoints();
    stopSef();
    stopNbs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`listening on ${address}`);
  // Housekeeping starts once the server answers: a restart after a crash is when a till waits.
  // The daily backup of the embedded database (PostgreSQL is backed up with its own tools).
  if (database.kind === 'pglite') {
    stopBackups = backupsOf(database, { dir: config.backupDir, keep: config.backupKeep, time: config.backupTime }).schedule((message, err) =>
      err ? app.log.error({ err }, message) : app.log.info(message),
    );
  }
  // The planner's statistics of the embedded database, which runs no autovacuum: not at once (an
  // ANALYZE of a grown ledger would hold back the first requests), a minute after the start.
  stopStatistics = keepStatistics(database, (err) => app.log.error({ err }, 'analyze failed'), STATISTICS_AFTER_MS);
  // The checkpointer the embedded database lacks, so a crash replays minutes of log, not a day's.
  stopCheckpoints = keepCheckpoints(database, (err) => app.log.error({ err }, 'checkpoint failed'));
  // Every SEF_SYNC_MINUTES: what is due goes to SEF and SEF's statuses come in, for every company with a key.
  const sef = sefRuntimeOf(config);
  if (sef.cipher.derived) app.log.warn('SEF_SECRET is not set: the companies\' SEF API keys are sealed with the development secret');
  // Each working day the NBS middle-rate list, for every company (asked again while NBS has none or cannot be reached).
  stopNbs = startNbsTimer(database.db, nbsFetcherFor(config), (err) => app.log.error({ err }, 'NBS rate list fetch failed'));
  stopSef = startSefTimer(database.db, sef, config.sefSyncMinutes, (err) => app.log.error({ err }, 'SEF synchronisation failed'));
}

main().catch((err: unknown) => {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
