import type { ArtMain, docComboRow, DocFamily, HistoryEntry, DocStatus, FiskalRow, posMain, z } from '@knjige/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';
import type { Paged } from '../../shared/api/paged';
import type { PagedComboSource } from '../../shared/ui/paged-combo';
import { docKeys, docUrl, fetchDoc, type DocListParams } from '../../shared/documents/doc-api';
import type { ArtLookup, DocRow, ItemRow } from './types';

type PosMain = z.infer<typeof posMain>;

/** The family's list call (its export is `<call>/export`). */
export const familyApiPath = (family: DocFamily) => docUrl(family);

export const docApi = {
  list: (family: DocFamily, params: DocListParams) => api.get<Paged<DocRow>>(docUrl(family), { ...params }),
  totals: (family: DocFamily, periodId: number, vSubDoc: string) =>
    api.get<{ data: Record<DocStatus, number> }>(docUrl(family, '/totals'), { periodId, vSubDoc }).then((a) => a.data),
  init: (family: DocFamily, periodId: number, vSubDoc: string) =>
    api.get<{ data: Record<string, unknown> }>(docUrl(family, '/init'), { periodId, vSubDoc }).then((a) => a.data),
  get: fetchDoc,
  /** the new id, and message keys of what is allowed but worth a look (a credit note over the balance) */
  create: (family: DocFamily, body: unknown) => api.post<{ id: number; warnings?: string[] }>(docUrl(family), body),
  update: (family: DocFamily, id: number, body: unknown) => api.put(docUrl(family, `/${id}`), body),
  /** Locks; the answer names warnings (message keys) when the lock is allowed but worth a look, and is empty otherwise. */
  lock: (family: DocFamily, id: number) => api.post<{ warnings?: string[] } | null>(docUrl(family, `/${id}/lock`)),
  storno: (family: DocFamily, id: number) => api.post<null>(docUrl(family, `/${id}/storno`)),
  items: (family: DocFamily, id: number, page: number, perPage: number) => api.get<Paged<ItemRow>>(docUrl(family, `/${id}/items`), { page, perPage }),
  item: (family: DocFamily, id: number, itemId: number) => api.get<{ data: ItemRow }>(docUrl(family, `/${id}/items/${itemId}`)).then((a) => a.data),
  createItem: (family: DocFamily, id: number, body: unknown) => api.post<{ id: number }>(docUrl(family, `/${id}/items`), body),
  /** new lines in order, all or none; their ids in the same order */
  createItems: (family: DocFamily, id: number, items: unknown[]) => api.post<{ ids: number[] }>(docUrl(family, `/${id}/items/batch`), { items }).then((a) => a.ids),
  updateItem: (family: DocFamily, id: number, itemId: number, body: unknown) => api.put(docUrl(family, `/${id}/items/${itemId}`), body),
  deleteItem: (family: DocFamily, id: number, itemId: number) => api.del(docUrl(family, `/${id}/items/${itemId}`)),
  history: (family: DocFamily, id: number) => api.get<{ data: HistoryEntry[] }>(docUrl(family, `/${id}/history`)).then((a) => a.data),
  artLookup: (family: DocFamily, id: number, artId: number) => api.get<{ data: ArtLookup }>(docUrl(family, `/${id}/art-lookup/${artId}`)).then((a) => a.data),
};

export function useDocList(family: DocFamily, params: DocListParams, enabled: boolean) {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: docKeys.list(family, params),
    queryFn: () => docApi.list(family, params),
    placeholderData: keepPreviousData,
    enabled: enabled && dataEnabled,
  });
}

export function useDocTotals(family: DocFamily, periodId: number, vSubDoc: string | undefined) {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: docKeys.totals(family, periodId, vSubDoc ?? ''),
    queryFn: () => docApi.totals(family, periodId, vSubDoc!),
    staleTime: staleTimes.short,
    enabled: dataEnabled && !!vSubDoc,
  });
}

/** Defaults of a new document (next number, date, note, warehouse): fetched fresh per form. */
export function useDocInit(family: DocFamily, periodId: number, vSubDoc: string | undefined, enabled: boolean) {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: docKeys.init(family, periodId, vSubDoc ?? ''),
    queryFn: () => docApi.init(family, periodId, vSubDoc!),
    staleTime: 0,
    gcTime: 0,
    enabled: enabled && dataEnabled && !!vSubDoc,
  });
}

/** The document's history, fetched once its panel is opened; every change of the family refreshes it. */
export function useDocHistory(family: DocFamily, id: number, enabled: boolean) {
  return useQuery({ queryKey: docKeys.history(family, id), queryFn: () => docApi.history(family, id), enabled });
}

export function useDocItems(family: DocFamily, id: number | null, page: number, perPage: number) {
  return useQuery({
    queryKey: [...docKeys.items(family, id ?? 0, page), perPage],
    queryFn: () => docApi.items(family, id!, page, perPage),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.lookup,
    enabled: id !== null,
  });
}

export function useDocItem(family: DocFamily, id: number, itemId: number | null) {
  return useQuery({
    queryKey: docKeys.item(family, id, itemId ?? 0),
    queryFn: () => docApi.item(family, id, itemId!),
    staleTime: staleTimes.lookup,
    enabled: itemId !== null,
  });
}

/** The article in the document's warehouse; read fresh, since stock moves with every lock. */
export function useArtLookup(family: DocFamily, id: number, artId: number | null) {
  return useQuery({
    queryKey: docKeys.lookup(family, id, artId ?? 0),
    queryFn: () => docApi.artLookup(family, id, artId!),
    staleTime: staleTimes.short,
    enabled: artId !== null && artId > 0,
  });
}

/** After any write: the family's lists, counts and documents, and the stock reports that read them. */
export function useInvalidate(family: DocFamily) {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: docKeys.all(family) }), client.invalidateQueries({ queryKey: ['rpt-mag'] }), client.invalidateQueries({ queryKey: ['rpt-trn'] }), client.invalidateQueries({ queryKey: ['rpt-fin'] }), client.invalidateQueries({ queryKey: ['rpt-kom'] })]);
}

export function useSaveDoc(family: DocFamily) {
  const invalidate = useInvalidate(family);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
      id ? docApi.update(family, id, body).then(() => ({ id })) : docApi.create(family, body),
    onSuccess: invalidate,
  });
}

export function useLockDoc(family: DocFamily) {
  const invalidate = useInvalidate(family);
  return useMutation({ mutationFn: (id: number) => docApi.lock(family, id), onSuccess: invalidate });
}

export function useStornoDoc(family: DocFamily) {
  const invalidate = useInvalidate(family);
  return useMutation({ mutationFn: (id: number) => docApi.storno(family, id), onSuccess: invalidate });
}

export function useSaveItem(family: DocFamily, docId: number) {
  const invalidate = useInvalidate(family);
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: number | null; body: unknown }) =>
      itemId ? docApi.updateItem(family, docId, itemId, body).then(() => ({ id: itemId })) : docApi.createItem(family, docId, body),
    onSuccess: invalidate,
  });
}

export function useDeleteItem(family: DocFamily, docId: number) {
  const invalidate = useInvalidate(family);
  return useMutation({ mutationFn: (itemId: number) => docApi.deleteItem(family, docId, itemId), onSuccess: invalidate });
}

/** The company's fiscal registers with their shops (only fetched where a form offers them). */
export function useRegisters(enabled: boolean) {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: ['pos-main', 'list'],
    queryFn: () => api.get<Paged<PosMain>>('/v1/pos-main', { perPage: 200 }).then((a) => a.data),
    staleTime: staleTimes.lookup,
    enabled: dataEnabled && enabled,
  });
}

/** A family's documents of a period for a `PagedCombo` (its `/combo` call): label and partner. */
export const docComboSource = (family: DocFamily, periodId: number): PagedComboSource<z.infer<typeof docComboRow>> => ({
  queryKey: [family, 'combo', periodId],
  fetchPage: (params) => api.get<Paged<z.infer<typeof docComboRow>>>(docUrl(family, '/combo'), { ...params, periodId }),
  detailKey: (id) => [family, 'combo-detail', id],
  fetchOne: (id) => docApi.get(family, id).then((row) => ({ id: row.id, oznaka: row.oznaka, datum: row.datum, vSubDoc: row.vSubDoc, status: row.status, naziv: '' })),
  getId: (row) => row.id,
  getLabel: (row) => [row.oznaka, row.naziv].filter(Boolean).join(' · '),
});

export const articleByCode = (code: string) => api.get<{ data: ArtMain }>('/v1/art-main/lookup', { code }).then((a) => a.data);

/** A fiscal receipt as the link form offers it: label, receipt number, amount. */
type FiscalReceiptOption = Pick<FiskalRow, 'id' | 'oznaka' | 'fisBi' | 'iznos' | 'datum'>;

/** Locked receipts not yet linked to a retail invoice (`/v1/doc-fak/fiskals`), for a line's `fisId`. */
export const fiscalReceiptSource: PagedComboSource<FiscalReceiptOption> = {
  queryKey: ['doc-fak', 'fiskals'],
  fetchPage: (params) => api.get<Paged<FiskalRow>>('/v1/doc-fak/fiskals', { ...params }),
  detailKey: (id) => ['doc-fis', 'detail', id],
  fetchOne: (id) => api.get<{ data: FiscalReceiptOption }>(`/v1/doc-fis/${id}`).then((a) => a.data),
  getId: (row) => row.id,
  getLabel: (row) => `${row.oznaka} · ${row.fisBi} · ${row.datum}`,
};

/** A fixed asset in use as a depreciation line's combo offers it. */
export interface FixedAssetOption {
  id: number;
  invBroj: string;
  naziv: string;
}

export const fixedAssetSource: PagedComboSource<FixedAssetOption> = {
  queryKey: ['osnovna-sredstva', 'combo'],
  fetchPage: (params) => api.get<Paged<FixedAssetOption>>('/v1/osnovna-sredstva', { ...params, status: 'in_use' }),
  detailKey: (id) => ['osnovna-sredstva', 'detail', id],
  fetchOne: (id) => api.get<{ data: FixedAssetOption }>(`/v1/osnovna-sredstva/${id}`).then((a) => a.data),
  getId: (row) => row.id,
  getLabel: (row) => `${row.invBroj} · ${row.naziv}`,
};

/** An invoice a credit or debit note may name: its family, id, label and date. */
export interface CorrectableInvoice {
  vDoc: string;
  docId: number;
  oznaka: string;
  datum: string;
}

/** The client's locked invoices of one family (a credit or debit note's picker), newest first. */
export function useLockedInvoices(family: DocFamily, periodId: number, komId: number | null) {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: [...docKeys.all(family), 'locked-of', periodId, komId] as const,
    queryFn: () =>
      api
        .get<Paged<DocRow>>(docUrl(family), { periodId, komId: komId!, status: 'locked', page: 1, perPage: 100 })
        .then((a): CorrectableInvoice[] => a.data.map((r) => ({ vDoc: family, docId: Number(r.id), oznaka: String(r.oznaka), datum: String(r.datum) }))),
    staleTime: staleTimes.short,
    enabled: dataEnabled && komId !== null,
  });
}
