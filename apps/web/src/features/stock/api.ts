import type { Pagination, PriceType, StockFilter, z } from '@knjige/contract';
import type { movementHeader, movementRow, StockRow } from '@knjige/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';

export type MovementRow = z.infer<typeof movementRow>;
export type MovementHeader = z.infer<typeof movementHeader>;

export interface StockParams {
  periodId: number;
  priceType: PriceType;
  stockFilter: StockFilter;
  search: string;
  magId?: number;
  page: number;
  perPage: number;
}

/** Reports are refreshed after every lock and storno (the document screens invalidate `rpt-mag`). */
export const stockKeys = {
  all: ['rpt-mag'] as const,
  list: (params: StockParams) => ['rpt-mag', 'stanje-zaliha', params] as const,
  sum: (params: Omit<StockParams, 'page' | 'perPage'>) => ['rpt-mag', 'sum', params] as const,
  movement: (periodId: number, magId: number, artId: number, page: number) => ['rpt-mag', 'promet', periodId, magId, artId, page] as const,
};

export function useStockList(params: StockParams) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: stockKeys.list(params),
    queryFn: () => api.get<{ data: StockRow[]; pagination: Pagination }>('/v1/rpt-mag/stanje-zaliha', { ...params }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useStockSum(params: Omit<StockParams, 'page' | 'perPage'>) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: stockKeys.sum(params),
    queryFn: () => api.get<{ data: { vrednost: number; stanje: number; count: number } }>('/v1/rpt-mag/sum', { ...params }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useMovement(periodId: number, magId: number, artId: number, page: number, perPage: number) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: [...stockKeys.movement(periodId, magId, artId, page), perPage],
    queryFn: () =>
      api.get<{ header: MovementHeader; data: MovementRow[]; pagination: Pagination }>(`/v1/rpt-mag/${magId}/promet/${artId}`, { periodId, page, perPage }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled: enabled && magId > 0 && artId > 0,
  });
}
