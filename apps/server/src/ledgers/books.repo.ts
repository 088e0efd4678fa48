import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../platform/db/client';
import { clientLedger, vatBook, vatBookDay, vatBookLines } from '../platform/db/schema';
import { clientClassSql } from './client-total.repo';

/**
 * The first key of the advisory locks on clients (the second is the client): the stock's locks
 * are pairs of a warehouse and an article, whose ids are positive, so the two never meet.
 */
const CLIENT_LOCKS = -1;

/** Holds the clients to the end of the transaction, in id order (two postings never wait on each other in a circle). */
export async function lockClients(tx: Tx, komIds: number[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCKS}, k) from (select distinct k from unnest(${sql.param(komIds)}::int[]) as u(k) order by k) clients`);
}

/** A client's change of the kept balance in the report's four columns. */
export interface BalanceChange {
  company_id: number;
  period_id: number;
  kom_id: number;
  duguje: number;
  uplata: number;
  potrazuje: number;
  isplata: number;
}

/**
 * Adds the changes to the kept balances (one row per client) and, in the same statement, moves the
 * kept totals (`client_total`, per period and class of the balance) by what changed: the rows as
 * they were are taken out of their class's total, the rows as written are added to theirs. The
 * statement's parts share one snapshot, so `before` reads the balances as they were; the caller
 * holds the clients first (`lockClients`). The totals go in key order.
 */
export async function addBalanceChanges(tx: Tx, changes: BalanceChange[]): Promise<void> {
  const json = JSON.stringify(changes);
  await tx.execute(sql`
    with incoming as (
      select * from json_to_recordset(${json}::json) as r(company_id integer, period_id integer, kom_id integer, duguje bigint, uplata bigint,
        potrazuje bigint, isplata bigint)),
    before as (
      select b.company_id, b.period_id, ${sql.raw(clientClassSql('b'))} as class, -1 as balances, -b.duguje as duguje, -b.uplata as uplata,
        -b.potrazuje as potrazuje, -b.isplata as isplata
      from client_balance b join incoming i using (company_id, period_id, kom_id)),
    written as (
      insert into client_balance (company_id, period_id, kom_id, duguje, uplata, potrazuje, isplata)
      select company_id, period_id, kom_id, duguje, uplata, potrazuje, isplata from incoming
      on conflict (company_id, period_id, kom_id) do update set
        duguje = client_balance.duguje + excluded.duguje, uplata = client_balance.uplata + excluded.uplata,
        potrazuje = client_balance.potrazuje + excluded.potrazuje, isplata = client_balance.isplata + excluded.isplata
      returning company_id, period_id, ${sql.raw(clientClassSql(''))} as class, 1 as balances, duguje, uplata, potrazuje, isplata)
    insert into client_total (company_id, period_id, class, balances, duguje, uplata, potrazuje, isplata)
    select company_id, period_id, class, sum(balances), sum(duguje), sum(uplata), sum(potrazuje), sum(isplata)
    from (select * from before union all select * from written) d
    group by company_id, period_id, class
    order by company_id, period_id, class
    on conflict (company_id, period_id, class) do update set balances = client_total.balances + excluded.balances,
      duguje = client_total.duguje + excluded.duguje, uplata = client_total.uplata + excluded.uplata,
      potrazuje = client_total.potrazuje + excluded.potrazuje, isplata = client_total.isplata + excluded.isplata`);
}

/** Lowers the open items' remainders by what the allocations take from them. */
export async function applyAllocations(tx: Reader, allocations: { itemId: number; iznos: number }[]): Promise<void> {
  await tx.execute(sql`
      update client_item t set ostatak = t.ostatak - s.iznos
      from (select "itemId" as id, sum(iznos) as iznos from json_to_recordset(${JSON.stringify(allocations)}::json) as r("itemId" bigint, iznos bigint) group by "itemId") s
      where t.ledger_id = s.id`);
}

/** Writes VAT-book rows; what a line is made of, for each. */
export async function insertVatRows(tx: Tx, rows: (typeof vatBook.$inferInsert)[]) {
  return tx
    .insert(vatBook)
    .values(rows)
    .returning({ id: vatBook.id, companyId: vatBook.companyId, periodId: vatBook.periodId, book: vatBook.book, vDoc: vatBook.vDoc, datum: vatBook.datum, reversal: vatBook.reversal, komId: vatBook.komId, dokBroj: vatBook.dokBroj, avans: vatBook.avans });
}

type VatLineKey = Pick<typeof vatBook.$inferSelect, 'companyId' | 'periodId' | 'book' | 'datum' | 'vDoc' | 'reversal' | 'dokBroj'>;

/** The head of a partnerless line already in the book for the register and day (not one of `ids`), if any. */
export async function openPartnerlessLine(tx: Reader, first: VatLineKey, ids: number[]): Promise<number | undefined> {
  const [open] = await tx
    .select({ id: vatBook.id })
    .from(vatBook)
    .where(
      and(
        eq(vatBook.companyId, first.companyId),
        eq(vatBook.periodId, first.periodId),
        eq(vatBook.book, first.book),
        eq(vatBook.datum, first.datum),
        eq(vatBook.lineHead, true),
        eq(vatBook.vDoc, first.vDoc),
        eq(vatBook.reversal, first.reversal),
        isNull(vatBook.komId),
        eq(vatBook.dokBroj, first.dokBroj),
        notInArray(vatBook.id, ids),
      ),
    )
    .limit(1);
  return open?.id;
}

/** The rows join the line whose head is `head`. */
export async function setVatLine(tx: Tx, ids: number[], head: number): Promise<void> {
  await tx
    .update(vatBook)
    .set({ lineId: head, lineHead: sql`${vatBook.id} = ${head}` })
    .where(inArray(vatBook.id, ids));
}

/** Adds to the days' line counts (in key order). */
export async function addVatLineCounts(tx: Tx, values: (typeof vatBookLines.$inferInsert)[]): Promise<void> {
  await tx
    .insert(vatBookLines)
    .values(values)
    .onConflictDoUpdate({
      target: [vatBookLines.companyId, vatBookLines.periodId, vatBookLines.book, vatBookLines.datum],
      set: { lines: sql`${vatBookLines.lines} + excluded.lines` },
    });
}

/** Adds to the day sums (in key order). */
export async function addVatDaySums(tx: Tx, values: (typeof vatBookDay.$inferInsert)[]): Promise<void> {
  await tx
    .insert(vatBookDay)
    .values(values)
    .onConflictDoUpdate({
      target: [vatBookDay.companyId, vatBookDay.periodId, vatBookDay.book, vatBookDay.datum, vatBookDay.stopa, vatBookDay.deductible, vatBookDay.avans, vatBookDay.popdv],
      set: { osnovica: sql`${vatBookDay.osnovica} + excluded.osnovica`, pdvIznos: sql`${vatBookDay.pdvIznos} + excluded.pdv_iznos` },
    });
}

/** The client-ledger rows a document's lock posted. */
export async function postedClientRows(tx: Reader, ctx: { companyId: number; vDoc: string; docId: number }) {
  return tx
    .select()
    .from(clientLedger)
    .where(and(eq(clientLedger.companyId, ctx.companyId), eq(clientLedger.vDoc, ctx.vDoc), eq(clientLedger.docId, ctx.docId), eq(clientLedger.kind, 'post')));
}

/** The VAT-book rows a document's lock posted. */
export async function postedVatRows(tx: Reader, ctx: { companyId: number; vDoc: string; docId: number }) {
  return tx
    .select()
    .from(vatBook)
    .where(and(eq(vatBook.companyId, ctx.companyId), eq(vatBook.vDoc, ctx.vDoc), eq(vatBook.docId, ctx.docId), eq(vatBook.kind, 'post')));
}
