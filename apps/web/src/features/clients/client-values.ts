import type { KomMain, VKom } from '@knjige/contract';
import { HOME_COUNTRY, isAbroad } from '@knjige/domain';

/** The client form's own shape: every field present, the place link null until one is chosen. */
export interface ClientFormValues extends Record<string, unknown> {
  vKom: VKom;
  sifra: string;
  intNaziv: string;
  naziv: string;
  mestoId: number | null;
  postcode: string;
  mesto: string;
  gln: string;
  adresa: string;
  telefon: string;
  mobilni: string;
  maticniBroj: string;
  pib: string;
  jmbg: string;
  sifraDelatnosti: string;
  isKupac: boolean;
  isDobavljac: boolean;
  jbkjs: string;
  isPdvObveznik: boolean;
  pdvBroj: string;
  isJP: boolean;
  web: string;
  email: string;
  drzava: string;
  inoPdvBroj: string;
  rokPlacanjaDana: number | null;
}

export function clientValues(client: KomMain): ClientFormValues {
  const { id: _id, ...values } = client;
  return values;
}

/** A new client of the given type; a firm starts as a buyer, the usual case. */
export function newClientValues(vKom: VKom): ClientFormValues {
  return {
    vKom,
    sifra: '',
    intNaziv: '',
    naziv: '',
    mestoId: null,
    postcode: '',
    mesto: '',
    gln: '',
    adresa: '',
    telefon: '',
    mobilni: '',
    maticniBroj: '',
    pib: '',
    jmbg: '',
    sifraDelatnosti: '',
    isKupac: vKom === 'firma',
    isDobavljac: false,
    jbkjs: '',
    isPdvObveznik: false,
    pdvBroj: '',
    isJP: false,
    web: '',
    email: '',
    drzava: HOME_COUNTRY,
    inoPdvBroj: '',
    rokPlacanjaDana: 0,
  };
}

export type TaxField = 'maticniBroj' | 'pib' | 'sifraDelatnosti' | 'jbkjs' | 'isKupac' | 'isDobavljac' | 'isPdvObveznik' | 'pdvBroj' | 'isJP' | 'inoPdvBroj';

/**
 * The tax and registry fields a client shows (docs/domain.md#screens-and-routes): a private person (kupac) has the
 * registry number, personal id (kept in `pib`) and activity code; a firm also has jbkjs, the
 * buyer, supplier, VAT-payer and public-sector flags, and the VAT number only as a VAT payer.
 * Abroad the Serbian-only data goes: a firm keeps its registration and tax numbers as its country
 * writes them, its VAT number and the buyer and supplier flags; a private person its personal id.
 */
export function taxFields(client: { vKom: VKom; isPdvObveznik: boolean; drzava: string }): TaxField[] {
  const { vKom, isPdvObveznik } = client;
  if (isAbroad(client.drzava)) return vKom === 'kupac' ? ['pib'] : ['maticniBroj', 'pib', 'inoPdvBroj', 'isKupac', 'isDobavljac'];
  const common: TaxField[] = ['maticniBroj', 'pib', 'sifraDelatnosti'];
  if (vKom === 'kupac') return common;
  return [...common, 'jbkjs', 'isKupac', 'isDobavljac', 'isPdvObveznik', ...(isPdvObveznik ? (['pdvBroj'] as const) : []), 'isJP'];
}

export const isFlag = (field: TaxField): field is 'isKupac' | 'isDobavljac' | 'isPdvObveznik' | 'isJP' => field.startsWith('is');

/** The label key of a tax field: the personal id of a private person sits in `pib`; abroad the numbers are the country's own. */
export function taxLabelKey(field: TaxField, client: { vKom: VKom; drzava: string }): string {
  const abroad = isAbroad(client.drzava) ? '-abroad' : '';
  if (field === 'pib') return client.vKom === 'kupac' ? `field.pib-kupac${abroad}` : `field.pib${abroad}`;
  return field === 'maticniBroj' ? `field.maticniBroj${abroad}` : `field.${field}`;
}
