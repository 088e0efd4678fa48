import { z } from './zod-config';

/** `version` of the app configuration, to know when to read it again. */
export const appConfigVersion = z.object({
  /** the answer */
  data: z.object({
    /** grows with each change of the configuration */
    version: z.number().int(),
  }),
});

/** Pipe-separated lists, the first entry being the default: `v-artikl`, `v-promet`, `v-kom`. */
export const appConfigObject = z.object({
  /** list name → its entries, pipe-separated */
  data: z.record(z.string(), z.string()),
});

/** A menu entry: its `key` (route and label), `separator` drawn after it. */
export const appLinkItem = z.object({
  /** the entry's key: its route and label */
  key: z.string(),
  /** a separator is drawn after it */
  separator: z.boolean().optional(),
});
/** A menu group: its `key` and its `items`. */
export const appLinkGroup = z.object({
  /** the group's key: its label */
  key: z.string(),
  /** the group's entries, in order */
  items: z.array(appLinkItem),
});
export const appLinks = z.object({
  /** the menu's groups, in order */
  data: z.array(appLinkGroup),
});
export type AppLinkGroup = z.infer<typeof appLinkGroup>;

/**
 * Menu groups and their item keys, in order; `null` marks a separator after the previous item.
 * The client maps each key to a route and hides keys whose screen it does not have.
 */
export const appMenu: { key: string; admin?: boolean; items: (string | null)[] }[] = [
  { key: 'artikli', items: ['artikli', 'grupe-artikala'] },
  { key: 'klijenti', items: ['klijenti', 'mesta', null, 'troskovi', 'grupe-troskova'] },
  { key: 'nabavka', items: ['ulazni-racuni-new', 'ulazni-racuni', null, 'troskovni-racuni-new', 'troskovni-racuni', null, 'jci-new', 'jci', null, 'knjizna-odobrenja-dobavljaci', 'knjizna-zaduzenja-dobavljaci', null, 'avansni-racuni-dobavljaci', null, 'sef-ulazne-fakture', 'eotp-primljene', 'sef-uskladjivanje'] },
  { key: 'veleprodaja', items: ['izlazni-racuni-new', 'izlazni-racuni', null, 'izlazni-racuni-usluge-new', 'izlazni-racuni-usluge', null, 'prn-new', 'prn', null, 'knjizna-odobrenja-kupci', 'knjizna-zaduzenja-kupci', null, 'avansni-racuni-new', 'avansni-racuni'] },
  { key: 'maloprodaja', items: ['prodaja-na-kasi', 'racuni-maloprodaje'] },
  { key: 'interni', items: ['nivelacije', 'interni-prenosi', null, 'pocetno-stanje-robe', 'pocetno-stanje-klijenata', 'pocetno-stanje-racuna'] },
  { key: 'platni-promet', items: ['platni-promet', 'stanje-racuna', null, 'blagajna', 'blagajne', 'blagajnicki-izvestaj', null, 'kompenzacije-new', 'kompenzacije', null, 'kursna-lista'] },
  { key: 'osnovna-sredstva', items: ['osnovna-sredstva', null, 'amortizacija-new', 'amortizacija', null, 'poreska-amortizacija'] },
  { key: 'glavna-knjiga', items: ['nalozi-za-knjizenje-new', 'nalozi-za-knjizenje', null, 'bruto-bilans', 'kartica-konta', 'dnevnik', 'bilans'] },
  { key: 'izvestaji', items: ['stanje-zaliha', 'stanje-klijenata', null, 'fin-rpt', 'trgovacka-knjiga', 'ostvareni-promet'] },
  { key: 'agencija', items: ['agencija-pregled', 'agencija-rokovi'] },
  { key: 'podesavanja', admin: true, items: ['config', 'kontni-plan', 'seme-knjizenja'] },
];
