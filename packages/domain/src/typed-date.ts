/**
 * A date as a bookkeeper types it (dd.mm.yyyy and the short forms bookkeeping programs accept),
 * read into `YYYY-MM-DD`. An impossible day (31.02.2024) is not a date: it is never rolled over.
 */

/** What a short form is read against: today and the selected period (`YYYY-MM-DD`). */
export interface TypedDateContext {
  today: string;
  periodStart: string;
  periodEnd: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD` of a day that exists, else null. */
export function isoOf(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether a text is a `YYYY-MM-DD` of a day that exists. */
export function isIsoDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m !== null && isoOf(Number(m[1]), Number(m[2]), Number(m[3])) === text;
}

/** `YYYY-MM-DD` → `dd.mm.yyyy` (what the field shows); anything else as it is. */
export function displayDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
}

const clamp = (iso: string, from: string, to: string) => (iso < from ? from : iso > to ? to : iso);

/** A day and month without a year: in the year that puts it inside the period, else the period's first year. */
function inPeriodYear(month: number, day: number, ctx: TypedDateContext): string | null {
  const first = Number(ctx.periodStart.slice(0, 4));
  const last = Number(ctx.periodEnd.slice(0, 4));
  let fallback: string | null = null;
  for (let year = first; year <= last; year++) {
    const iso = isoOf(year, month, day);
    if (iso && iso >= ctx.periodStart && iso <= ctx.periodEnd) return iso;
    fallback ??= iso;
  }
  return fallback;
}

/**
 * What was typed, as `YYYY-MM-DD`; '' for an empty field; null for a text that is not a date.
 * - `15.03.2024`, `15.3.2024`, `15/3/2024`, `15-3-2024`, `15.3.24` (20yy), a trailing dot allowed
 * - `15032024`, `150324` (20yy), `1503` (the period's year)
 * - `15.3.` or `15.3` (the period's year)
 * - `15` (that day of the current month; outside the period, of its nearest month)
 * - `2024-03-15` as the API writes it
 */
export function parseTypedDate(text: string, ctx: TypedDateContext): string | null {
  const s = text.trim();
  if (s === '') return '';
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));

  const year = (yy: string) => (yy.length === 2 ? 2000 + Number(yy) : Number(yy));
  m = /^(\d{1,2})[./-](\d{1,2})(?:[./-](\d{4}|\d{2})?)?\.?$/.exec(s);
  if (m) {
    const [, d, mo, y] = m;
    return y ? isoOf(year(y), Number(mo), Number(d)) : inPeriodYear(Number(mo), Number(d), ctx);
  }
  if (/^\d{8}$/.test(s)) return isoOf(Number(s.slice(4)), Number(s.slice(2, 4)), Number(s.slice(0, 2)));
  if (/^\d{6}$/.test(s)) return isoOf(year(s.slice(4)), Number(s.slice(2, 4)), Number(s.slice(0, 2)));
  if (/^\d{4}$/.test(s)) return inPeriodYear(Number(s.slice(2)), Number(s.slice(0, 2)), ctx);
  if (/^\d{1,2}\.?$/.test(s)) {
    const month = clamp(ctx.today, ctx.periodStart, ctx.periodEnd);
    return isoOf(Number(month.slice(0, 4)), Number(month.slice(5, 7)), Number.parseInt(s, 10));
  }
  return null;
}
