import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { artMain } from '../../platform/db/schema';

/** How many articles the group holds. */
export function articlesInGroup(tx: Tx, grpId: number): Promise<number> {
  return tx.$count(artMain, eq(artMain.grpId, grpId));
}
