import { addDays } from './belgrade-day';

/**
 * Non-working days of Serbia (Zakon o državnim i drugim praznicima u Republici Srbiji, Sl. glasnik
 * RS 43/2001, 101/2007, 92/2011; docs/decisions.md#statutory-deadlines): the state holidays of
 * art. 1 and 1a (New Year 1–2 January, Statehood Day 15–16 February, Labour Day 1–2 May, Armistice
 * Day 11 November; Victory Day 9 May is worked, art. 3), the religious holidays of art. 2 (the first
 * day of Christmas, 7 January; Easter from Good Friday through Easter Monday, Orthodox) and art. 3a:
 * a state holiday's day that falls on a Sunday is not worked on the first next working day.
 * Days are `YYYY-MM-DD`.
 */

export const holidayCodes = ['new-year', 'christmas', 'statehood', 'easter', 'labour', 'armistice'] as const;
export type HolidayCode = (typeof holidayCodes)[number];

export interface Holiday {
  /** the non-working day */
  date: string;
  code: HolidayCode;
  /** a day not worked in place of a state holiday's day that fell on a Sunday (art. 3a) */
  moved: boolean;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

export const isWeekend = (day: string): boolean => {
  const w = weekday(day);
  return w === 0 || w === 6;
};

/**
 * Orthodox Easter Sunday of `year` as a Gregorian date: the Julian computus (Meeus), then the
 * Julian calendar's lag behind the Gregorian (13 days in 1900–2099).
 */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const lag = Math.floor(year / 100) - Math.floor(year / 400) - 2;
  return addDays(`${year}-${pad(month)}-${pad(day)}`, lag);
}

const cache = new Map<number, Holiday[]>();

/** The non-working holidays of `year`, by date (a moved day after the holidays it follows). */
export function serbianHolidays(year: number): Holiday[] {
  const hit = cache.get(year);
  if (hit) return hit;
  const easter = orthodoxEaster(year);
  const fixed = (code: HolidayCode, md: string): Holiday => ({ date: `${year}-${md}`, code, moved: false });
  const state: Holiday[] = [
    fixed('new-year', '01-01'),
    fixed('new-year', '01-02'),
    fixed('statehood', '02-15'),
    fixed('statehood', '02-16'),
    fixed('labour', '05-01'),
    fixed('labour', '05-02'),
    fixed('armistice', '11-11'),
  ];
  const religious: Holiday[] = [fixed('christmas', '01-07'), ...[-2, -1, 0, 1].map((n) => ({ date: addDays(easter, n), code: 'easter' as const, moved: false }))];
  const days: Holiday[] = [...state, ...religious];
  const taken = new Set(days.map((h) => h.date));
  // art. 3a, in date order, so that a second moved day steps past the first (1–2 May on Sunday–Monday with Easter: 2016)
  for (const h of [...state].sort((x, y) => x.date.localeCompare(y.date))) {
    if (weekday(h.date) !== 0) continue;
    let day = addDays(h.date, 1);
    while (isWeekend(day) || taken.has(day)) day = addDays(day, 1);
    taken.add(day);
    days.push({ date: day, code: h.code, moved: true });
  }
  const list = days.sort((x, y) => x.date.localeCompare(y.date) || Number(x.moved) - Number(y.moved));
  cache.set(year, list);
  return list;
}

/** The holiday on `day`, if it is one (the first of two that share it). */
export function holidayOn(day: string): Holiday | undefined {
  return serbianHolidays(Number(day.slice(0, 4))).find((h) => h.date === day);
}

/** Whether `day` is worked: not a Saturday, a Sunday or a non-working holiday. */
export const isWorkingDay = (day: string): boolean => !isWeekend(day) && holidayOn(day) === undefined;

/** `day` itself when it is worked, else the first working day after it. */
export function onOrNextWorkingDay(day: string): string {
  let d = day;
  while (!isWorkingDay(d)) d = addDays(d, 1);
  return d;
}
