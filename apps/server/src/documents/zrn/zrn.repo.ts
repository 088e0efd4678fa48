import { and, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { docZrn, docZrnItems, trosakMain } from '../../platform/db/schema';

export async function expenseRate(tx: Reader, docId: number): Promise<number | undefined> {
  const [header] = await tx.select({ kurs: docZrn.kurs }).from(docZrn).where(eq(docZrn.id, docId));
  return header?.kurs;
}

export async function expenseLines(tx: Reader, docId: number) {
  return tx.select().from(docZrnItems).where(eq(docZrnItems.docId, docId));
}

export async function setLineDinars(tx: Tx, itemId: number, iznosDin: number): Promise<void> {
  await tx.update(docZrnItems).set({ iznosDin }).where(eq(docZrnItems.id, itemId));
}

export async function countCostItems(tx: Reader, companyId: number, trosakId: number): Promise<number> {
  return tx.$count(trosakMain, and(eq(trosakMain.id, trosakId), eq(trosakMain.companyId, companyId)));
}

export async function costItemAccount(tx: Reader, companyId: number, trosakId: number) {
  const [cost] = await tx
    .select({ konto: trosakMain.konto })
    .from(trosakMain)
    .where(and(eq(trosakMain.id, trosakId), eq(trosakMain.companyId, companyId)));
  return cost?.konto;
}
