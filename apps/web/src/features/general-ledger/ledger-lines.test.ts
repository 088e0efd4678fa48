import { describe, expect, it } from 'vitest';
import { formatVatRate } from '../../shared/format';
import { i18n } from '../../shared/i18n/i18n';
import { lineDescription } from './ledger-lines';

describe('a journal line description', () => {
  it("names a posting scheme's figure, with its VAT rate; keeps a manual entry's text and an unknown figure", async () => {
    await i18n.changeLanguage('sr-Latn');
    const text = (vDoc: string, opis: string) => lineDescription({ vDoc, opis }, i18n.t, (v) => formatVatRate(v, 'sr-Latn'));
    expect(text('prod', 'client')).toBe('Klijent');
    expect(text('prod', 'goods')).toBe('Roba (nabavna vrednost)');
    expect(text('prod', 'vat.out.2000')).toBe('PDV 20\u00a0%');
    expect(text('avr', 'vat.out.avans.1000')).toBe('PDV na primljeni avans 10\u00a0%');
    expect(text('prod', 'rent.office')).toBe('rent.office');
    expect(text('nal', 'goods')).toBe('goods');
    expect(text('nal', 'Zakup za mart')).toBe('Zakup za mart');
  });
});
