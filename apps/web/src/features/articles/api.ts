import type { ArtMain, ArtMainInput, ArtPdv, Pagination, VArtikl } from '@knjige/contract';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';

export interface ArtMainListParams {
  page: number;
  perPage: number;
  search: string;
  vArtikl?: VArtikl;
  grpId?: number;
}

type Paged<T> = { data: T[]; pagination: Pagination };
export type ArtMainInit = { vArtikl: VArtikl; intSifra: string; barkod: string; pdvId: number | null; meraCode: string };
export interface Unit {
  code: string;
  name: string;
}

export const artMainKeys = {
  all: ['art-main'] as const,
  list: (params: ArtMainListParams) => ['art-main', 'list', params] as const,
  detail: (id: number) => ['art-main', 'detail', id] as const,
  /** The next free code depends on the rows, so it sits under `all` and refreshes after a save. */
  init: ['art-main', 'init'] as const,
  lookup: (code: string) => ['art-main', 'lookup', code] as const,
};

/** Reference lists the article form picks from; read-only here. */
export const referenceKeys = {
  units: ['units'] as const,
  vatRates: ['art-pdv', 'list'] as const,
};

export const artMainApi = {
  list: (params: ArtMainListParams) => api.get<Paged<ArtMain>>('/v1/art-main', { ...params }),
  get: (id: number) => api.get<{ data: ArtMain }>(`/v1/art-main/${id}`).then((answer) => answer.data),
  init: () => api.get<{ data: ArtMainInit }>('/v1/art-main/init').then((answer) => answer.data),
  lookup: (code: string) => api.get<{ data: ArtMain }>('/v1/art-main/lookup', { code }).then((answer) => answer.data),
  create: (body: ArtMainInput) => api.post<{ id: number }>('/v1/art-main', body),
  update: (id: number, body: ArtMainInput) => api.put(`/v1/art-main/${id}`, body),
  remove: (id: number) => api.del(`/v1/art-main/${id}`),
};

export function useArtMainList(params: ArtMainListParams, enabled = true) {
  return useQuery({
    queryKey: artMainKeys.list(params),
    queryFn: () => artMainApi.list(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useArtMain(id: number | null) {
  return useQuery({
    queryKey: artMainKeys.detail(id ?? 0),
    queryFn: id === null ? skipToken : () => artMainApi.get(id),
    enabled: id !== null && id > 0,
    staleTime: staleTimes.lookup,
  });
}

/** Defaults of a new article: the next code, the default VAT rate and unit. Fetched fresh per form. */
export function useArtMainInit(enabled: boolean) {
  return useQuery({ queryKey: artMainKeys.init, queryFn: artMainApi.init, enabled, staleTime: 0, gcTime: 0 });
}

export function useUnits() {
  return useQuery({
    queryKey: referenceKeys.units,
    queryFn: () => api.get<{ data: Unit[] }>('/v1/units').then((answer) => answer.data),
    staleTime: staleTimes.lookup,
  });
}

export function useVatRates() {
  return useQuery({
    queryKey: referenceKeys.vatRates,
    queryFn: () => api.get<Paged<ArtPdv>>('/v1/art-pdv', { perPage: 200 }).then((answer) => answer.data),
    staleTime: staleTimes.lookup,
  });
}

export function useSaveArtMain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ArtMainInput }) =>
      id ? artMainApi.update(id, body).then(() => ({ id })) : artMainApi.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: artMainKeys.all }),
  });
}

export function useDeleteArtMain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => artMainApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: artMainKeys.all }),
  });
}
