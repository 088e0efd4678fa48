import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Pagination, Period } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { api } from '../api/client';
import { staleTimes } from '../api/query-client';
import { useSession } from '../auth/use-session';
import { periodStore, periodToOpen, type SelectedPeriod } from './period-store';

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
  /** Data calls run only when signed in with a period selected (docs/domain.md#states-and-defaults). */
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
 * Until the user chooses a period the app opens on the one holding today (else the latest open
 * one); a chosen period that is not one of this company's (another company signed in on this
 * browser) is replaced the same way. The default is not remembered as a choice.
 */
export function useKeepPeriodValid(): void {
  const periods = usePeriods().data;
  const { period } = usePeriod();
  useEffect(() => {
    const next = periods && periodToOpen(periods, period, periodStore.chosen(), belgradeToday());
    if (next) periodStore.set(next, { remember: false });
  }, [periods, period]);
}
