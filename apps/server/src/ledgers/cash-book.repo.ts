import { sql } from 'drizzle-orm';
import { selectRows, type Reader, type Tx } from '../platform/db/client';

type Order = { id: number; companyId: number; kasaId: number; datum: string };

/** Takes the desk's row for the rest of the transaction: two orders of one desk lock one after the other. */
export async function holdDesk(tx: Tx, order: Order): Promise<void> {
  await tx.execute(sql`select id from blagajne where id = ${order.kasaId} and company_id = ${order.companyId} for update`);
}

/**
 * The lowest balance the desk reaches on or after `datum`, day by day in date order over its
 * whole cash book (every period: a desk's cash carries from year to year); 0 without rows.
 */
export async function lowestDeskBalanceFrom(tx: Reader, order: Order): Promise<number> {
  const [row] = await selectRows<{ low: string | number | null }>(
    tx,
    sql`select min(saldo) as low from (
          select datum, sum(sum(uplata - isplata)) over (order by datum) as saldo
          from cash_book where company_id = ${order.companyId} and kasa_id = ${order.kasaId} group by datum
        ) d where datum >= ${order.datum}`,
  );
  return Number(row?.low ?? 0);
}

/**
 * The lock's cash book rows: one per line, money in on a receipt and out on a payment, with the
 * name of what the line names.
 */
export async function insertOrderRows(tx: Tx, order: Order): Promise<void> {
  await tx.execute(sql`
    insert into cash_book (company_id, period_id, kasa_id, datum, doc_id, doc_oznaka, v_sub_doc, kind, line_id, vrsta, opis, uplata, isplata)
    select h.company_id, h.period_id, h.kasa_id, h.datum, h.id, h.oznaka, h.v_sub_doc, 'post', i.id, i.vrsta,
      concat_ws(' – ', nullif(coalesce(k.int_naziv, m.mag_naziv, t.naziv, ''), ''), nullif(i.opis, '')),
      case when h.v_sub_doc = 'uplatnica' then i.iznos else 0 end,
      case when h.v_sub_doc = 'isplatnica' then i.iznos else 0 end
    from doc_blg h
    join doc_blg_items i on i.doc_id = h.id
    left join kom_main k on k.id = i.kom_id and k.company_id = h.company_id
    left join mag_main m on m.id = i.mag_id and m.company_id = h.company_id
    left join trosak_main t on t.id = i.trosak_id and t.company_id = h.company_id
    where h.id = ${order.id} and h.company_id = ${order.companyId}
    order by i.id`);
}

/** The storno's rows: the lock's negated. */
export async function insertNegatedRows(tx: Tx, order: Order): Promise<void> {
  await tx.execute(sql`
    insert into cash_book (company_id, period_id, kasa_id, datum, doc_id, doc_oznaka, v_sub_doc, kind, line_id, vrsta, opis, uplata, isplata)
    select company_id, period_id, kasa_id, datum, doc_id, doc_oznaka, v_sub_doc, 'storno', line_id, vrsta, opis, -uplata, -isplata
    from cash_book where company_id = ${order.companyId} and doc_id = ${order.id} and kind = 'post'
    order by id`);
}
