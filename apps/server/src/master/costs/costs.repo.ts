import { and, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { trosakGrupa, trosakMain } from '../../platform/db/schema';

/** The ids of a cost group's items, as a subquery. */
export function costItemsOfGroup(tx: Reader, grpId: number) {
  return tx.select({ id: trosakMain.id }).from(trosakMain).where(eq(trosakMain.grpId, grpId));
}

export async function deleteCostItemsOfGroup(tx: Tx, companyId: number, grpId: number): Promise<void> {
  await tx.delete(trosakMain).where(and(eq(trosakMain.grpId, grpId), eq(trosakMain.companyId, companyId)));
}

/** 1 when the cost group is the company's, else 0. */
export function costGroupsWithId(tx: Reader, companyId: number, grpId: number): Promise<number> {
  return tx.$count(trosakGrupa, and(eq(trosakGrupa.id, grpId), eq(trosakGrupa.companyId, companyId)));
}
