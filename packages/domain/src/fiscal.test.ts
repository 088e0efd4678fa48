import { describe, expect, it } from 'vitest';
import { fiscalReceiptNumber, fiscalReceiptSeq, partsExceedTotal, paymentSplit } from './fiscal';

const none = { cekovi: 0, kartica: 0, virman: 0 };
const typed = { cekovi: 1_000, kartica: 5_000, virman: 2_000 };

describe('paymentSplit (the fiscal receipt’s payment)', () => {
  it('puts the whole total in one part for types 1 to 4, ignoring what was typed', () => {
    expect(paymentSplit(1, 19_200, typed)).toEqual({ ...none, gotovina: 19_200 });
    expect(paymentSplit(2, 19_200, typed)).toEqual({ cekovi: 19_200, kartica: 0, virman: 0, gotovina: 0 });
    expect(paymentSplit(3, 19_200, typed)).toEqual({ cekovi: 0, kartica: 19_200, virman: 0, gotovina: 0 });
    expect(paymentSplit(4, 9_600, typed)).toEqual({ cekovi: 0, kartica: 0, virman: 9_600, gotovina: 0 });
  });

  it('keeps the typed parts of type 5 and leaves the rest in cash', () => {
    expect(paymentSplit(5, 19_200, typed)).toEqual({ ...typed, gotovina: 11_200 });
  });

  it('says when typed parts exceed the total', () => {
    expect(partsExceedTotal(typed, 8_000)).toBe(false);
    expect(partsExceedTotal(typed, 7_999)).toBe(true);
  });
});

describe('fiscal receipt number', () => {
  it('is BI and six zero-padded digits, and reads back', () => {
    expect(fiscalReceiptNumber(1)).toBe('BI000001');
    expect(fiscalReceiptNumber(123_456)).toBe('BI123456');
    expect(fiscalReceiptSeq('BI000042')).toBe(42);
    expect(fiscalReceiptSeq('')).toBe(0);
  });
});
