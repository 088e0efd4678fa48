import type { ArtMain, KomMain, MagMain, PartnerKind, TrosakMain, tekuciRacun, z } from '@knjige/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Paged } from '../api/paged';
import { staleTimes } from '../api/query-client';
import { useDataEnabled } from '../period/use-period';
import type { PagedComboSource } from '../ui/paged-combo';

// The master data document forms, reports and purchases pick from.

/** The company's warehouses (a short list, read once). */
export function useWarehouses() {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: ['mag-main', 'list'],
    queryFn: () => api.get<Paged<MagMain>>('/v1/mag-main', { perPage: 200 }).then((a) => a.data),
    staleTime: staleTimes.lookup,
    enabled: dataEnabled,
  });
}

type TekuciRacun = z.infer<typeof tekuciRacun>;

/** The company's current accounts (few), for the statement's account field and the list filter. */
export function useAccounts(wanted = true) {
  const dataEnabled = useDataEnabled();
  return useQuery({
    queryKey: ['tekuci-racuni', 'list'],
    queryFn: () => api.get<Paged<TekuciRacun>>('/v1/tekuci-racuni', { perPage: 200 }).then((a) => a.data),
    staleTime: staleTimes.lookup,
    enabled: dataEnabled && wanted,
  });
}

/** Cost items for a payment line's cost field, shown with their group. */
export const costComboSource: PagedComboSource<TrosakMain> = {
  queryKey: ['trosak-main', 'combo'],
  fetchPage: (params) => api.get<Paged<TrosakMain>>('/v1/trosak-main/combo', { ...params }),
  detailKey: (id) => ['trosak-main', 'detail', id],
  fetchOne: (id) => api.get<{ data: TrosakMain }>(`/v1/trosak-main/${id}`).then((a) => a.data),
  getId: (row) => row.id,
  getLabel: (row) => `${row.naziv} (${row.grpNaziv})`,
};

export type ClientPartnerKind = Exclude<PartnerKind, 'none'>;

/** Which clients a partner kind offers: the flags of the client combo's filter. */
const partnerFilter: Record<ClientPartnerKind, { isDobavljac?: 1; isKupac?: 1 }> = {
  supplier: { isDobavljac: 1 },
  buyer: { isKupac: 1 },
  either: {},
};

const clientSource = (kind: ClientPartnerKind): PagedComboSource<KomMain> => ({
  queryKey: ['kom-main', 'combo', kind],
  fetchPage: (params) => api.get<Paged<KomMain>>('/v1/kom-main/combo', { ...params, ...partnerFilter[kind] }),
  detailKey: (id) => ['kom-main', 'combo-detail', id],
  fetchOne: (id) => api.get<{ data: KomMain }>(`/v1/kom-main/${id}`).then((a) => a.data),
  getId: (row) => row.id,
  // a firm abroad without a tax number is named with its VAT number
  getLabel: (row) => (row.pib || row.inoPdvBroj ? `${row.intNaziv} (${row.pib || row.inoPdvBroj})` : row.intNaziv),
});

/** Clients for a `PagedCombo`: those marked as suppliers, as buyers, or all; one stable object per kind. */
export const partnerComboSources: Record<ClientPartnerKind, PagedComboSource<KomMain>> = {
  supplier: clientSource('supplier'),
  buyer: clientSource('buyer'),
  either: clientSource('either'),
};

/** Goods articles for the item form's `PagedCombo`. */
export const articleComboSource: PagedComboSource<ArtMain> = {
  queryKey: ['art-main', 'combo'],
  fetchPage: (params) => api.get<Paged<ArtMain>>('/v1/art-main/combo', { ...params }),
  detailKey: (id) => ['art-main', 'detail', id],
  fetchOne: (id) => api.get<{ data: ArtMain }>(`/v1/art-main/${id}`).then((a) => a.data),
  getId: (row) => row.id,
  getLabel: (row) => `${row.intSifra} – ${row.artNaziv}`,
};

