import { eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import type { KeySettingsTable } from './outbox.repo';

/** The queries of a table of company keys (SEF's, eOtpremnica's). */
export function keySettingsRepo<T extends KeySettingsTable>(keys: T) {
  const table: KeySettingsTable = keys;
  return {
    /** The company's row, whole (the table's own columns too). */
    async rowOf(db: Reader, companyId: number): Promise<T['$inferSelect'] | undefined> {
      const rows = await db.select().from(table).where(eq(table.companyId, companyId));
      return (rows as T['$inferSelect'][])[0];
    },

    /** Stores the sealed key; its past successes and failures were another key's. */
    async save(db: Tx, companyId: number, apiKeyEnc: string): Promise<void> {
      const fresh = { apiKeyEnc, keySetAt: new Date(), lastOkAt: null, lastError: null, lastErrorAt: null };
      await db
        .insert(table)
        .values({ companyId, ...fresh })
        .onConflictDoUpdate({ target: table.companyId, set: fresh });
    },

    async sealedKeyOf(db: Reader, companyId: number): Promise<string | null> {
      const [row] = await db.select({ apiKeyEnc: table.apiKeyEnc }).from(table).where(eq(table.companyId, companyId));
      return row?.apiKeyEnc ?? null;
    },

    async has(db: Reader, companyId: number): Promise<boolean> {
      const [row] = await db.select({ one: sql<number>`1` }).from(table).where(eq(table.companyId, companyId));
      return !!row;
    },

    async update(db: Tx, companyId: number, set: Partial<T['$inferInsert']>): Promise<void> {
      const change: Partial<KeySettingsTable['$inferInsert']> = set;
      await db
        .update(table)
        .set(change)
        .where(eq(table.companyId, companyId));
    },
  };
}
