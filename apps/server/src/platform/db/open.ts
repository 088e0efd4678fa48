import path from 'node:path';
import type { AppConfig } from '../config';
import { createPglite, openPglite, openPostgres, type Database } from './client';
import { lockDataDir } from './lock';
import { migrate } from './migrate';

/** Opens the configured database (taking the data folder's lock for the embedded one) and migrates it. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl);
    await migrate(database);
    return database;
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = openPglite(await createPglite(path.join(config.dataDir, 'pgdata')));
    await migrate(database);
    const close = database.close;
    return { ...database, close: async () => { await close(); unlock(); } };
  } catch (err) {
    unlock();
    throw err;
  }
}
