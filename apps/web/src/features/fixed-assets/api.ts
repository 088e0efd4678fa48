import type { OsMain, Pagination, osCardData, osMainInput, osRegisterData, z, FixedAssetStatus } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export type OsMainInput = z.input<typeof osMainInput>;

export interface AssetListParams {
  page: number;
  perPage: number;
  search: string;
  status?: FixedAssetStatus;
  konto?: string;
  lokacija?: string;
}

type Paged<T> = { data: T[]; pagination: Pagination };

/** Every answer about the register sits under `all`: a saved asset refreshes the list, the card and the register at a date. */
export const fixedAssetKeys = {
  all: ['osnovna-sredstva'] as const,
  list: (params: AssetListParams) => ['osnovna-sredstva', 'list', params] as const,
  card: (id: number) => ['osnovna-sredstva', 'card', id] as const,
  register: (datum: string) => ['osnovna-sredstva', 'stanje', datum] as const,
};

export const fixedAssetApi = {
  list: (params: AssetListParams) => api.get<Paged<OsMain>>('/v1/osnovna-sredstva', { ...params }),
  card: (id: number) => api.get<z.infer<typeof osCardData>>(`/v1/osnovna-sredstva/${id}/kartica`).then((answer) => answer.data),
  register: (datum: string) => api.get<z.infer<typeof osRegisterData>>('/v1/osnovna-sredstva/stanje', { datum }).then((answer) => answer.data),
  create: (body: OsMainInput) => api.post<{ id: number }>('/v1/osnovna-sredstva', body),
  update: (id: number, body: OsMainInput) => api.put(`/v1/osnovna-sredstva/${id}`, body),
  remove: (id: number) => api.del(`/v1/osnovna-sredstva/${id}`),
};

export function useAssetList(params: AssetListParams) {
  return useQuery({ queryKey: fixedAssetKeys.list(params), queryFn: () => fixedAssetApi.list(params), placeholderData: keepPreviousData });
}

export function useAssetCard(id: number) {
  return useQuery({ queryKey: fixedAssetKeys.card(id), queryFn: () => fixedAssetApi.card(id) });
}

export function useRegisterAt(datum: string) {
  return useQuery({ queryKey: fixedAssetKeys.register(datum), queryFn: () => fixedAssetApi.register(datum), enabled: /^\d{4}-\d{2}-\d{2}$/.test(datum) });
}

export function useSaveAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: OsMainInput }) => (id ? fixedAssetApi.update(id, body).then(() => ({ id })) : fixedAssetApi.create(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: fixedAssetKeys.all }),
  });
}

export function useDeleteAsset() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => fixedAssetApi.remove(id), onSuccess: () => client.invalidateQueries({ queryKey: fixedAssetKeys.all }) });
}
