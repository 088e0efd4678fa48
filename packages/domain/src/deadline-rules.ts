import { addDays } from './belgrade-day';
import { onOrNextWorkingDay } from './serbian-holidays';

/**
 * Deadlines as data: a rule says on which days a deadline falls, for which period (docs/decisions.md#statutory-deadlines). Days are `YYYY-MM-DD`; a `day` of null is the month's last day.
 *
 * - `date`: once, on `date`;
 * - `monthly`: for each month, day `day` of the month `monthsAfter` months later (the PP PDV of
 *   October on 15 November: `{ day: 15, monthsAfter: 1 }`); a day past a short month's end is its last day;
 * - `quarterly`: for each calendar quarter, day `day` of the month `monthsAfter` months after the
 *   quarter's last month (the 15th after the quarter: `{ day: 15, monthsAfter: 1 }`), short months as above;
 * - `yearly`: for each year, `day`.`month` of the year `yearsAfter` years later (the financial
 *   statements of 2026 by 30 June 2027); a day a month never has (30 February) never resolves.
 *
 * With `shift`, a day that is not worked moves to the next working day (a weekend or a holiday).
 */
export const deadlineRuleKinds = ['date', 'monthly', 'quarterly', 'yearly'] as const;
export type DeadlineRuleKind = (typeof deadlineRuleKinds)[number];

export type DeadlineRule =
  | { kind: 'date'; date: string; shift: boolean }
  | { kind: 'monthly'; day: number | null; monthsAfter: number; shift: boolean }
  | { kind: 'quarterly'; day: number | null; monthsAfter: number; shift: boolean }
  | { kind: 'yearly'; month: number; day: number | null; yearsAfter: number; shift: boolean };

export interface DeadlineOccurrence {
  /** the day it is due, after the working-day shift */
  date: string;
  /** the day the rule names, before any shift */
  nominal: string;
  /** what it is for: `YYYY-MM` (monthly), `YYYY-Qn` (quarterly), `YYYY` (yearly), the date (once) */
  period: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A month index (year·12 + month−1) and back. */
const monthIndex = (day: string): number => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
const yearOf = (index: number): number => Math.floor(index / 12);
const monthOf = (index: number): number => (index % 12) + 1;

/** Day `day` (null: the last) of a month, a day past its end on its last day. */
function clampedDay(index: number, day: number | null): string {
  const y = yearOf(index);
  const m = monthOf(index);
  const last = daysInMonth(y, m);
  return `${y}-${pad(m)}-${pad(day === null ? last : Math.min(day, last))}`;
}

/** Whether a `YYYY-MM-DD` string is a day of the calendar. */
export function isCalendarDay(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const month = Number(m[2]);
  const d = Number(m[3]);
  return month >= 1 && month <= 12 && d >= 1 && d <= daysInMonth(Number(m[1]), month);
}

/**
 * Why a rule can never give a day, or null when it can: a date that is not a day of the calendar,
 * a yearly day its month never has (30 February, 31 April). The reason is the field at fault.
 */
export function neverResolves(rule: DeadlineRule): 'date' | 'day' | null {
  switch (rule.kind) {
    case 'date':
      return isCalendarDay(rule.date) ? null : 'date';
    case 'yearly':
      // the longest each month gets (29 February in a leap year)
      return rule.day !== null && rule.day > daysInMonth(2028, rule.month) ? 'day' : null;
    default:
      return null;
  }
}

/** The candidate occurrences of a rule whose nominal days lie in month indexes [first, last]. */
function candidates(rule: DeadlineRule, first: number, last: number): DeadlineOccurrence[] {
  const out: DeadlineOccurrence[] = [];
  const push = (nominal: string, period: string) => out.push({ nominal, period, date: rule.shift ? onOrNextWorkingDay(nominal) : nominal });
  switch (rule.kind) {
    case 'date':
      if (isCalendarDay(rule.date) && monthIndex(rule.date) >= first && monthIndex(rule.date) <= last) push(rule.date, rule.date);
      break;
    case 'monthly':
      for (let i = first; i <= last; i++) {
        const p = i - rule.monthsAfter;
        push(clampedDay(i, rule.day), `${yearOf(p)}-${pad(monthOf(p))}`);
      }
      break;
    case 'quarterly':
      for (let i = first; i <= last; i++) {
        const endOfQuarter = i - rule.monthsAfter;
        if (monthOf(endOfQuarter) % 3 !== 0) continue;
        push(clampedDay(i, rule.day), `${yearOf(endOfQuarter)}-Q${monthOf(endOfQuarter) / 3}`);
      }
      break;
    case 'yearly':
      for (let y = yearOf(first); y <= yearOf(last); y++) {
        const i = y * 12 + rule.month - 1;
        if (i < first || i > last) continue;
        if (rule.day !== null && rule.day > daysInMonth(y, rule.month)) continue; // 29 February of a common year
        push(clampedDay(i, rule.day), String(y - rule.yearsAfter));
      }
      break;
  }
  return out;
}

/**
 * The occurrences of a rule due in [from, to] (after the shift), by date. A shift moves a day by at
 * most a few days, so nominal days from a month before `from` are looked at too.
 */
export function occurrencesBetween(rule: DeadlineRule, from: string, to: string): DeadlineOccurrence[] {
  if (from > to) return [];
  return candidates(rule, monthIndex(from) - 1, monthIndex(to))
    .filter((o) => o.date >= from && o.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date) || a.period.localeCompare(b.period));
}

/** The first occurrence due on or after `today` (within eight years: a 29 February comes in four), or null. */
export function nextOccurrence(rule: DeadlineRule, today: string): DeadlineOccurrence | null {
  for (const span of [62, 400, 8 * 366]) {
    const [hit] = occurrencesBetween(rule, today, addDays(today, span));
    if (hit) return hit;
  }
  return null;
}
