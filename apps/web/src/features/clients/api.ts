import type { KomMain, KomMainInput, Pagination, VKom, komKontakt, komKontaktInput, komTracun, komTracunInput, z } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';

export type KomKontakt = z.infer<typeof komKontakt>;
export type KomKontaktInput = z.input<typeof komKontaktInput>;
export type KomTracun = z.infer<typeof komTracun>;
export type KomTracunInput = z.input<typeof komTracunInput>;

export interface KomMainListParams {
  page: number;
  perPage: number;
  search: string;
  vKom?: VKom;
}

export interface ByClientParams {
  komId: number;
  page: number;
  perPage: number;
}

type Paged<T> = { data: T[]; pagination: Pagination };

/** Every cached answer of a resource sits under its `all`, so one invalidation refreshes lists and details. */
export const komMainKeys = {
  all: ['kom-main'] as const,
  list: (params: KomMainListParams) => ['kom-main', 'list', params] as const,
  detail: (id: number) => ['kom-main', 'detail', id] as const,
};

export const komKontaktKeys = {
  all: ['kom-kontakt'] as const,
  list: (params: ByClientParams) => ['kom-kontakt', 'list', params] as const,
};

export const komTracunKeys = {
  all: ['kom-tracun'] as const,
  list: (params: ByClientParams) => ['kom-tracun', 'list', params] as const,
};

export const komMainApi = {
  list: (params: KomMainListParams) => api.get<Paged<KomMain>>('/v1/kom-main', { ...params }),
  get: (id: number) => api.get<{ data: KomMain }>(`/v1/kom-main/${id}`).then((answer) => answer.data),
  create: (body: KomMainInput) => api.post<{ id: number }>('/v1/kom-main', body),
  update: (id: number, body: KomMainInput) => api.put(`/v1/kom-main/${id}`, body),
};

/** The CRUD calls of a resource that belongs to one client (contacts, bank accounts). */
function byClientApi<Row, Input>(path: string) {
  return {
    list: (params: ByClientParams) => api.get<Paged<Row>>(path, { ...params }),
    create: (body: Input) => api.post<{ id: number }>(path, body),
    update: (id: number, body: Input) => api.put(`${path}/${id}`, body),
    remove: (id: number) => api.del(`${path}/${id}`),
  };
}

export const komKontaktApi = byClientApi<KomKontakt, KomKontaktInput>('/v1/kom-kontakt');
export const komTracunApi = byClientApi<KomTracun, KomTracunInput>('/v1/kom-tracun');

export function useKomMainList(params: KomMainListParams, enabled = true) {
  return useQuery({ queryKey: komMainKeys.list(params), queryFn: () => komMainApi.list(params), placeholderData: keepPreviousData, enabled });
}

export function useKomMain(id: number) {
  return useQuery({
    queryKey: komMainKeys.detail(id),
    queryFn: () => komMainApi.get(id),
    enabled: id > 0,
    staleTime: staleTimes.lookup,
  });
}

export function useSaveKomMain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: KomMainInput }) =>
      id ? komMainApi.update(id, body).then(() => ({ id })) : komMainApi.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: komMainKeys.all }),
  });
}

export function useKomKontaktList(params: ByClientParams) {
  return useQuery({ queryKey: komKontaktKeys.list(params), queryFn: () => komKontaktApi.list(params), placeholderData: keepPreviousData });
}

export function useKomTracunList(params: ByClientParams) {
  return useQuery({ queryKey: komTracunKeys.list(params), queryFn: () => komTracunApi.list(params), placeholderData: keepPreviousData });
}

export function useSaveKomKontakt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: KomKontaktInput }) =>
      id ? komKontaktApi.update(id, body).then(() => ({ id })) : komKontaktApi.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: komKontaktKeys.all }),
  });
}

export function useDeleteKomKontakt() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => komKontaktApi.remove(id), onSuccess: () => client.invalidateQueries({ queryKey: komKontaktKeys.all }) });
}

/** A new default account clears the old one on the server, so the whole list is fetched again. */
export function useSaveKomTracun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: KomTracunInput }) =>
      id ? komTracunApi.update(id, body).then(() => ({ id })) : komTracunApi.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: komTracunKeys.all }),
  });
}

export function useDeleteKomTracun() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: number) => komTracunApi.remove(id), onSuccess: () => client.invalidateQueries({ queryKey: komTracunKeys.all }) });
}
