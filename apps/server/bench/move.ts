/**
 * Move of an embedded database holding 1,000,000 stock-ledger rows into an empty PostgreSQL
 * database (BENCH_DATABASE_URL names the server; a database of its own is created and dropped),
 * with a floor: the same ledger rows copied by plain COPY (out of PGlite, into a table of the same
 * definition and indexes) and the ratio. Run: npm run bench:move (ROWS overrides).
 */
import pg from 'pg';
import { createPglite } from '../src/platform/db/client';
import { pgliteSession, pgSession } from '../src/platform/backup/copy';
import { moveToPostgres, pgdataOf } from '../src/platform/backup/restore';
import { embeddedLedger } from './embedded-ledger';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `${new URL(server).pathname.slice(1) || 'knjige'}_move_${process.pid}`;
const target = new URL(server);
target.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: server });
await admin.connect();
const { database, dataDir, remove } = await embeddedLedger(ROWS);
await database.close(); // the move copies a stopped database
try {
  await admin.query(`create database ${name}`);
  let started = performance.now();
  const result = await moveToPostgres(dataDir, target.toString());
  const moveMs = performance.now() - started;
  console.log(`move: ${result.tables} tables, ${result.rows.toLocaleString('en')} rows in ${(moveMs / 1000).toFixed(1)} s (target < 120 s)`);

  // The floor: the ledger alone, COPY out of the same PGlite and COPY into a table like it.
  const source = await createPglite(pgdataOf(dataDir));
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query('create table floor_ledger (like stock_ledger including all)');
    const columns = (await client.query<{ c: string }>(`select attname as c from pg_attribute where attrelid = 'stock_ledger'::regclass and attnum > 0 and not attisdropped order by attnum`)).rows.map((r) => `"${r.c}"`).join(', ');
    started = performance.now();
    await pgSession(client).copyIn(`copy floor_ledger (${columns})`, pgliteSession(source).copyOut(`copy stock_ledger (${columns})`));
    const floorMs = performance.now() - started;
    console.log(`floor (the ${ROWS.toLocaleString('en')} ledger rows by plain COPY): ${(floorMs / 1000).toFixed(1)} s; ratio ${(moveMs / floorMs).toFixed(2)}`);
  } finally {
    await client.end();
    await source.close();
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  remove();
}
