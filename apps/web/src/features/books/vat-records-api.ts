import type { SefVatRecords } from '@knjige/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { useDataEnabled } from '../../shared/period/use-period';

export interface VatRecordsParams {
  periodId: number;
  month: number;
}

const keys = {
  all: ['sef-vat-records'] as const,
  month: (p: VatRecordsParams) => ['sef-vat-records', p] as const,
};

/** A month's VAT records on SEF: what the books say and what SEF holds. */
export function useVatRecords(params: VatRecordsParams, enabled: boolean) {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: keys.month(params),
    queryFn: () => api.get<{ data: SefVatRecords }>('/v1/sef/vat-records', { ...params }).then((a) => a.data),
    enabled: dataEnabled && enabled,
  });
}

/** Sends what the review lists (new records, corrections, cancellations). */
export function useSendVatRecords() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: VatRecordsParams) => api.post<{ data: SefVatRecords }>('/v1/sef/vat-records', params).then((a) => a.data),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
