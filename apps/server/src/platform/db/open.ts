import path from 'node:path';
import type { AppConfig } from '../config';
import { quietStep, type Step } from '../startup';
import { createPglite, openPglite, openPostgres, type Database } from './client';
import { ping } from './health.repo';
import { lockDataDir } from './lock';
import { migrate, pendingMigrations } from './migrate';
import { redacted } from '../backup/restore';

/** Applies the pending migrations, as a printed step when there are any. */
async function migrated(database: Database, step: Step): Promise<void> {
  const pending = await pendingMigrations(database);
  if (pending > 0) await step(`migrating the database (${pending} migration${pending === 1 ? '' : 's'})`, () => migrate(database));
}

/**
 * Opens the configured database (taking the data folder's lock for the embedded one) and migrates
 * it; `step` prints what it does (the server's start).
 */
export async function openDatabase(config: AppConfig, step: Step = quietStep): Promise<Database> {
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const database = openPostgres(url);
    await step(`connecting to ${redacted(url)}`, () => ping(database.db));
    await migrated(database, step);
    return database;
  }
  const unlock = await lockDataDir(config.dataDir);
  try {
    const pgdata = path.join(config.dataDir, 'pgdata');
    const database = openPglite(await step(`opening the embedded database in ${pgdata}`, () => createPglite(pgdata)));
    await migrated(database, step);
    const close = database.close;
    return { ...database, close: async () => { await close(); unlock(); } };
  } catch (err) {
    unlock();
    throw err;
  }
}
