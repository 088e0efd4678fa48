import { eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { komMain } from '../../platform/db/schema';

/** How many clients name the place. */
export function clientsInPlace(tx: Reader, mestoId: number): Promise<number> {
  return tx.$count(komMain, eq(komMain.mestoId, mestoId));
}
