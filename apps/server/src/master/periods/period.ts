import { belgradeToday } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { periodRow } from './period.repo';

export interface PeriodRow {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  status: 'open' | 'closed';
}

export async function findPeriod(tx: Reader, companyId: number, periodId: number): Promise<PeriodRow> {
  const row = await periodRow(tx, companyId, periodId);
  if (!row) throw invalid({ periodId: 'error.periodId.not-found' });
  return row;
}

/** A closed period accepts no document writes. */
export function assertOpen(period: PeriodRow): void {
  if (period.status !== 'open') throw conflict('error.period.closed', { period: period.title });
}

/** A document's date lies inside its period. */
export function assertInPeriod(period: PeriodRow, datum: string): void {
  if (datum < period.startDate || datum > period.endDate) throw invalid({ datum: 'error.datum.outside-period' });
}

export async function openPeriodOf(tx: Reader, companyId: number, periodId: number): Promise<PeriodRow> {
  const period = await findPeriod(tx, companyId, periodId).catch(() => {
    throw notFound();
  });
  assertOpen(period);
  return period;
}

/** Today (in Belgrade), or the nearest day of the period when today lies outside it. */
export function defaultDate(period: PeriodRow, today = belgradeToday()): string {
  if (today < period.startDate) return period.startDate;
  if (today > period.endDate) return period.endDate;
  return today;
}
