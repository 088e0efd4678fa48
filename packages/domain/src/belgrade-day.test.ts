import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, belgradeDate, belgradeToday, belgradeYear, daysBetween } from './belgrade-day';

const at = (iso: string) => belgradeDate(new Date(iso));

/** The last Sunday of a month of a year, as a day of the month. */
const lastSunday = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
};

/** The rule of the law, written apart from Intl: CET (+1), and CEST (+2) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. */
const byRule = (ms: number) => {
  const year = new Date(ms).getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const summerTo = Date.UTC(year, 9, lastSunday(year, 10), 1);
  const offsetHours = ms >= summerFrom && ms < summerTo ? 2 : 1;
  return new Date(ms + offsetHours * 3_600_000).toISOString().slice(0, 10);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('belgradeDate', () => {
  it('is already the new year at 23:30 UTC on 31 December, still the old one at 22:59', () => {
    expect(at('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(at('2026-12-31T23:00:00Z')).toBe('2027-01-01');
    expect(at('2026-12-31T22:59:59.999Z')).toBe('2026-12-31');
  });

  it('turns the day at 23:00 UTC in winter and 22:00 UTC in summer (00:30 Belgrade is the next day)', () => {
    expect(at('2026-02-15T23:30:00Z')).toBe('2026-02-16');
    expect(at('2026-02-15T22:59:59Z')).toBe('2026-02-15');
    expect(at('2026-07-15T22:30:00Z')).toBe('2026-07-16');
    expect(at('2026-07-15T21:59:59Z')).toBe('2026-07-15');
    expect(at('2026-07-15T23:30:00Z')).toBe('2026-07-16');
  });

  it('across the change to summer time (last Sunday of March: 29 March 2026)', () => {
    expect(at('2026-03-28T22:59:59Z')).toBe('2026-03-28');
    expect(at('2026-03-28T23:00:00Z')).toBe('2026-03-29'); // 00:00 CET
    expect(at('2026-03-29T00:59:59Z')).toBe('2026-03-29'); // 01:59:59 CET, then 03:00 CEST
    expect(at('2026-03-29T01:00:00Z')).toBe('2026-03-29');
    expect(at('2026-03-29T21:59:59Z')).toBe('2026-03-29'); // 23:59:59 CEST
    expect(at('2026-03-29T22:00:00Z')).toBe('2026-03-30'); // 00:00 CEST
    expect(at('2026-03-29T22:30:00Z')).toBe('2026-03-30');
  });

  it('across the change to winter time (last Sunday of October: 25 October 2026)', () => {
    expect(at('2026-10-24T21:59:59Z')).toBe('2026-10-24');
    expect(at('2026-10-24T22:00:00Z')).toBe('2026-10-25'); // 00:00 CEST
    expect(at('2026-10-25T00:30:00Z')).toBe('2026-10-25'); // 02:30 CEST
    expect(at('2026-10-25T01:30:00Z')).toBe('2026-10-25'); // 02:30 CET, the hour again
    expect(at('2026-10-25T22:59:59Z')).toBe('2026-10-25'); // 23:59:59 CET
    expect(at('2026-10-25T23:00:00Z')).toBe('2026-10-26');
    expect(at('2026-10-25T23:30:00Z')).toBe('2026-10-26');
  });

  it('agrees with the rule of the law at every half hour of two years (2026, 2027)', () => {
    const from = Date.UTC(2026, 0, 1);
    const to = Date.UTC(2028, 0, 1);
    const wrong: string[] = [];
    for (let ms = from; ms < to; ms += 30 * 60_000) {
      if (belgradeDate(new Date(ms)) !== byRule(ms)) wrong.push(new Date(ms).toISOString());
    }
    expect(wrong).toEqual([]);
  });
});

describe('belgradeToday', () => {
  it('reads the clock when given none, whatever the process’s own time zone', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T23:30:00Z') });
    const tz = process.env.TZ;
    try {
      for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
        process.env.TZ = zone;
        expect(belgradeToday(), zone).toBe('2027-01-01');
        expect(belgradeYear(), zone).toBe(2027);
      }
    } finally {
      process.env.TZ = tz;
    }
  });

  it('takes the clock it is given', () => {
    expect(belgradeToday(new Date('2027-03-27T23:30:00Z'))).toBe('2027-03-28');
    expect(belgradeYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});

describe('calendar days', () => {
  it('adds days across months, years and the DST changes (a day is always a calendar day)', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-01-10', -40)).toBe('2025-12-01');
  });

  it('counts the days between two days, across the DST changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });
});
