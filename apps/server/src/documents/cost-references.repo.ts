import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Reader } from '../platform/db/client';
import { documentFamilies } from './documents.module';

/**
 * The labels of (up to `limit` of) the company's documents that name a cost item `costIds`
 * selects, oldest first: every family whose registry entry has a cost column (`costColumn`).
 */
export async function documentsNamingCost(tx: Reader, companyId: number, costIds: (column: AnyPgColumn) => SQL, limit: number): Promise<string[]> {
  const perFamily = await Promise.all(
    documentFamilies.flatMap(({ header: h, costColumn }) =>
      costColumn
        ? [tx.select({ oznaka: h.oznaka, datum: h.datum, id: h.id }).from(h).where(and(eq(h.companyId, companyId), costIds(costColumn))).orderBy(asc(h.datum), asc(h.id)).limit(limit)]
        : [],
    ),
  );
  return perFamily
    .flat()
    .map((r) => ({ oznaka: String(r.oznaka), datum: String(r.datum), id: Number(r.id) }))
    .sort((a, b) => a.datum.localeCompare(b.datum) || a.id - b.id)
    .slice(0, limit)
    .map((r) => r.oznaka);
}
