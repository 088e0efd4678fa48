import { and, eq, gt } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { sefRegistry } from './sef.tables';

type Buyer = { pib: string; jbkjs: string };

const keyOf = (companyId: number, buyer: Buyer) => and(eq(sefRegistry.companyId, companyId), eq(sefRegistry.pib, buyer.pib), eq(sefRegistry.jbkjs, buyer.jbkjs));

/** SEF's registry answer for the buyer, kept by the company since `since`, or undefined. */
export async function registryAnswerSince(db: Reader, companyId: number, buyer: Buyer, since: Date): Promise<{ registered: boolean } | undefined> {
  const [kept] = await db
    .select({ registered: sefRegistry.registered })
    .from(sefRegistry)
    .where(and(keyOf(companyId, buyer), gt(sefRegistry.checkedAt, since)));
  return kept;
}

/** Keeps SEF's registry answer for the buyer, checked at `at`. */
export async function keepRegistryAnswer(tx: Tx, companyId: number, buyer: Buyer, registered: boolean, at: Date): Promise<void> {
  await tx
    .insert(sefRegistry)
    .values({ companyId, pib: buyer.pib, jbkjs: buyer.jbkjs, registered, checkedAt: at })
    .onConflictDoUpdate({ target: [sefRegistry.companyId, sefRegistry.pib, sefRegistry.jbkjs], set: { registered, checkedAt: at } });
}
