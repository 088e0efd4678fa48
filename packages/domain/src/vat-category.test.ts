import { describe, expect, it } from 'vitest';
import { isTaxCategory, keepsDeduction, salePopdv } from './vat-category';

describe('SEF tax categories', () => {
  it('the POPDV field of a sale: export 1.1, other Z 1.4, E 2.4, AE 3.4; an ordinary row names none', () => {
    expect(['PDV-RS-24-1-2', 'PDV-RS-24-1-3', 'PDV-RS-24-1-5', ''].map((code) => salePopdv('Z', code))).toEqual(['1.1', '1.1', '1.4', '1.4']);
    expect([salePopdv('E', 'PDV-RS-25-2-3a'), salePopdv('AE', 'PDV-RS-10-2-3'), salePopdv('S', ''), salePopdv('O', 'PDV-RS-11-1-1')]).toEqual(['2.4', '3.4', undefined, undefined]);
  });

  it('the right to deduct follows from the category: Z yes, E no', () => {
    expect(['S', 'AE', 'Z', 'O', 'E', 'OE', 'SS', 'R', 'N'].map(keepsDeduction)).toEqual([true, true, true, true, false, false, false, false, false]);
    expect([isTaxCategory('AE'), isTaxCategory(''), isTaxCategory('X')]).toEqual([true, false, false]);
  });
});
