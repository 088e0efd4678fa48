import type { AgencyDeadline, OwnDeadline, OwnDeadlineInput } from '@knjige/contract';
import type { VatFilingPeriod } from '@knjige/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';

/** The deadlines of the user's companies; an own deadline's change refreshes them (`deadlineKeys.all`). */
export const deadlineKeys = {
  all: ['deadlines'] as const,
  agency: (from: string, to: string) => ['deadlines', 'agency', from, to] as const,
};

/** `GET /v1/agency/deadlines`: every deadline of every company the user is a member of, due in [from, to]. */
export function useAgencyDeadlines(from: string, to: string) {
  return useQuery({
    queryKey: deadlineKeys.agency(from, to),
    queryFn: () => api.get<{ data: AgencyDeadline[] }>('/v1/agency/deadlines', { from, to }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
  });
}

/** The session company's own deadlines, each with the next day it is due. */
export function useOwnDeadlines() {
  return useQuery({
    queryKey: [...deadlineKeys.all, 'own'] as const,
    queryFn: () => api.get<{ data: OwnDeadline[] }>('/v1/deadlines').then((r) => r.data),
  });
}

/** Creates (no id) or changes an own deadline; every deadline view is refreshed. */
export function useSaveOwnDeadline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: OwnDeadlineInput }) => (id === undefined ? api.post<{ id: number }>('/v1/deadlines', body) : api.put(`/v1/deadlines/${id}`, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: deadlineKeys.all }),
  });
}

export function useDeleteOwnDeadline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/v1/deadlines/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: deadlineKeys.all }),
  });
}

/** How the session company files VAT (month or quarter). */
export function useVatFiling() {
  return useQuery({
    queryKey: [...deadlineKeys.all, 'vat-filing'] as const,
    queryFn: () => api.get<{ data: { period: VatFilingPeriod } }>('/v1/deadlines/vat-filing').then((r) => r.data.period),
  });
}

export function useSaveVatFiling() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: VatFilingPeriod) => api.put('/v1/deadlines/vat-filing', { period }),
    onSuccess: () => client.invalidateQueries({ queryKey: deadlineKeys.all }),
  });
}
