import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Reader } from '../platform/db/client';

/** The columns a supplier's invoice is found by: ours (id, label, status) and the supplier's (partner, number). */
type SupplierInvoiceTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; komId: AnyPgColumn; oznaka: AnyPgColumn; dokBroj: AnyPgColumn; status: AnyPgColumn };

/** A supplier's invoice as another document names it. */
export type SupplierInvoice = { docId: number; oznaka: string; broj: string; status: string };

/** The supplier's invoices in `table` with one of the supplier's `numbers`, not cancelled, oldest first. */
export async function supplierInvoicesIn(tx: Reader, table: SupplierInvoiceTable, companyId: number, komId: number, numbers: readonly string[]): Promise<SupplierInvoice[]> {
  if (!numbers.length) return [];
  const rows = await tx
    .select({ docId: table.id, oznaka: table.oznaka, broj: table.dokBroj, status: table.status })
    .from(table)
    .where(and(eq(table.companyId, companyId), eq(table.komId, komId), inArray(table.dokBroj, [...numbers]), ne(table.status, 'storno')))
    .orderBy(table.id);
  return rows.map((r) => ({ docId: Number(r.docId), oznaka: String(r.oznaka), broj: String(r.broj), status: String(r.status) }));
}
