import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import type { stockBalance } from '../platform/db/schema';

/** A balance row as a posting leaves it (every column written). */
export type BalanceRow = Required<Omit<typeof stockBalance.$inferInsert, 'lastDatum'>> & { lastDatum: string | null };

/**
 * A balance row's value at the last purchase price, as the stock report rounds it (to the para):
 * the kept totals sum this per row, so they equal the report's rows to the para.
 */
export const znValueSql = (stanje: string, znCena: string) => `round(${stanje}::numeric * ${znCena} / 1000)`;

/**
 * Writes balance rows (insert or replace) and, in the same statement, moves the kept totals
 * (`stock_total`, per period, warehouse and sign of the stock) by what changed: the rows as they
 * were are taken out of their sign's total, the rows as written are added to theirs. The
 * statement's sub-statements share one snapshot, so `before` reads the balances as they were; the
 * pairs are held by the caller's advisory locks (`lockPairs`), so nobody else changes them
 * meanwhile. The totals are upserted in key order, so two postings never wait on each other in a
 * circle over them.
 */
export async function writeBalanceRows(tx: Tx, rows: BalanceRow[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      company_id: r.companyId,
      period_id: r.periodId,
      mag_id: r.magId,
      art_id: r.artId,
      ulaz: r.ulaz,
      izlaz: r.izlaz,
      stanje: r.stanje,
      nab_vrednost: r.nabVrednost,
      prod_vrednost: r.prodVrednost,
      zn_cena: r.znCena,
      kepu_cena: r.kepuCena,
      last_datum: r.lastDatum,
    })),
  );
  const columns = 'company_id, period_id, mag_id, art_id, ulaz, izlaz, stanje, nab_vrednost, prod_vrednost, zn_cena, kepu_cena, last_datum';
  await tx.execute(sql`
    with incoming as (
      select * from json_to_recordset(${json}::json) as r(company_id integer, period_id integer, mag_id integer, art_id integer, ulaz bigint,
        izlaz bigint, stanje bigint, nab_vrednost bigint, prod_vrednost bigint, zn_cena bigint, kepu_cena bigint, last_datum date)),
    before as (
      select b.company_id, b.period_id, b.mag_id, sign(b.stanje)::smallint as sign, -1 as balances, -b.stanje as stanje,
        -b.nab_vrednost as nab_vrednost, -b.prod_vrednost as prod_vrednost, -${sql.raw(znValueSql('b.stanje', 'b.zn_cena'))} as zn_vrednost
      from stock_balance b join incoming i using (company_id, period_id, mag_id, art_id)),
    written as (
      insert into stock_balance (${sql.raw(columns)}) select ${sql.raw(columns)} from incoming
      on conflict (company_id, period_id, mag_id, art_id) do update set ulaz = excluded.ulaz, izlaz = excluded.izlaz, stanje = excluded.stanje,
        nab_vrednost = excluded.nab_vrednost, prod_vrednost = excluded.prod_vrednost, zn_cena = excluded.zn_cena, kepu_cena = excluded.kepu_cena,
        last_datum = excluded.last_datum
      returning company_id, period_id, mag_id, sign(stanje)::smallint as sign, 1 as balances, stanje, nab_vrednost, prod_vrednost,
        ${sql.raw(znValueSql('stanje', 'zn_cena'))} as zn_vrednost)
    insert into stock_total (company_id, period_id, mag_id, sign, balances, stanje, nab_vrednost, prod_vrednost, zn_vrednost)
    select company_id, period_id, mag_id, sign, sum(balances), sum(stanje), sum(nab_vrednost), sum(prod_vrednost), sum(zn_vrednost)
    from (select * from before union all select * from written) d
    group by company_id, period_id, mag_id, sign
    order by company_id, period_id, mag_id, sign
    on conflict (company_id, period_id, mag_id, sign) do update set balances = stock_total.balances + excluded.balances,
      stanje = stock_total.stanje + excluded.stanje, nab_vrednost = stock_total.nab_vrednost + excluded.nab_vrednost,
      prod_vrednost = stock_total.prod_vrednost + excluded.prod_vrednost, zn_vrednost = stock_total.zn_vrednost + excluded.zn_vrednost`);
}

/**
 * The kept totals summed again from the balances (the migration's fill; benches that write the
 * balances directly call it after).
 */
export async function refillStockTotals(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from stock_total`);
  await tx.execute(sql`
    insert into stock_total (company_id, period_id, mag_id, sign, balances, stanje, nab_vrednost, prod_vrednost, zn_vrednost)
    select company_id, period_id, mag_id, sign(stanje)::smallint, count(*), sum(stanje), sum(nab_vrednost), sum(prod_vrednost),
      sum(${sql.raw(znValueSql('stanje', 'zn_cena'))})
    from stock_balance group by company_id, period_id, mag_id, sign(stanje)`);
}
