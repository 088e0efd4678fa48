import type { SefReconciliation } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';

export interface ReconParams {
  periodId: number;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

/** Books against SEF: read from what the synchronisation keeps, so a synchronisation refreshes it (the SEF pages' own keys). */
export const sefReconKeys = {
  all: ['sef-reconciliation'] as const,
  period: (params: ReconParams) => ['sef-reconciliation', params] as const,
};

export function useSefReconciliation(params: ReconParams) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: sefReconKeys.period(params),
    queryFn: () => api.get<{ data: SefReconciliation }>('/v1/sef/reconciliation', { ...params }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

/** A synchronisation now (`POST /v1/sef/sync`); what it brings changes this page and the SEF inbox. */
export function useReconSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: unknown }>('/v1/sef/sync'),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: sefReconKeys.all });
      await client.invalidateQueries({ queryKey: ['sef-purchases'] });
    },
  });
}
