import { describe, expect, it } from 'vitest';
import { readTypedNumber, type NumberRule } from './typed-number';

const money: NumberRule = { scale: 2, max: 100_000_000_000_000 };
const qty: NumberRule = { scale: 3, max: 1_000_000_000_000 };
const signed: NumberRule = { scale: 2, negative: true, max: 100_000_000_000_000 };
const whole: NumberRule = { scale: 0, max: 2_147_483_647 };
const value = (v: number | null) => ({ ok: true, value: v });

describe('readTypedNumber', () => {
  it('reads Serbian and English marks, the keypad dot and spaces', () => {
    expect(readTypedNumber('1.234,56', money)).toEqual(value(123456));
    expect(readTypedNumber('1,234.56', money)).toEqual(value(123456));
    expect(readTypedNumber('1234.56', money)).toEqual(value(123456));
    expect(readTypedNumber('1234,5', money)).toEqual(value(123450));
    expect(readTypedNumber('1 234,56', money)).toEqual(value(123456));
    expect(readTypedNumber('1.234.567,8', money)).toEqual(value(123456780));
    expect(readTypedNumber('1.234.567', qty)).toEqual(value(1234567000));
    expect(readTypedNumber('12,', money)).toEqual(value(1200));
    expect(readTypedNumber(',5', money)).toEqual(value(50));
    expect(readTypedNumber('', money)).toEqual(value(null));
  });

  it('reads every prefix of "1.234,56" typed key by key into the same number at the end', () => {
    for (const rule of [money, qty]) {
      const typed = '1.234,56';
      for (let i = 1; i <= typed.length; i++) expect(readTypedNumber(typed.slice(0, i), rule).ok).toBe(true);
      expect(readTypedNumber(typed, rule)).toEqual(value(rule.scale === 2 ? 123456 : 1234560));
    }
  });

  it('a lone mark before three digits groups thousands only where the field holds fewer decimals', () => {
    expect(readTypedNumber('1.234', money)).toEqual(value(123400));
    expect(readTypedNumber('1.234', qty)).toEqual(value(1234));
    expect(readTypedNumber('1234.567', money)).toEqual({ ok: false, error: 'decimals' });
  });

  it('keeps a minus where negatives are allowed and refuses it elsewhere', () => {
    expect(readTypedNumber('-5', signed)).toEqual(value(-500));
    expect(readTypedNumber('-', signed)).toEqual(value(null));
    expect(readTypedNumber('-5', qty)).toEqual({ ok: false, error: 'not-negative', char: '-' });
    expect(readTypedNumber('5-', qty)).toEqual({ ok: false, error: 'not-negative', char: '-' });
    expect(readTypedNumber('5-', signed)).toEqual({ ok: false, error: 'not-a-number-character', char: '-' });
  });

  it('refuses a letter, a second separator, decimals past the scale and a value past the range', () => {
    expect(readTypedNumber('12a,5', money)).toEqual({ ok: false, error: 'not-a-number-character', char: 'a' });
    expect(readTypedNumber('12,5x', money)).toEqual({ ok: false, error: 'not-a-number-character', char: 'x' });
    expect(readTypedNumber('12,5,3', money)).toEqual({ ok: false, error: 'second-separator', char: ',' });
    expect(readTypedNumber('1,2,3,4', money)).toEqual({ ok: false, error: 'second-separator', char: ',' });
    expect(readTypedNumber('1,234.5,6', money)).toEqual({ ok: false, error: 'second-separator', char: ',' });
    expect(readTypedNumber('12,5.', money)).toEqual({ ok: false, error: 'second-separator', char: '.' });
    expect(readTypedNumber('1,23456', qty)).toEqual({ ok: false, error: 'decimals' });
    expect(readTypedNumber('1,5', whole)).toEqual({ ok: false, error: 'not-a-number-character', char: ',' });
    expect(readTypedNumber('1000000001', qty)).toEqual({ ok: false, error: 'too-large' });
    expect(readTypedNumber('1000000000', qty)).toEqual(value(1_000_000_000_000));
    expect(readTypedNumber('2147483648', whole)).toEqual({ ok: false, error: 'too-large' });
    expect(readTypedNumber('99999999999999999999', money)).toEqual({ ok: false, error: 'too-large' });
  });

  it('a short last group of thousands is still being typed: no value yet', () => {
    expect(readTypedNumber('1.234.', qty)).toEqual({ ok: true, value: null, partial: true });
    expect(readTypedNumber('1.234.5', qty)).toEqual({ ok: true, value: null, partial: true });
    expect(readTypedNumber('1.23.456', qty)).toEqual({ ok: false, error: 'second-separator', char: '.' });
    expect(readTypedNumber('1234.567.8', qty)).toEqual({ ok: false, error: 'second-separator', char: '.' });
  });
});
