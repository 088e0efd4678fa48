import { parseScaled } from '@knjige/domain';
import { describe, expect, it } from 'vitest';
import { displayScaledText, editScaledText, readScaledText } from './scaled-text';

const ok = (text: string) => ({ ok: true, text });

describe('scaled number text', () => {
  it('takes digits and one decimal mark, either mark as the locale one', () => {
    expect(readScaledText('123.45', 2, 'sr-Latn')).toEqual(ok('123,45'));
    expect(readScaledText('123,45', 2, 'sr-Latn')).toEqual(ok('123,45'));
    expect(readScaledText('123,45', 2, 'en')).toEqual(ok('123.45'));
    expect(readScaledText('12,', 2, 'sr-Latn')).toEqual(ok('12,'));
  });

  it('reads a pasted amount with its thousands marks in Serbian and in English', () => {
    expect(readScaledText('1.234,56', 2, 'sr-Latn')).toEqual(ok('1234,56'));
    expect(readScaledText('1234.56', 2, 'sr-Latn')).toEqual(ok('1234,56'));
    expect(readScaledText('1.234.567,8', 2, 'sr-Latn')).toEqual(ok('1234567,8'));
    expect(readScaledText('1 234,56', 2, 'sr-Latn')).toEqual(ok('1234,56'));
    expect(readScaledText('1,234.56', 2, 'en')).toEqual(ok('1234.56'));
    expect(readScaledText('1,234,567', 2, 'en')).toEqual(ok('1234567'));
    expect(parseScaled('1234,56', 2, 'sr-Latn')).toBe(123456);
  });

  it('refuses, never drops: a letter, a minus where none is allowed, a decimal past the scale', () => {
    expect(readScaledText('12a,5x', 2, 'sr-Latn')).toEqual({ ok: false, reason: 'character', char: 'a' });
    expect(readScaledText('12,5x', 2, 'sr-Latn')).toEqual({ ok: false, reason: 'character', char: 'x' });
    expect(readScaledText('-5', 3, 'sr-Latn')).toEqual({ ok: false, reason: 'minus' });
    expect(readScaledText('5-', 3, 'sr-Latn')).toEqual({ ok: false, reason: 'minus' });
    expect(readScaledText('-5', 2, 'en', true)).toEqual(ok('-5'));
    expect(readScaledText('1,23456', 3, 'sr-Latn')).toEqual({ ok: false, reason: 'decimals' });
    expect(readScaledText('1,2,3,4', 2, 'sr-Latn')).toEqual(ok('1234'));
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
