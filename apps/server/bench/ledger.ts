/**
 * bench:ledger — the trial balance of a year on PostgreSQL at 100,000 and at 1,000,000 journal
 * lines (ROWS, comma-separated, overrides them). The report reads the kept day sums
 * (gl_balance_day), never the lines, so its time must not grow with the history. Prints the median
 * through the API, the floor (the same SQL sent bare, without HTTP) and their ratio, and for
 * contrast the same sums read from the lines.
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a scratch
 * database is created and dropped.
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
import * as repo from '../src/reports/rpt-gl.repo';
import { addClients, benchSizes, median } from './bench-db';

const RUNS = 30;
const CLIENTS = 2_000;
/** Debit and credit account of each kind of entry a trader books (client accounts carry a client). */
const pairs: [string, string][] = [
  ['204', '604'],
  ['204', '470'],
  ['501', '1320'],
  ['1320', '130'],
  ['130', '435'],
  ['270', '435'],
  ['241', '204'],
  ['435', '241'],
  ['533', '435'],
  ['553', '241'],
  ['243', '604'],
  ['241', '243'],
  ['479', '241'],
  ['520', '450'],
  ['540', '029'],
  ['152', '241'],
];
const clientAccounts = ['204', '435', '152'];

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `knjige_bench_gl_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = openPostgres(url.toString());
const time = async (run: () => Promise<unknown>) => {
  // warmed up first: the first calls compile the route and plan the statement
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
};

/**
 * `rows` journal lines of period 2 (two per entry, spread over the year and the clients), with the
 * kept balances as the writer leaves them (the general-ledger tables emptied first).
 */
async function fillJournal(companyId: number, rows: number) {
  const db = database.db;
  await db.execute(sql`truncate gl_balance_day, gl_balance, gl_journal_line, gl_journal, gl_journal_counter`);
  const values = sql.join(
    pairs.map(([d, p], i) => sql`(${i}::int, ${d}::text, ${p}::text)`),
    sql`, `,
  );
  const clientList = sql.join(
    clientAccounts.map((a) => sql`${a}`),
    sql`, `,
  );
  const entries = Math.floor(rows / 2);
  await db.execute(sql`
    insert into gl_journal (id, company_id, period_id, broj, datum, v_doc, doc_id, doc_oznaka, opis, duguje, potrazuje)
    select g, ${companyId}, 2, g, date '2024-01-01' + (g % 366), 'bench', g, 'B-' || g || '/2024', '', 1000 + g % 997, 1000 + g % 997
    from generate_series(1, ${entries}) g`);
  await db.execute(sql`
    with p(n, d, c) as (values ${values}),
      k as (select id, row_number() over (order by id) - 1 as n from kom_main where company_id = ${companyId}),
      kc as (select count(*) as c from k)
    insert into gl_journal_line (company_id, period_id, journal_id, rb, datum, konto, kom_id, duguje, potrazuje, opis, v_doc, doc_id, doc_oznaka)
    select ${companyId}, 2, j.id, side.rb, j.datum, side.konto,
      case when side.konto in (${clientList}) then k.id end,
      case when side.rb = 1 then j.duguje else 0 end, case when side.rb = 2 then j.potrazuje else 0 end, '', 'bench', j.id, j.doc_oznaka
    from gl_journal j join p on p.n = j.id % ${pairs.length} join k on k.n = j.id % (select c from kc)
    cross join lateral (values (1, p.d), (2, p.c)) side(rb, konto)`);
  await db.execute(sql`
    insert into gl_balance (company_id, period_id, konto, kom_id, duguje, potrazuje, lines)
    select company_id, period_id, konto, coalesce(kom_id, 0), sum(duguje), sum(potrazuje), count(*) from gl_journal_line group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into gl_balance_day (company_id, period_id, konto, datum, opening, duguje, potrazuje)
    select company_id, period_id, konto, datum, false, sum(duguje), sum(potrazuje) from gl_journal_line group by 1, 2, 3, 4`);
  await db.execute(sql`insert into gl_journal_counter (company_id, period_id, last) values (${companyId}, 2, ${entries})`);
  // as autovacuum leaves a table that has been written: statistics and the visibility map
  for (const table of ['gl_journal_line', 'gl_balance_day', 'gl_balance', 'gl_journal']) await db.execute(sql.raw(`vacuum analyze ${table}`));
}

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

  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), jwtSecret: 'bench-secret-bench-secret-bench-secret' };
  const app = await buildApp({ config, database, logger: false });
  const headers = { authorization: `Bearer ${await sessionToken(database.db, createTokenSigner(config.jwtSecret, 900), user!)}` };
  const query = { periodId: 2, dateFrom: '2024-01-01', dateTo: '2024-12-31', level: 'analytic' as const };
  const path = '/v1/rpt-gl/bruto-bilans?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31&level=analytic';
  const results: Record<number, number> = {};
  for (const rows of benchSizes([100_000, 1_000_000])) {
    await fillJournal(companyId, rows);
    const res = await app.inject({ method: 'GET', url: path, headers });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    const total = (res.json() as { data: { total: { ukupnoDuguje: number; ukupnoPotrazuje: number } } }).data.total;
    if (total.ukupnoDuguje !== total.ukupnoPotrazuje) throw new Error(`the trial balance does not balance: ${JSON.stringify(total)}`);
    const api = await time(() => app.inject({ method: 'GET', url: path, headers }));
    const floor = await time(() => repo.trialBalance(db, companyId, query));
    const lines = await time(() =>
      db.execute(sql`select konto, sum(duguje), sum(potrazuje) from gl_journal_line where company_id = ${companyId} and period_id = 2 and datum between '2024-01-01' and '2024-12-31' group by konto`),
    );
    results[rows] = api;
    console.log(
      `${rows.toLocaleString('en')} journal lines: trial balance of the year ${api.toFixed(1)} ms; floor (the same SQL without HTTP) ${floor.toFixed(1)} ms; ratio ${(api / floor).toFixed(2)}; ` +
        `the same sums read from the lines ${lines.toFixed(1)} ms (medians of ${RUNS})`,
    );
  }
  if (results[1_000_000] && results[100_000])
    console.log(`at 1,000,000 lines: ${results[1_000_000]!.toFixed(1)} ms (target ≤ 200 ms); ratio to 100,000 lines: ${(results[1_000_000]! / results[100_000]!).toFixed(2)} (flat in history)`);
  await app.close();
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
