import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApp, tempDir } from '../../../test/file-app';
import { everyReport, workedExample } from '../../../test/worked-examples';
import { withDatabase } from '../../../test/global-setup';
import { createPglite } from '../db/client';
import { RefusedError, moveToPostgres, pgdataOf, restoreBackup } from './restore';

/** The move needs a PostgreSQL server: the one of TEST_DATABASE_URL (a database of its own is made and dropped). */
const server = process.env.TEST_DATABASE_URL;
const root = tempDir('move');
const dataDir = path.join(root, 'data');
const targetName = `${server ? new URL(server).pathname.slice(1) : 'knjige'}_move_${process.pid}`;
const target = server ? withDatabase(server, targetName) : '';
let ids: { VP: number; MP: number; K: number; D: number };
let reports: Record<string, unknown>;
let lastArticleId: number;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!server)('move from the embedded database to PostgreSQL', () => {
  beforeAll(async () => {
    const source = await openApp({ DATA_DIR: dataDir });
    try {
      const example = await workedExample(source.d);
      await example.goodsIn();
      const ir = await example.sales();
      await example.money();
      await source.d.storno('doc-prod', ir);
      ids = example;
      lastArticleId = example.S;
      reports = await everyReport(source.d, ids);
    } finally {
      await source.close(); // the move copies a stopped database
    }
    await admin((c) => c.query(`create database ${targetName}`));
  }, 240_000);

  afterAll(async () => {
    if (server) await admin((c) => c.query(`drop database if exists ${targetName} with (force)`));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('copies every row with its id, the sequences and the migrations; the server continues there with the same books', async () => {
    const result = await moveToPostgres(dataDir, target);
    expect(result.rows).toBeGreaterThan(100);
    const journal = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    const migrations = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    // the indexes and foreign keys, built after the rows, are those of the embedded database
    const schemaSql = `select indexdef as def from pg_indexes where schemaname = 'public'
      union all select conrelid::regclass || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n'`; // PostgreSQL 17 (PGlite) lists NOT NULL too
    const movedSchema = (await client.query<{ def: string }>(schemaSql)).rows.map((r) => r.def).sort();
    await client.end();
    expect(migrations.rows[0].n).toBe(journal.entries.length);
    const embedded = await createPglite(pgdataOf(dataDir));
    const embeddedSchema = (await embedded.query<{ def: string }>(schemaSql)).rows.map((r) => r.def).sort();
    await embedded.close();
    expect(movedSchema.length).toBeGreaterThan(100);
    expect(movedSchema).toEqual(embeddedSchema);

    const backupDir = path.join(root, 'backups');
    const moved = await openApp({ DATABASE_URL: target, BACKUP_DIR: backupDir });
    let backup: string;
    try {
      expect(moved.database.kind).toBe('postgres');
      expect(await everyReport(moved.d, ids)).toEqual(reports);
      // On PostgreSQL the on-demand backup is a logical dump in the same format, restored into the embedded database.
      await moved.as('super@demo.rs');
      const res = await moved.d.call('POST', '/v1/backups');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ source: 'postgres' });
      backup = path.join(backupDir, res.json().data.name);
      await moved.as('admin@demo.rs');
      expect(await moved.d.article('roba', 'NEW', 2000)).toBe(lastArticleId + 1);
    } finally {
      await moved.close();
    }
    const restoredDir = path.join(root, 'restored');
    await restoreBackup(backup, restoredDir);
    const restored = await openApp({ DATA_DIR: restoredDir });
    try {
      expect(await everyReport(restored.d, ids)).toEqual(reports);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses a database that has tables and leaves it as it was', async () => {
    const count = async () => {
      const client = new pg.Client({ connectionString: target });
      await client.connect();
      const r = await client.query('select count(*)::int as n from art_main');
      await client.end();
      return r.rows[0].n as number;
    };
    const before = await count();
    await expect(moveToPostgres(dataDir, target)).rejects.toThrow(RefusedError);
    await expect(moveToPostgres(dataDir, target)).rejects.toThrow(/is not empty \(it has tables\)/);
    expect(await count()).toBe(before);
  }, 60_000);
});
