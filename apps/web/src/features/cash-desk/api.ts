import type { Blagajna, BlagajnaInput, CashReport, Pagination } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';

type Paged<T> = { data: T[]; pagination: Pagination };

/** The desks' keys; the cash book (and so the report) changes with every cash order's lock, under the family's key. */
export const cashDeskKeys = {
  all: ['blagajne'] as const,
  report: (q: CashReportParams) => ['doc', 'blg', 'izvestaj', q] as const,
};

export interface CashReportParams {
  kasaId: number;
  dateFrom: string;
  dateTo: string;
}

/** The company's cash desks (a handful: one page). */
export function useCashDesks(wanted = true) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: cashDeskKeys.all,
    queryFn: () => api.get<Paged<Blagajna>>('/v1/blagajne', { perPage: 200 }).then((a) => a.data),
    staleTime: staleTimes.lookup,
    enabled: enabled && wanted,
  });
}

/** A new desk (201 with its id); the list refreshes. */
export function useCreateCashDesk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BlagajnaInput) => api.post<{ id: number }>('/v1/blagajne', body),
    onSuccess: () => client.invalidateQueries({ queryKey: cashDeskKeys.all }),
  });
}

/** The daily cash report of a desk over a range. */
export function useCashReport(q: CashReportParams | null) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: cashDeskKeys.report(q ?? { kasaId: 0, dateFrom: '', dateTo: '' }),
    queryFn: () => api.get<{ data: CashReport }>('/v1/rpt-blg/izvestaj', { ...q }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled: enabled && q !== null && q.kasaId > 0 && q.dateFrom !== '' && q.dateTo !== '' && q.dateFrom <= q.dateTo,
  });
}
