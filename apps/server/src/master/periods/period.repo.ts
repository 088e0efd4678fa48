import { and, eq } from 'drizzle-orm';
import type { Reader } from '../../platform/db/client';
import { periods } from '../../platform/db/schema';

export type Period = typeof periods.$inferSelect;

/** The company's period, whole, or undefined (another company's or none). */
export async function companyPeriod(db: Reader, companyId: number, periodId: number): Promise<Period | undefined> {
  const [period] = await db.select().from(periods).where(and(eq(periods.id, periodId), eq(periods.companyId, companyId)));
  return period;
}

/** The company's period as documents check it, or undefined. */
export async function periodRow(tx: Reader, companyId: number, periodId: number) {
  const [row] = await tx
    .select({ id: periods.id, title: periods.title, startDate: periods.startDate, endDate: periods.endDate, status: periods.status })
    .from(periods)
    .where(and(eq(periods.id, periodId), eq(periods.companyId, companyId)));
  return row;
}

/** The company's period's first and last day, or undefined. */
export async function periodDates(tx: Reader, companyId: number, periodId: number): Promise<{ startDate: string; endDate: string } | undefined> {
  const [period] = await tx.select({ startDate: periods.startDate, endDate: periods.endDate }).from(periods).where(and(eq(periods.id, periodId), eq(periods.companyId, companyId)));
  return period;
}
