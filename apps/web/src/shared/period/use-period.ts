import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Pagination, Period } from '@knjige/contract';
import { api } from '../api/client';
import { staleTimes } from '../api/query-client';
import { useSession } from '../auth/use-session';
import { periodStore, type SelectedPeriod } from './period-store';

export const periodKeys = { all: ['periods'] as const, list: ['periods', 'list'] as const };

const selectPeriods = (answer: { data: Period[] }) => answer.data;

/** The company's periods, oldest first. */
export function usePeriods() {
  const { isAuthenticated } = useSession();
  return useQuery({
    queryKey: periodKeys.list,
    queryFn: () => api.get<{ data: Period[]; pagination: Pagination }>('/v1/periods', { perPage: 200 }),
    select: selectPeriods,
    staleTime: staleTimes.lookup,
    enabled: isAuthenticated,
  });
}

export interface PeriodView {
  period: SelectedPeriod;
  periodId: number;
  setPeriod: (period: SelectedPeriod) => void;
  /** Data calls run only when signed in with a period selected (spec §4). */
  enabled: boolean;
}

export function usePeriod(): PeriodView {
  const { isAuthenticated } = useSession();
  const period = useSyncExternalStore(periodStore.subscribe, periodStore.get, periodStore.get);
  return { period, periodId: period.id, setPeriod: periodStore.set, enabled: isAuthenticated && period.id > 0 };
}

/** `enabled` for a data query: signed in and a period selected. */
export const useDataEnabled = (): boolean => usePeriod().enabled;

/**
 * A stored period that is not one of this company's (another company signed in on this browser)
 * is replaced by the latest open period, or the latest one.
 */
export function useKeepPeriodValid(): void {
  const periods = usePeriods().data;
  const { period, setPeriod } = usePeriod();
  useEffect(() => {
    if (!periods || periods.length === 0 || periods.some((p) => p.id === period.id)) return;
    const open = periods.filter((p) => p.status === 'open');
    const next = (open.length > 0 ? open : periods).at(-1)!;
    setPeriod(next);
  }, [periods, period.id, setPeriod]);
}
