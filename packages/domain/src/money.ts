/**
 * Money and quantities are integers: money in hundredths (para), quantities and
 * three-decimal values in thousandths. All rounding happens here, half away from zero.
 */

/** round(a × b / c), half away from zero, exact for any safe integers (BigInt inside). */
export function mulDiv(a: number, b: number, c: number): number {
  if (c === 0) throw new RangeError('mulDiv: division by zero');
  const num = BigInt(a) * BigInt(b);
  const den = BigInt(c);
  const negative = num < 0n !== den < 0n && num !== 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (n * 2n + d) / (2n * d);
  return Number(negative ? -q : q);
}

/** Line amount in hundredths: quantity (thousandths) × price (hundredths). */
export function lineAmount(quantity: number, price: number): number {
  return mulDiv(quantity, price, 1000);
}

/** VAT on a net base; `stopa` is the rate in hundredths of a percent (2000 = 20 %). */
export function vatFromNet(base: number, stopa: number): number {
  return mulDiv(base, stopa, 10000);
}

/** VAT contained in a gross amount (prices that include VAT). */
export function vatFromGross(gross: number, stopa: number): number {
  return mulDiv(gross, stopa, 10000 + stopa);
}

/** Net price from a gross one, at the rate `stopa`. */
export function netFromGross(gross: number, stopa: number): number {
  return gross - vatFromGross(gross, stopa);
}

/** Apply a percentage given in thousandths of a percent (rabat 10 % = 10000) to a price. */
export function lessPercent(value: number, percentMilli: number): number {
  return value - mulDiv(value, percentMilli, 100000);
}

export interface VatSummaryRow {
  stopa: number;
  osnovica: number;
  pdvIznos: number;
  iznos: number;
}

/**
 * VAT per rate over the summed line amounts (the EN 16931 rule), not a sum of rounded
 * per-line VAT. `pricesIncludeVat` says whether the line amounts are gross.
 */
export function vatSummary(
  lines: ReadonlyArray<{ stopa: number; iznos: number }>,
  pricesIncludeVat: boolean,
): VatSummaryRow[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.stopa, (byRate.get(line.stopa) ?? 0) + line.iznos);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([stopa, sum]) => {
      if (pricesIncludeVat) {
        const pdvIznos = vatFromGross(sum, stopa);
        return { stopa, osnovica: sum - pdvIznos, pdvIznos, iznos: sum };
      }
      const pdvIznos = vatFromNet(sum, stopa);
      return { stopa, osnovica: sum, pdvIznos, iznos: sum + pdvIznos };
    });
}
