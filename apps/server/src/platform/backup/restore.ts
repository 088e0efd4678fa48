import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createPglite } from '../db/client';
import { lockDataDir } from '../db/lock';
import { hasTables, loadDump, pgliteSession, pgSession, readDump, type LoadResult } from './copy';
import { openBackup, verifyBackup } from './format';

/** A restore or a move that would overwrite something, or has nothing to read; nothing was written. */
export class RefusedError extends Error {}

/** The embedded database's own folder inside a data folder. */
export const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

const hasData = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/**
 * Restores a backup file into the data folder's embedded database, which must be empty. The file
 * is verified first (checksum, completeness, schema version), then the folder is locked as a
 * server locks it (a running server refuses it), then the rows go into a folder beside it that
 * becomes `pgdata` only when everything is in.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<LoadResult> {
  await verifyBackup(file);
  const target = pgdataOf(dataDir);
  const unlock = await lockDataDir(dataDir);
  const loading = `${target}.restoring`;
  try {
    if (hasData(target)) throw new RefusedError(`The data folder ${dataDir} already holds a database: restore into an empty folder (set DATA_DIR to another one).`);
    fs.rmSync(loading, { recursive: true, force: true });
    const client = await createPglite(loading);
    try {
      const result = await loadDump(await openBackup(file), pgliteSession(client));
      await client.query('checkpoint');
      await client.close();
      fs.renameSync(loading, target);
      return result;
    } catch (err) {
      await client.close().catch(() => undefined);
      throw err;
    }
  } finally {
    fs.rmSync(loading, { recursive: true, force: true });
    unlock();
  }
}

/**
 * Restores a backup file into an empty PostgreSQL database, in one transaction (a failure leaves
 * the database as empty as it was).
 */
export async function restoreBackupToPostgres(file: string, url: string): Promise<LoadResult> {
  await verifyBackup(file);
  return intoPostgres(url, async (session) => loadDump(await openBackup(file), session));
}

async function intoPostgres(url: string, load: (session: ReturnType<typeof pgSession>) => Promise<LoadResult>): Promise<LoadResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const session = pgSession(client);
    await client.query('begin');
    try {
      if (await hasTables(session)) throw new RefusedError(`The database ${redacted(url)} is not empty (it has tables): move into an empty database.`);
      const result = await load(session);
      await client.query('commit');
      await client.query('analyze');
      return result;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
  } finally {
    await client.end();
  }
}

/** The address without its password, for messages. */
export function redacted(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/**
 * Copies the stopped embedded database of `dataDir` into an empty PostgreSQL database: every
 * row with its id, the sequences where they were, drizzle's record of the migrations. The data
 * folder stays locked meanwhile (a running server refuses the move); the target is written in one
 * transaction.
 */
export async function moveToPostgres(dataDir: string, url: string): Promise<LoadResult> {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new RefusedError(`Not a PostgreSQL address: ${url} (expected postgres://user:password@host:5432/database).`);
  const source = pgdataOf(dataDir);
  if (!fs.existsSync(path.join(source, 'PG_VERSION'))) throw new RefusedError(`There is no embedded database in ${dataDir} (set DATA_DIR to the folder that holds pgdata/).`);
  const unlock = await lockDataDir(dataDir);
  try {
    const client = await createPglite(source);
    try {
      const dump = await readDump(pgliteSession(client), 'pglite');
      return await intoPostgres(url, (session) => loadDump(dump, session));
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}
