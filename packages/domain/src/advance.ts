import { mulDiv, vatFromGross, type VatSummaryRow } from './money';

/**
 * Advances (VAT law art. 16; docs/domain.md#advances). An advance invoice's lines are gross amounts
 * per rate; the VAT inside is gross × r/(100+r), rounded half away from zero per rate, and the
 * base the rest (gross × 100/(100+r)), so that base + VAT is the gross to the para.
 */
export function advanceVat(lines: ReadonlyArray<{ stopa: number; iznos: number }>): VatSummaryRow[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.stopa, (byRate.get(line.stopa) ?? 0) + line.iznos);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([stopa, iznos]) => {
      const pdvIznos = vatFromGross(iznos, stopa);
      return { stopa, osnovica: iznos - pdvIznos, pdvIznos, iznos };
    });
}

/** The gross per rate of the first `used` of an advance (its rates in proportion; the last rate takes the rest). */
function grossShares(rates: readonly VatSummaryRow[], used: number): VatSummaryRow[] {
  const total = rates.reduce((s, r) => s + r.iznos, 0);
  if (total === 0) return [];
  let left = used;
  return rates.map((r, i) => {
    const iznos = i === rates.length - 1 ? left : mulDiv(r.iznos, used, total);
    left -= iznos;
    if (iznos === r.iznos) return r;
    const pdvIznos = vatFromGross(iznos, r.stopa);
    return { stopa: r.stopa, osnovica: iznos - pdvIznos, pdvIznos, iznos };
  });
}

/**
 * The base and VAT per rate of the part of an advance a final invoice deducts: the gross
 * `iznos` after `before` already used by earlier final invoices. Taken as the difference of the
 * shares of the running totals, so the parts of an advance used in steps add up exactly to the
 * advance's own base and VAT per rate once it is used in full.
 */
export function advancePart(rates: readonly VatSummaryRow[], before: number, iznos: number): VatSummaryRow[] {
  const upTo = grossShares(rates, before + iznos);
  const earlier = grossShares(rates, before);
  return upTo
    .map((r, i) => {
      const e = earlier[i];
      return e ? { stopa: r.stopa, osnovica: r.osnovica - e.osnovica, pdvIznos: r.pdvIznos - e.pdvIznos, iznos: r.iznos - e.iznos } : r;
    })
    .filter((r) => r.iznos !== 0 || r.pdvIznos !== 0);
}

/** Sums rows per rate (the advances a final invoice deducts, each split by rate). */
export function sumByRate(rows: readonly VatSummaryRow[]): VatSummaryRow[] {
  const byRate = new Map<number, VatSummaryRow>();
  for (const r of rows) {
    const s = byRate.get(r.stopa) ?? { stopa: r.stopa, osnovica: 0, pdvIznos: 0, iznos: 0 };
    byRate.set(r.stopa, { stopa: r.stopa, osnovica: s.osnovica + r.osnovica, pdvIznos: s.pdvIznos + r.pdvIznos, iznos: s.iznos + r.iznos });
  }
  return [...byRate.values()].sort((a, b) => b.stopa - a.stopa);
}
