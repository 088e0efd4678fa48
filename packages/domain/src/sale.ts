import { toDinars } from './currency';
import { vatSummary, type VatSummaryRow } from './money';
import { isZeroRated } from './vat-category';

/** What one sales line is typed with: quantity (thousandths), price without VAT (hundredths), discount (thousandths of a percent). */
export interface SaleLineInput {
  kolicina: number;
  prodCena: number;
  rabat: number;
}

const HUNDRED_PERCENT = 100_000n;

/**
 * The amount of a sales line after its discount, without VAT: quantity × price × (100 % − rabat),
 * rounded once to the para, half away from zero (a discount rounded on its own would drift a para).
 */
export function saleLineAmount({ kolicina, prodCena, rabat }: SaleLineInput): number {
  const num = BigInt(kolicina) * BigInt(prodCena) * (HUNDRED_PERCENT - BigInt(rabat));
  const den = 1000n * HUNDRED_PERCENT;
  const negative = num < 0n;
  const n = negative ? -num : num;
  const q = (n * 2n + den) / (2n * den);
  return Number(negative ? -q : q);
}

/** A sales line's amounts: in the invoice's currency (quantity × price less the discount) and in dinars at the rate. */
export function saleLineAmounts(i: SaleLineInput, kurs: number): { iznosValuta: number; iznos: number } {
  const iznosValuta = saleLineAmount(i);
  return { iznosValuta, iznos: toDinars(iznosValuta, kurs) };
}

/** How a whole sales invoice is taxed: '' by its lines' own rates, else Z, E or AE with its exemption code. */
export interface SaleTreatment {
  kategorija: string;
  izuzece: string;
}

/** A sales line's tax: its rate, its SEF category and exemption code. */
export interface LineTax {
  pdvStopa: number;
  kategorija: string;
  izuzece: string;
}

/**
 * A sales line's tax: the invoice's treatment at 0 %, else its article's rate with the rate's
 * category and code (docs/decisions.md#vat-categories-and-exemption-reasons).
 */
export function lineTax(header: SaleTreatment, rate: { pdvStopa: number; kategorija?: string; izuzece?: string | null }): LineTax {
  if (header.kategorija) return { pdvStopa: 0, kategorija: header.kategorija, izuzece: header.izuzece };
  // the percentage decides S; the category which kind of 0 % (a 0 % rate that names none is Z, as the old flag's default)
  if (rate.pdvStopa > 0) return { pdvStopa: rate.pdvStopa, kategorija: 'S', izuzece: '' };
  const kategorija = rate.kategorija && isZeroRated(rate.kategorija) ? rate.kategorija : 'Z';
  return { pdvStopa: 0, kategorija, izuzece: rate.izuzece ?? '' };
}

/** A sales document's totals: VAT per rate over the summed line amounts (prices without VAT). */
export function saleTotals(lines: ReadonlyArray<{ pdvStopa: number; iznos: number }>): { rates: VatSummaryRow[]; osnovica: number; pdvIznos: number; iznos: number } {
  const rates = vatSummary(
    lines.map((l) => ({ stopa: l.pdvStopa, iznos: l.iznos })),
    false,
  );
  const total = (pick: (r: VatSummaryRow) => number) => rates.reduce((s, r) => s + pick(r), 0);
  return { rates, osnovica: total((r) => r.osnovica), pdvIznos: total((r) => r.pdvIznos), iznos: total((r) => r.iznos) };
}

/**
 * Each line's share of its rate's VAT, so that the lines of a rate add up to the document's VAT of
 * that rate exactly (largest remainder: the lines whose exact share was rounded down most take the
 * para left over). Lines are in document order; the result is in the same order. Their amounts are
 * without VAT, or with it (`pricesIncludeVat`: a fiscal receipt's retail lines), the share then
 * being of the VAT inside the price.
 */
export function lineVatShares(lines: ReadonlyArray<{ pdvStopa: number; iznos: number }>, pricesIncludeVat = false): number[] {
  const rates = vatSummary(
    lines.map((l) => ({ stopa: l.pdvStopa, iznos: l.iznos })),
    pricesIncludeVat,
  );
  const shares = lines.map(() => 0);
  for (const rate of rates) {
    const members = lines.map((l, index) => ({ l, index })).filter(({ l }) => l.pdvStopa === rate.stopa);
    // the lines' amounts of the rate: its base, or its gross with VAT inside
    const whole = pricesIncludeVat ? rate.iznos : rate.osnovica;
    if (whole === 0) continue;
    const exact = members.map(({ l, index }) => {
      const num = BigInt(rate.pdvIznos) * BigInt(l.iznos);
      const den = BigInt(whole);
      const floor = num >= 0n === den > 0n ? num / den : num / den - (num % den === 0n ? 0n : 1n);
      return { index, floor: Number(floor), rest: Number(num - floor * den) / Number(den) };
    });
    let left = rate.pdvIznos - exact.reduce((s, e) => s + e.floor, 0);
    for (const e of exact) shares[e.index] = e.floor;
    for (const e of [...exact].sort((a, b) => b.rest - a.rest || a.index - b.index)) {
      if (left <= 0) break;
      shares[e.index]! += 1;
      left -= 1;
    }
  }
  return shares;
}
