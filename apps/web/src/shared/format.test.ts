import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DISPLAY_DATE, formatDate, formatDateTime, formatDiscount, formatMargin, formatMoney, formatQuantity, formatVatRate, parseMoney, toApiDate } from './format';

describe('formatting', () => {
  it('shows money with 2 and quantities with 3 decimals in the locale', () => {
    expect(formatMoney(123456789, 'sr-Latn')).toBe('1.234.567,89');
    expect(formatMoney(-5, 'en')).toBe('-0.05');
    expect(formatQuantity(1500, 'sr-Cyrl')).toBe('1,500');
    expect(formatQuantity(1234500, 'en')).toBe('1,234.500');
    expect(formatMoney(null)).toBe('');
    expect(parseMoney('1.234,5', 'sr-Latn')).toBe(123450);
  });

  it('shows each kind of percentage one way, with the locale\'s sign', () => {
    expect(formatVatRate(2000, 'sr-Latn')).toBe('20\u00a0%');
    expect(formatVatRate(1050, 'sr-Cyrl')).toBe('10,5\u00a0%');
    expect(formatVatRate(2000, 'en')).toBe('20%');
    expect(formatVatRate(825, 'sr-Cyrl')).toBe('8,25\u00a0%');
    expect(formatVatRate(0, 'sr-Latn')).toBe('0\u00a0%');
    expect(formatDiscount(10_000, 'sr-Latn')).toBe('10\u00a0%');
    expect(formatDiscount(2_125, 'en')).toBe('2.125%');
    expect(formatDiscount(0, 'sr-Latn')).toBe('0\u00a0%');
    expect(formatMargin(5_789, 'sr-Latn')).toBe('57,89\u00a0%');
    expect(formatMargin(2_000, 'en')).toBe('20.00%');
    expect(formatMargin(-1_250, 'sr-Latn')).toBe('-12,50\u00a0%');
    expect(formatMargin(null)).toBe('');
  });

  it('shows dates as dd.mm.yyyy and sends them as yyyy-mm-dd', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
    expect(formatDate('')).toBe('');
    expect(toApiDate(new Date(2024, 11, 31))).toBe('2024-12-31');
    expect(toApiDate('nonsense')).toBeNull();
  });

  it('shows a moment as dd.mm.yyyy hh:mm in the local time zone', () => {
    expect(formatDateTime(new Date(2024, 2, 5, 9, 7).toISOString())).toBe('05.03.2024 09:07');
    expect(formatDateTime(new Date(2024, 11, 31, 23, 59))).toBe('31.12.2024 23:59');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('nonsense')).toBe('');
  });

  it('reads a typed date day first in the display format', () => {
    // Importing format.ts registers customParseFormat; without it the format argument is ignored.
    const typed = dayjs('01.02.2024', DISPLAY_DATE, true);
    expect(typed.isValid()).toBe(true);
    expect(toApiDate(typed)).toBe('2024-02-01');
    expect(toApiDate(dayjs('25.03.2024', DISPLAY_DATE, true))).toBe('2024-03-25');
    expect(dayjs('2024-03-25', DISPLAY_DATE, true).isValid()).toBe(false);
  });
});
