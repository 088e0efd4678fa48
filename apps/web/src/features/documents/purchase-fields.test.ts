import { describe, expect, it } from 'vitest';
import { dependentCostUses } from './dependent-costs-field';
import { rateFollowsDate } from './families/common';

describe('dependentCostUses (the cost lines the form sends)', () => {
  it('keeps what the input takes of the saved rows, dropping the server’s rate and VAT', () => {
    const saved = [
      { vrsta: 'duty', iznos: 58_600_00, komId: null, dokBroj: '', pdvId: null, pdvStopa: 0, pdvIznos: 0 },
      { vrsta: 'forwarding', iznos: 10_000_00, komId: 7, dokBroj: 'SP-5', pdvId: 3, pdvStopa: 2000, pdvIznos: 2_000_00 },
    ];
    expect(dependentCostUses(saved)).toEqual([
      { vrsta: 'duty', iznos: 58_600_00, komId: null, dokBroj: '', pdvId: null },
      { vrsta: 'forwarding', iznos: 10_000_00, komId: 7, dokBroj: 'SP-5', pdvId: 3 },
    ]);
  });

  it('drops what is not a cost line', () => {
    expect(dependentCostUses(null)).toEqual([]);
    expect(dependentCostUses([{ vrsta: 'lunch', iznos: 1 }, { vrsta: 'freight' }, 'x'])).toEqual([]);
  });
});

describe('rateFollowsDate (the saved rate is emptied when the date or currency changes)', () => {
  const doc = { valuta: 'EUR', datumPrometa: '2024-03-10', kurs: 117_200_000 };
  it('empties the saved rate for a new supply date or currency, so that the server takes the list’s', () => {
    expect(rateFollowsDate({ valuta: 'EUR', datumPrometa: '2024-03-11', kurs: 117_200_000 }, doc)).toEqual({ kurs: null });
    expect(rateFollowsDate({ valuta: 'USD', datumPrometa: '2024-03-10', kurs: 117_200_000 }, doc)).toEqual({ kurs: null });
  });

  it('keeps a rate typed by hand, the saved rate while nothing changed, and a new document’s', () => {
    expect(rateFollowsDate({ valuta: 'EUR', datumPrometa: '2024-03-11', kurs: 117_500_000 }, doc)).toEqual({});
    expect(rateFollowsDate({ valuta: 'EUR', datumPrometa: '2024-03-10', kurs: 117_200_000 }, doc)).toEqual({});
    expect(rateFollowsDate({ valuta: 'EUR', datumPrometa: '2024-03-10', kurs: null }, null)).toEqual({});
  });
});
