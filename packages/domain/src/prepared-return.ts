import { pppdvFields, type Pppdv, type PppdvSourceField } from './popdv';
import type { SefDocFigures } from './sef-figures';
import type { VatRecordAmounts } from './vat-records';

/**
 * The return SEF prepares from what it holds (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return), read as the PPPDV's fields: which PPPDV field an e-invoice's VAT
 * subtotal and a VAT record's amounts feed. The product computes the prepared return with these
 * from what its synchronisation knows SEF holds; the books give theirs through `pppdv`.
 */

/** Amounts (hundredths) of the PPPDV fields a book row or a SEF document feeds directly. */
export type PppdvAmounts = Partial<Record<PppdvSourceField, number>>;

export function addAmount(to: PppdvAmounts, field: PppdvSourceField, amount: number): void {
  if (amount !== 0) to[field] = (to[field] ?? 0) + amount;
}

/** The sales statuses of an e-invoice SEF does not count: never delivered, refused or undone. */
export const sefUncountedSales = ['Draft', 'Mistake', 'Rejected', 'Cancelled', 'Storno', 'Deleted'] as const;
/** The purchase statuses of an e-invoice SEF does not count. */
export const sefUncountedPurchases = ['Rejected', 'Cancelled', 'Storno', 'Deleted'] as const;

const SPECIAL = 1000;

/**
 * The PPPDV fields an issued e-invoice feeds: a standard-rated subtotal (S) its base and VAT at its
 * rate (003 / 103 at 20 %, 004 / 104 at 10 %); a reverse-charge one (AE, the buyer owes the VAT)
 * its base in 003; a zero-rated one (Z, exempt with the right to deduct) 001; an exempt one (E)
 * 002; outside the scope (O and the rest) nothing. An advance invoice (386) feeds its VAT only; a
 * credit note (381) with the sign turned. In a foreign currency the VAT is its dinar amount and the
 * base is not known (⚠ SEF's own conversion is not published).
 */
export function salesFields(f: SefDocFigures): PppdvAmounts {
  const out: PppdvAmounts = {};
  const sign = f.typeCode === '381' ? -1 : 1;
  const advance = f.typeCode === '386';
  const foreign = f.currency !== 'RSD';
  const vatTotal = f.subtotals.reduce((s, t) => s + t.vat, 0);
  for (const t of f.subtotals) {
    const vat = foreign ? (vatTotal === 0 || f.vatRsd === null ? 0 : Math.round((f.vatRsd * t.vat) / vatTotal)) : t.vat;
    const base = foreign ? 0 : t.base;
    if (t.category === 'S') {
      if (!advance) addAmount(out, t.rate === SPECIAL ? '004' : '003', sign * base);
      addAmount(out, t.rate === SPECIAL ? '104' : '103', sign * vat);
    } else if (advance) continue;
    else if (t.category === 'AE') addAmount(out, '003', sign * base);
    else if (t.category === 'Z') addAmount(out, '001', sign * base);
    else if (t.category === 'E') addAmount(out, '002', sign * base);
  }
  return out;
}

/**
 * The PPPDV fields a received e-invoice feeds once deductible: its standard-rated subtotals' base
 * (008, not for an advance) and VAT (108). Reverse charge (AE) is deducted through our internal
 * invoice's record, so not here.
 */
export function purchaseFields(f: SefDocFigures): PppdvAmounts {
  const out: PppdvAmounts = {};
  const sign = f.typeCode === '381' ? -1 : 1;
  const foreign = f.currency !== 'RSD';
  const vatTotal = f.subtotals.reduce((s, t) => s + t.vat, 0);
  for (const t of f.subtotals) {
    if (t.category !== 'S') continue;
    const vat = foreign ? (vatTotal === 0 || f.vatRsd === null ? 0 : Math.round((f.vatRsd * t.vat) / vatTotal)) : t.vat;
    if (f.typeCode !== '386' && !foreign) addAmount(out, '008', sign * t.base);
    addAmount(out, '108', sign * vat);
  }
  return out;
}

/**
 * The PPPDV fields a VAT record feeds: the summary record (retail) base and VAT per rate; an
 * advance's individual record (386) its VAT; an internal invoice's (400, 401) its VAT as output
 * and, deductible, as input with its base (008 / 108).
 */
export function vatRecordFields(kind: 'group' | 'individual', documentType: number | null, a: VatRecordAmounts): PppdvAmounts {
  const out: PppdvAmounts = {};
  if (kind === 'group') {
    addAmount(out, '003', a.base20);
    addAmount(out, '103', a.vat20);
    addAmount(out, '004', a.base10);
    addAmount(out, '104', a.vat10);
    return out;
  }
  addAmount(out, '103', a.vat20);
  addAmount(out, '104', a.vat10);
  if (documentType === 400 || documentType === 401) {
    addAmount(out, '008', a.base20 + a.base10);
    addAmount(out, '108', a.vat20 + a.vat10);
  }
  return out;
}

/** Every PPPDV field from the direct ones, with the sums: 005, 105, 009, 109 and 110 as `pppdv` makes them. */
export function pppdvOfAmounts(a: PppdvAmounts): Pppdv {
  const r = Object.fromEntries(pppdvFields.map((f) => [f, 0])) as Pppdv;
  for (const [f, v] of Object.entries(a) as [PppdvSourceField, number][]) r[f] += v;
  r['005'] = r['001'] + r['002'] + r['003'] + r['004'];
  r['105'] = r['103'] + r['104'];
  r['009'] = r['006'] + r['007'] + r['008'];
  r['109'] = r['106'] + r['107'] + r['108'];
  r['110'] = r['105'] - r['109'];
  return r;
}

