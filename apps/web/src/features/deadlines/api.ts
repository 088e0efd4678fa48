import type { AgencyDeadline } from '@knjige/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
