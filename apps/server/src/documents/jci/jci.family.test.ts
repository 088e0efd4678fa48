import { describe, expect, it } from 'vitest';
import { headerRow, noRetail } from '../test-rows';
import { jciFamily } from './jci.family';

const header = { ...headerRow('2024-03-10'), vSubDoc: 'jci', urId: 4, komId: 11, dokBroj: 'C-4411', osnovica: 0, pdvIznos: 0 };
const line = (id: number, stopa: number, iznos: number) => ({ id, companyId: 1, docId: 7, ...jciFamily.computeItem({ pdvId: stopa, iznos }, { vat: { id: stopa, stopa }, header }) });

describe('customs declaration: the import VAT per rate and its KUR rows', () => {
  it('computes VAT per rate over the summed bases and books KUR 6.2.1 at either rate at the customs date, no client row', () => {
    // 1,260,600.00 at 20 % in two lines, 333.33 + 333.34 at 10 %
    const items = [line(1, 2000, 1_000_000_00), line(2, 2000, 260_600_00), line(3, 1000, 333_33), line(4, 1000, 333_34)];
    expect(jciFamily.totals(items, header)).toEqual({ osnovica: 1_260_600_00 + 666_67, pdvIznos: 252_120_00 + 66_67 });
    const postings = jciFamily.postings(header, items, noRetail);
    expect(postings.client).toEqual([]);
    expect(postings.stock).toEqual([]);
    expect(postings.vat).toEqual([
      { book: 'kur', datum: '2024-03-10', komId: 11, dokBroj: 'C-4411', dokDatum: '2024-03-10', stopa: 2000, osnovica: 1_260_600_00, pdvIznos: 252_120_00, deductible: true, popdv: '6.2.1' },
      { book: 'kur', datum: '2024-03-10', komId: 11, dokBroj: 'C-4411', dokDatum: '2024-03-10', stopa: 1000, osnovica: 666_67, pdvIznos: 66_67, deductible: true, popdv: '6.2.1' },
    ]);
  });
});
