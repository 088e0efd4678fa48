/**
 * The POPDV field (the form's section and field, "3.2", "8a.2", …) a VAT-book row belongs to
 * (VAT-AND-LEDGER.md A0). Every KIR and KUR row carries one; the return's forms sum by it. A row's
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
  // 6: import
  '6.1', '6.2.1', '6.2.2', '6.2.3',
  // 7: farmers
  '7.1',
  // 8a: domestic purchases from VAT payers; 8b reverse charge; 8v exempt; 8g foreign; 8d non-VAT payers
  '8a.1', '8a.2', '8a.3', '8a.4', '8a.5', '8a.7',
  '8b.1', '8b.2', '8b.3', '8b.4', '8b.5',
  '8v.1', '8v.2', '8v.3',
  '8g.1', '8g.2', '8g.3', '8g.4', '8g.5', '8g.6',
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
