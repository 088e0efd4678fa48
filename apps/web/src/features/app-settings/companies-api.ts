import type { CompanyCreateInput, CompanyRow } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import type { ListParams, Paged } from '../../shared/api/paged';

export const companyKeys = {
  all: ['companies'] as const,
  list: (params: ListParams) => ['companies', 'list', params] as const,
};

/** Every company of the installation (super users only). */
export function useCompanyList(params: ListParams) {
  return useQuery({
    queryKey: companyKeys.list(params),
    queryFn: () => api.get<Paged<CompanyRow>>('/v1/companies', { ...params }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCreateInput) => api.post<{ id: number }>('/v1/companies', body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: companyKeys.all }),
        // The creator may have named themself the first admin: the company switcher should know.
        client.invalidateQueries({ queryKey: ['users', 'companies'] }),
      ]),
  });
}
