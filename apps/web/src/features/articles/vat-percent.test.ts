import { describe, expect, it } from 'vitest';
import { vatPercent } from './vat-percent';

describe('vatPercent', () => {
  it('shows hundredths of a percent as a short percentage', () => {
    expect(vatPercent(2000, 'sr-Latn')).toBe('20%');
    expect(vatPercent(1000, 'en')).toBe('10%');
    expect(vatPercent(0, 'sr-Latn')).toBe('0%');
    expect(vatPercent(1050, 'sr-Latn')).toBe('10,5%');
    expect(vatPercent(1050, 'en')).toBe('10.5%');
    expect(vatPercent(825, 'sr-Cyrl')).toBe('8,25%');
  });
});
