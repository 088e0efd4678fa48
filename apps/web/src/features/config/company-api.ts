import type { CompanyConfig, CompanyConfigInput } from '@knjige/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';

export const companyConfigKey = ['config'] as const;

/** The company's own data (the seller on every document). */
export function useCompanyConfig() {
  return useQuery({
    queryKey: companyConfigKey,
    queryFn: () => api.get<{ data: CompanyConfig }>('/v1/config').then((answer) => answer.data),
    staleTime: staleTimes.lookup,
  });
}

export function useSaveCompanyConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyConfigInput) => api.put('/v1/config', body),
    onSuccess: () => client.invalidateQueries({ queryKey: companyConfigKey }),
  });
}

/** The PUT takes the whole record: the stored data without its id. */
export function inputOf(config: CompanyConfig): CompanyConfigInput {
  const { id: _id, ...rest } = config;
  return rest;
}
