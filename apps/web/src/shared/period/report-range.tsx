import { Group } from '@mantine/core';
import { belgradeToday, defaultReportRange } from '@knjige/domain';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportRangeStore, useKeepRange } from './report-range-store';
import { usePeriod, usePeriods } from './use-period';
import { useListState } from '../ui/use-list-state';
import { DateRangeInputs } from '../ui/date-range';

/**
 * The date range of a report, in the URL (`?dateFrom=…&dateTo=…`, shared by the tabs): by default
 * the range last looked at in any report of this period during the session, else the previous
 * month when it lies in the period, otherwise the period's start and today. A range that ends
 * before it starts or leaves the period is said under its field and not asked for (nor kept).
 */
export function useReportRange<F extends Record<string, string>>(extra: F = {} as F) {
  const { period, periodId } = usePeriod();
  const periods = usePeriods();
  const endDate = periods.data?.find((p) => p.id === periodId)?.endDate ?? `${period.startDate.slice(0, 4)}-12-31`;
  const range = useMemo(() => reportRangeStore.get(periodId) ?? defaultReportRange({ startDate: period.startDate, endDate }, belgradeToday()), [periodId, period.startDate, endDate]);
  const defaults = useMemo(() => ({ ...range, ...extra }), [range, extra]);
  const list = useListState(defaults);
  const { dateFrom, dateTo } = list.filters;
  const errors: { dateFrom?: string; dateTo?: string } = {};
  if (dateFrom < period.startDate || dateFrom > endDate) errors.dateFrom = 'error.dateFrom.outside-period';
  if (dateTo < period.startDate || dateTo > endDate) errors.dateTo = 'error.dateTo.outside-period';
  if (dateTo < dateFrom) errors.dateTo = 'error.dateTo.before-from';
  const valid = !errors.dateFrom && !errors.dateTo;
  useKeepRange(periodId, dateFrom, dateTo, valid);
  const setDates = (patch: Partial<Record<'dateFrom' | 'dateTo', string>>) => list.setFilters(patch as Partial<Record<Extract<keyof F | 'dateFrom' | 'dateTo', string>, string>>);
  return { list, periodId, dateFrom, dateTo, errors, setDates, valid, range: { periodId, dateFrom, dateTo } };
}

interface RangeState {
  dateFrom: string;
  dateTo: string;
  errors: { dateFrom?: string; dateTo?: string };
  setDates: (patch: Partial<Record<'dateFrom' | 'dateTo', string>>) => void;
}

export function RangeInputs({ state, children }: { state: RangeState; children?: ReactNode }) {
  const { t } = useTranslation('books');
  const { dateFrom, dateTo, errors, setDates } = state;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <DateRangeInputs
        dateFrom={dateFrom}
        dateTo={dateTo}
        onChange={(key, value) => value && setDates({ [key]: value })}
        labels={{ dateFrom: t('filter.dateFrom'), dateTo: t('filter.dateTo') }}
        errors={{ dateFrom: errors.dateFrom && t(errors.dateFrom), dateTo: errors.dateTo && t(errors.dateTo) }}
        testId="books-date"
        width={160}
      />
      {children}
    </Group>
  );
}
