import { eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { artMain } from '../../platform/db/schema';

/** How many articles the group holds. */
export function articlesInGroup(tx: Reader, grpId: number): Promise<number> {
  return tx.$count(artMain, eq(artMain.grpId, grpId));
}
