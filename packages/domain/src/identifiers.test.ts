import { describe, expect, it } from 'vitest';
import { formatAccount, isValidAccount, isValidJbkjs, isValidJmbg, isValidMaticniBroj, isValidPib, normalizeAccount } from './identifiers';
import { model97Check } from './payment-reference';

describe('identifier checks (the vectors of domain.md)', () => {
  it('PIB', () => {
    for (const ok of ['101134702', '111032440', '100000008']) expect(isValidPib(ok)).toBe(true);
    for (const bad of ['101134703', '10113470', '1011347021', 'abcdefghi', '']) expect(isValidPib(bad)).toBe(false);
  });
  it('matični broj', () => {
    for (const ok of ['10000009', '20000007', '07204990', '17400169']) expect(isValidMaticniBroj(ok)).toBe(true);
    for (const bad of ['12345678', '1000000', '10000008']) expect(isValidMaticniBroj(bad)).toBe(false);
  });
  it('JMBG', () => {
    expect(isValidJmbg('0101900350008')).toBe(true);
    expect(isValidJmbg('0512981717776')).toBe(true);
    expect(isValidJmbg('0101900350007')).toBe(false);
    expect(isValidJmbg('3202990350008')).toBe(false);
  });
  it('bank account', () => {
    expect(normalizeAccount('840-955845-10')).toBe('840000000095584510');
    for (const ok of ['840-955845-10', '165-55-74', '160-12345-95', '845000000040484987']) expect(isValidAccount(ok)).toBe(true);
    for (const bad of ['160-12345-96', '160-12345', 'x', '84000000009558451']) expect(isValidAccount(bad)).toBe(false);
    expect(formatAccount('845000000040484987')).toBe('845-404849-87');
  });
  it('JBKJS', () => {
    expect(isValidJbkjs('12345')).toBe(true);
    expect(isValidJbkjs('1234')).toBe(false);
  });
  it('model 97', () => {
    expect(model97Check('3220000111111111000')).toBe('16');
    expect(model97Check('20240001')).toBe('58');
    expect(model97Check('A1B2')).toBe('81');
  });
});
