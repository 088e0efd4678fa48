import { mulDiv } from './money';

/**
 * Accounting depreciation of a fixed asset (IAS 16 / the SME standard, straight line): from the
 * month after the one it was put into use, a fixed amount a month, rounded per asset to the para;
 * never past its cost, the last month of its useful life taking what is left (docs/decisions.md#accounting-depreciation-doc-amo). Money in hundredths, rates in hundredths of a percent.
 * Months are counted as `year × 12 + month − 1` (`monthIndex`).
 */

/** A month as one number: `year × 12 + (month − 1)`. */
export const monthIndex = (iso: string): number => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/** The first day of a month index, `YYYY-MM-01`. */
export const monthStart = (index: number): string => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;

/** The last day of a month index, `YYYY-MM-DD`. */
export function monthEnd(index: number): string {
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(days).padStart(2, '0')}`;
}

export interface DepreciableAsset {
  /** cost, hundredths */
  cost: number;
  /** the day it was put into use, `YYYY-MM-DD` */
  inUseFrom: string;
  /** useful life in months, or null when `rate` is given */
  usefulLifeMonths: number | null;
  /** annual rate, hundredths of a percent, used without a useful life */
  rate: number | null;
  /** the day of the opening figures (an asset taken over): months before its month are not depreciated here */
  openingDate: string | null;
  /** the day it left the books (sold, written off): its month and later are not depreciated */
  leftOn: string | null;
}

/** The asset's monthly amount: cost / useful life, or cost × rate / 12, rounded to the para. */
export function monthlyDepreciation(asset: Pick<DepreciableAsset, 'cost' | 'usefulLifeMonths' | 'rate'>): number {
  if (asset.usefulLifeMonths) return mulDiv(asset.cost, 1, asset.usefulLifeMonths);
  if (asset.rate) return mulDiv(asset.cost, asset.rate, 120_000);
  return 0;
}

/** The first month the asset is depreciated in this product: the month after its use began, not before the opening figures' month. */
export function firstDepreciationMonth(asset: Pick<DepreciableAsset, 'inUseFrom' | 'openingDate'>): number {
  const afterUse = monthIndex(asset.inUseFrom) + 1;
  return asset.openingDate ? Math.max(afterUse, monthIndex(asset.openingDate)) : afterUse;
}

/**
 * The depreciation of months `from`…`to` (month indexes, inclusive) of an asset whose accumulated
 * depreciation before `from` is `accumulatedBefore`: the months it is depreciated in that range and
 * their amount. The month its useful life ends in takes what is left of the cost; no amount takes
 * the net value below zero.
 */
export function depreciationFor(asset: DepreciableAsset, from: number, to: number, accumulatedBefore: number): { months: number; amount: number } {
  // the last month of the useful life: the month of use plus the life (used from the month after)
  const lifeEnds = asset.usefulLifeMonths ? monthIndex(asset.inUseFrom) + asset.usefulLifeMonths : null;
  const first = Math.max(from, firstDepreciationMonth(asset));
  const last = Math.min(to, asset.leftOn ? monthIndex(asset.leftOn) - 1 : to, lifeEnds ?? to);
  const left = Math.max(0, asset.cost - accumulatedBefore);
  if (last < first || left === 0) return { months: 0, amount: 0 };
  const months = last - first + 1;
  const amount = last === lifeEnds ? left : Math.min(left, months * monthlyDepreciation(asset));
  return { months, amount };
}
