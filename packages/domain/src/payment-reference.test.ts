import { describe, expect, it } from 'vitest';
import { documentReference, isValidModel97, model97Check, normalizeReference } from './payment-reference';

describe('model 97 payment references', () => {
  it('computes the check digits of ISO 7064 MOD 97-10', () => {
    // 123456789000 mod 97 = 6 → 98 − 6 = 92; 1700 mod 97 = 51 → 47
    expect(model97Check('1234567890')).toBe('92');
    expect(model97Check('17')).toBe('47');
    // a check below 10 keeps its leading zero: 9100 mod 97 = 79 → 19; 9700 mod 97 = 0 → 98; 8900 mod 97 = 73 → 25
    expect(model97Check('96')).toBe(String(98 - (9600 % 97)).padStart(2, '0'));
    expect(model97Check('5')).toBe(String(98 - (500 % 97)).padStart(2, '0'));
  });

  it('accepts a right reference and refuses a wrong check, an empty body and foreign characters', () => {
    expect(isValidModel97('921234567890')).toBe(true);
    expect(isValidModel97('92 1234567890')).toBe(true);
    expect(isValidModel97('931234567890')).toBe(false);
    expect(isValidModel97('92')).toBe(false);
    expect(isValidModel97('79123/45')).toBe(false);
  });

  it('counts letters as 10 … 35 and leaves dashes out', () => {
    // A=10, B=11: body "AB-1" → digits 10111
    expect(model97Check('AB-1')).toBe(String(98 - ((10111 * 100) % 97)).padStart(2, '0'));
    expect(model97Check('ab1')).toBe(model97Check('AB-1'));
  });

  it('gives every document label a reference that passes its own check', () => {
    const ref = documentReference('FAK-VP-12/2024');
    expect(ref.slice(2)).toBe('FAKVP122024');
    expect(isValidModel97(ref)).toBe(true);
    expect(documentReference('FAK-VP-13/2024')).not.toBe(ref);
    expect(normalizeReference(` ${ref.slice(0, 2)} fak-vp-12-2024`)).toBe(ref);
    // written with its model in front, as a bank statement or the IPS code carries it
    expect(normalizeReference(`97 ${ref}`)).toBe(ref);
  });
});
