import type { AgencyColumn, AgencyOverview } from '@knjige/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';

export const agencyKeys = {
  all: ['agency'] as const,
  overview: (sort: AgencyColumn, dir: 'asc' | 'desc', filters: string[]) => ['agency', 'overview', sort, dir, ...filters] as const,
};

/** `GET /v1/agency/overview`: one row per company the user is a member of, sorted and filtered by the server. */
export function useAgencyOverview(sort: AgencyColumn, dir: 'asc' | 'desc', filters: string[]) {
  return useQuery({
    queryKey: agencyKeys.overview(sort, dir, filters),
    queryFn: () => {
      const search = new URLSearchParams({ sort, dir });
      for (const f of filters) search.append('filter', f);
      return api.get<AgencyOverview>(`/v1/agency/overview?${search.toString()}`);
    },
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
  });
}
