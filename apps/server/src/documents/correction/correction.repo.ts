import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { artPdv, clientBalance, invoiceCorrection } from '../../platform/db/schema';
import type { correctionItemsTable, correctionRefsTable } from './correction.tables';

type ItemsTable = ReturnType<typeof correctionItemsTable>;
type RefsTable = ReturnType<typeof correctionRefsTable>;

/** The invoices a note names, in the order it names them. */
export async function namedInvoices(tx: Reader, refs: RefsTable, docId: number) {
  return tx
    .select({ vDoc: refs.refVDoc, docId: refs.refId })
    .from(refs)
    .where(eq(refs.docId, docId))
    .orderBy(refs.pos);
}

export async function countNamedInvoices(tx: Reader, refs: RefsTable, docId: number): Promise<number> {
  return tx.$count(refs, eq(refs.docId, docId));
}

export async function deleteNamedInvoices(tx: Tx, refs: RefsTable, docId: number): Promise<void> {
  await tx.delete(refs).where(eq(refs.docId, docId));
}

export async function insertNamedInvoices(tx: Tx, refs: RefsTable, rows: (RefsTable['$inferInsert'])[]): Promise<void> {
  await tx.insert(refs).values(rows);
}

export async function countLines(tx: Reader, items: ItemsTable, docId: number): Promise<number> {
  return tx.$count(items, eq(items.docId, docId));
}

/** The sum of a note's bases at a rate, the line `exceptId` (the one being edited) left out. */
export async function basesAtRate(tx: Reader, items: ItemsTable, docId: number, stopa: number, exceptId: number | null): Promise<number> {
  const [others] = await tx
    .select({ iznos: sql<string>`coalesce(sum(${items.iznos}), 0)` })
    .from(items)
    .where(and(eq(items.docId, docId), eq(items.pdvStopa, stopa), exceptId === null ? undefined : ne(items.id, exceptId)));
  return Number(others?.iznos ?? 0);
}

/** A client's balance figures in a period (none: no row yet). */
export async function clientBalanceRow(tx: Reader, companyId: number, periodId: number, komId: number) {
  const [b] = await tx
    .select({ duguje: clientBalance.duguje, uplata: clientBalance.uplata, potrazuje: clientBalance.potrazuje, isplata: clientBalance.isplata })
    .from(clientBalance)
    .where(and(eq(clientBalance.companyId, companyId), eq(clientBalance.periodId, periodId), eq(clientBalance.komId, komId)));
  return b;
}

export async function insertCorrections(tx: Tx, rows: (typeof invoiceCorrection.$inferInsert)[]): Promise<void> {
  await tx.insert(invoiceCorrection).values(rows);
}

export async function deleteCorrections(tx: Tx, companyId: number, vDoc: string, docId: number): Promise<void> {
  await tx.delete(invoiceCorrection).where(and(eq(invoiceCorrection.companyId, companyId), eq(invoiceCorrection.vDoc, vDoc), eq(invoiceCorrection.docId, docId)));
}

/** A note's lines with their VAT rate's row, in entry order. */
export async function linesWithRates(tx: Reader, items: ItemsTable, companyId: number, docId: number) {
  return tx
    .select({ iznos: items.iznos, pdvStopa: items.pdvStopa, rateStopa: artPdv.stopa, rateOpis: artPdv.opis, pravoOdbitka: artPdv.pravoOdbitka })
    .from(items)
    .innerJoin(artPdv, eq(artPdv.id, items.pdvId))
    .where(and(eq(items.docId, docId), eq(items.companyId, companyId)))
    .orderBy(asc(items.id));
}
