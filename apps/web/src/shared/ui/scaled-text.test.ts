import { parseScaled } from '@knjige/domain';
import { describe, expect, it } from 'vitest';
import { cleanScaledText, displayScaledText, editScaledText } from './scaled-text';

describe('scaled number text', () => {
  it('keeps digits and one decimal mark, taking either mark as the locale one', () => {
    expect(cleanScaledText('12a3,4x5', 2, 'sr-Latn')).toBe('123,45');
    expect(cleanScaledText('123.45', 2, 'sr-Latn')).toBe('123,45');
    expect(cleanScaledText('123,45', 2, 'en')).toBe('123.45');
    expect(cleanScaledText('1,2,3', 2, 'sr-Latn')).toBe('1,23');
  });

  it('cuts decimals past the scale and drops a minus unless allowed', () => {
    expect(cleanScaledText('1,23456', 3, 'sr-Latn')).toBe('1,234');
    expect(cleanScaledText('-5', 2, 'en')).toBe('5');
    expect(cleanScaledText('-5', 2, 'en', true)).toBe('-5');
  });

  it('edits without grouping and shows with grouping; both parse back to the value', () => {
    expect(editScaledText(123456789, 2, 'sr-Latn')).toBe('1234567,89');
    expect(displayScaledText(123456789, 2, 'sr-Latn')).toBe('1.234.567,89');
    expect(displayScaledText(1500, 3, 'en')).toBe('1.500');
    expect(editScaledText(null, 2, 'en')).toBe('');
    expect(parseScaled(editScaledText(123456789, 2, 'sr-Latn'), 2, 'sr-Latn')).toBe(123456789);
    expect(parseScaled(displayScaledText(123456789, 2, 'en'), 2, 'en')).toBe(123456789);
  });
});
