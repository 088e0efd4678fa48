import type { GlAccountInput, GlAccountRow, GlAccountUpdate, Pagination, ProposedEntry, SchemeDetail, SchemeInput, SchemeView, Statements, TrialBalanceRow, TrialBalanceSums } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';

export interface RangeParams {
  periodId: number;
  dateFrom: string;
  dateTo: string;
}
export type TrialBalanceLevel = 'synthetic' | 'analytic';
export interface TrialBalance {
  rows: TrialBalanceRow[];
  classes: ({ klasa: string; naziv: string } & TrialBalanceSums)[];
  total: TrialBalanceSums;
}
export interface LedgerLine {
  id: number;
  datum: string;
  broj: number;
  konto: string;
  komId: number | null;
  komNaziv: string;
  vDoc: string;
  docId: number;
  docOznaka: string;
  opis: string;
  duguje: number;
  potrazuje: number;
  saldo?: number;
}
export interface LinesPage {
  data: LedgerLine[];
  pagination: Pagination;
  total: { duguje: number; potrazuje: number };
  opening?: { duguje: number; potrazuje: number };
}

/** The chart (`kontni-plan`) and the ledger's reports (`rpt-gl`, refreshed with the other reports after every lock). */
const keys = {
  chart: ['kontni-plan'] as const,
  chartList: (search: string) => ['kontni-plan', 'list', search] as const,
  trialBalance: (p: RangeParams & { level: TrialBalanceLevel }) => ['rpt-gl', 'bruto-bilans', p] as const,
  card: (p: object) => ['rpt-gl', 'kartica', p] as const,
  journal: (p: object) => ['rpt-gl', 'dnevnik', p] as const,
};

export function useChart(search: string) {
  return useQuery({
    queryKey: keys.chartList(search),
    queryFn: () => api.get<{ data: GlAccountRow[] }>('/v1/kontni-plan', { search }).then((a) => a.data),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GlAccountInput | GlAccountUpdate }) =>
      id ? api.put(`/v1/kontni-plan/${id}`, body).then(() => ({ id })) : api.post<{ id: number }>('/v1/kontni-plan', body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.chart }),
  });
}

export function useRemoveAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`/v1/kontni-plan/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.chart }),
  });
}

export function useTrialBalance(params: RangeParams & { level: TrialBalanceLevel }, valid: boolean) {
  const enabled = useDataEnabled() && valid;
  return useQuery({
    queryKey: keys.trialBalance(params),
    queryFn: () => api.get<{ data: TrialBalance }>('/v1/rpt-gl/bruto-bilans', { ...params }).then((a) => a.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useAccountCard(params: RangeParams & { konto: string; komId?: number; page: number; perPage: number }, valid: boolean) {
  const enabled = useDataEnabled() && valid && /^\d+$/.test(params.konto);
  return useQuery({
    queryKey: keys.card(params),
    queryFn: () => api.get<LinesPage>('/v1/rpt-gl/kartica', { ...params }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useJournal(params: RangeParams & { page: number; perPage: number }, valid: boolean) {
  const enabled = useDataEnabled() && valid;
  return useQuery({
    queryKey: keys.journal(params),
    queryFn: () => api.get<LinesPage>('/v1/rpt-gl/dnevnik', { ...params }),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled,
  });
}

export function useStatements(periodId: number) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: ['rpt-gl', 'bilans', periodId] as const,
    queryFn: () => api.get<{ data: Statements }>('/v1/rpt-gl/bilans', { periodId }).then((a) => a.data),
    staleTime: staleTimes.short,
    enabled,
  });
}

/** A proposed draft entry (closing, opening, VAT settlement): every list and report may change. */
export function useProposeEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: object }) => api.post<ProposedEntry>(path, body),
    onSuccess: () => client.invalidateQueries(),
  });
}

/** The accounts postings may go to (the scheme editor's account choice), the whole chart once. */
export function usePostableAccounts() {
  return useQuery({
    queryKey: ['kontni-plan', 'postable'] as const,
    queryFn: () => api.get<{ data: GlAccountRow[] }>('/v1/kontni-plan', { postable: '1' }).then((a) => a.data),
    staleTime: staleTimes.short,
  });
}

/** The posting schemes in force (`gl/schemes`): every posting family, and one family's with its versions. */
const schemeKeys = {
  all: ['gl-schemes'] as const,
  detail: (family: string, subType: string) => ['gl-schemes', family, subType] as const,
};

export function useSchemes() {
  return useQuery({ queryKey: schemeKeys.all, queryFn: () => api.get<{ data: SchemeView[] }>('/v1/gl/schemes').then((a) => a.data) });
}

export function useScheme(family: string | null, subType: string) {
  return useQuery({
    queryKey: schemeKeys.detail(family ?? '', subType),
    queryFn: () => api.get<{ data: SchemeDetail }>(`/v1/gl/schemes/${family}`, { subType }).then((a) => a.data),
    enabled: Boolean(family),
  });
}

/** A new version of a family's scheme (`body` set) or back to the defaults (`body` null). */
export function useWriteScheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ family, body }: { family: string; body: SchemeInput | null }) =>
      body ? api.put<{ version: number }>(`/v1/gl/schemes/${family}`, body) : api.del<{ version: number }>(`/v1/gl/schemes/${family}`),
    onSuccess: () => client.invalidateQueries({ queryKey: schemeKeys.all }),
  });
}
