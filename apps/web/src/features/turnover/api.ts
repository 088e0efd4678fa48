import type { Pagination, PrmRow, prmTotal, z } from '@knjige/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';

export interface PrmParams {
  periodId: number;
  vPromet: string;
  dateFrom: string;
  dateTo: string;
}

export type PrmTotal = z.infer<typeof prmTotal>['data'];

/** Under the stock reports' key: every lock and storno refreshes them. */
const keys = {
  page: (params: PrmParams, page: number) => ['rpt-mag', 'prm', params, page] as const,
  total: (params: PrmParams) => ['rpt-mag', 'prm-total', params] as const,
};

export function usePrmPage(params: PrmParams, page: number, perPage: number) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: keys.page(params, page),
    queryFn: () => api.get<{ data: PrmRow[]; pagination: Pagination }>('/v1/rpt-fin/prm', { ...params, page, perPage }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function usePrmTotal(params: PrmParams) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: keys.total(params),
    queryFn: () => api.get<{ data: PrmTotal }>('/v1/rpt-fin/prm-total', { ...params }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}
