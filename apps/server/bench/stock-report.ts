/**
 * Stock report on PostgreSQL: 20,000 articles × 2 warehouses, first page, at 100,000 and at
 * 1,000,000 stock-ledger rows. The report reads the balances kept with every posting, so its
 * time must not grow with the history. Prints the median of the page and of the total footer.
 * ROWS (comma-separated) overrides the two sizes. Run: npm run bench:stock (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * names the server; a scratch database is created and dropped).
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openPostgres } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { memberships, users } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { seed } from '../src/seed/seed';
import { addArticles, benchSizes, fillStockLedger } from './bench-db';

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
  await seed(database.db, { seed: 'demo', demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const [user] = await database.db
    .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'admin@demo.rs'));
  const companyId = user!.companyId;
  await addArticles(database, companyId, ARTICLES);
  const fillLedger = (rows: number) => fillStockLedger(database, companyId, rows);

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
  const sizes = benchSizes([100_000, 1_000_000]);
  for (const rows of sizes) {
    await fillLedger(rows);
    results[rows] = {
      page: await measure('/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=pnCena&page=1&perPage=20'),
      sum: await measure('/v1/rpt-mag/sum?periodId=2&priceType=pnCena'),
      search: await measure('/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=kepuCena&search=Artikal%20123&page=1'),
    };
    const r = results[rows]!;
    console.log(`${rows.toLocaleString('en')} ledger rows, ${ARTICLES * 2} balances: first page ${r.page.toFixed(1)} ms, total footer ${r.sum.toFixed(1)} ms, search ${r.search.toFixed(1)} ms (medians of ${RUNS})`);
  }
  if (results[1_000_000] && results[100_000]) console.log(`first page at 1,000,000 rows: ${results[1_000_000]!.page.toFixed(1)} ms (target ≤ 150 ms); ratio to 100,000 rows: ${(results[1_000_000]!.page / results[100_000]!.page).toFixed(2)} (target ≤ 1.5)`);
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
