import { mulDiv } from './money';

/**
 * Tax depreciation of fixed assets (poreska amortizacija): the corporate income tax law (Zakon o
 * porezu na dobit pravnih lica, art. 10, 10a and 10b, Sl. glasnik RS 25/2001 … 95/2018, 86/2019)
 * and the rulebook on the depreciation of fixed assets recognised for tax purposes (Pravilnik o
 * amortizaciji stalnih sredstava koja se priznaje za poreske svrhe, Sl. glasnik RS 93/2019), for
 * assets acquired from 1 January 2019. Group I straight-line on the cost, groups II–V declining
 * balance on each asset's tax written-down value (docs/decisions.md#tax-depreciation).
 * Money in hundredths, rates in hundredths of a percent, rounded once per asset and year.
 */

/** The five groups of art. 10b para 3 (I–V). */
export const taxGroups = [1, 2, 3, 4, 5] as const;
export type TaxGroup = (typeof taxGroups)[number];

export const isTaxGroup = (value: unknown): value is TaxGroup => typeof value === 'number' && (taxGroups as readonly number[]).includes(value);

/** The group's roman numeral, as the law and the forms name it. */
export const taxGroupLabel = (group: TaxGroup): string => ['I', 'II', 'III', 'IV', 'V'][group - 1]!;

export type TaxMethod = 'straight-line' | 'declining';

/** Method and yearly rate (hundredths of a percent) of each group, art. 10b para 3. */
export const taxGroupRules: Record<TaxGroup, { method: TaxMethod; stopa: number }> = {
  1: { method: 'straight-line', stopa: 250 },
  2: { method: 'declining', stopa: 1000 },
  3: { method: 'declining', stopa: 1500 },
  4: { method: 'declining', stopa: 2000 },
  5: { method: 'declining', stopa: 3000 },
};

/**
 * Below this share of its cost (hundredths of a percent) a declining-balance asset's written-down
 * value is written off whole in the year it falls there ⚠ (docs/decisions.md).
 */
export const TAX_REMAINDER_SHARE = 500;

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * The months of `year` an asset is depreciated for tax: from the month after the one it was put
 * into use, through the month before the one it left the books (sold or disposed) ⚠.
 */
export function taxMonths(year: number, inUseFrom: string, leftOn: string | null): number {
  const first = Math.max(year * 12, monthIndex(inUseFrom) + 1);
  const last = Math.min(year * 12 + 11, leftOn ? monthIndex(leftOn) - 1 : Number.MAX_SAFE_INTEGER);
  return Math.max(0, last - first + 1);
}

export interface TaxAsset {
  group: TaxGroup;
  /** cost (nabavna vrednost), hundredths */
  cost: number;
  /** the day it was put into use, `YYYY-MM-DD` */
  inUseFrom: string;
  /** the day it left the books (sold, disposed), or null */
  leftOn: string | null;
  /** a tax written-down value the books start from (an asset taken over with the opening balances): at the start of `year` */
  opening?: { year: number; wdv: number } | null;
}

export interface TaxYear {
  year: number;
  /** the tax written-down value at the start of the year (the cost in the year it came) */
  openingWdv: number;
  months: number;
  depreciation: number;
  closingWdv: number;
}

/** One year's tax depreciation of an asset from its written-down value at the start of the year. */
export function taxYear(asset: Pick<TaxAsset, 'group' | 'cost' | 'inUseFrom' | 'leftOn'>, year: number, openingWdv: number): TaxYear {
  const months = taxMonths(year, asset.inUseFrom, asset.leftOn);
  const rule = taxGroupRules[asset.group];
  let depreciation = 0;
  if (months > 0 && openingWdv > 0) {
    if (rule.method === 'straight-line') depreciation = Math.min(openingWdv, mulDiv(asset.cost, rule.stopa * months, 120_000));
    else {
      depreciation = Math.min(openingWdv, mulDiv(openingWdv, rule.stopa * months, 120_000));
      if (openingWdv - depreciation < mulDiv(asset.cost, TAX_REMAINDER_SHARE, 10_000)) depreciation = openingWdv;
    }
  }
  return { year, openingWdv, months, depreciation, closingWdv: openingWdv - depreciation };
}

/**
 * The asset's tax depreciation year by year from the year it came (or the year of its opening
 * value) through `year`; empty when it came after `year`.
 */
export function taxSchedule(asset: TaxAsset, year: number): TaxYear[] {
  const startYear = asset.opening ? asset.opening.year : Number(asset.inUseFrom.slice(0, 4));
  let wdv = asset.opening ? asset.opening.wdv : asset.cost;
  const years: TaxYear[] = [];
  for (let y = startYear; y <= year; y++) {
    const row = taxYear(asset, y, wdv);
    years.push(row);
    wdv = row.closingWdv;
  }
  return years;
}

/** The asset's tax figures for `year`, or null when it is not on the books in that year. */
export function taxYearOf(asset: TaxAsset, year: number): TaxYear | null {
  if (asset.leftOn && Number(asset.leftOn.slice(0, 4)) < year) return null;
  return taxSchedule(asset, year).at(-1) ?? null;
}
