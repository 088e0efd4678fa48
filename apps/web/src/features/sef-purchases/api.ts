import type { Pagination, SefPurchaseBookInput, SefPurchaseBooked, SefPurchaseDetail, SefPurchaseRow } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';

export interface PurchaseListParams {
  status?: string;
  booked?: '0' | '1';
  deadlineWithin?: number;
  search: string;
  page: number;
  perPage: number;
}

/** The inbox of purchase invoices from SEF; a synchronisation, a decision or a booking refreshes it. */
export const sefPurchaseKeys = {
  all: ['sef-purchases'] as const,
  list: (params: PurchaseListParams) => ['sef-purchases', 'list', params] as const,
  one: (id: number) => ['sef-purchases', 'one', id] as const,
};

/** The inbox does not depend on the period: it is the company's. */
export function useSefPurchases(params: PurchaseListParams) {
  return useQuery({
    queryKey: sefPurchaseKeys.list(params),
    queryFn: () => api.get<{ data: SefPurchaseRow[]; pagination: Pagination }>('/v1/sef/purchase-invoices', { ...params }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
  });
}

/** How often an invoice whose decision is on its way to SEF is asked again. */
export const DECISION_POLL_MS = 1500;

/** One invoice; asked again while its acceptance or rejection waits for SEF's answer. */
export function useSefPurchase(id: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: sefPurchaseKeys.one(id ?? 0),
    queryFn: async () => {
      const data = await api.get<{ data: SefPurchaseDetail }>(`/v1/sef/purchase-invoices/${id}`).then((a) => a.data);
      // the decision came in: the list shows the new status too
      if (!data.decisionPending && client.getQueryData<SefPurchaseDetail>(sefPurchaseKeys.one(id ?? 0))?.decisionPending) void client.invalidateQueries({ queryKey: [...sefPurchaseKeys.all, 'list'] });
      return data;
    },
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.decisionPending ? DECISION_POLL_MS : false),
  });
}

export function useSefSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: { purchases?: { added: number; updated: number; error: string | null } } }>('/v1/sef/sync').then((a) => a.data),
    onSuccess: () => client.invalidateQueries({ queryKey: sefPurchaseKeys.all }),
  });
}

export function useDecidePurchase(id: number) {
  const client = useQueryClient();
  return useMutation({
    // the row as SEF answered, or with the decision pending when SEF is slow (202: the invoice is asked again until it answers)
    mutationFn: ({ accepted, comment }: { accepted: boolean; comment: string }) =>
      api.post<{ data: SefPurchaseRow }>(`/v1/sef/purchase-invoices/${id}/${accepted ? 'accept' : 'reject'}`, { comment }).then((a) => a.data),
    onSuccess: () => client.invalidateQueries({ queryKey: sefPurchaseKeys.all }),
  });
}

export function useBookPurchase(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SefPurchaseBookInput) => api.post<{ data: SefPurchaseBooked }>(`/v1/sef/purchase-invoices/${id}/book`, input).then((a) => a.data),
    onSuccess: () => client.invalidateQueries({ queryKey: sefPurchaseKeys.all }),
  });
}

/** Opens the PDF the invoice carries in a new tab. */
export async function openPurchasePdf(id: number): Promise<void> {
  const blob = await apiDownload(`/v1/sef/purchase-invoices/${id}/pdf`);
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}
