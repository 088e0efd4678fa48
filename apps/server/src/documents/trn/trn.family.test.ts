import { describe, expect, it } from 'vitest';
import { trnItemInput } from '@knjige/contract';
import { headerRow, lineRow, noRetail } from '../test-rows';
import { trnFamily } from './trn.family';

const header = { ...headerRow('2024-03-01'), vSubDoc: 'izvod', trnId: 4, uplata: 0, isplata: 0 };
const K = 11;
const D = 12;
const MP = 3;
const bankFees = 9;

/** A stored line from its payload, as the service stores it. */
const line = (id: number, payload: Record<string, unknown>) => ({ ...lineRow(id), ...trnFamily.computeItem(trnItemInput.parse(payload), { header }) });

// The money side's worked example, step 4: the statement on T1 of 1 March 2024.
const statement = [
  line(1, { vNalog: 'uplata', komId: K, uplata: 400_00, poziv: '97 58 20240001' }),
  line(2, { vNalog: 'isplata', komId: D, isplata: 1_000_00 }),
  line(3, { vNalog: 'trosak', trosakId: bankFees, isplata: 20_00 }),
  line(4, { vNalog: 'pazar', magId: MP, uplata: 192_00 }),
  line(5, { vNalog: 'ostalo', opis: 'Kamata', uplata: 10_00 }),
];

describe('bank statement: lines, totals and postings', () => {
  it('keeps what the kind uses and drops the rest', () => {
    expect(line(1, { vNalog: 'pazar', magId: MP, komId: K, trosakId: bankFees, uplata: 50_00, isplata: 7_00 })).toMatchObject({
      komId: null,
      magId: MP,
      trosakId: null,
      uplata: 50_00,
      isplata: 0,
    });
    expect(line(1, { vNalog: 'ostalo', opis: 'Povraćaj', komId: K, isplata: 3_00 })).toMatchObject({ komId: null, uplata: 0, isplata: 3_00 });
  });

  it('totals in 602.00 and out 1,020.00', () => {
    expect(trnFamily.totals(statement, header)).toEqual({ uplata: 602_00, isplata: 1_020_00 });
  });

  it('posts a current-account row per line and the clients payment side by the convention', () => {
    const postings = trnFamily.postings(header, statement, noRetail);
    expect(postings.stock).toEqual([]);
    expect(postings.vat).toEqual([]);
    expect(postings.client).toEqual([
      { komId: K, datum: '2024-03-01', side: 'payment', duguje: 0, potrazuje: 400_00, poziv: '97 58 20240001' },
      { komId: D, datum: '2024-03-01', side: 'payment', duguje: 1_000_00, potrazuje: 0, poziv: '' },
    ]);
    expect(postings.account?.map((r) => [r.lineId, r.trnId, r.orderKind, r.komId, r.magId, r.trosakId, r.uplata, r.isplata])).toEqual([
      [1, 4, 'uplata', K, null, null, 400_00, 0],
      [2, 4, 'isplata', D, null, null, 0, 1_000_00],
      [3, 4, 'trosak', null, null, bankFees, 0, 20_00],
      [4, 4, 'pazar', null, MP, null, 192_00, 0],
      [5, 4, 'ostalo', null, null, null, 10_00, 0],
    ]);
    const balance = (postings.account ?? []).reduce((sum, r) => sum + r.uplata - r.isplata, 0);
    expect(balance).toBe(-418_00);
  });
});
