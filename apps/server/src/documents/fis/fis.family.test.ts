import { describe, expect, it } from 'vitest';
import { headerRow, lineRow } from '../test-rows';
import { fakFamily } from '../fak/fak.family';
import { fisFamily } from './fis.family';

const header = {
  ...headerRow('2024-02-15'),
  vSubDoc: 'fis',
  posId: 1,
  magId: 4,
  fisBi: 'BI000007',
  fisRbroj: '',
  fisPlacanje: 1,
  cekovi: 0,
  kartica: 0,
  virman: 0,
  gotovina: 0,
  osnovica: 0,
  pdvIznos: 0,
  iznos: 0,
  fakId: null,
};
const line = (id: number, artId: number, pdvStopa: number, kolicina: number, prodCena: number) => ({
  ...lineRow(id),
  ...fisFamily.computeItem({ artId, kolicina, prodCena }, { article: { id: artId, pdvStopa }, retail: true, header }),
});
const retail = { retail: () => true };

describe('fiscal receipt: lines, totals and postings', () => {
  // Two lines of 1,23 at 20 % and 2 × 55,55 at 10 %: VAT per rate over the summed gross lines.
  const items = [line(1, 5, 2000, 1_000, 123), line(2, 6, 2000, 1_000, 123), line(3, 7, 1000, 2_000, 5_555)];

  it('takes VAT out of the summed gross lines of each rate, rounding once', () => {
    // 20 %: gross 2,46 → VAT 0,41 (per line 0,21 + 0,21 = 0,42 would be wrong); 10 %: gross 111,10 → VAT 10,10
    expect(fisFamily.totals(items, header)).toMatchObject({ iznos: 11_356, pdvIznos: 41 + 1_010, osnovica: 11_356 - 1_051 });
  });

  it('splits the payment by type: all card for 3, the typed parts and the cash rest for 5', () => {
    expect(fisFamily.totals(items, { ...header, fisPlacanje: 3 })).toMatchObject({ kartica: 11_356, cekovi: 0, virman: 0, gotovina: 0 });
    expect(fisFamily.totals(items, { ...header, fisPlacanje: 5, cekovi: 1_000, virman: 10_000 })).toMatchObject({ cekovi: 1_000, kartica: 0, virman: 10_000, gotovina: 356 });
    expect(fisFamily.lockErrors?.({ ...header, fisPlacanje: 5, virman: 11_357, iznos: 11_356 })).toBe('error.fisPlacanje.parts-exceed-total');
    expect(fisFamily.lockErrors?.({ ...header, fisPlacanje: 5, virman: 11_356, iznos: 11_356 })).toBeNull();
  });

  it('moves the goods out of the shop and writes one KIR row per rate, no client row', () => {
    const postings = fisFamily.postings(header, items, retail);
    expect(postings.stock).toEqual(items.map((i) => ({ magId: 4, artId: i.artId, datum: '2024-02-15', lineId: i.id, direction: 'out', kolicina: i.kolicina })));
    expect(postings.client).toEqual([]);
    expect(postings.vat).toEqual([
      { book: 'kir', datum: '2024-02-15', komId: null, dokBroj: `KASA-${header.posId}`, stopa: 2000, osnovica: 205, pdvIznos: 41 },
      { book: 'kir', datum: '2024-02-15', komId: null, dokBroj: `KASA-${header.posId}`, stopa: 1000, osnovica: 10_100, pdvIznos: 1_010 },
    ]);
  });

  it('cannot be cancelled while a retail invoice holds it', () => {
    expect(fisFamily.stornoErrors?.({ ...header, fakId: 3 })).toBe('error.document.fiscal-linked');
    expect(fisFamily.stornoErrors?.(header)).toBeNull();
  });
});

describe('retail invoice: totals and postings', () => {
  const fak = { ...headerRow('2024-02-16'), vSubDoc: 'fak-mp', komId: 9, brojNarudzbenice: '', brojTendera: '', brojUgovora: '', datumDospeca: '2024-03-17', iznos: 0, zaUplatu: 0 };
  const link = (id: number, iznos: number, virman: number) => ({ ...lineRow(id), fisId: id + 100, docOznaka: `FIS-${id}/2024`, docOpis: '', fisPlacanje: virman ? 4 : 3, opis: '', pdvId: null, pdvStopa: null, iznos, virman });
  const own = (id: number, pdvStopa: number, iznos: number) => ({ ...lineRow(id), fisId: null, docOznaka: '', docOpis: '', fisPlacanje: null, opis: `Usluga ${id}`, pdvId: 1, pdvStopa, iznos, virman: 0 });

  it('owes the buyer the wire-transfer part of its receipts, due on its due date; nothing when none was by wire', () => {
    const items = [link(1, 19_200, 0), link(2, 9_600, 9_600)];
    const totals = fakFamily.totals(items, fak);
    expect(totals).toEqual({ iznos: 28_800, zaUplatu: 9_600 });
    const postings = fakFamily.postings({ ...fak, ...totals }, items, retail);
    expect(postings).toEqual({ stock: [], vat: [], client: [{ komId: 9, datum: '2024-02-16', dueDate: '2024-03-17', side: 'invoice', duguje: 9_600, potrazuje: 0 }] });
    expect(fakFamily.postings({ ...fak, iznos: 19_200, zaUplatu: 0 }, [items[0]!], retail).client).toEqual([]);
  });

  it('books the VAT of its own lines per rate with VAT inside; the buyer owes a services invoice, not a cash one', () => {
    const items = [own(1, 2000, 1_200_00), own(2, 1000, 110_00)];
    const services = { ...fak, vSubDoc: 'fak-usl', oznaka: 'RM-FAK-USL-1/2024' };
    const totals = fakFamily.totals(items, services);
    expect(totals).toEqual({ iznos: 1_310_00, zaUplatu: 1_310_00 });
    const postings = fakFamily.postings({ ...services, ...totals }, items, retail);
    expect(postings.vat).toEqual([
      { book: 'kir', datum: '2024-02-16', komId: 9, dokBroj: 'RM-FAK-USL-1/2024', stopa: 2000, osnovica: 1_000_00, pdvIznos: 200_00 },
      { book: 'kir', datum: '2024-02-16', komId: 9, dokBroj: 'RM-FAK-USL-1/2024', stopa: 1000, osnovica: 100_00, pdvIznos: 10_00 },
    ]);
    expect(postings.client).toEqual([{ komId: 9, datum: '2024-02-16', dueDate: '2024-03-17', side: 'invoice', duguje: 1_310_00, potrazuje: 0 }]);
    const cash = { ...fak, vSubDoc: 'fak-got' };
    const cashTotals = fakFamily.totals(items, cash);
    expect(cashTotals).toEqual({ iznos: 1_310_00, zaUplatu: 0 });
    expect(fakFamily.postings({ ...cash, ...cashTotals }, items, retail).client).toEqual([]);
  });
});
