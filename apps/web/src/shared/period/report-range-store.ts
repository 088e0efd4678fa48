import { useEffect } from 'react';
import { isRecord } from '../is-record';

/**
 * The date range the user last looked at in a report (the VAT return, the books, the journal, the
 * trial balance, …), so the next report opens on it. Kept in the tab's session storage for the
 * signed-in session: it survives moving between reports and a reload, not a new sign-in (cleared
 * on signing in and out) or another period.
 */
export interface ReportRange {
  periodId: number;
  dateFrom: string;
  dateTo: string;
}

const KEY = 'report-range';
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const reportRangeStore = {
  /** The range kept for this period, or null. */
  get(periodId: number): { dateFrom: string; dateTo: string } | null {
    try {
      const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
      if (isRecord(value) && value.periodId === periodId && isDay(value.dateFrom) && isDay(value.dateTo)) return { dateFrom: value.dateFrom, dateTo: value.dateTo };
    } catch {
      // unreadable: none kept
    }
    return null;
  },
  set(range: ReportRange): void {
    try {
      storage()?.setItem(KEY, JSON.stringify(range));
    } catch {
      // kept for this page only
    }
  },
  clear(): void {
    try {
      storage()?.removeItem(KEY);
    } catch {
      // nothing kept
    }
  },
};

/** What a report shows is what the next one opens on: kept while it is a whole range (both days given and in order). */
export function useKeepRange(periodId: number, dateFrom: string, dateTo: string, valid = true): void {
  useEffect(() => {
    if (valid && periodId > 0 && dateFrom && dateTo && dateFrom <= dateTo) reportRangeStore.set({ periodId, dateFrom, dateTo });
  }, [valid, periodId, dateFrom, dateTo]);
}
