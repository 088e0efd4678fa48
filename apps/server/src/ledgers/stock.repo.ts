import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../platform/db/client';
import { artMain, stockBalance, stockLedger } from '../platform/db/schema';

type LedgerRow = typeof stockLedger.$inferSelect;

/** The columns a replay reads of a history's rows (not the document's label, partner or time of booking). */
const historyColumns = {
  id: stockLedger.id,
  magId: stockLedger.magId,
  artId: stockLedger.artId,
  datum: stockLedger.datum,
  vDoc: stockLedger.vDoc,
  docId: stockLedger.docId,
  reversal: stockLedger.reversal,
  kind: stockLedger.kind,
  direction: stockLedger.direction,
  kolicina: stockLedger.kolicina,
  nabVrednost: stockLedger.nabVrednost,
  prodVrednost: stockLedger.prodVrednost,
  nabCena: stockLedger.nabCena,
  prodCena: stockLedger.prodCena,
  refId: stockLedger.refId,
};
export type HistoryRow = Pick<LedgerRow, keyof typeof historyColumns>;

/**
 * Holds, to the end of the transaction, every article-and-warehouse pair given, in one order (so
 * two postings never wait on each other in a circle).
 */
export async function lockPairs(tx: Tx, keys: { magId: number; artId: number }[]): Promise<void> {
  const mags = keys.map((k) => k.magId);
  const arts = keys.map((k) => k.artId);
  await tx.execute(
    sql`select pg_advisory_xact_lock(m, a) from (select distinct m, a from unnest(${sql.param(mags)}::int[], ${sql.param(arts)}::int[]) as u(m, a) order by m, a) pairs`,
  );
}

/** The period's kept balances of the warehouses and articles given (every pair of the two lists). */
export async function balancesOf(tx: Reader, companyId: number, periodId: number, magIds: number[], artIds: number[]) {
  return tx
    .select({
      magId: stockBalance.magId,
      artId: stockBalance.artId,
      ulaz: stockBalance.ulaz,
      izlaz: stockBalance.izlaz,
      stanje: stockBalance.stanje,
      nabVrednost: stockBalance.nabVrednost,
      prodVrednost: stockBalance.prodVrednost,
      znCena: stockBalance.znCena,
      kepuCena: stockBalance.kepuCena,
      lastDatum: stockBalance.lastDatum,
    })
    .from(stockBalance)
    .where(
      and(
        eq(stockBalance.companyId, companyId),
        eq(stockBalance.periodId, periodId),
        sql`${stockBalance.magId} = any(${sql.param(magIds)}::int[])`,
        sql`${stockBalance.artId} = any(${sql.param(artIds)}::int[])`,
      ),
    );
}

/**
 * The period's ledger rows of the warehouses and articles given (every pair of the two lists).
 * Two array parameters rather than a list of pairs: a long row-value list overflows PGlite's stack.
 */
export async function historiesOf(tx: Reader, companyId: number, periodId: number, magIds: number[], artIds: number[]): Promise<HistoryRow[]> {
  return tx
    .select(historyColumns)
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.companyId, companyId),
        eq(stockLedger.periodId, periodId),
        sql`${stockLedger.magId} = any(${sql.param(magIds)}::int[])`,
        sql`${stockLedger.artId} = any(${sql.param(artIds)}::int[])`,
      ),
    );
}

/** The transfer receipts that carry the cost of these issues. */
export async function carriersOf(tx: Reader, issueIds: number[]) {
  return tx
    .select({ id: stockLedger.id, magId: stockLedger.magId, artId: stockLedger.artId, datum: stockLedger.datum, refId: stockLedger.refId })
    .from(stockLedger)
    .where(and(sql`${stockLedger.refId} = any(${sql.param(issueIds)}::bigint[])`, eq(stockLedger.kind, 'post'), eq(stockLedger.direction, 'in')));
}

/** The codes and names of these articles. */
export async function articleLabels(tx: Reader, artIds: number[]) {
  return tx
    .select({ id: artMain.id, intSifra: artMain.intSifra, artNaziv: artMain.artNaziv })
    .from(artMain)
    .where(inArray(artMain.id, artIds));
}

export async function insertStockRows(tx: Tx, values: (typeof stockLedger.$inferInsert)[]): Promise<void> {
  await tx.insert(stockLedger).values(values);
}

/** A document's own rows (not those of its reversal). */
export async function documentRows(tx: Reader, ctx: { companyId: number; vDoc: string; docId: number }) {
  return tx
    .select()
    .from(stockLedger)
    .where(and(eq(stockLedger.companyId, ctx.companyId), eq(stockLedger.vDoc, ctx.vDoc), eq(stockLedger.docId, ctx.docId), eq(stockLedger.reversal, false)));
}

/** The corrections made to these rows. */
export async function correctionsOf(tx: Reader, ids: number[]) {
  return tx.select().from(stockLedger).where(and(eq(stockLedger.kind, 'recost'), inArray(stockLedger.refId, ids)));
}

/** Which of these rows a reversal has negated already. */
export async function negatedAmong(tx: Reader, ids: number[]) {
  return tx
    .select({ refId: stockLedger.refId })
    .from(stockLedger)
    .where(and(eq(stockLedger.kind, 'storno'), inArray(stockLedger.refId, ids)));
}
