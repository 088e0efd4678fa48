import { and, eq, ne } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { komMain, komMesto, komTracun } from '../../platform/db/schema';

/** 1 when the client is the company's, else 0. */
export function clientsWithId(tx: Reader, companyId: number, komId: number): Promise<number> {
  return tx.$count(komMain, and(eq(komMain.id, komId), eq(komMain.companyId, companyId)));
}

/** 1 when the place is the company's, else 0. */
export function placesWithId(tx: Reader, companyId: number, mestoId: number): Promise<number> {
  return tx.$count(komMesto, and(eq(komMesto.id, mestoId), eq(komMesto.companyId, companyId)));
}

/** Clears the client's default account flag on every account but `keepId` (one default per client). */
export async function clearDefaultClientAccount(tx: Tx, komId: number, keepId: number | null): Promise<void> {
  await tx
    .update(komTracun)
    .set({ isDefault: false })
    .where(and(eq(komTracun.komId, komId), keepId === null ? undefined : ne(komTracun.id, keepId)));
}
