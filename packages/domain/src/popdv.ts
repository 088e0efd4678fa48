/**
 * The POPDV field (the form's section and field, "3.2", "8a.2", …) a VAT-book row belongs to
 * (docs/domain.md#the-vat-books). Every KIR and KUR row carries one; the return's forms sum by it. A row's
 * field names where its base goes; its VAT goes to the VAT column of the same field or to the
 * field the form's table names (see the PPPDV mapping).
 */
export const popdvFields = [
  // 1: exempt with the right to deduct
  '1.1', '1.2', '1.3', '1.4',
  // 2: exempt without the right to deduct
  '2.1', '2.2', '2.3', '2.4',
  // 3: taxable supplies we make
  '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.9',
  // 3a: VAT we compute on supplies others make to us
  '3a.1', '3a.2', '3a.3', '3a.4',
  // 6: import (6.2.1 the base at either rate, the row's rate picks the column; 6.2.2 / 6.2.3 its increase / decrease)
  '6.1', '6.2.1', '6.2.2', '6.2.3',
  // 7: farmers
  '7.1',
  // 8a: domestic purchases from VAT payers; 8b reverse charge; 8v exempt; 8g foreign; 8d non-VAT payers
  '8a.1', '8a.2', '8a.3', '8a.4', '8a.5', '8a.7',
  '8b.1', '8b.2', '8b.3', '8b.4', '8b.5',
  '8v.1', '8v.2', '8v.3',
  '8g.1', '8g.2', '8g.3', '8g.4',
  '8d.1', '8d.2', '8d.3',
  // 11: supplies outside Serbia
  '11.1', '11.2', '11.3',
] as const;
export type PopdvField = (typeof popdvFields)[number];

/** What a row is, for the field a family does not name itself. */
export interface PopdvRowFacts {
  book: 'kir' | 'kur';
  stopa: number;
  deductible: boolean;
  avans: boolean;
}

/**
 * The field of an ordinary row: a domestic taxable sale 3.2, a purchase from a VAT payer 8a.2,
 * an exempt sale 1.4 (with the right to deduct) or 2.4 (without), a 0 % purchase 8d.2, advances
 * received 3.9 and given 8a.7. Corrections, imports, exports and reverse charge name their own.
 * Migration 0028 tags the rows booked before by the same rule (plus credit and debit notes).
 */
export function defaultPopdv(r: PopdvRowFacts): PopdvField {
  if (r.book === 'kir') {
    if (r.stopa === 0) return r.deductible ? '1.4' : '2.4';
    return r.avans ? '3.9' : '3.2';
  }
  if (r.stopa === 0) return '8d.2';
  return r.avans ? '8a.7' : '8a.2';
}

/**
 * What a KUR row's input VAT is, for the account it goes to (docs/domain.md#chart-of-accounts): VAT paid on an
 * import (POPDV 6.x, 274/275), VAT we computed ourselves on a reverse charge (8b domestic, 8g foreign
 * supplier: 276), or an ordinary supplier's (270/271, advances 272/273).
 */
export function inputVatKind(popdv: string): 'import' | 'reverse-charge' | 'ordinary' {
  if (popdv.startsWith('6.')) return 'import';
  if (popdv.startsWith('8b.') || popdv.startsWith('8g.')) return 'reverse-charge';
  return 'ordinary';
}

/* ------------------------------------------------------------------ the field table and the PPPDV */

/** The PPPDV's fields (the return as filed): 00n a base, 10n a VAT, 110 the liability. */
export const pppdvFields = ['001', '002', '003', '004', '005', '006', '007', '008', '009', '103', '104', '105', '106', '107', '108', '109', '110'] as const;
export type PppdvField = (typeof pppdvFields)[number];
/** The PPPDV fields a book row feeds directly (the others are sums). */
export const pppdvSourceFields = ['001', '002', '003', '004', '006', '007', '008', '103', '104', '106', '107', '108'] as const;
export type PppdvSourceField = (typeof pppdvSourceFields)[number];

/** The POPDV's parts, in the form's order. */
export const popdvSections = ['1', '2', '3', '3a', '6', '7', '8a', '8b', '8v', '8g', '8d', '11'] as const;
export type PopdvSection = (typeof popdvSections)[number];

/**
 * Where a field's base and VAT go on the PPPDV: a fixed field, `rate` (003 / 103 at the general
 * rate, 004 / 104 at the special rate, by the row's rate; a row at 0 % in a rated field, e.g. an
 * AE sale in 3.4, counts at the general rate), or nowhere. Input VAT (106, 107, 108) counts only
 * where the row keeps the right to deduct.
 */
export interface PopdvFieldDef {
  section: PopdvSection;
  /** KIR (output) or KUR (input) */
  book: 'kir' | 'kur';
  /** the form has a base column for the field */
  base: boolean;
  /** the form has a VAT column for the field */
  vat: boolean;
  /** the PPPDV field its base feeds */
  pppdvBase: '001' | '002' | '006' | '007' | '008' | 'rate' | null;
  /** the PPPDV field its VAT feeds */
  pppdvVat: '106' | '107' | '108' | 'rate' | null;
  /** the field's name in Serbian (Latin; the Cyrillic is its transliteration) and English */
  name: { sr: string; en: string };
}

const exempt1 = (en: string, sr: string): Omit<PopdvFieldDef, 'section'> => ({ book: 'kir', base: true, vat: false, pppdvBase: '001', pppdvVat: null, name: { sr, en } });
const exempt2 = (en: string, sr: string): Omit<PopdvFieldDef, 'section'> => ({ book: 'kir', base: true, vat: false, pppdvBase: '002', pppdvVat: null, name: { sr, en } });
const taxable = (en: string, sr: string, vat = true): Omit<PopdvFieldDef, 'section'> => ({ book: 'kir', base: true, vat, pppdvBase: 'rate', pppdvVat: vat ? 'rate' : null, name: { sr, en } });
/** VAT we compute on another's supply: its base stays out of 003 / 004 (it is not our supply), its VAT goes to 103 / 104. */
const computed = (en: string, sr: string): Omit<PopdvFieldDef, 'section'> => ({ book: 'kir', base: true, vat: true, pppdvBase: null, pppdvVat: 'rate', name: { sr, en } });
const input = (en: string, sr: string, vat = true): Omit<PopdvFieldDef, 'section'> => ({ book: 'kur', base: true, vat, pppdvBase: '008', pppdvVat: vat ? '108' : null, name: { sr, en } });

const defs: Record<PopdvField, Omit<PopdvFieldDef, 'section'>> = {
  '1.1': exempt1('Goods dispatched abroad (export)', 'Promet dobara koja se otpremaju u inostranstvo'),
  '1.2': exempt1('Goods dispatched to AP Kosovo and Metohija', 'Promet dobara koja se otpremaju na teritoriju AP Kosovo i Metohija'),
  '1.3': exempt1('Goods brought into a free zone, supplies in a free zone', 'Promet dobara koja se unose u slobodnu zonu i promet u slobodnoj zoni'),
  '1.4': exempt1('Other exempt supplies with the right to deduct', 'Promet dobara i usluga, osim iz tač. 1.1 do 1.3'),
  '2.1': exempt2('Money and capital', 'Promet novca i kapitala'),
  '2.2': exempt2('Land and its lease', 'Promet zemljišta i davanje u zakup zemljišta'),
  '2.3': exempt2('Buildings', 'Promet objekata'),
  '2.4': exempt2('Other exempt supplies without the right to deduct', 'Promet dobara i usluga, osim iz tač. 2.1 do 2.3'),
  '3.1': taxable('First transfer of a new building, we owe the VAT', 'Prvi prenos prava raspolaganja na novoizgrađenim građevinskim objektima'),
  '3.2': taxable('Supplies for which we owe the VAT', 'Promet za koji je poreski dužnik obveznik PDV koji vrši taj promet'),
  '3.3': taxable('Transfer of a building, the recipient owes the VAT', 'Prenos prava raspolaganja na građevinskim objektima, poreski dužnik primalac', false),
  '3.4': taxable('Supplies for which the recipient owes the VAT', 'Promet za koji obveznik PDV koji vrši taj promet nije poreski dužnik', false),
  '3.5': taxable('Base increase', 'Povećanje osnovice, odnosno PDV'),
  '3.6': taxable('Base decrease', 'Smanjenje osnovice, odnosno PDV'),
  '3.7': taxable('Supplies without consideration', 'Promet dobara i usluga bez naknade'),
  '3.9': { book: 'kir', base: true, vat: true, pppdvBase: null, pppdvVat: 'rate', name: { en: 'Advances received (before the supply)', sr: 'Naknada ili deo naknade naplaćen pre izvršenog prometa (avans)' } },
  '3a.1': computed('Transfer of a building, VAT we compute', 'Prenos prava raspolaganja na građevinskim objektima'),
  '3a.2': computed('Goods and services, VAT we compute (reverse charge, foreign supplier)', 'Dobra i usluge, osim iz tačke 3a.1'),
  '3a.3': computed('Supplies without consideration, VAT we compute', 'Dobra i usluge bez naknade'),
  '3a.4': computed('Base change, VAT we compute', 'Izmena osnovice'),
  '6.1': { book: 'kur', base: true, vat: false, pppdvBase: '006', pppdvVat: null, name: { en: 'Imports exempt from VAT', sr: 'Vrednost dobara za čiji je uvoz propisano poresko oslobođenje' } },
  '6.2.1': { book: 'kur', base: true, vat: true, pppdvBase: '006', pppdvVat: '106', name: { en: 'Import base (VAT paid at customs in 6.4)', sr: 'Osnovica za uvoz dobara' } },
  '6.2.2': { book: 'kur', base: true, vat: true, pppdvBase: '006', pppdvVat: '106', name: { en: 'Import base increase', sr: 'Povećanje osnovice za uvoz dobara' } },
  '6.2.3': { book: 'kur', base: true, vat: true, pppdvBase: '006', pppdvVat: '106', name: { en: 'Import base decrease', sr: 'Smanjenje osnovice za uvoz dobara' } },
  '7.1': { book: 'kur', base: true, vat: true, pppdvBase: '007', pppdvVat: '107', name: { en: 'Goods and services from farmers (VAT compensation)', sr: 'Vrednost primljenih dobara i usluga od poljoprivrednika (PDV nadoknada)' } },
  '8a.1': input('First transfer of a new building', 'Prvi prenos prava raspolaganja na novoizgrađenim građevinskim objektima'),
  '8a.2': input('Goods and services from VAT payers', 'Dobra i usluge, osim dobara iz tačke 8a.1'),
  '8a.3': input('Goods and services without consideration', 'Dobra i usluge bez naknade'),
  '8a.4': input('Base increase', 'Izmena osnovice – povećanje'),
  '8a.5': input('Base decrease', 'Izmena osnovice – smanjenje'),
  '8a.7': { book: 'kur', base: true, vat: true, pppdvBase: null, pppdvVat: '108', name: { en: 'Advances paid (before the supply)', sr: 'Naknada ili deo naknade plaćen pre izvršenog prometa (avans)' } },
  '8b.1': input('Transfer of a building, we owe the VAT', 'Prenos prava raspolaganja na građevinskim objektima'),
  '8b.2': input('Goods and services, domestic reverse charge', 'Dobra i usluge, osim dobara iz tačke 8b.1'),
  '8b.3': input('Without consideration, reverse charge', 'Dobra i usluge bez naknade'),
  '8b.4': input('Base increase, reverse charge', 'Izmena osnovice – povećanje'),
  '8b.5': input('Base decrease, reverse charge', 'Izmena osnovice – smanjenje'),
  '8v.1': input('Transfer of a going concern (art. 6)', 'Sticanje celokupne, odnosno dela imovine (član 6. stav 1. tačka 1)', false),
  '8v.2': input('Goods and services with consideration, no VAT charged', 'Dobra i usluge uz naknadu, osim iz tačke 8v.1', false),
  '8v.3': input('Goods and services without consideration, no VAT charged', 'Dobra i usluge bez naknade, osim iz tačke 8v.1', false),
  '8g.1': input('Goods and services from foreign suppliers', 'Dobra i usluge od stranih lica koja nisu obveznici PDV'),
  '8g.2': input('Without consideration, foreign suppliers', 'Dobra i usluge bez naknade'),
  '8g.3': input('Base increase, foreign suppliers', 'Izmena osnovice – povećanje'),
  '8g.4': input('Base decrease, foreign suppliers', 'Izmena osnovice – smanjenje'),
  '8d.1': input('From foreign persons not VAT payers, no VAT due', 'Dobra i usluge od stranih lica koja nisu obveznici PDV, bez obaveze obračuna', false),
  '8d.2': input('From domestic persons not VAT payers', 'Dobra i usluge od lica koja nisu obveznici PDV', false),
  '8d.3': input('Goods and services acquired outside Serbia', 'Dobra i usluge nabavljeni van Republike', false),
  '11.1': { book: 'kir', base: true, vat: false, pppdvBase: null, pppdvVat: null, name: { en: 'Supplies outside Serbia', sr: 'Promet dobara i usluga izvršen van Republike' } },
  '11.2': { book: 'kir', base: true, vat: false, pppdvBase: null, pppdvVat: null, name: { en: 'Transfer of a going concern (art. 6)', sr: 'Prenos celokupne, odnosno dela imovine (član 6. stav 1. tačka 1)' } },
  '11.3': { book: 'kir', base: true, vat: false, pppdvBase: null, pppdvVat: null, name: { en: 'Other supplies not subject to VAT', sr: 'Promet dobara i usluga iz člana 6. Zakona, osim iz tačke 11.2' } },
};

const sectionOf = (f: PopdvField): PopdvSection => {
  const head = f.split('.')[0]!;
  return (head === '8' ? f.slice(0, 2) : head) as PopdvSection;
};

/** One table decides: each POPDV field's part, book, columns and the PPPDV fields its base and VAT feed. */
export const popdvTable: Record<PopdvField, PopdvFieldDef> = Object.fromEntries(popdvFields.map((f) => [f, { section: sectionOf(f), ...defs[f] }])) as Record<PopdvField, PopdvFieldDef>;

export const isPopdvField = (f: string): f is PopdvField => (popdvFields as readonly string[]).includes(f);

/** A sum of book rows by field, rate and deduction (hundredths). */
export interface PopdvSum {
  popdv: PopdvField;
  stopa: number;
  deductible: boolean;
  osnovica: number;
  pdvIznos: number;
}

const SPECIAL = 1000;

/** The PPPDV field a row's base feeds, or null. */
export function pppdvBaseOf(s: Pick<PopdvSum, 'popdv' | 'stopa'>): PppdvSourceField | null {
  const to = popdvTable[s.popdv].pppdvBase;
  if (to === 'rate') return s.stopa === SPECIAL ? '004' : '003';
  return to;
}

/** The PPPDV field a row's VAT feeds, or null (input VAT without the right to deduct feeds none). */
export function pppdvVatOf(s: Pick<PopdvSum, 'popdv' | 'stopa' | 'deductible'>): PppdvSourceField | null {
  const to = popdvTable[s.popdv].pppdvVat;
  if (to === 'rate') return s.stopa === SPECIAL ? '104' : '103';
  if (to === null || !s.deductible) return null;
  return to;
}

export type Pppdv = Record<PppdvField, number>;

/** The PPPDV from the book sums by field: 005 = 001+…+004, 105 = 103+104, 009 = 006+007+008, 109 = 106+107+108, 110 = 105 − 109. */
export function pppdv(sums: readonly PopdvSum[]): Pppdv {
  const r = Object.fromEntries(pppdvFields.map((f) => [f, 0])) as Pppdv;
  for (const s of sums) {
    const b = pppdvBaseOf(s);
    if (b) r[b] += s.osnovica;
    const v = pppdvVatOf(s);
    if (v) r[v] += s.pdvIznos;
  }
  r['005'] = r['001'] + r['002'] + r['003'] + r['004'];
  r['105'] = r['103'] + r['104'];
  r['009'] = r['006'] + r['007'] + r['008'];
  r['109'] = r['106'] + r['107'] + r['108'];
  r['110'] = r['105'] - r['109'];
  return r;
}

/**
 * The rows a PPPDV field sums, as conditions: the POPDV fields, a rate condition (`special`: only
 * 10 %, `notSpecial`: all but 10 %), whether only deductible rows count, and which amount (base or VAT).
 */
export interface PppdvSource {
  popdv: PopdvField[];
  rate: 'special' | 'notSpecial' | null;
  deductibleOnly: boolean;
  amount: 'osnovica' | 'pdvIznos';
}

export function pppdvSource(field: PppdvSourceField): PppdvSource {
  const isVat = field.startsWith('1');
  const rated = field === '003' || field === '004' || field === '103' || field === '104';
  const popdv = popdvFields.filter((f) => {
    const d = popdvTable[f];
    const to = isVat ? d.pppdvVat : d.pppdvBase;
    return rated ? to === 'rate' : to === field;
  });
  return {
    popdv,
    rate: rated ? (field.endsWith('4') ? 'special' : 'notSpecial') : null,
    deductibleOnly: isVat && !rated,
    amount: isVat ? 'pdvIznos' : 'osnovica',
  };
}

/** The POPDV view: sums by field and rate, in the form's order (a field without rows is left out). */
export interface PopdvLine {
  section: PopdvSection;
  popdv: PopdvField;
  stopa: number;
  osnovica: number;
  pdvIznos: number;
  /** the deductible part of the VAT (input fields; 0 on output fields) */
  pdvOdbitni: number;
}

export function popdvView(sums: readonly PopdvSum[]): PopdvLine[] {
  const by = new Map<string, PopdvLine>();
  for (const s of sums) {
    const key = `${s.popdv}|${s.stopa}`;
    const l = by.get(key) ?? { section: popdvTable[s.popdv].section, popdv: s.popdv, stopa: s.stopa, osnovica: 0, pdvIznos: 0, pdvOdbitni: 0 };
    l.osnovica += s.osnovica;
    l.pdvIznos += s.pdvIznos;
    if (s.deductible && popdvTable[s.popdv].book === 'kur') l.pdvOdbitni += s.pdvIznos;
    by.set(key, l);
  }
  const order = (f: PopdvField) => popdvFields.indexOf(f);
  return [...by.values()].sort((a, b) => order(a.popdv) - order(b.popdv) || b.stopa - a.stopa);
}

/** The PPPDV's ten rows as filed: the old row number, its base and VAT fields, and its name. */
export const pppdvLayout: { red: number; osn: PppdvField | null; pdv: PppdvField | null; name: { sr: string; en: string } }[] = [
  { red: 1, osn: '001', pdv: null, name: { sr: 'Promet dobara i usluga oslobođen PDV sa pravom na odbitak prethodnog poreza', en: 'Supplies exempt from VAT with the right to deduct input VAT' } },
  { red: 2, osn: '002', pdv: null, name: { sr: 'Promet dobara i usluga oslobođen PDV bez prava na odbitak prethodnog poreza', en: 'Supplies exempt from VAT without the right to deduct input VAT' } },
  { red: 3, osn: '003', pdv: '103', name: { sr: 'Promet dobara i usluga po opštoj stopi', en: 'Supplies at the general rate' } },
  { red: 4, osn: '004', pdv: '104', name: { sr: 'Promet dobara i usluga po posebnoj stopi', en: 'Supplies at the special rate' } },
  { red: 5, osn: '005', pdv: '105', name: { sr: 'Zbir (1 + 2 + 3 + 4)', en: 'Total (1 + 2 + 3 + 4)' } },
  { red: 6, osn: '006', pdv: '106', name: { sr: 'Prethodni porez plaćen prilikom uvoza', en: 'Input VAT paid on import' } },
  { red: 7, osn: '007', pdv: '107', name: { sr: 'PDV nadoknada plaćena poljoprivredniku', en: 'VAT compensation paid to farmers' } },
  { red: 8, osn: '008', pdv: '108', name: { sr: 'Prethodni porez, osim prethodnog poreza iz red. br. 6 i 7', en: 'Input VAT other than in rows 6 and 7' } },
  { red: 9, osn: '009', pdv: '109', name: { sr: 'Zbir (6 + 7 + 8)', en: 'Total (6 + 7 + 8)' } },
  { red: 10, osn: null, pdv: '110', name: { sr: 'Poreska obaveza (5 − 9)', en: 'Tax liability (5 − 9)' } },
];

/** A part's heading. */
export const popdvSectionNames: Record<PopdvSection, { sr: string; en: string }> = {
  '1': { sr: 'Promet oslobođen PDV sa pravom na odbitak prethodnog poreza', en: 'Exempt supplies with the right to deduct' },
  '2': { sr: 'Promet oslobođen PDV bez prava na odbitak prethodnog poreza', en: 'Exempt supplies without the right to deduct' },
  '3': { sr: 'Oporezivi promet dobara i usluga koji vrši obveznik PDV i obračunati PDV', en: 'Taxable supplies we make and the VAT on them' },
  '3a': { sr: 'Obračunati PDV za promet drugog lica', en: 'VAT we compute on supplies others make to us' },
  '6': { sr: 'Uvoz dobara stavljenih u slobodan promet', en: 'Import of goods released for free circulation' },
  '7': { sr: 'Nabavka dobara i usluga od poljoprivrednika', en: 'Purchases from farmers' },
  '8a': { sr: 'Nabavka od obveznika PDV – poreski dužnik isporučilac', en: 'Purchases from VAT payers, the supplier owes the VAT' },
  '8b': { sr: 'Nabavka od obveznika PDV – poreski dužnik primalac', en: 'Purchases from VAT payers, we owe the VAT (reverse charge)' },
  '8v': { sr: 'Nabavka od obveznika PDV bez obaveze obračuna PDV', en: 'Purchases from VAT payers without VAT' },
  '8g': { sr: 'Nabavka od stranih lica koja nisu obveznici PDV – postoji obaveza obračuna', en: 'Purchases from foreign suppliers, we compute the VAT' },
  '8d': { sr: 'Nabavka dobara i usluga, osim iz tač. 8a do 8g', en: 'Other purchases (non-VAT payers, abroad)' },
  '11': { sr: 'Promet izvršen van Republike i drugi promet koji ne podleže PDV', en: 'Supplies outside Serbia and others not subject to VAT' },
};
