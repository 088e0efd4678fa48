import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { selectRows, type Database } from './client';

export { migrationsFolder };

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}

/**
 * How many migrations the database has not applied yet, counted as drizzle's migrator decides
 * (a journal entry newer than the last one applied); every one on a new database.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const journal: unknown = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const entries = typeof journal === 'object' && journal && 'entries' in journal && Array.isArray(journal.entries) ? journal.entries : [];
  const when = entries.map((e: unknown) => (typeof e === 'object' && e && 'when' in e ? Number(e.when) : 0));
  const [table] = await selectRows<{ name: string | null }>(database.db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return when.length;
  const [last] = await selectRows<{ createdAt: number | string }>(database.db, sql`select created_at as "createdAt" from drizzle.__drizzle_migrations order by created_at desc limit 1`);
  return last ? when.filter((w) => Number(last.createdAt) < w).length : when.length;
}
