import type { AccountRow, accountTurnover, z } from '@knjige/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';

export type AccountTurnover = z.infer<typeof accountTurnover>;
export type AccountTurnoverRow = AccountTurnover['data'][number];

export interface TurnoverParams {
  periodId: number;
  dateFrom: string;
  dateTo: string;
  page: number;
  perPage: number;
}

/** Refreshed after every lock and storno (the document screens invalidate `rpt-trn`). */
export const accountKeys = {
  list: (periodId: number) => ['rpt-trn', 'stanje', periodId] as const,
  turnover: (trnId: number, params: TurnoverParams) => ['rpt-trn', 'promet', trnId, params] as const,
};

export function useAccountBalances(periodId: number) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: accountKeys.list(periodId),
    queryFn: () => api.get<{ data: AccountRow[] }>('/v1/rpt-trn/stanje', { periodId }).then((a) => a.data),
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useAccountTurnover(trnId: number, params: TurnoverParams) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: accountKeys.turnover(trnId, params),
    queryFn: () => api.get<AccountTurnover>(`/v1/rpt-trn/${trnId}/promet`, { ...params }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled: enabled && trnId > 0,
  });
}
