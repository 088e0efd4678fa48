import type { ArtPdv, ArtPdvInput, MagMain, MagMainInput, Period, PeriodInput, SefUnit, UnitMain, UnitMainInput, z, deviznaRacun, deviznaRacunInput, docNapomena, docNapomenaInput, posMain, posMainInput, tekuciRacun, tekuciRacunInput } from '@knjige/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { crudResource } from './crud-api';

export type DocNapomena = z.infer<typeof docNapomena>;
export type DocNapomenaInput = z.input<typeof docNapomenaInput>;
export type TekuciRacun = z.infer<typeof tekuciRacun>;
export type TekuciRacunInput = z.input<typeof tekuciRacunInput>;
export type DeviznaRacun = z.infer<typeof deviznaRacun>;
export type DeviznaRacunInput = z.input<typeof deviznaRacunInput>;
export type PosMain = z.infer<typeof posMain>;
export type PosMainInput = z.input<typeof posMainInput>;

/** The resources of the /config sub-pages, under the query keys the rest of the app reads them by. */
export const warehouses = crudResource<MagMain, MagMainInput>('/v1/mag-main', 'mag-main');
export const periods = crudResource<Period, PeriodInput>('/v1/periods', 'periods');
export const vatRates = crudResource<ArtPdv, ArtPdvInput>('/v1/art-pdv', 'art-pdv');
export const docNotes = crudResource<DocNapomena, DocNapomenaInput>('/v1/doc-napomene', 'doc-napomene');
export const accounts = crudResource<TekuciRacun, TekuciRacunInput>('/v1/tekuci-racuni', 'tekuci-racuni');
export const foreignAccounts = crudResource<DeviznaRacun, DeviznaRacunInput>('/v1/devizni-racuni', 'devizni-racuni');
export const registers = crudResource<PosMain, PosMainInput>('/v1/pos-main', 'pos-main');
// under 'units', the key the article form's unit list sits under, so a save here refreshes it
export const units = crudResource<UnitMain, UnitMainInput>('/v1/unit-main', 'units');

/** SEF's unit list (the same for every company). */
export function useSefUnits() {
  return useQuery({
    queryKey: ['sef-units'],
    queryFn: () => api.get<{ data: SefUnit[] }>('/v1/sef/units').then((answer) => answer.data),
    staleTime: staleTimes.lookup,
  });
}

/** A SEF unit's name in the interface's language (i18next's locale tag). */
export function sefUnitName(unit: SefUnit, language: string): string {
  if (language === 'sr-Cyrl') return unit.nameCyr;
  if (language === 'en') return unit.nameEn;
  return unit.name;
}
