import { and, asc, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { docJci, docUr, docUrItems } from '../../platform/db/schema';

export async function purchaseHeader(tx: Reader, docId: number) {
  const [header] = await tx.select().from(docUr).where(eq(docUr.id, docId));
  return header;
}

export async function purchaseLines(tx: Reader, docId: number) {
  return tx.select().from(docUrItems).where(eq(docUrItems.docId, docId));
}

export async function setPurchaseLine(tx: Tx, itemId: number, values: Partial<typeof docUrItems.$inferInsert>): Promise<void> {
  await tx.update(docUrItems).set(values).where(eq(docUrItems.id, itemId));
}

/** The figures of an invoice's lines the dependent costs are spread by, in entry order. */
export async function costedFieldsOf(tx: Reader, docId: number) {
  return tx
    .select({ id: docUrItems.id, nabVr: docUrItems.nabVr, kolicina: docUrItems.kolicina, nabCena: docUrItems.nabCena, prodCena: docUrItems.prodCena, pdvStopa: docUrItems.pdvStopa })
    .from(docUrItems)
    .where(eq(docUrItems.docId, docId))
    .orderBy(asc(docUrItems.id));
}

/** The labels of the locked customs declarations of an import invoice. */
export async function lockedCustomsDeclarations(tx: Reader, urId: number) {
  return tx
    .select({ oznaka: docJci.oznaka })
    .from(docJci)
    .where(and(eq(docJci.urId, urId), eq(docJci.status, 'locked')));
}
