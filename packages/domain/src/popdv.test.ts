import { describe, expect, it } from 'vitest';
import { inputVatKind, popdvFields, popdvTable, popdvView, pppdv, pppdvSource, type PopdvSum } from './popdv';
import { vatReturn } from './vat-return';

/** A sum of rows (amounts in dinars here, hundredths below). */
const row = (popdv: PopdvSum['popdv'], stopa: number, osnovica: number, pdvIznos: number, deductible = true): PopdvSum => ({ popdv, stopa, deductible, osnovica: osnovica * 100, pdvIznos: pdvIznos * 100 });

describe('the POPDV field table', () => {
  it('gives every field its part, book and a name in both languages', () => {
    for (const f of popdvFields) {
      const d = popdvTable[f];
      expect(d.name.sr.length * d.name.en.length).toBeGreaterThan(0);
      expect(d.book).toBe(f.startsWith('1') || f.startsWith('2') || f.startsWith('3') ? 'kir' : 'kur');
    }
    expect(popdvTable['3a.2'].section).toBe('3a');
    expect(popdvTable['8g.1'].section).toBe('8g');
    expect(popdvTable['6.2.1'].section).toBe('6');
  });

  it('names the rows each PPPDV field sums', () => {
    expect(pppdvSource('001')).toEqual({ popdv: ['1.1', '1.2', '1.3', '1.4'], rate: null, deductibleOnly: false, amount: 'osnovica' });
    expect(pppdvSource('103').popdv).toEqual(['3.1', '3.2', '3.5', '3.6', '3.7', '3.9', '3a.1', '3a.2', '3a.3', '3a.4']);
    expect(pppdvSource('003').popdv).toEqual(['3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7']);
    expect(pppdvSource('106')).toEqual({ popdv: ['6.2.1', '6.2.2', '6.2.3'], rate: null, deductibleOnly: true, amount: 'pdvIznos' });
    expect(pppdvSource('108').popdv).toContain('8b.2');
    expect(pppdvSource('108').popdv).toContain('8a.7');
    expect(pppdvSource('008').popdv).not.toContain('8a.7');
  });
});

describe('the PPPDV from POPDV-tagged sums', () => {
  it('A1 credit note: the seller reduces 003/103 (3.6), the buyer 008/108 (8a.5)', () => {
    const seller = pppdv([row('3.2', 2000, 100_000, 20_000), row('3.6', 2000, -10_000, -2_000)]);
    expect([seller['003'], seller['103'], seller['110']]).toEqual([9_000_000, 1_800_000, 1_800_000]);
    const buyer = pppdv([row('8a.5', 2000, -10_000, -2_000)]);
    expect([buyer['008'], buyer['108'], buyer['109'], buyer['110']]).toEqual([-1_000_000, -200_000, -200_000, 200_000]);
  });

  it('A2 debit note: 3.5 raises 003/103, 8a.4 raises 008/108', () => {
    const r = pppdv([row('3.2', 2000, 50_000, 10_000), row('3.5', 2000, 5_000, 1_000), row('8a.4', 2000, 5_000, 1_000)]);
    expect([r['003'], r['103'], r['008'], r['108']]).toEqual([5_500_000, 1_100_000, 500_000, 100_000]);
  });

  it("A3 advances: May 103 +10,000 only; June 003 150,000 and 103 net 20,000", () => {
    const may = pppdv([row('3.9', 2000, 50_000, 10_000)]);
    expect([may['003'], may['103'], may['110']]).toEqual([0, 1_000_000, 1_000_000]);
    const june = pppdv([row('3.2', 2000, 150_000, 30_000), row('3.9', 2000, -50_000, -10_000)]);
    expect([june['003'], june['103']]).toEqual([15_000_000, 2_000_000]);
    const buyerMay = pppdv([row('8a.7', 2000, 50_000, 10_000)]);
    expect([buyerMay['008'], buyerMay['108']]).toEqual([0, 1_000_000]);
  });

  it('A4 import: 006/106 1,260,600 / 252,120 (6.2.1), the forwarder 8a.2 in 008/108', () => {
    const r = pppdv([row('6.2.1', 2000, 1_260_600, 252_120), row('8a.2', 2000, 10_000, 2_000)]);
    expect([r['006'], r['106'], r['008'], r['108'], r['009'], r['109'], r['110']]).toEqual([126_060_000, 25_212_000, 1_000_000, 200_000, 127_060_000, 25_412_000, -25_412_000]);
  });

  it('A5 export 586,000 in 001 (1.1); exempt without deduction in 002 (2.4)', () => {
    const r = pppdv([row('1.1', 0, 586_000, 0), row('2.4', 0, 7_000, 0)]);
    expect([r['001'], r['002'], r['005'], r['105']]).toEqual([58_600_000, 700_000, 59_300_000, 0]);
  });

  it('A6 reverse charge: 120,000 and 23,440 in both 103 and 108; the AE sale (3.4) base only, in 003', () => {
    const r = pppdv([
      row('3a.2', 2000, 600_000, 120_000),
      row('8b.2', 2000, 600_000, 120_000),
      row('3a.2', 2000, 117_200, 23_440),
      row('8g.1', 2000, 117_200, 23_440),
      row('3.4', 0, 600_000, 0),
    ]);
    expect([r['003'], r['103'], r['008'], r['108'], r['110']]).toEqual([60_000_000, 14_344_000, 71_720_000, 14_344_000, 0]);
  });

  it('input VAT without the right to deduct feeds no 10x field; the special rate goes to 004/104', () => {
    const r = pppdv([row('8a.2', 2000, 5_000, 1_000, false), row('3.2', 1000, 13_500, 1_350), row('6.2.1', 1000, 1_000, 100)]);
    expect([r['008'], r['108'], r['004'], r['104'], r['006'], r['106']]).toEqual([500_000, 0, 1_350_000, 135_000, 100_000, 10_000]);
  });

  it('the old rows 1–10 equal the PPPDV where they coincide, import in row 6 and VAT we compute in row 3', () => {
    const sums = [row('6.2.1', 2000, 1_260_600, 252_120), row('3a.2', 2000, 600_000, 120_000), row('8b.2', 2000, 600_000, 120_000), row('1.1', 0, 586_000, 0), row('3.2', 2000, 100_000, 20_000)];
    const old = vatReturn(sums.map((s) => ({ ...s, book: popdvTable[s.popdv].book })));
    const form = pppdv(sums);
    expect([old.osn1, old.osn3, old.pdv3, old.osn6, old.pdv6, old.osn8, old.pdv8, old.pdv10]).toEqual([form['001'], form['003'], form['103'], form['006'], form['106'], form['008'], form['108'], form['110']]);
    expect(old.pdv6).toBe(25_212_000);
  });

  it('the POPDV view sums by field and rate in the form order', () => {
    const v = popdvView([row('8a.2', 2000, 1, 0.2), row('3.2', 2000, 10, 2), row('3.2', 2000, 5, 1), row('3.2', 1000, 10, 1), row('8a.2', 2000, 2, 0.4, false)]);
    expect(v.map((l) => [l.popdv, l.stopa, l.osnovica, l.pdvIznos, l.pdvOdbitni])).toEqual([
      ['3.2', 2000, 1_500, 300, 0],
      ['3.2', 1000, 1_000, 100, 0],
      ['8a.2', 2000, 300, 60, 20],
    ]);
  });
});

describe('inputVatKind', () => {
  it('tells import VAT (6.x) and reverse-charge VAT (8b, 8g) from an ordinary purchase’s', () => {
    expect(['6.2.1', '6.2.3', '8b.2', '8b.5', '8g.1', '8g.4', '8a.2', '8a.7', '8v.2', '8d.2', ''].map(inputVatKind)).toEqual([
      'import', 'import', 'reverse-charge', 'reverse-charge', 'reverse-charge', 'reverse-charge', 'ordinary', 'ordinary', 'ordinary', 'ordinary', 'ordinary',
    ]);
  });
});
