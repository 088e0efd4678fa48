import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT, MAX_ID, MAX_QUANTITY, MAX_TOTAL, bodyId, findBadInput, MAX_DEPTH, pathId, queryId } from './bounds';
import { issuesToFieldErrors } from './errors';
import { qty, price } from './documents/common';
import { z } from './zod-config';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = z.object({ f: schema }).safeParse({ f: value });
  return result.success ? null : issuesToFieldErrors(result.error.issues);
};

describe('bounds', () => {
  it('keep every total exact in a JavaScript number and far inside a bigint', () => {
    expect(Number.isSafeInteger(MAX_TOTAL)).toBe(true);
    expect(MAX_TOTAL * 9).toBeLessThan(Number.MAX_SAFE_INTEGER);
    // a line at the highest price with VAT stays within a total
    expect(MAX_AMOUNT * 1.2).toBeLessThan(MAX_TOTAL);
    expect(qty.safeParse(MAX_QUANTITY).success).toBe(true);
    expect(errorsOf(qty, MAX_QUANTITY + 1)).toEqual({ f: 'error.f.too-large' });
    expect(errorsOf(price('prodCena'), MAX_AMOUNT + 1)).toEqual({ f: 'error.prodCena.too-large' });
    expect(errorsOf(z.number().int(), 2 ** 53)).toEqual({ f: 'error.f.too-large' });
  });
});

describe('ids', () => {
  it('a path id is plain digits within the id range', () => {
    expect(pathId().parse('1')).toBe(1);
    expect(pathId().parse(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of [String(MAX_ID + 1), '0', '01', '+1', '-1', ' 1', '1 ', '0x1', '1e0', '1.0', '', '１']) expect(pathId().safeParse(bad).success, bad).toBe(false);
  });

  it('a query id is digits or a number, 422 too-large past the range and invalid when malformed', () => {
    expect(queryId().parse('42')).toBe(42);
    expect(queryId().parse(42)).toBe(42);
    expect(errorsOf(queryId(), String(MAX_ID + 1))).toEqual({ f: 'error.f.too-large' });
    expect(errorsOf(queryId(), '0x1')).toEqual({ f: 'error.f.invalid' });
    expect(errorsOf(queryId(), '1e0')).toEqual({ f: 'error.f.invalid' });
  });

  it('a body id is required, too-large past the range', () => {
    expect(errorsOf(bodyId(), undefined)).toEqual({ f: 'error.f.required' });
    expect(errorsOf(bodyId(), MAX_ID + 1)).toEqual({ f: 'error.f.too-large' });
    expect(errorsOf(bodyId(), 2 ** 53)).toEqual({ f: 'error.f.too-large' });
    expect(errorsOf(bodyId(), 'x')).toEqual({ f: 'error.f.invalid' });
  });
});

describe('strings that cannot be stored, and deep nesting', () => {
  it('finds a NUL in any string or key, with its path', () => {
    expect(findBadInput({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual({ path: ['b', 0, 'c'], reason: 'nul' });
    expect(findBadInput({ ['k\u0000']: 1 })).toEqual({ path: ['k\u0000'], reason: 'nul' });
    expect(findBadInput('\u0000')).toEqual({ path: [], reason: 'nul' });
    expect(findBadInput({ a: 'ok', n: 1, z: null })).toBeNull();
  });

  it('finds a lone surrogate, and lets a whole pair (an emoji) through', () => {
    expect(findBadInput({ komMemo: { napomena: 'a\ud800' } })).toEqual({ path: ['komMemo', 'napomena'], reason: 'surrogate' });
    expect(findBadInput(['\udc00x'])).toEqual({ path: [0], reason: 'surrogate' });
    expect(findBadInput({ a: 'x\ud83d\ude00y' })).toBeNull();
  });

  it('refuses nesting past the bound without recursion, however deep', () => {
    const nest = (levels: number) => {
      let value: unknown = 'x';
      for (let i = 0; i < levels; i++) value = { a: [value] };
      return value;
    };
    expect(findBadInput(nest(MAX_DEPTH / 2))).toBeNull();
    expect(findBadInput(nest(MAX_DEPTH / 2 + 1))?.reason).toBe('depth');
    expect(findBadInput(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)))?.reason).toBe('depth');
  });
});
