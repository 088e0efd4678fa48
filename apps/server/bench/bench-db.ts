/**
 * A scratch PostgreSQL database with the demo company and an app signed in as its admin, for the
 * benchmarks of the books (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * names the server; the database is created and dropped).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
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
import { refillStockTotals } from '../src/ledgers/stock-balance-write.repo';
import { refillClientTotals } from '../src/ledgers/client-total.repo';
import type { App } from '../src/platform/http';

/** The ledger sizes a bench runs at: ROWS (comma-separated) or its own two. */
export const benchSizes = (fallback: number[]) => (process.env.ROWS ? process.env.ROWS.split(',').map(Number) : fallback);

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
 * 20 %, 10 % and 0 %, with the demo company's clients. One row in twenty is a credit note's
 * (negative, `knod`), one an advance invoice's (`avr`, marked as an advance) and one a final
 * invoice's advance deduction (negative, marked), as the books hold them. Each row carries its
 * POPDV field by the default rule (credit notes 3.6 / 8a.5, advances 3.9 / 8a.7), and some are
 * exports (1.1), reverse-charge sales (3.4), VAT we compute (3a.2), imports (6.2.1), reverse-charge
 * purchases (8b.2) and foreign suppliers (8g.1).
 */
export async function fillVatBook(database: Database, companyId: number, rows: number) {
  const db = database.db;
  await db.execute(sql`truncate vat_book, vat_book_day, vat_book_lines`);
  // One row a document: each row is its line's first (what postVat would give them).
  await db.execute(sql`
    with k as (select array_agg(id) ids from kom_main where company_id = ${companyId})
    insert into vat_book (id, line_id, line_head, company_id, period_id, book, datum, v_doc, doc_id, doc_oznaka, kom_id, dok_broj, kind, stopa, avans, popdv, osnovica, pdv_iznos)
    select g, g, true, ${companyId}, 2, case when g % 10 = 0 then 'kur' else 'kir' end, date '2024-01-01' + (g % 366),
      case g % 20 when 7 then 'knod' when 13 then 'avr' else 'fak' end, g, 'FAK-VP-' || g || '/2024',
      (select ids[1 + g % array_length(ids, 1)] from k), 'R-' || g, 'post',
      (array[2000, 2000, 1000, 0])[1 + g % 4], g % 20 in (13, 14),
      case
        when g % 10 = 0 then case
          when g % 20 in (13, 14) then '8a.7' when g % 20 = 7 then '8a.5' when g % 4 = 3 then '8d.2'
          when g % 50 = 10 then '6.2.1' when g % 50 = 20 then '8b.2' when g % 50 = 30 then '8g.1' else '8a.2' end
        when g % 20 in (13, 14) then '3.9' when g % 20 = 7 then '3.6'
        when g % 4 = 3 then case g % 16 when 3 then '1.1' when 7 then '3.4' else '1.4' end
        when g % 40 = 1 then '3a.2' else '3.2' end,
      sign * (10000 + g % 5000),
      sign * round((10000 + g % 5000) * (array[2000, 2000, 1000, 0])[1 + g % 4] / 10000.0)
    from generate_series(1, ${rows}) g, lateral (select case when g % 20 in (7, 14) then -1 else 1 end as sign) s`);
  await db.execute(sql`
    insert into vat_book_day (company_id, period_id, book, datum, stopa, deductible, avans, popdv, osnovica, pdv_iznos)
    select company_id, period_id, book, datum, stopa, deductible, avans, popdv, sum(osnovica), sum(pdv_iznos) from vat_book
    group by company_id, period_id, book, datum, stopa, deductible, avans, popdv`);
  await db.execute(sql`
    insert into vat_book_lines (company_id, period_id, book, datum, lines)
    select company_id, period_id, book, datum, count(*) from vat_book where line_head group by company_id, period_id, book, datum`);
  // as autovacuum leaves a table that is not being written: statistics and the visibility map
  await db.execute(sql`vacuum analyze vat_book`);
  await db.execute(sql`vacuum analyze vat_book_day`);
}

/** `n` articles of the company ('S1'…, named 'Artikal 00001'…), as bench:stock seeds them. */
export async function addArticles(database: Database, companyId: number, n: number) {
  await database.db.execute(sql`
    insert into art_main (company_id, v_artikl, grp_id, int_sifra, art_naziv, barkod, mera_code, pdv_id)
    select ${companyId}, 'roba', (select min(id) from art_grupa), 'S' || n, 'Artikal ' || lpad(n::text, 5, '0'), '', 'kom', (select min(id) from art_pdv)
    from generate_series(1, ${n}) n`);
}

/**
 * `rows` stock-ledger rows of period 2 spread over every article of the company in every
 * warehouse, receipts and issues, and the balances they sum to (both tables emptied first).
 */
export async function fillStockLedger(database: Database, companyId: number, rows: number) {
  const db = database.db;
  await db.execute(sql`truncate stock_ledger, stock_balance, stock_total`);
  await db.execute(sql`
    with pairs as (
      select a.id art_id, m.id mag_id, row_number() over () - 1 k
      from art_main a cross join mag_main m where a.company_id = ${companyId} and m.company_id = ${companyId}),
    n as (select count(*) c from pairs)
    insert into stock_ledger (company_id, period_id, mag_id, art_id, datum, v_doc, doc_id, line_id, kind, direction, kolicina, nab_vrednost, prod_vrednost, nab_cena, prod_cena)
    select ${companyId}, 2, p.mag_id, p.art_id, date '2024-01-01' + (g % 360), 'ur', g, g, 'post',
      case when g % 3 = 0 then 'out' else 'in' end,
      case when g % 3 = 0 then -1000 else 3000 end,
      case when g % 3 = 0 then -5000 else 15000 end,
      case when g % 3 = 0 then -7000 else 21000 end,
      case when g % 3 = 0 then null else 5000 end, 7000
    from generate_series(0, ${rows - 1}) g join pairs p on p.k = g % (select c from n)`);
  await db.execute(sql`
    insert into stock_balance (company_id, period_id, mag_id, art_id, ulaz, izlaz, stanje, nab_vrednost, prod_vrednost, zn_cena, kepu_cena)
    select company_id, period_id, mag_id, art_id,
      sum(case when direction = 'in' then kolicina else 0 end), -sum(case when direction = 'out' then kolicina else 0 end),
      sum(kolicina), sum(nab_vrednost), sum(prod_vrednost), 5000, 7000
    from stock_ledger group by company_id, period_id, mag_id, art_id`);
  await db.transaction((tx) => refillStockTotals(tx));
  await db.execute(sql`analyze`);
}

/** `n` clients of the company ('B1'…, named 'Klijent 00001'…), as bench:client-balances seeds them. */
export async function addClients(database: Database, companyId: number, n: number) {
  await database.db.execute(sql`
    insert into kom_main (company_id, v_kom, sifra, int_naziv, naziv, postcode, mesto, adresa, pib, is_kupac, is_dobavljac)
    select ${companyId}, 'firma', 'B' || n, 'Klijent ' || lpad(n::text, 5, '0'), 'Klijent ' || n, '11000', 'Beograd', 'Ulica', '', true, n % 3 = 0
    from generate_series(1, ${n}) n`);
}

/**
 * `rows` client-ledger rows of period 2 over the company's clients that `clients` keeps: two of
 * three invoices (their open items, a fifth still open), one of three payments; the kept balances
 * and the open items as the postings leave them (the client tables emptied first).
 */
export async function fillClientLedger(database: Database, companyId: number, rows: number, clients: SQL = sql`true`) {
  const db = database.db;
  await db.execute(sql`truncate client_allocation, client_item, client_balance, client_total, client_ledger`);
  await db.execute(sql`
    with k as (select id, row_number() over (order by id) - 1 as n from kom_main where company_id = ${companyId} and ${clients}),
      c as (select count(*) as c from k)
    insert into client_ledger (company_id, period_id, kom_id, datum, due_date, v_doc, doc_id, doc_oznaka, kind, side, duguje, potrazuje)
    select ${companyId}, 2, k.id, date '2024-01-01' + (g % 360), date '2024-01-01' + (g % 360) + 30, 'bench', g, 'B-' || g || '/2024', 'post',
      case when g % 3 = 2 then 'payment' else 'invoice' end,
      case when g % 3 = 2 then 0 else 1000 + g % 997 end,
      case when g % 3 = 2 then 1000 else 0 end
    from generate_series(0, ${rows - 1}) g join k on k.n = g % (select c from c)`);
  await db.execute(sql`
    insert into client_balance (company_id, period_id, kom_id, duguje, uplata, potrazuje, isplata)
    select company_id, period_id, kom_id, sum(case when side = 'invoice' then duguje else 0 end), sum(case when side = 'payment' then potrazuje else 0 end),
      sum(case when side = 'invoice' then potrazuje else 0 end), sum(case when side = 'payment' then duguje else 0 end)
    from client_ledger group by company_id, period_id, kom_id`);
  await db.transaction((tx) => refillClientTotals(tx));
  await db.execute(sql`
    insert into client_item (ledger_id, company_id, period_id, kom_id, v_doc, doc_id, doc_oznaka, role, dir, datum, due_date, iznos, ostatak)
    select id, company_id, period_id, kom_id, v_doc, doc_id, doc_oznaka, 'item', 'receivable', datum, due_date, duguje, case when doc_id % 5 = 0 then duguje else 0 end
    from client_ledger where side = 'invoice'`);
  await db.execute(sql`analyze`);
}
