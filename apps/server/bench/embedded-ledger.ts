/**
 * An embedded database in a temporary data folder with the demo company, `articles` articles and
 * `rows` stock-ledger rows over them in both warehouses (with their balances), vacuumed as a
 * database that has been in use is.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/open';
import { seed } from '../src/seed/seed';
import { refillStockTotals } from '../src/ledgers/stock-balance-write.repo';

export async function embeddedLedger(rows: number, articles = 10_000) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knjige-bench-ledger-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', BACKUP_TIME: 'off' }), jwtSecret: 'bench-secret-bench-secret-bench-secret' };
  const database = await openDatabase(config);
  await seed(database.db, { seed: 'demo', demoPassword: 'Bench-lozinka-1', adminEmail: null, adminPassword: null });
  const db = database.db;
  const started = performance.now();
  await db.execute(sql`
    insert into art_main (company_id, v_artikl, grp_id, int_sifra, art_naziv, barkod, mera_code, pdv_id)
    select 1, 'roba', (select min(id) from art_grupa where company_id = 1), 'B' || n, 'Artikal ' || lpad(n::text, 5, '0'), '860' || lpad(n::text, 10, '0'), 'kom', (select min(id) from art_pdv where company_id = 1)
    from generate_series(1, ${articles}) n`);
  await db.execute(sql`
    with pairs as (
      select a.id art_id, m.id mag_id, row_number() over () - 1 k
      from art_main a cross join mag_main m where a.company_id = 1 and m.company_id = 1),
    n as (select count(*) c from pairs)
    insert into stock_ledger (company_id, period_id, mag_id, art_id, datum, v_doc, doc_id, line_id, kind, direction, kolicina, nab_vrednost, prod_vrednost, nab_cena, prod_cena)
    select 1, 2, p.mag_id, p.art_id, date '2024-01-01' + (g % 360), 'ur', g, g, 'post',
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
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  console.log(`embedded database: ${articles} articles, ${rows.toLocaleString('en')} stock-ledger rows, filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return {
    config,
    database,
    dataDir,
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
