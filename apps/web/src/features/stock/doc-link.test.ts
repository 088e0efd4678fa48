import { describe, expect, it } from 'vitest';
import { ledgerDocPath } from './doc-link';

describe('the document link of a ledger row', () => {
  it('uses the family’s only sub-type, else the company’s default turnover type', () => {
    expect(ledgerDocPath({ vDoc: 'int', docId: 3 }, 'mp')).toBe('/interni-prenosi/vp-mp/3');
    expect(ledgerDocPath({ vDoc: 'ur', docId: 7 }, 'mp')).toBe('/ulazni-racuni/mp/7');
    expect(ledgerDocPath({ vDoc: 'psr', docId: 1 }, 'vp')).toBe('/pocetno-stanje-robe/vp/1');
  });

  it('has none for a family without screens', () => {
    expect(ledgerDocPath({ vDoc: 'unknown', docId: 7 }, 'vp')).toBeNull();
  });
});
