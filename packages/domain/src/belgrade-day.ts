/**
 * Serbian days. Every "today" the product takes (a new document's date, SEF's days, a print's date,
 * an "as of today" report, ageing, deadlines) is the calendar date in Belgrade, whatever the time
 * zone of the server (UTC) or of the browser: between midnight and 01:00 (02:00 in summer) the UTC
 * date is still yesterday, and on 1 January the year before.
 */

export const BELGRADE_TIME_ZONE = 'Europe/Belgrade';

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: BELGRADE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Belgrade calendar date of an instant, `YYYY-MM-DD` (`format` is "MM/DD/YYYY"; a third the time of `formatToParts`). */
export function belgradeDate(instant: Date): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dayFormat.format(instant));
  if (m) return `${m[3]}-${m[1]}-${m[2]}`;
  const parts = Object.fromEntries(dayFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in Belgrade, `YYYY-MM-DD` (`now` for a test or a caller that holds its own clock). */
export function belgradeToday(now: Date = new Date()): string {
  return belgradeDate(now);
}

/** The year of today in Belgrade. */
export function belgradeYear(now: Date = new Date()): number {
  return Number(belgradeToday(now).slice(0, 4));
}

/** A calendar day `days` after (before, when negative) a `YYYY-MM-DD` day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days from one `YYYY-MM-DD` day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
