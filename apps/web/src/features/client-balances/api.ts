import type { ClientBalanceRow, ClientState, ClientTurnoverRow, Pagination, clientTurnoverHeader, iosData, z } from '@knjige/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';

export type TurnoverHeader = z.infer<typeof clientTurnoverHeader>;

export interface BalanceParams {
  periodId: number;
  stanje: ClientState;
  search: string;
  /** the day overdue and ageing are counted at */
  datum: string;
  page: number;
  perPage: number;
}

type BalanceSum = Pick<ClientBalanceRow, 'duguje' | 'uplata' | 'dugSaldo' | 'potrazuje' | 'isplata' | 'potSaldo' | 'stanje'> & { count: number };

/** Refreshed after every lock and storno (the document screens invalidate `rpt-kom`). */
export const clientReportKeys = {
  all: ['rpt-kom'] as const,
  list: (params: BalanceParams) => ['rpt-kom', 'stanje', params] as const,
  sum: (params: Omit<BalanceParams, 'page' | 'perPage' | 'datum'>) => ['rpt-kom', 'sum', params] as const,
  turnover: (komId: number, params: object) => ['rpt-kom', 'promet', komId, params] as const,
};

export function useClientBalances(params: BalanceParams) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: clientReportKeys.list(params),
    queryFn: () => api.get<{ data: ClientBalanceRow[]; pagination: Pagination }>('/v1/rpt-kom/stanje', { ...params }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useClientBalanceSum(params: Omit<BalanceParams, 'page' | 'perPage' | 'datum'>) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: clientReportKeys.sum(params),
    queryFn: () => api.get<{ data: BalanceSum }>('/v1/rpt-kom/sum', { ...params }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useClientTurnover(komId: number, params: { periodId: number; dateFrom?: string; dateTo?: string; page: number; perPage: number }) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: clientReportKeys.turnover(komId, params),
    queryFn: () => api.get<{ header: TurnoverHeader; data: ClientTurnoverRow[]; pagination: Pagination }>(`/v1/rpt-kom/${komId}/promet`, { ...params }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled: enabled && komId > 0,
  });
}

/** A client's open items (the IOS data) while a credit note's form names the client; null values: not asked. */
export function useOpenItems(values: Record<string, unknown> | null) {
  const enabled = useDataEnabled();
  const komId = typeof values?.komId === 'number' ? values.komId : 0;
  const periodId = typeof values?.periodId === 'number' ? values.periodId : 0;
  return useQuery({
    queryKey: [...clientReportKeys.all, 'ios', komId, periodId],
    queryFn: () => api.get<z.infer<typeof iosData>>(`/v1/rpt-kom/ios/${komId}`, { periodId }).then((a) => a.data.items),
    staleTime: staleTimes.short,
    enabled: enabled && komId > 0 && periodId > 0,
  });
}
