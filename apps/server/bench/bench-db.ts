/**
 * A scratch PostgreSQL database with the demo company and an app signed in as its admin, for the
 * benchmarks of the books (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * names the server; the database is created and dropped).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/open';
import { openPostgres, type Database } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { memberships, users } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { seed } from '../src/seed/seed';
import type { App } from '../src/platform/http';

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret';

/** The demo company seeded; its admin (user, company, role) as a session needs them. */
async function seededAdmin(database: Database) {
  await seed(database.db, { seed: 'demo', demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const [admin] = await database.db
    .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'admin@demo.rs'));
  if (!admin) throw new Error('the demo admin was not seeded');
  return admin;
}

/**
 * A fresh embedded database in a temporary folder with the demo company seeded: the config to
 * build the app with, the database, its admin; `close` closes it and removes the folder.
 */
export async function seededEmbedded(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `knjige-bench-${name}-`));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), jwtSecret: BENCH_SECRET };
  const database = await openDatabase(config);
  const admin = await seededAdmin(database);
  const close = async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { config, database, admin, close };
}

type BenchRun = (ctx: { database: Database; app: App; headers: Record<string, string>; companyId: number }) => Promise<void>;

/** The demo company seeded, the app built, its admin signed in; the app closed afterwards. */
async function withSeededApp(database: Database, base: AppConfig, run: BenchRun) {
  const user = await seededAdmin(database);
  const config = { ...base, jwtSecret: BENCH_SECRET };
  const app = await buildApp({ config, database, logger: false });
  const headers = { authorization: `Bearer ${await sessionToken(database.db, createTokenSigner(config.jwtSecret, 900), user)}` };
  try {
    await run({ database, app, headers, companyId: user.companyId });
  } finally {
    await app.close();
  }
}

/** The same on a fresh embedded database in a temporary folder (removed afterwards). */
export async function withEmbeddedBenchApp(name: string, run: BenchRun) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `knjige-bench-${name}-`));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  try {
    await withSeededApp(database, config, run);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function withBenchApp(run: BenchRun) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `knjige_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  try {
    await migrate(database);
    await withSeededApp(database, loadConfig({ LOG_LEVEL: 'silent' }), run);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * `rows` VAT-book rows of 2024 (KIR, then a tenth as many KUR), one a document, over the year, at
 * 20 %, 10 % and 0 %, with the demo company's clients.
 */
export async function fillVatBook(database: Database, companyId: number, rows: number) {
  const db = database.db;
  await db.execute(sql`truncate vat_book, vat_book_day, vat_book_lines`);
  // One row a document: each row is its line's first (what postVat would give them).
  await db.execute(sql`
    with k as (select array_agg(id) ids from kom_main where company_id = ${companyId})
    insert into vat_book (id, line_id, line_head, company_id, period_id, book, datum, v_doc, doc_id, doc_oznaka, kom_id, dok_broj, kind, stopa, osnovica, pdv_iznos)
    select g, g, true, ${companyId}, 2, case when g % 10 = 0 then 'kur' else 'kir' end, date '2024-01-01' + (g % 366), 'fak', g, 'FAK-VP-' || g || '/2024',
      (select ids[1 + g % array_length(ids, 1)] from k), 'R-' || g, 'post',
      (array[2000, 2000, 1000, 0])[1 + g % 4], 10000 + g % 5000,
      round((10000 + g % 5000) * (array[2000, 2000, 1000, 0])[1 + g % 4] / 10000.0)
    from generate_series(1, ${rows}) g`);
  await db.execute(sql`
    insert into vat_book_day (company_id, period_id, book, datum, stopa, deductible, osnovica, pdv_iznos)
    select company_id, period_id, book, datum, stopa, deductible, sum(osnovica), sum(pdv_iznos) from vat_book
    group by company_id, period_id, book, datum, stopa, deductible`);
  await db.execute(sql`
    insert into vat_book_lines (company_id, period_id, book, datum, lines)
    select company_id, period_id, book, datum, count(*) from vat_book where line_head group by company_id, period_id, book, datum`);
  // as autovacuum leaves a table that is not being written: statistics and the visibility map
  await db.execute(sql`vacuum analyze vat_book`);
  await db.execute(sql`vacuum analyze vat_book_day`);
}
