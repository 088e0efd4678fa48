/**
 * Many companies on one PostgreSQL: company A's reports through the app (median of RUNS calls)
 * with A alone and with TENANTS − 1 copies of A on the same server; each figure, its ratio (target
 * ≤ 1.2) and the shape of the plan of the report's heaviest query at the end. A alone is a second
 * database made from the first (CREATE DATABASE … TEMPLATE) before the copies go in, and the two
 * are measured side by side, call by call in alternating order, so that whatever else the machine
 * does in those minutes weighs on both figures alike.
 *
 * Sizes (env, the issue's as defaults): TENANTS=100, ARTICLES=20000, CLIENTS=10000,
 * STOCK_ROWS=100000, CLIENT_ROWS=100000, VAT_ROWS=100000, RUNS=15. A is seeded by the other
 * benches' seeding (bench-db.ts); the copies are INSERT … SELECT with every id moved by k × 10⁷.
 * Autovacuum is off on the copied tables so that each phase is what it says: measured after
 * ANALYZE alone, then again after VACUUM ANALYZE (visibility map: index-only scans).
 * Run: npm run bench:tenants (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
 * names the server; scratch databases knjige_bench_tenants_<pid> and …_alone are created and dropped, kept with KEEP_DB=1;
 * REUSE_DB=knjige_bench_tenants_<pid> measures the kept pair again without seeding and copying, and keeps them).
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openPostgres, selectRows } from '../src/platform/db/client';
import { migrate } from '../src/platform/db/migrate';
import { memberships, users } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { seed } from '../src/seed/seed';
import { addArticles, addClients, fillClientLedger, fillStockLedger, fillVatBook, median } from './bench-db';

const num = (name: string, fallback: number) => {
  const v = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} must be a positive integer`);
  return v;
};
const TENANTS = num('TENANTS', 100);
const ARTICLES = num('ARTICLES', 20_000);
const CLIENTS = num('CLIENTS', 10_000);
const STOCK_ROWS = num('STOCK_ROWS', 100_000);
const CLIENT_ROWS = num('CLIENT_ROWS', 100_000);
const VAT_ROWS = num('VAT_ROWS', 100_000);
const RUNS = num('RUNS', 15);
/** Every id of the k-th copy is the original's + k × OFFSET (ids stay below 2³¹ for 200 companies). */
const OFFSET = 10_000_000;
if (TENANTS > 200) throw new Error('TENANTS ≤ 200');

/** The tables a company's reports read, in the order their foreign keys allow, with the columns moved by the offset. */
const COPIED: { table: string; scope: string; moved: string[] }[] = [
  { table: 'companies', scope: 'id', moved: ['id'] },
  { table: 'periods', scope: 'company_id', moved: ['id', 'company_id'] },
  { table: 'mag_main', scope: 'company_id', moved: ['id', 'company_id'] },
  { table: 'art_main', scope: 'company_id', moved: ['id', 'company_id'] },
  { table: 'kom_main', scope: 'company_id', moved: ['id', 'company_id'] },
  { table: 'stock_ledger', scope: 'company_id', moved: ['id', 'company_id', 'period_id', 'mag_id', 'art_id', 'kom_id'] },
  { table: 'stock_balance', scope: 'company_id', moved: ['company_id', 'period_id', 'mag_id', 'art_id'] },
  { table: 'stock_total', scope: 'company_id', moved: ['company_id', 'period_id', 'mag_id'] },
  { table: 'client_ledger', scope: 'company_id', moved: ['id', 'company_id', 'period_id', 'kom_id'] },
  { table: 'client_balance', scope: 'company_id', moved: ['company_id', 'period_id', 'kom_id'] },
  { table: 'client_total', scope: 'company_id', moved: ['company_id', 'period_id'] },
  { table: 'client_item', scope: 'company_id', moved: ['ledger_id', 'company_id', 'period_id', 'kom_id'] },
  { table: 'vat_book', scope: 'company_id', moved: ['id', 'line_id', 'company_id', 'period_id', 'kom_id'] },
  { table: 'vat_book_day', scope: 'company_id', moved: ['company_id', 'period_id'] },
  { table: 'vat_book_lines', scope: 'company_id', moved: ['company_id', 'period_id'] },
];

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The databases of an earlier run kept with KEEP_DB=1: measured again without seeding and copying. */
const reuse = process.env.REUSE_DB;
if (reuse !== undefined && !/^knjige_bench_tenants_\d+$/.test(reuse)) throw new Error('REUSE_DB names a database kept by KEEP_DB=1 (knjige_bench_tenants_<pid>)');
const name = reuse ?? `knjige_bench_tenants_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
if (!reuse) await admin.query(`create database ${name}`);
const aloneName = `${name}_alone`;
const urlOf = (database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};
/** While set, the statements the app sends are kept (to be explained). */
let captured: { query: string; params: unknown[] }[] | null = null;
const open = (database: string) => {
  const opened = openPostgres(urlOf(database), { onQuery: (query, params) => captured?.push({ query, params }) });
  if (opened.kind !== 'postgres') throw new Error('bench:tenants runs on PostgreSQL');
  return opened;
};
let database = open(name);
let aloneDatabase: ReturnType<typeof open> | null = null;
const say = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Plan Rows': number; 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] };
type Explained = { Plan: PlanNode & { 'Shared Hit Blocks': number; 'Shared Read Blocks': number }; 'Planning Time': number; 'Execution Time': number };
const isExplained = (v: unknown): v is Explained[] => Array.isArray(v) && typeof v[0] === 'object' && v[0] !== null && 'Plan' in v[0];

/** A plan in one line: each node with the relation or index it reads, children in brackets; the worst row misestimate. */
function shapeOf(node: PlanNode): { shape: string; misestimate: number } {
  const on = node['Index Name'] ?? node['Relation Name'];
  const children = (node.Plans ?? []).map(shapeOf);
  const actual = node['Actual Rows'] * Math.max(1, node['Actual Loops']);
  const planned = node['Plan Rows'] * Math.max(1, node['Actual Loops']);
  const own = Math.max(actual, 1) / Math.max(planned, 1);
  const misestimate = Math.max(own < 1 ? 1 / own : own, ...children.map((c) => c.misestimate));
  const shape = `${node['Node Type']}${on ? ` ${on}` : ''}${children.length ? ` (${children.map((c) => c.shape).join(', ')})` : ''}`;
  return { shape, misestimate };
}

try {
  let db = database.db;
  if (!reuse) {
    await migrate(database);
    await seed(db, { seed: 'demo', demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  }
  const [user] = await db
    .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'admin@demo.rs'));
  if (!user) throw new Error('the demo admin was not seeded');
  const companyId = user.companyId;
  if (!reuse) {
    for (const { table } of COPIED) await db.execute(sql.raw(`alter table ${table} set (autovacuum_enabled = false)`));
    say(`seeding company A: ${ARTICLES} articles, ${CLIENTS} clients, ${STOCK_ROWS} stock-ledger, ${CLIENT_ROWS} client-ledger, ${VAT_ROWS} VAT-book rows`);
    await addArticles(database, companyId, ARTICLES);
    await fillStockLedger(database, companyId, STOCK_ROWS);
    await addClients(database, companyId, CLIENTS);
    await fillClientLedger(database, companyId, CLIENT_ROWS);
    await fillVatBook(database, companyId, VAT_ROWS);
    await db.execute(sql`analyze`);
    // A alone stays in a database of its own, made from this one before the copies go in
    await database.close();
    await admin.query(`create database ${aloneName} template ${name}`);
    database = open(name);
    db = database.db;
  }
  aloneDatabase = open(aloneName);
  const aloneDb = aloneDatabase.db;
  if (!reuse) await aloneDb.execute(sql`analyze`);
  else {
    // the kept pair follows the code: migrations written since they were kept are applied to both
    await migrate(database);
    await migrate(aloneDatabase);
  }

  const [ids] = await selectRows<{ magId: number; artId: number; komId: number }>(
    db,
    sql`select (select min(mag_id) from stock_balance where company_id = ${companyId} and period_id = 2) as "magId",
          (select min(art_id) from stock_balance where company_id = ${companyId} and period_id = 2) as "artId",
          (select min(kom_id) from client_balance where company_id = ${companyId} and period_id = 2) as "komId"`,
  );
  if (!ids) throw new Error('no balances seeded');
  const year = 'periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31';
  const reports: [string, string[]][] = [
    ['stock report, first page', ['/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=pnCena&page=1&perPage=20']],
    ['stock report, total', ['/v1/rpt-mag/sum?periodId=2&priceType=pnCena']],
    ['stock report, a search page', ['/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=kepuCena&search=Artikal%20123&page=1']],
    ['stock report, total of a warehouse, not 0', [`/v1/rpt-mag/sum?periodId=2&priceType=znCena&magId=${ids.magId}&stockFilter=not-0`]],
    ['stock report, total of a search', ['/v1/rpt-mag/sum?periodId=2&priceType=kepuCena&search=Artikal%20123']],
    ['movement card, first page', [`/v1/rpt-mag/${ids.magId}/promet/${ids.artId}?periodId=2&page=1&perPage=20`]],
    ['client balances, first page + summary', ['/v1/rpt-kom/stanje?periodId=2&datum=2024-12-31&page=1&perPage=20', '/v1/rpt-kom/sum?periodId=2']],
    ['client balances, a search page + summary', ['/v1/rpt-kom/stanje?periodId=2&datum=2024-12-31&search=Klijent%20012&page=1&perPage=20', '/v1/rpt-kom/sum?periodId=2&search=Klijent%20012']],
    ['client turnover, first page', [`/v1/rpt-kom/${ids.komId}/promet?${year}&page=1&perPage=20`]],
    ['open items (IOS)', [`/v1/rpt-kom/ios/${ids.komId}?periodId=2&datum=2024-12-31`]],
    ['VAT return for the year', [`/v1/rpt-fin/pdv-total?${year}`]],
    ['KIR first page + totals', [`/v1/rpt-fin/kir?${year}&page=1&perPage=20`, `/v1/rpt-fin/kir-total?${year}`]],
    ['KUR first page + totals', [`/v1/rpt-fin/kur?${year}&page=1&perPage=20`, `/v1/rpt-fin/kur-total?${year}`]],
  ];

  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), jwtSecret: 'bench-secret-bench-secret-bench-secret' };
  const signer = createTokenSigner(config.jwtSecret, 900);
  /** The app on one of the two databases, signed in as A's admin. */
  const side = async (on: ReturnType<typeof open>) => {
    const app = await buildApp({ config, database: on, logger: false });
    let headers = { authorization: '' };
    return {
      app,
      pool: on.pool,
      // a session lasts 15 minutes and copying the companies takes longer: each phase signs in afresh
      signIn: async () => {
        headers = { authorization: `Bearer ${await sessionToken(on.db, signer, user)}` };
      },
      call: async (urls: string[]) => {
        const answers = await Promise.all(urls.map((u) => app.inject({ method: 'GET', url: u, headers })));
        for (const res of answers) if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
        return answers.map((res) => res.body);
      },
    };
  };
  type Side = Awaited<ReturnType<typeof side>>;
  /**
   * Median of RUNS calls of each report on both sides (after one warm-up call each), the two called
   * in turn, the first of the pair alternating; and the bodies (the copies must not change them).
   */
  async function measureBoth(one: Side, many: Side) {
    await one.signIn();
    await many.signIn();
    const out = new Map<string, { alone: number; many: number; paired: number; aloneBody: string; manyBody: string }>();
    for (const [label, urls] of reports) {
      const aloneBody = (await one.call(urls)).join('\n');
      const manyBody = (await many.call(urls)).join('\n');
      const times = { alone: [] as number[], many: [] as number[] };
      for (let i = 0; i < RUNS; i++) {
        const order: ['alone' | 'many', Side][] = i % 2 === 0 ? [['alone', one], ['many', many]] : [['many', many], ['alone', one]];
        for (const [which, s] of order) {
          const started = performance.now();
          await s.call(urls);
          times[which].push(performance.now() - started);
        }
      }
      // the i-th calls of the two sides ran back to back: the median of their ratios is the figure least moved by the machine's other work
      const paired = median(times.many.map((m, i) => m / times.alone[i]!));
      out.set(label, { alone: median(times.alone), many: median(times.many), paired, aloneBody, manyBody });
    }
    return out;
  }
  /** Each report's statements explained (ANALYZE, BUFFERS); the one that touches the most buffers. */
  async function plans({ signIn, call, pool }: Side) {
    await signIn();
    const out = new Map<string, string>();
    for (const [label, urls] of reports) {
      captured = [];
      await call(urls);
      // the report's own statements: the session's check (refresh_tokens, memberships, users) is every request's
      const statements = captured.filter((c) => /^\s*(select|with)\b/i.test(c.query) && !/"refresh_tokens"/.test(c.query));
      captured = null;
      let worst: { buffers: number; line: string } | undefined;
      for (const s of statements) {
        const res = await pool.query({ text: `explain (analyze, buffers, format json) ${s.query}`, values: s.params });
        const json: unknown = res.rows[0]?.['QUERY PLAN'];
        if (!isExplained(json)) continue;
        const top = json[0]!;
        const buffers = top.Plan['Shared Hit Blocks'] + top.Plan['Shared Read Blocks'];
        const { shape, misestimate } = shapeOf(top.Plan);
        const line = `${buffers} buffers, planned in ${top['Planning Time'].toFixed(1)} ms, run in ${top['Execution Time'].toFixed(1)} ms, worst row estimate off ×${misestimate.toFixed(1)}: ${shape}`;
        if (!worst || buffers > worst.buffers) worst = { buffers, line };
      }
      out.set(label, worst?.line ?? '(no statement)');
    }
    return out;
  }

  if (!reuse) {
    say(`copying company A to ${TENANTS - 1} more companies`);
    const pool = database.pool;
    // The secondary indexes are dropped for the copy and built again afterwards (far faster than
    // maintaining them row by row); the primary keys and unique indexes stay.
    const secondary = await selectRows<{ name: string; definition: string }>(
      db,
      sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
          where i.schemaname = 'public' and i.tablename in (${sql.join(COPIED.map((c) => sql`${c.table}`), sql`, `)})
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname) and i.indexdef not like 'CREATE UNIQUE%'`,
    );
    for (const index of secondary) await db.execute(sql.raw(`drop index "${index.name}"`));
    // The copies are copies of rows that passed their checks: the foreign-key triggers are off for
    // the copying connection (five lookups a ledger row otherwise).
    const copier = await pool.connect();
    await copier.query(`set session_replication_role = replica`);
    for (const { table, scope, moved } of COPIED) {
      const columns = await selectRows<{ name: string }>(
        db,
        sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
      );
      const list = columns.map((c) => `"${c.name}"`).join(', ');
      const values = columns.map((c) => (moved.includes(c.name) ? `"${c.name}" + k * ${OFFSET}` : `"${c.name}"`)).join(', ');
      const started = performance.now();
      await copier.query(`insert into ${table} (${list}) select ${values} from ${table}, generate_series(1, ${TENANTS - 1}) k where ${scope} = ${companyId}`);
      say(`  ${table}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await copier.query(`reset session_replication_role`);
    copier.release();
    const rebuilt = performance.now();
    const builder = await pool.connect();
    try {
      await builder.query(`set maintenance_work_mem = '512MB'`);
      for (const index of secondary) await builder.query(index.definition);
    } finally {
      builder.release();
    }
    say(`  ${secondary.length} secondary indexes built again: ${((performance.now() - rebuilt) / 1000).toFixed(1)} s`);
  }
  if (!reuse) await db.execute(sql`analyze`);
  const [size] = await selectRows<{ size: string }>(db, sql`select pg_size_pretty(pg_database_size(current_database())) as size`);
  const one = await side(aloneDatabase);
  const many = await side(database);
  say(`${TENANTS} companies, database ${size?.size}; measuring company A alone and among them, side by side (${reuse ? 'the kept databases as they are' : 'after ANALYZE'})`);
  const measured = await measureBoth(one, many);
  const alonePlans = await plans(one);
  const manyPlans = await plans(many);
  await db.execute(sql`vacuum analyze`);
  await aloneDb.execute(sql`vacuum analyze`);
  say('measuring again, side by side (after VACUUM ANALYZE on both)');
  const vacuumed = await measureBoth(one, many);
  const manyVacuumedPlans = await plans(many);

  console.log(
    `\nSizes: ${TENANTS} companies × (${ARTICLES} articles, ${CLIENTS} clients, ${STOCK_ROWS} stock-ledger, ${CLIENT_ROWS} client-ledger, ${VAT_ROWS} VAT-book rows); medians of ${RUNS} calls`,
  );
  console.log(`\n| company A's report | 1 company | ${TENANTS} companies | ratio | paired | 1 company, vacuumed | ${TENANTS} companies, vacuumed | ratio | paired |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  let worstRatio = 0;
  for (const [label] of reports) {
    const m = measured.get(label)!;
    const v = vacuumed.get(label)!;
    if (m.aloneBody !== m.manyBody || m.aloneBody !== v.manyBody) throw new Error(`${label}: the answer changed with the other companies`);
    const r = m.many / m.alone;
    const rv = v.many / v.alone;
    worstRatio = Math.max(worstRatio, r, rv);
    console.log(
      `| ${label} | ${m.alone.toFixed(1)} ms | ${m.many.toFixed(1)} ms | ${r.toFixed(2)} | ${m.paired.toFixed(2)} | ${v.alone.toFixed(1)} ms | ${v.many.toFixed(1)} ms | ${rv.toFixed(2)} | ${v.paired.toFixed(2)} |`,
    );
  }
  console.log(
    `\nworst ratio ${worstRatio.toFixed(2)} (target ≤ 1.2; "ratio" is the ratio of the two medians, "paired" the median of the ratios of calls made back to back); every answer identical with one and with ${TENANTS} companies`,
  );
  console.log('\nPlans (the heaviest statement of each report): A alone → with the other companies (after ANALYZE) → after VACUUM ANALYZE');
  for (const [label] of reports) {
    console.log(`- ${label}\n    alone:    ${alonePlans.get(label)}\n    many:     ${manyPlans.get(label)}\n    vacuumed: ${manyVacuumedPlans.get(label)}`);
  }
  await one.app.close();
  await many.app.close();
} finally {
  await database.close();
  await aloneDatabase?.close();
  if (process.env.KEEP_DB || reuse) console.log(`kept the databases ${name} and ${aloneName}`);
  else {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`drop database if exists ${aloneName} with (force)`);
  }
  await admin.end();
}
