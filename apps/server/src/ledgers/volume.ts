import { sql } from 'drizzle-orm';
import { MAX_PERIOD_QUANTITY, MAX_PERIOD_VOLUME } from '@knjige/contract';
import { selectRows, type Tx } from '../platform/db/client';
import { conflict } from '../platform/errors';
import type { PostingContext } from './stock';

type Ctx = Pick<PostingContext, 'companyId' | 'periodId' | 'vDoc' | 'docId'>;

/**
 * Adds what a lock (`reversal` false) or a storno (`reversal` true) just wrote to the ledgers to
 * the period's volume: one statement that reads the document's rows by each ledger's document
 * index and upserts the period's row, in the caller's transaction. Past the period volume bound
 * of a ledger, or of the quantities, it throws 409 `error.period.volume` and the transaction
 * writes nothing (docs/decisions.md#business-bounds). A lock writes its rows (re-costing
 * included) with `reversal` false under its own document, a storno with `reversal` true: each
 * row is counted once.
 */
export async function addPeriodVolume(tx: Tx, ctx: Ctx, reversal: boolean): Promise<void> {
  const rows = (table: string) =>
    sql`from ${sql.identifier(table)} where company_id = ${ctx.companyId} and v_doc = ${ctx.vDoc} and doc_id = ${ctx.docId} and reversal = ${reversal}`;
  const [row] = await selectRows<{ over_amount: boolean; over_quantity: boolean }>(
    tx,
    sql`with s as (select coalesce(sum(abs(nab_vrednost::numeric) + abs(prod_vrednost::numeric)), 0) as a, coalesce(sum(abs(kolicina::numeric)), 0) as q ${rows('stock_ledger')}),
          c as (select coalesce(sum(abs(duguje::numeric) + abs(potrazuje::numeric)), 0) as a ${rows('client_ledger')}),
          v as (select coalesce(sum(abs(osnovica::numeric) + abs(pdv_iznos::numeric)), 0) as a ${rows('vat_book')}),
          k as (select coalesce(sum(abs(uplata::numeric) + abs(isplata::numeric)), 0) as a ${rows('account_ledger')}),
          t as (select coalesce(sum(abs(osnovica::numeric) + abs(pdv_iznos::numeric) + abs(iznos::numeric) + abs(nab_iznos::numeric)), 0) as a,
                       coalesce(sum(abs(kolicina::numeric)), 0) as q ${rows('turnover_ledger')})
        insert into period_volume (company_id, period_id, stock, client, vat, account, turnover, quantity)
        select ${ctx.companyId}, ${ctx.periodId}, s.a, c.a, v.a, k.a, t.a, s.q + t.q from s, c, v, k, t
        on conflict (company_id, period_id) do update
          set stock = period_volume.stock + excluded.stock, client = period_volume.client + excluded.client, vat = period_volume.vat + excluded.vat,
              account = period_volume.account + excluded.account, turnover = period_volume.turnover + excluded.turnover,
              quantity = period_volume.quantity + excluded.quantity
        returning greatest(stock, client, vat, account, turnover) > ${MAX_PERIOD_VOLUME} as over_amount, quantity > ${MAX_PERIOD_QUANTITY} as over_quantity`,
  );
  if (row?.over_amount || row?.over_quantity) throw conflict('error.period.volume');
}
