import { and, asc, eq, max } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { docPrn, docPrnItems, docProd, docProdItems } from '../../platform/db/schema';

/** The company's pro-forma, its row held to the end of the transaction (one invoice made from it). */
export async function lockProforma(tx: Tx, companyId: number, prnId: number) {
  const [prn] = await tx
    .select()
    .from(docPrn)
    .where(and(eq(docPrn.id, prnId), eq(docPrn.companyId, companyId)))
    .for('update');
  return prn;
}

export async function invoiceLabel(tx: Reader, prodId: number): Promise<string | undefined> {
  const [made] = await tx.select({ oznaka: docProd.oznaka }).from(docProd).where(eq(docProd.id, prodId));
  return made?.oznaka;
}

/** The highest number of a sub-type's sales invoices in a period (0: none yet). */
export async function lastInvoiceNumber(tx: Reader, companyId: number, periodId: number, vSubDoc: string): Promise<number> {
  const [last] = await tx
    .select({ rbroj: max(docProd.rbroj) })
    .from(docProd)
    .where(and(eq(docProd.companyId, companyId), eq(docProd.periodId, periodId), eq(docProd.vSubDoc, vSubDoc)));
  return Number(last?.rbroj ?? 0);
}

/** A pro-forma's lines in entry order. */
export async function proformaLines(tx: Reader, prnId: number) {
  return tx.select().from(docPrnItems).where(eq(docPrnItems.docId, prnId)).orderBy(asc(docPrnItems.id));
}

export async function insertInvoice(tx: Tx, values: typeof docProd.$inferInsert): Promise<number> {
  const [invoice] = await tx.insert(docProd).values(values).returning({ id: docProd.id });
  if (!invoice) throw new Error('insert returned no row');
  return invoice.id;
}

export async function insertInvoiceLines(tx: Tx, values: (typeof docProdItems.$inferInsert)[]): Promise<void> {
  await tx.insert(docProdItems).values(values);
}

export async function setProformaInvoice(tx: Tx, prnId: number, prodId: number): Promise<void> {
  await tx.update(docPrn).set({ prodId }).where(eq(docPrn.id, prnId));
}
