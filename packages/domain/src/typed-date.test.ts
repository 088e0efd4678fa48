import { describe, expect, it } from 'vitest';
import { displayDate, isIsoDate, parseTypedDate } from './typed-date';

const in2024 = { today: '2024-03-20', periodStart: '2024-01-01', periodEnd: '2024-12-31' };

describe('parseTypedDate', () => {
  it('reads dd.mm.yyyy and its written variants', () => {
    for (const text of ['15.03.2024', '15.3.2024', '15.3.2024.', ' 15/3/2024 ', '15-03-2024', '15.03.24', '2024-03-15']) {
      expect(parseTypedDate(text, in2024), text).toBe('2024-03-15');
    }
  });

  it('never rolls an impossible day over: 31.02.2024 is not a date', () => {
    for (const text of ['31.02.2024', '30.02.2024', '29.02.2023', '31.04.2024', '00.03.2024', '15.13.2024', '31022024', '2024-02-30', '31.2.']) {
      expect(parseTypedDate(text, in2024), text).toBeNull();
    }
    expect(parseTypedDate('29.02.2024', in2024)).toBe('2024-02-29');
  });

  it('reads digits only: ddmmyyyy, ddmmyy and ddmm (the period’s year)', () => {
    expect(parseTypedDate('15032024', in2024)).toBe('2024-03-15');
    expect(parseTypedDate('150324', in2024)).toBe('2024-03-15');
    expect(parseTypedDate('1503', in2024)).toBe('2024-03-15');
  });

  it('takes a day and month without a year in the selected period’s year, not today’s', () => {
    const ctx = { today: '2026-11-26', periodStart: '2024-01-01', periodEnd: '2024-12-31' };
    expect(parseTypedDate('15.3.', ctx)).toBe('2024-03-15');
    expect(parseTypedDate('15.3', ctx)).toBe('2024-03-15');
    // a period across two years: the year that puts the day inside it
    const fiscal = { today: '2024-08-01', periodStart: '2024-07-01', periodEnd: '2025-06-30' };
    expect(parseTypedDate('15.3.', fiscal)).toBe('2025-03-15');
    expect(parseTypedDate('15.9.', fiscal)).toBe('2024-09-15');
  });

  it('takes a day alone in the current month, or the period’s nearest month when today is outside it', () => {
    expect(parseTypedDate('15', in2024)).toBe('2024-03-15');
    expect(parseTypedDate('5', in2024)).toBe('2024-03-05');
    expect(parseTypedDate('15', { today: '2026-11-26', periodStart: '2024-01-01', periodEnd: '2024-12-31' })).toBe('2024-12-15');
    expect(parseTypedDate('15', { today: '2023-05-02', periodStart: '2024-01-01', periodEnd: '2024-12-31' })).toBe('2024-01-15');
    expect(parseTypedDate('31', { today: '2024-04-10', periodStart: '2024-01-01', periodEnd: '2024-12-31' })).toBeNull();
  });

  it('an empty field is empty; anything else is not a date', () => {
    expect(parseTypedDate('  ', in2024)).toBe('');
    for (const text of ['abc', '15.3.2024x', '1.2.3.4', '123', '15..2024', '2024-3']) expect(parseTypedDate(text, in2024), text).toBeNull();
  });
});

describe('isIsoDate and displayDate', () => {
  it('knows a real day and shows it as dd.mm.yyyy', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('15.03.2024')).toBe(false);
    expect(displayDate('2024-03-15')).toBe('15.03.2024');
  });
});
