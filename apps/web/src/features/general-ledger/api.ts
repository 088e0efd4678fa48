import type { GlAccountInput, GlAccountRow, GlAccountUpdate, Pagination, ProposedEntry, Statements, TrialBalanceRow, TrialBalanceSums } from '@knjige/contract';
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
