/**
 * Stock report on PostgreSQL: 20,000 articles × 2 warehouses, first page, at 100,000 and at
 * 1,000,000 stock-ledger rows. The report reads the balances kept with every posting, so its
 * time must not grow with the history. Prints the median of the page and of the total footer.
 * Run: npm run bench:stock (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * names the server; a scratch database is created and dropped).
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openPostgres } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { memberships, users } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { seed } from '../src/seed/seed';

const ARTICLES = 20_000;
const RUNS = 30;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `knjige_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = openPostgres(url.toString());
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  await migrate(database);
  const db = database.db;
  await seed(db, { seed: 'demo', demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const [user] = await db
    .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'admin@demo.rs'));
  const companyId = user!.companyId;
  await db.execute(sql`
    insert into art_main (company_id, v_artikl, grp_id, int_sifra, art_naziv, barkod, mera_code, pdv_id)
    select ${companyId}, 'roba', (select min(id) from art_grupa), 'S' || n, 'Artikal ' || lpad(n::text, 5, '0'), '', 'kom', (select min(id) from art_pdv)
    from generate_series(1, ${ARTICLES}) n`);

  /** Ledger rows spread over every article in both warehouses, receipts and issues, and the balances they sum to. */
  async function fillLedger(rows: number) {
    await db.execute(sql`truncate stock_ledger, stock_balance`);
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
    await db.execute(sql`analyze`);
  }

  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), jwtSecret: 'bench-secret-bench-secret-bench-secret' };
  const app = await buildApp({ config, database, logger: false });
  const headers = { authorization: `Bearer ${await sessionToken(database.db, createTokenSigner(config.jwtSecret, 900), user!)}` };
  async function measure(url: string) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    return median(times);
  }
  const results: Record<number, { page: number; sum: number; search: number }> = {};
  for (const rows of [100_000, 1_000_000]) {
    await fillLedger(rows);
    results[rows] = {
      page: await measure('/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=pnCena&page=1&perPage=20'),
      sum: await measure('/v1/rpt-mag/sum?periodId=2&priceType=pnCena'),
      search: await measure('/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=kepuCena&search=Artikal%20123&page=1'),
    };
    const r = results[rows]!;
    console.log(`${rows.toLocaleString('en')} ledger rows, ${ARTICLES * 2} balances: first page ${r.page.toFixed(1)} ms, total footer ${r.sum.toFixed(1)} ms, search ${r.search.toFixed(1)} ms (medians of ${RUNS})`);
  }
  console.log(`first page at 1,000,000 rows: ${results[1_000_000]!.page.toFixed(1)} ms (target ≤ 150 ms); ratio to 100,000 rows: ${(results[1_000_000]!.page / results[100_000]!.page).toFixed(2)} (target ≤ 1.5)`);
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
