import { monthDays } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { periodDates } from '../../master/periods/period.repo';
import { invalid, notFound } from '../../platform/errors';

/** A month (`YYYY-MM`) of a period of the company: its first and last day; 404 another company's period, 422 a month outside it. */
export async function periodMonth(tx: Reader, companyId: number, periodId: number, month: string): Promise<{ month: string; from: string; to: string }> {
  const period = await periodDates(tx, companyId, periodId);
  if (!period) throw notFound();
  const { from, to } = monthDays(month);
  if (from < period.startDate || to > period.endDate) throw invalid({ month: 'error.month.outside-period' });
  return { month, from, to };
}
