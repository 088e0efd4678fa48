import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { exactNumber } from '../exact-number';

/**
 * One query layer over either database: the embedded PGlite or a PostgreSQL server, whole. The
 * platform's own code (migrations, snapshots, backups, the benchmarks) and the tests hold it.
 */
export type PgDb = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * The database as the app holds it (the context's `db`, every service): it reads and opens
 * transactions, and has no `insert`, `update` nor `delete`, so every write runs in a transaction.
 */
export type Db = Pick<PgDb, 'select' | 'selectDistinct' | 'selectDistinctOn' | 'execute' | 'query' | '$count' | 'transaction'>;
/**
 * A transaction, what `db.transaction` hands its callback: a repository function that writes takes
 * it as its first argument, so no write runs outside one (the database lacks `rollback`, so it does
 * not pass).
 */
export type Tx = Parameters<Parameters<PgDb['transaction']>[0]>[0];
/**
 * What a read needs: the database or a transaction both pass, and neither `insert`, `update` nor
 * `delete` is on it, so a function taking a `Reader` cannot write through the query builder (raw
 * SQL through `execute` still can: a statement that writes or locks takes a `Tx`).
 */
export type Reader = Pick<PgDb, 'select' | 'selectDistinct' | 'selectDistinctOn' | 'execute' | 'query' | '$count'>;

/** The query layer and, for what drizzle does not cover (COPY, snapshots), the driver under it. */
export type Database = { db: PgDb; close(): Promise<void> } & ({ kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool });

// Dates stay 'YYYY-MM-DD' strings and bigints come back as numbers: exact, or the query fails with
// 409 error.report.too-large past 2^53 (data stored before the bounds; docs/decisions.md#business-bounds).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => exactNumber(v));

/** `onQuery`, when given, sees every statement sent with its parameters (the benchmarks explain them). */
export function openPostgres(url: string, options: { onQuery?: (query: string, params: unknown[]) => void } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, admin command) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
  const onQuery = options.onQuery;
  const logger = onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : false;
  const db = drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as PgDb;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as PgDb;
  return { db, kind: 'pglite', client, close: () => client.close() };
}

/**
 * The embedded database, with the extensions the migrations use (trigram search of clients by
 * company: pg_trgm and btree_gin); every open of a data folder loads them, or the folder's indexes
 * on them could not be read.
 */
export async function createPglite(dataDir: string | undefined, loadDataDir?: Blob | File): Promise<PGlite> {
  const client = new PGlite({ dataDir, loadDataDir, extensions: { pg_trgm, btree_gin }, parsers: { 20: (v: string) => exactNumber(v) } });
  await client.waitReady;
  return client;
}

/**
 * The rows of a raw SQL query: node-postgres answers `{ rows }`, PGlite's drizzle driver too, but
 * the result type drizzle gives `execute` over both drivers is neither, hence the one cast here.
 */
export async function selectRows<T>(db: Reader, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
