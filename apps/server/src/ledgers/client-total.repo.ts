import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';

/**
 * The class of a client balance row in the kept totals (`client_total`), what the balance report's
 * state filters need: 1 stanje > 0 (the client owes), −1 stanje < 0 (we owe), 0 stanje = 0 with
 * some column not 0, 2 all four columns 0; stanje = duguje − uplata − potrazuje + isplata. `b` is
 * the row's alias ('' for the bare columns).
 */
export const clientClassSql = (b: string) => {
  const c = (column: string) => (b ? `${b}.${column}` : column);
  const stanje = `(${c('duguje')} - ${c('uplata')} - ${c('potrazuje')} + ${c('isplata')})`;
  return `(case when ${stanje} > 0 then 1 when ${stanje} < 0 then -1
    when ${c('duguje')} <> 0 or ${c('uplata')} <> 0 or ${c('potrazuje')} <> 0 or ${c('isplata')} <> 0 then 0 else 2 end)::smallint`;
};

/**
 * The kept client totals summed again from the balances (the migration's fill; benches that write
 * the balances directly call it after).
 */
export async function refillClientTotals(tx: Tx): Promise<void> {
  await tx.execute(sql`delete from client_total`);
  await tx.execute(sql`
    insert into client_total (company_id, period_id, class, balances, duguje, uplata, potrazuje, isplata)
    select company_id, period_id, ${sql.raw(clientClassSql(''))}, count(*), sum(duguje), sum(uplata), sum(potrazuje), sum(isplata)
    from client_balance group by 1, 2, 3`);
}
