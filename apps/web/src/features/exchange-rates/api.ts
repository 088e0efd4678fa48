import type { Currency, ExchangeRateImportSummary, ExchangeRateRow, NbsFetchDay, NbsFetchState, Pagination } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

export interface ExchangeRateListParams {
  page: number;
  perPage: number;
  valuta?: string;
  dateFrom?: string;
  dateTo?: string;
}

type Paged<T> = { data: T[]; pagination: Pagination };

/** Every cached rate answer sits under `all`: a write refreshes the lists. */
export const exchangeRateKeys = {
  all: ['exchange-rates'] as const,
  list: (params: ExchangeRateListParams) => ['exchange-rates', 'list', params] as const,
  currencies: ['currencies'] as const,
  nbs: ['exchange-rates', 'nbs'] as const,
};

const ratePath = (valuta: string, datum: string) => `/v1/exchange-rates/${encodeURIComponent(valuta)}/${encodeURIComponent(datum)}`;

export const exchangeRateApi = {
  currencies: () => api.get<{ data: Currency[] }>('/v1/currencies').then((answer) => answer.data),
  list: (params: ExchangeRateListParams) => api.get<Paged<ExchangeRateRow>>('/v1/exchange-rates', { ...params }),
  put: (valuta: string, datum: string, kurs: number) => api.put(ratePath(valuta, datum), { kurs }),
  remove: (valuta: string, datum: string) => api.del(ratePath(valuta, datum)),
  import: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<{ data: ExchangeRateImportSummary }>('/v1/exchange-rates/import', form).then((answer) => answer.data);
  },
  nbs: () => api.get<{ data: NbsFetchState }>('/v1/exchange-rates/nbs').then((answer) => answer.data),
  fetchNow: (datum?: string) => api.post<{ data: NbsFetchDay }>('/v1/exchange-rates/nbs/fetch', datum ? { datum } : {}).then((answer) => answer.data),
};

/** The NBS service's state: refreshed each minute while the page is open (a retry may fill a day meanwhile). */
export function useNbsState() {
  return useQuery({ queryKey: exchangeRateKeys.nbs, queryFn: exchangeRateApi.nbs, refetchInterval: 60_000 });
}

/** "Fetch now": the rates and the state refreshed after it. */
export function useFetchNow() {
  const client = useQueryClient();
  return useMutation({ mutationFn: exchangeRateApi.fetchNow, onSettled: () => client.invalidateQueries({ queryKey: exchangeRateKeys.all }) });
}

export function useCurrencies() {
  return useQuery({ queryKey: exchangeRateKeys.currencies, queryFn: exchangeRateApi.currencies, staleTime: Infinity });
}

export function useExchangeRates(params: ExchangeRateListParams) {
  return useQuery({ queryKey: exchangeRateKeys.list(params), queryFn: () => exchangeRateApi.list(params), placeholderData: keepPreviousData });
}

function useRateMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: exchangeRateKeys.all }) });
}

export const useSaveRate = () => useRateMutation(({ valuta, datum, kurs }: { valuta: string; datum: string; kurs: number }) => exchangeRateApi.put(valuta, datum, kurs));
export const useDeleteRate = () => useRateMutation(({ valuta, datum }: { valuta: string; datum: string }) => exchangeRateApi.remove(valuta, datum));

export function useImportRates() {
  const client = useQueryClient();
  return useMutation({ mutationFn: exchangeRateApi.import, onSuccess: () => client.invalidateQueries({ queryKey: exchangeRateKeys.all }) });
}

/** The page that enters a missing rate, its form open on the currency and date (a document's 422 `error.kurs.missing` links here). */
export const missingRateLink = (valuta: string, datum: string) => `/config/kursna-lista?${new URLSearchParams({ valuta, datum }).toString()}`;
