/**
 * Realised turnover on PostgreSQL: a year of sales, 1,000,000 turnover-ledger rows (one per sold
 * line, each pointing at its stock-ledger out-row, 1,000,000 of those), their daily sums and 1,000
 * re-costing rows.
 * Times the first page and the totals of the whole year through the API, and the same queries in
 * bare SQL (the floor), and prints the ratio.
 * Run: npm run bench:prm (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test,
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

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const ARTICLES = 20_000;
const RUNS = 20;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `knjige_bench_prm_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = openPostgres(url.toString());
const bare = new pg.Client({ connectionString: url.toString() });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  await migrate(database);
  await bare.connect();
  const db = database.db;
  await seed(db, { seed: 'demo', demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const [user] = await db
    .select({ userId: users.id, companyId: memberships.companyId, role: memberships.role })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.email, 'admin@demo.rs'));
  const companyId = user!.companyId;
  const started = performance.now();
  await db.execute(sql`
    insert into art_main (company_id, v_artikl, grp_id, int_sifra, art_naziv, barkod, mera_code, pdv_id)
    select ${companyId}, 'roba', (select min(id) from art_grupa), 'P' || n, 'Artikal ' || lpad(n::text, 5, '0'), '', 'kom', (select min(id) from art_pdv)
    from generate_series(1, ${ARTICLES}) n`);
  // The sales' out-rows: 5 lines a document, spread over the year and the articles.
  await db.execute(sql`
    insert into stock_ledger (company_id, period_id, mag_id, art_id, datum, v_doc, doc_id, doc_oznaka, line_id, kind, direction, kolicina, nab_vrednost, prod_vrednost, kom_id)
    select ${companyId}, 2, (select min(id) from mag_main where v_promet = 'vp'), a.first + g % ${ARTICLES}, date '2024-01-01' + (g * 366 / ${ROWS}),
           'prod', g / 5 + 1, 'IR-VP-' || (g / 5 + 1) || '/2024', g + 1, 'post', 'out', -2000, -(10000 + g % 1000), -14000, (select min(id) from kom_main where is_kupac)
    from generate_series(0, ${ROWS - 1}) g, (select min(id) first from art_main where int_sifra like 'P%') a`);
  await db.execute(sql`
    insert into turnover_ledger (company_id, period_id, v_promet, datum, v_doc, doc_id, doc_oznaka, kind, line_id, mag_id, kom_id, art_id, kolicina, stopa, osnovica, pdv_iznos, iznos, nab_iznos, stock_row_id)
    select company_id, period_id, 'vp', datum, v_doc, doc_id, doc_oznaka, 'post', line_id, mag_id, kom_id, art_id, -kolicina, 2000, 15000, 3000, 18000, -nab_vrednost, id
    from stock_ledger where v_doc = 'prod'`);
  await db.execute(sql`
    insert into turnover_daily (company_id, v_promet, datum, count, osnovica, pdv_iznos, iznos, nab_iznos)
    select company_id, v_promet, datum, count(*), sum(osnovica), sum(pdv_iznos), sum(iznos), sum(nab_iznos)
    from turnover_ledger group by company_id, v_promet, datum`);
  // A backdated receipt re-costed a thousand of those lines.
  await db.execute(sql`
    insert into stock_ledger (company_id, period_id, mag_id, art_id, datum, v_doc, doc_id, kind, direction, nab_vrednost, ref_id)
    select company_id, period_id, mag_id, art_id, datum, 'ur', 1, 'recost', 'none', -100, id
    from stock_ledger where v_doc = 'prod' and id % ${Math.max(1, Math.floor(ROWS / 1000))} = 0`);
  await db.execute(sql`analyze`);
  console.log(`${ROWS.toLocaleString('en')} turnover rows and their stock rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), jwtSecret: 'bench-secret-bench-secret-bench-secret' };
  const app = await buildApp({ config, database, logger: false });
  const headers = { authorization: `Bearer ${await sessionToken(database.db, createTokenSigner(config.jwtSecret, 900), user!)}` };
  const query = 'periodId=2&vPromet=vp&dateFrom=2024-01-01&dateTo=2024-12-31';
  async function api() {
    const [page, total] = await Promise.all([
      app.inject({ method: 'GET', url: `/v1/rpt-fin/prm?${query}&page=1&perPage=20`, headers }),
      app.inject({ method: 'GET', url: `/v1/rpt-fin/prm-total?${query}`, headers }),
    ]);
    if (page.statusCode !== 200 || total.statusCode !== 200) throw new Error(`${page.statusCode} ${page.body} ${total.body}`);
    return total.json().data;
  }
  // The floor: the same three statements over one connection, no HTTP, no validation.
  const params = [companyId, 'vp', '2024-01-01', '2024-12-31'];
  const recost = `coalesce((select sum(r.nab_vrednost + coalesce((select sum(n.nab_vrednost) from stock_ledger n where n.ref_id = r.id and n.kind = 'storno'), 0)) from stock_ledger r where r.ref_id = t.stock_row_id and r.kind = 'recost'), 0)`;
  async function floor() {
    await bare.query(
      `select t.*, a.int_sifra, a.art_naziv, k.int_naziv, t.nab_iznos - ${recost} from turnover_ledger t join art_main a on a.id = t.art_id left join kom_main k on k.id = t.kom_id
       where t.company_id = $1 and t.v_promet = $2 and t.datum between $3 and $4 and t.kind = 'post'
         and not exists (select 1 from turnover_ledger x where x.v_doc = t.v_doc and x.doc_id = t.doc_id and x.kind = 'storno')
       order by t.datum, t.id limit 20`,
      params,
    );
    await bare.query(
      `select sum(count), sum(osnovica), sum(pdv_iznos), sum(iznos), sum(nab_iznos)
       from turnover_daily where company_id = $1 and v_promet = $2 and datum between $3 and $4`,
      params,
    );
    await bare.query(
      `select coalesce(sum(r.nab_vrednost + coalesce((select sum(n.nab_vrednost) from stock_ledger n where n.ref_id = r.id and n.kind = 'storno'), 0)), 0)
       from stock_ledger r join turnover_ledger t on t.stock_row_id = r.ref_id and t.kind = 'post' and t.v_promet = $2
       where r.company_id = $1 and r.kind = 'recost' and r.datum between $3 and $4`,
      params,
    );
  }
  async function measure(run: () => Promise<unknown>) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    return median(times);
  }
  const totals = await api();
  const apiMs = await measure(api);
  const floorMs = await measure(floor);
  console.log(`totals: ${totals.count} lines, base ${(totals.osnovica / 100).toFixed(2)}, cost ${(totals.nabIznos / 100).toFixed(2)}, margin ${(totals.ruc / 100).toFixed(2)}`);
  console.log(`realised turnover for a year, first page + totals, ${ROWS.toLocaleString('en')} rows: ${apiMs.toFixed(1)} ms (target ≤ 150 ms); bare SQL floor ${floorMs.toFixed(1)} ms; ratio ${(apiMs / floorMs).toFixed(2)} (medians of ${RUNS})`);
  await app.close();
} finally {
  await bare.end().catch(() => undefined);
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
