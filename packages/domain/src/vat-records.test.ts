import { describe, expect, it } from 'vitest';
import { eppFiguresOf, eppPeriodOf, eppVatPeriodOfRange, sameEppFigures, vatRecordsOf, type EppSource, type VatRecordSource } from './vat-records';

const row = (over: Partial<VatRecordSource>): VatRecordSource => ({ vDoc: 'fis', docId: 1, number: 'FIS-1/2024', partner: '', popdv: '3.2', stopa: 2000, osnovica: 0, pdvIznos: 0, eInvoice: false, foreign: false, mirrorBase: 0, ...over });

describe('SEF VAT records from the KIR rows (evidencija PDV)', () => {
  it('puts retail without an e-invoice into the summary record per rate, and leaves out what an e-invoice carried', () => {
    const records = vatRecordsOf([
      row({ stopa: 2000, osnovica: 30_000_00, pdvIznos: 6_000_00 }),
      row({ stopa: 1000, osnovica: 10_000_00, pdvIznos: 1_000_00 }),
      row({ vDoc: 'prod', docId: 7, stopa: 2000, osnovica: 3_000_00, pdvIznos: 600_00, eInvoice: true }),
      // a base decrease of a retail invoice (3.6), signed
      row({ vDoc: 'fak', docId: 3, popdv: '3.6', stopa: 2000, osnovica: -500_00, pdvIznos: -100_00 }),
      // an exempt sale and a reverse-charge sale carry no VAT: no record
      row({ vDoc: 'prod', docId: 8, popdv: '3.4', stopa: 2000, osnovica: 600_000_00 }),
      row({ vDoc: 'prod', docId: 9, popdv: '1.1', stopa: 0, osnovica: 586_000_00 }),
    ]);
    expect(records).toEqual([{ kind: 'group', key: 'group', number: '', partner: '', documentType: null, base20: 29_500_00, vat20: 5_900_00, base10: 10_000_00, vat10: 1_000_00 }]);
  });

  it('makes an individual record per internal invoice (its base from the KUR mirror) and per advance without an advance e-invoice', () => {
    const records = vatRecordsOf([
      row({ vDoc: 'zrn', docId: 1, number: 'ZRN-1/2024', partner: '100000024', popdv: '3a.2', pdvIznos: 120_000_00, mirrorBase: 600_000_00 }),
      row({ vDoc: 'zrn', docId: 2, number: 'ZRN-2/2024', popdv: '3a.2', pdvIznos: 23_440_00, mirrorBase: 117_200_00, foreign: true }),
      row({ vDoc: 'avr', docId: 5, number: 'AVR-1/2024', popdv: '3.9', osnovica: 50_000_00, pdvIznos: 10_000_00 }),
      row({ vDoc: 'avr', docId: 6, number: 'AVR-2/2024', popdv: '3.9', osnovica: 50_000_00, pdvIznos: 10_000_00, eInvoice: true }),
    ]);
    expect(records.map((r) => [r.key, r.documentType, r.base20, r.vat20])).toEqual([
      ['avr:5', 386, 50_000_00, 10_000_00],
      ['zrn:1', 401, 600_000_00, 120_000_00],
      ['zrn:2', 400, 117_200_00, 23_440_00],
    ]);
  });

  it('makes no individual record for a purchase whose internal invoice went to SEF (from April 2026): SEF holds its VAT once', () => {
    const records = vatRecordsOf([
      row({ vDoc: 'zrn', docId: 1, number: 'ZRN-1/2026', popdv: '3a.2', pdvIznos: 23_440_00, mirrorBase: 117_200_00, foreign: true, eInvoice: true }),
      row({ vDoc: 'zrn', docId: 2, number: 'ZRN-2/2026', popdv: '3a.2', pdvIznos: 120_000_00, mirrorBase: 600_000_00 }),
    ]);
    expect(records.map((r) => [r.key, r.documentType, r.base20, r.vat20])).toEqual([['zrn:2', 401, 600_000_00, 120_000_00]]);
  });
});

describe('the input-VAT record (EPP) from the KUR day sums', () => {
  const sum = (popdv: string, stopa: number, osnovica: number, pdvIznos: number, deductible = true): EppSource => ({ popdv, stopa, deductible, osnovica, pdvIznos });

  it('puts each field into its block, line, rate and column, the deductible VAT apart, to the para', () => {
    const figures = eppFiguresOf([
      sum('8a.2', 2000, 100_000_00, 20_000_00),
      sum('8a.2', 2000, 10_000_00, 2_000_00, false),
      sum('8a.2', 1000, 50_000_00, 5_000_00),
      sum('8a.5', 2000, -10_000_00, -2_000_00),
      sum('8a.7', 2000, 5_000_00, 1_000_00),
      sum('8a.7', 2000, -2_500_00, -500_00),
      sum('8b.2', 2000, 600_000_00, 120_000_00),
      sum('8g.1', 2000, 117_200_00, 23_440_00),
      sum('6.2.1', 2000, 1_260_600_00, 252_120_00),
      sum('7.1', 800, 10_000_00, 800_00),
      // no input VAT, or a rate the record has no field for: nothing
      sum('8d.2', 0, 7_000_00, 0),
      sum('6.1', 0, 9_000_00, 0),
      sum('8a.2', 0, 3_000_00, 0),
      // a KIR field: nothing
      sum('3.2', 2000, 1_000_00, 200_00),
    ]);
    expect(figures.map((f) => [f.block, f.line, f.rate, f.column, f.base, f.vat, f.deduction])).toEqual([
      ['TurnoverAsSupplier', 'TurnoverExceptForTransferOfTheRight', 20, 'Invoice', 110_000_00, 22_000_00, 20_000_00],
      ['TurnoverAsSupplier', 'TurnoverExceptForTransferOfTheRight', 10, 'Invoice', 50_000_00, 5_000_00, 5_000_00],
      ['TurnoverAsSupplier', 'DecreaseOfBaseIeVat', 20, 'Invoice', -10_000_00, -2_000_00, -2_000_00],
      ['TurnoverAsSupplier', 'FeePaidBeforeTurnoverIePrepayment', 20, 'Invoice', 5_000_00, 1_000_00, 1_000_00],
      ['TurnoverAsSupplier', 'DecreaseOfPrepayment', 20, 'Invoice', -2_500_00, -500_00, -500_00],
      ['TurnoverAsRecipient', 'TurnoverExceptForTransferOfTheRight', 20, 'InternalInvoiceVatPayer', 600_000_00, 120_000_00, 120_000_00],
      ['TurnoverAsRecipient', 'TurnoverExceptForTransferOfTheRight', 20, 'InternalInvoiceForeigner', 117_200_00, 23_440_00, 23_440_00],
      ['VatForImport', null, 20, 'Total', 1_260_600_00, 252_120_00, 252_120_00],
      ['VatPaidToFarmer', null, null, 'Total', 10_000_00, 800_00, 800_00],
    ]);
    expect(sameEppFigures(figures, eppFiguresOf([...[sum('8a.2', 2000, 1, 0)]]))).toBe(false);
  });

  it('knows a month and a quarter', () => {
    expect(eppPeriodOf(2024, 2)).toEqual({ range: 1, from: '2024-02-01', to: '2024-02-29' });
    expect(eppPeriodOf(2024, 13)).toEqual({ range: 4, from: '2024-01-01', to: '2024-03-31' });
    expect(eppPeriodOf(2024, 16)).toEqual({ range: 4, from: '2024-10-01', to: '2024-12-31' });
    expect(eppVatPeriodOfRange('2024-04-01', '2024-06-30')).toBe(14);
    expect(eppVatPeriodOfRange('2024-04-01', '2024-04-30')).toBe(4);
    expect(eppVatPeriodOfRange('2024-05-01', '2024-07-31')).toBe(5);
  });
});
