import type { VatToAccept } from '@knjige/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';

/**
 * The 2027 return's calls. The list of invoices to accept sits under the SEF inbox's key
 * (`sef-purchases`): a synchronisation, an acceptance or a booking there refreshes it too.
 */
export const vat2027Keys = {
  toAccept: (periodId: number, month: string) => ['sef-purchases', 'to-accept', periodId, month] as const,
};

/** `GET /v1/vat/to-accept`: the month's purchase invoices still to accept by the 10th (a month of the period). */
export function useToAccept(periodId: number | null, month: string) {
  return useQuery({
    queryKey: vat2027Keys.toAccept(periodId ?? 0, month),
    queryFn: () => api.get<{ data: VatToAccept }>('/v1/vat/to-accept', { periodId: periodId ?? 0, month }).then((a) => a.data),
    enabled: periodId !== null,
    staleTime: staleTimes.short,
  });
}
