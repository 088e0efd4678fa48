import { pppdv, type PopdvSum } from './popdv';

/**
 * The VAT return from January 2027 (docs/decisions.md#the-2027-form): the PPPDV's fields for the
 * period's own supplies and purchases, and correction fields for what a document of the period
 * corrects of an earlier period (credit and debit notes naming an earlier invoice, a purchase invoice of an earlier month, one accepted on SEF too late for its
 * own month). No POPDV is filed with it. The screen, the print, Excel and the ePorezi file all lay
 * the form out from here.
 */
export const return2027Fields = [
  '001', '002', '003', '103', '004', '104', '005', '105',
  '006', '106', '007', '107', '008', '108', '009', '109',
  '011', '111', '012', '112',
  '110',
] as const;
export type Return2027Field = (typeof return2027Fields)[number];
export type Return2027 = Record<Return2027Field, number>;

export const isReturn2027Field = (f: string): f is Return2027Field => (return2027Fields as readonly string[]).includes(f);

/** The correction fields: a correction's book decides (KIR → 011 / 111, KUR → 012 / 112). */
export const correctionFieldOf = { kir: { base: '011', vat: '111' }, kur: { base: '012', vat: '112' } } as const satisfies Record<'kir' | 'kur', { base: Return2027Field; vat: Return2027Field }>;

/** A sum of book rows of the period (`current`) or of the corrections of earlier periods. */
export type Return2027Sum = PopdvSum & { book: 'kir' | 'kur' };

/**
 * The 2027 fields: 001–009 and 103–109 as the PPPDV sums the period's own rows; 011 / 111 the
 * output corrections' base and VAT (as 005 / 105 would sum them), 012 / 112 the input corrections'
 * (as 009 / 109: deductible VAT only); 110 = 105 + 111 − 109 − 112. So 110 equals the PPPDV's 110
 * of all rows together.
 */
export function return2027(current: readonly Return2027Sum[], corrections: readonly Return2027Sum[]): Return2027 {
  const own = pppdv(current);
  const kir = pppdv(corrections.filter((s) => s.book === 'kir'));
  const kur = pppdv(corrections.filter((s) => s.book === 'kur'));
  const r = {} as Return2027;
  for (const f of return2027Fields) r[f] = f in own ? own[f as keyof typeof own] : 0;
  r['011'] = kir['005'];
  r['111'] = kir['105'];
  r['012'] = kur['009'];
  r['112'] = kur['109'];
  r['110'] = r['105'] + r['111'] - r['109'] - r['112'];
  return r;
}

/** A row of the form as printed: its number, the base field and the VAT field it shows, whether it is a sum, its name. */
export interface Return2027Row {
  red: number;
  part: 1 | 2 | 3 | 4;
  osn: Return2027Field | null;
  pdv: Return2027Field | null;
  sum: boolean;
  name: { sr: string; en: string };
}

/** The form's rows in order (⚠ the 2027 rulebook's numbering is not published: today's PPPDV rows, then the corrections). */
export const return2027Layout: readonly Return2027Row[] = [
  { red: 1, part: 1, osn: '001', pdv: null, sum: false, name: { sr: 'Promet dobara i usluga oslobođen PDV sa pravom na odbitak prethodnog poreza', en: 'Supplies exempt from VAT with the right to deduct input VAT' } },
  { red: 2, part: 1, osn: '002', pdv: null, sum: false, name: { sr: 'Promet dobara i usluga oslobođen PDV bez prava na odbitak prethodnog poreza', en: 'Supplies exempt from VAT without the right to deduct input VAT' } },
  { red: 3, part: 1, osn: '003', pdv: '103', sum: false, name: { sr: 'Promet dobara i usluga po opštoj stopi', en: 'Supplies at the general rate' } },
  { red: 4, part: 1, osn: '004', pdv: '104', sum: false, name: { sr: 'Promet dobara i usluga po posebnoj stopi', en: 'Supplies at the special rate' } },
  { red: 5, part: 1, osn: '005', pdv: '105', sum: true, name: { sr: 'Zbir (1 + 2 + 3 + 4)', en: 'Total (1 + 2 + 3 + 4)' } },
  { red: 6, part: 2, osn: '006', pdv: '106', sum: false, name: { sr: 'Prethodni porez plaćen prilikom uvoza', en: 'Input VAT paid on import' } },
  { red: 7, part: 2, osn: '007', pdv: '107', sum: false, name: { sr: 'PDV nadoknada plaćena poljoprivredniku', en: 'VAT compensation paid to farmers' } },
  { red: 8, part: 2, osn: '008', pdv: '108', sum: false, name: { sr: 'Prethodni porez, osim prethodnog poreza iz red. br. 6 i 7', en: 'Input VAT other than in rows 6 and 7' } },
  { red: 9, part: 2, osn: '009', pdv: '109', sum: true, name: { sr: 'Zbir (6 + 7 + 8)', en: 'Total (6 + 7 + 8)' } },
  { red: 10, part: 3, osn: '011', pdv: '111', sum: false, name: { sr: 'Ispravka osnovice i PDV za promet iz ranijih poreskih perioda', en: 'Correction of the base and VAT of supplies of earlier periods' } },
  { red: 11, part: 3, osn: '012', pdv: '112', sum: false, name: { sr: 'Ispravka prethodnog poreza iz ranijih poreskih perioda', en: 'Correction of input VAT of earlier periods' } },
  { red: 12, part: 4, osn: null, pdv: '110', sum: true, name: { sr: 'Poreska obaveza (5 + 10 − 9 − 11)', en: 'Tax liability (5 + 10 − 9 − 11)' } },
];

/** A part's heading. */
export const return2027Parts: Record<Return2027Row['part'], { sr: string; en: string }> = {
  1: { sr: 'Promet dobara i usluga u poreskom periodu', en: 'Supplies of the tax period' },
  2: { sr: 'Prethodni porez u poreskom periodu', en: 'Input VAT of the tax period' },
  3: { sr: 'Ispravke iz ranijih poreskih perioda', en: 'Corrections of earlier tax periods' },
  4: { sr: 'Poreska obaveza', en: 'Tax liability' },
};

/** Why a document of the period is in the correction fields. */
export const correctionReasons = ['note', 'late-purchase', 'late-acceptance'] as const;
export type CorrectionReason = (typeof correctionReasons)[number];
