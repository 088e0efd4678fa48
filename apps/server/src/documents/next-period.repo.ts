import { and, eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client';
import { periods } from '../platform/db/schema';

/** The company's period that starts on `startDate` (the one after a period), its row held to the end of the transaction (one run at a time). */
export async function lockPeriodStarting(tx: Tx, companyId: number, startDate: string) {
  const [row] = await tx
    .select({ id: periods.id, title: periods.title, startDate: periods.startDate, endDate: periods.endDate, status: periods.status })
    .from(periods)
    .where(and(eq(periods.companyId, companyId), eq(periods.startDate, startDate)))
    .for('update');
  return row;
}
