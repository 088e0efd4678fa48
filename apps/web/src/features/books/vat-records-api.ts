import type { SefEpp, SefVatRecords } from '@knjige/contract';
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

export interface EppParams {
  periodId: number;
  /** SEF's VatPeriod: 1–12 a month, 13–16 a quarter */
  vatPeriod: number;
}

const eppKeys = {
  all: ['sef-epp'] as const,
  period: (p: EppParams) => ['sef-epp', p] as const,
};

/** A VAT period's input-VAT record (EPP): the books' figures and what SEF holds. */
export function useEpp(params: EppParams, enabled: boolean) {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: eppKeys.period(params),
    queryFn: () => api.get<{ data: SefEpp }>('/v1/sef/vat-deduction-records', { ...params }).then((a) => a.data),
    enabled: dataEnabled && enabled,
  });
}

/** The EPP's calls: send (create), correct the kept record, read its status from SEF again. */
export function useEppActions() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: eppKeys.all });
  return {
    send: useMutation({ mutationFn: (params: EppParams) => api.post<{ data: SefEpp }>('/v1/sef/vat-deduction-records', params).then((a) => a.data), onSettled }),
    correct: useMutation({ mutationFn: (id: number) => api.post<{ data: SefEpp }>(`/v1/sef/vat-deduction-records/${id}/correction`).then((a) => a.data), onSettled }),
    refresh: useMutation({ mutationFn: (id: number) => api.get<{ data: SefEpp }>(`/v1/sef/vat-deduction-records/${id}`).then((a) => a.data), onSettled }),
  };
}
