import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsFolder } from '../paths';
import { referencedFirst } from '../db/table-order';
import { BackupFileError, countRows, type Dump, type Manifest, type MigrationRecord, type SequenceState, type TableInfo } from './format';

/** What a dump reads from and a load writes to: plain SQL and COPY, on PGlite or node-postgres. */
export interface SqlSession {
  query<T>(text: string): Promise<T[]>;
  /** Rows of `copy <table> (<columns>)` in COPY text format. */
  copyOut(copy: string): AsyncIterable<Uint8Array>;
  copyIn(copy: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
}

/** PGlite (or one of its transactions): COPY goes through its virtual `/dev/blob` file. */
export function pgliteSession(client: Pick<Transaction, 'query'>): SqlSession {
  return {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    async *copyOut(copy) {
      const { blob } = await client.query(`${copy} to '/dev/blob'`);
      if (blob) yield new Uint8Array(await blob.arrayBuffer());
    },
    async copyIn(copy, chunks) {
      const parts: Uint8Array<ArrayBuffer>[] = [];
      for await (const chunk of chunks) parts.push(new Uint8Array(chunk));
      if (parts.length) await client.query(`${copy} from '/dev/blob'`, [], { blob: new Blob(parts) });
    },
  };
}

/** A node-postgres connection: COPY through STDIN/STDOUT streams. */
export function pgSession(client: pg.ClientBase): SqlSession {
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    async *copyOut(copy) {
      yield* client.query(copyTo(`${copy} to stdout`));
    },
    async copyIn(copy, chunks) {
      await pipeline(Readable.from(chunks), client.query(copyFrom(`${copy} from stdin`)));
    },
  };
}

export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const copyOf = (t: TableInfo) => `copy ${qualified(t.schema, t.name)} (${t.columns.map(ident).join(', ')})`;

/** The schemas a dump holds: the app's tables and drizzle's record of the applied migrations. */
const SCHEMAS = `('public', 'drizzle')`;
const MIGRATIONS_TABLE = { schema: 'drizzle', name: '__drizzle_migrations' };

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** Whether the database has any table of its own (a move or restore needs one that has none). */
export async function hasTables(session: SqlSession): Promise<boolean> {
  const [row] = await session.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
  );
  return (row?.n ?? 0) > 0;
}

/**
 * A dump of the database `session` reads. Consistent when the session is one snapshot: a
 * repeatable-read transaction on PostgreSQL, or a PGlite no one else writes to.
 */
export async function readDump(session: SqlSession, source: Manifest['source']): Promise<Dump> {
  const tables = await session.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname in ${SCHEMAS} order by n.nspname, c.relname`,
  );
  const references = await session.query<{ child: string; parent: string }>(
    `select cn.nspname || '.' || c.relname as child, pn.nspname || '.' || p.relname as parent
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
     join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f' and cn.nspname in ${SCHEMAS}`,
  );
  const columns = await session.query<{ schema: string; name: string; column: string }>(
    `select n.nspname as schema, c.relname as name, a.attname as column from pg_attribute a
     join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname in ${SCHEMAS} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by n.nspname, c.relname, a.attnum`,
  );
  const key = (t: { schema: string; name: string }) => `${t.schema}.${t.name}`;
  const byKey = new Map(tables.map((t) => [key(t), { ...t, columns: [] as string[] }]));
  for (const c of columns) byKey.get(key(c))?.columns.push(c.column);
  const ordered = referencedFirst([...byKey.keys()], references).map((k) => byKey.get(k)!);
  // Read after the first statement of the snapshot, so every id in it is at or below these.
  const sequences = await session.query<SequenceState>(
    `select schemaname as schema, sequencename as name, last_value::float8 as last from pg_sequences where schemaname in ${SCHEMAS} order by 1, 2`,
  );
  const hasMigrations = byKey.has(key(MIGRATIONS_TABLE));
  const migrations = hasMigrations
    ? await session.query<MigrationRecord>(`select hash, created_at::float8 as "createdAt" from ${qualified(MIGRATIONS_TABLE.schema, MIGRATIONS_TABLE.name)} order by id`)
    : [];
  const last = migrations.at(-1);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    source,
    schemaVersion: { migrations: migrations.length, tag: (last && journal().find((e) => e.when === last.createdAt)?.tag) ?? null },
    migrations,
    tables: ordered,
    sequences,
  };
  return {
    manifest,
    async *sections() {
      for (const table of ordered) yield { table, chunks: session.copyOut(copyOf(table)) };
    },
  };
}

/** The migrations of this version of the app a dump's schema version is made of; refuses a dump it does not know. */
function migrationsFor(manifest: Manifest) {
  const known = readMigrationFiles({ migrationsFolder });
  const mismatch = manifest.migrations.findIndex((m, i) => known[i]?.hash !== m.hash);
  if (mismatch !== -1 || manifest.migrations.length === 0) {
    throw new BackupFileError(
      'version',
      `The backup's schema version (${manifest.schemaVersion.tag ?? 'none'}) is not one of this version of Knjige (${journal().at(-1)?.tag}): restore it with the version that wrote it.`,
    );
  }
  return known.slice(0, manifest.migrations.length);
}

export interface LoadResult {
  tables: number;
  rows: number;
}

/**
 * Loads a dump into an empty database: its schema at the dump's version (this app's migrations up
 * to it, recorded as drizzle records them, so a start applies only the newer ones), every row with
 * its id, every sequence where it was.
 */
export async function loadDump(dump: Dump, session: SqlSession): Promise<LoadResult> {
  for (const migration of migrationsFor(dump.manifest)) {
    for (const statement of migration.sql) if (statement.trim()) await session.query(statement);
  }
  // Migrations write reference rows (SEF's unit list, 0024); the dump holds them as they were.
  const seeded = await session.query<{ name: string }>(`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`);
  if (seeded.length) await session.query(`truncate ${seeded.map((t) => t.name).join(', ')}`);
  // As drizzle's migrator creates it.
  await session.query(`create schema if not exists ${ident(MIGRATIONS_TABLE.schema)}`);
  await session.query(`create table if not exists ${qualified(MIGRATIONS_TABLE.schema, MIGRATIONS_TABLE.name)} (id serial primary key, hash text not null, created_at bigint)`);
  // As pg_restore does: rows first, then the indexes and foreign keys built once over them (a
  // foreign key checked row by row is most of a large table's load).
  const rebuild = await dropForLoad(session);
  let rows = 0;
  for await (const { table, chunks } of dump.sections()) {
    await session.copyIn(copyOf(table), counted(chunks, (n) => (rows += n)));
  }
  for (const statement of rebuild) await session.query(statement);
  for (const s of dump.manifest.sequences) {
    if (s.last !== null) await session.query(`select setval(${literal(qualified(s.schema, s.name))}, ${s.last}, true)`);
  }
  return { tables: dump.manifest.tables.length, rows };
}

/**
 * Drops the app's foreign keys and the indexes that back no constraint; the statements that make
 * them again, indexes first.
 */
async function dropForLoad(session: SqlSession): Promise<string[]> {
  const indexes = await session.query<{ create: string; drop: string }>(
    `select pg_get_indexdef(x.indexrelid) as create, format('drop index %s', x.indexrelid::regclass) as drop
     from pg_index x join pg_class t on t.oid = x.indrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
     order by 1`,
  );
  const foreignKeys = await session.query<{ create: string; drop: string }>(
    `select format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as create,
       format('alter table %s drop constraint %I', conrelid::regclass, conname) as drop
     from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by 1`,
  );
  for (const { drop } of [...foreignKeys, ...indexes]) await session.query(drop);
  return [...indexes, ...foreignKeys].map((r) => r.create);
}

async function* counted(chunks: AsyncIterable<Uint8Array>, add: (rows: number) => void): AsyncGenerator<Uint8Array> {
  for await (const chunk of chunks) {
    add(countRows(chunk));
    yield chunk;
  }
}
