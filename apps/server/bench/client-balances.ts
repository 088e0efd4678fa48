/**
 * Client reports on PostgreSQL.
 * - bench:client-balances: 10,000 clients, first page and summary of the balance report, at
 *   100,000 and at 1,000,000 client-ledger rows (ROWS, comma-separated, overrides them; the report reads the kept balances and the open
 *   items of the page's clients, so its time must not grow with the history);
 * - bench:client-turnover (MODE=turnover): one client with 20,000 rows, a page in the middle of
 *   the year with its opening balance.
 * Each prints the median time through the API, the floor (the same SQL sent bare) and the ratio.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a scratch
 * database is created and dropped.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openPostgres, selectRows } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { memberships, users } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { seed } from '../src/seed/seed';
import * as repo from '../src/reports/rpt-kom.repo';
import { addClients, benchSizes, fillClientLedger } from './bench-db';

const MODE = process.env.MODE === 'turnover' ? 'turnover' : 'balances';
const CLIENTS = 10_000;
const RUNS = 30;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `knjige_bench_kom_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = openPostgres(url.toString());
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const time = async (run: () => Promise<unknown>) => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
};

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
  await addClients(database, companyId, CLIENTS);
  const fillLedger = (rows: number, clients: SQL) => fillClientLedger(database, companyId, rows, clients);

  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), jwtSecret: 'bench-secret-bench-secret-bench-secret' };
  const app = await buildApp({ config, database, logger: false });
  const headers = { authorization: `Bearer ${await sessionToken(database.db, createTokenSigner(config.jwtSecret, 900), user!)}` };
  const get = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: path, headers });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  };

  if (MODE === 'balances') {
    const query = { periodId: 2, page: 1, perPage: 20, search: '', stanje: 'all' as const, datum: '2024-12-31' };
    const results: Record<number, number> = {};
    for (const rows of benchSizes([100_000, 1_000_000])) {
      await fillLedger(rows, sql`true`);
      const api = await time(() => Promise.all([get('/v1/rpt-kom/stanje?periodId=2&datum=2024-12-31&page=1&perPage=20'), get('/v1/rpt-kom/sum?periodId=2')]));
      const floor = await time(() => Promise.all([repo.balanceList(db, companyId, query), repo.balanceSum(db, companyId, query)]));
      results[rows] = api;
      console.log(`${rows.toLocaleString('en')} ledger rows, ${CLIENTS.toLocaleString('en')} clients: first page + summary ${api.toFixed(1)} ms; floor (the same SQL without HTTP) ${floor.toFixed(1)} ms; ratio ${(api / floor).toFixed(2)} (medians of ${RUNS})`);
    }
    if (results[1_000_000] && results[100_000]) console.log(`at 1,000,000 rows: ${results[1_000_000]!.toFixed(1)} ms (target ≤ 150 ms); ratio to 100,000 rows: ${(results[1_000_000]! / results[100_000]!).toFixed(2)} (target ≤ 1.5)`);
  } else {
    const [one] = await selectRows<{ id: number }>(db, sql`select min(id) as id from kom_main where company_id = ${companyId} and sifra like 'B%'`);
    await fillLedger(20_000, sql`id = ${one!.id}`);
    // dateFrom in April: the opening sums a quarter of the rows; page 200 of 20 is in the middle of the rest.
    const path = `/v1/rpt-kom/${one!.id}/promet?periodId=2&dateFrom=2024-04-01&dateTo=2024-12-31&page=200&perPage=20`;
    const api = await time(() => get(path));
    const floor = await time(() => repo.turnover(db, { companyId, periodId: 2, komId: one!.id }, { dateFrom: '2024-04-01', dateTo: '2024-12-31' }, { page: 200, perPage: 20 }));
    console.log(`one client, 20,000 rows: a middle page with its opening balance ${api.toFixed(1)} ms (target ≤ 100 ms); floor (the same SQL without HTTP) ${floor.toFixed(1)} ms; ratio ${(api / floor).toFixed(2)} (medians of ${RUNS})`);
  }
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
