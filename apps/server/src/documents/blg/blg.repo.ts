import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { blagajne, clientItem, docBlgItems, trosakMain } from '../../platform/db/schema';

/** The distinct accounts of the company's cost items of these ids (null: a cost item without one). */
export async function costAccounts(tx: Reader, companyId: number, ids: number[]): Promise<(string | null)[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ konto: trosakMain.konto })
    .from(trosakMain)
    .where(and(eq(trosakMain.companyId, companyId), inArray(trosakMain.id, ids)));
  return [...new Set(rows.map((r) => r.konto))];
}

export async function findCostItem(tx: Reader, companyId: number, trosakId: number) {
  const [cost] = await tx
    .select({ id: trosakMain.id, konto: trosakMain.konto })
    .from(trosakMain)
    .where(and(eq(trosakMain.id, trosakId), eq(trosakMain.companyId, companyId)));
  return cost;
}

/** An order's cost lines (their cost items). */
export async function costLines(tx: Reader, docId: number) {
  return tx
    .select({ id: docBlgItems.id, trosakId: docBlgItems.trosakId })
    .from(docBlgItems)
    .where(and(eq(docBlgItems.docId, docId), eq(docBlgItems.vrsta, 'trosak')));
}

/** How many of a client's open items in a period, on one side, carry this reference. */
export async function countOpenItemsWithReference(tx: Reader, companyId: number, periodId: number, komId: number, dir: 'receivable' | 'payable', poziv: string): Promise<number> {
  return tx.$count(
    clientItem,
    and(
      eq(clientItem.companyId, companyId),
      eq(clientItem.periodId, periodId),
      eq(clientItem.komId, komId),
      eq(clientItem.role, 'item'),
      eq(clientItem.dir, dir),
      eq(clientItem.poziv, poziv),
      gt(clientItem.ostatak, 0),
    ),
  );
}

export async function deskAccount(tx: Reader, companyId: number, kasaId: number): Promise<string | undefined> {
  const [desk] = await tx
    .select({ konto: blagajne.konto })
    .from(blagajne)
    .where(and(eq(blagajne.id, kasaId), eq(blagajne.companyId, companyId)));
  return desk?.konto;
}
