import type { SefReconQuery } from '@knjige/contract';
import { belgradeDate, belgradeToday, daysBetween } from '@knjige/domain';
import type { Reader } from '../../../platform/db/client';
import { invalid, notFound } from '../../../platform/errors';
import { companyPeriod } from '../../../master/periods/period.repo';

/** The days a reconciliation covers: the period, narrowed by the dates given within it. */
export interface ReconRange {
  periodId: number;
  dateFrom: string;
  dateTo: string;
}

/** 404 a period of another company; 422 a range that ends before it starts. */
export async function reconRange(db: Reader, companyId: number, q: SefReconQuery): Promise<ReconRange> {
  const period = await companyPeriod(db, companyId, q.periodId);
  if (!period) throw notFound();
  const dateFrom = q.dateFrom && q.dateFrom > period.startDate ? q.dateFrom : period.startDate;
  const dateTo = q.dateTo && q.dateTo < period.endDate ? q.dateTo : period.endDate;
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw invalid({ dateTo: 'error.dateTo.before-from' });
  return { periodId: period.id, dateFrom, dateTo };
}

/** Calendar days in Belgrade from `since` (a moment, or a `YYYY-MM-DD` day) to `now` (0 the same day). */
export function ageInDays(since: Date | string, now: Date): number {
  const day = typeof since === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(since) ? since : belgradeDate(new Date(since));
  return Math.max(0, daysBetween(day, belgradeToday(now)));
}
