import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountLedger, clientLedger } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let D: number;
let T1: number;
let MP: number;
let VP: number;
let bankFees: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ MP, VP, supplier: D } = await goodsSetup(d));
  K = (await d.call('GET', '/v1/kom-main?search=Jug')).json().data[0].id;
  T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  const group = (await d.call('POST', '/v1/trosak-grupa', { naziv: 'Finansijski troškovi' })).json().id;
  bankFees = (await d.call('POST', '/v1/trosak-main', { grpId: group, naziv: 'Bankarske usluge' })).json().id;
});

const statement = (rbroj = 1, datum = '2024-03-01') => d.create('doc-trn', { vSubDoc: 'izvod', rbroj, datum, trnId: T1 });
const line = (docId: number, body: Record<string, unknown>) => d.call('POST', `/v1/doc-trn/${docId}/items`, { docId, ...body });

const clientRows = (docId: number) =>
  t.database.db
    .select({ komId: clientLedger.komId, kind: clientLedger.kind, side: clientLedger.side, duguje: clientLedger.duguje, potrazuje: clientLedger.potrazuje, reversal: clientLedger.reversal })
    .from(clientLedger)
    .where(and(eq(clientLedger.vDoc, 'trn'), eq(clientLedger.docId, docId)))
    .orderBy(asc(clientLedger.id));

const accountRows = (docId: number) =>
  t.database.db
    .select({ orderKind: accountLedger.orderKind, kind: accountLedger.kind, komId: accountLedger.komId, magId: accountLedger.magId, trosakId: accountLedger.trosakId, uplata: accountLedger.uplata, isplata: accountLedger.isplata })
    .from(accountLedger)
    .where(and(eq(accountLedger.vDoc, 'trn'), eq(accountLedger.docId, docId)))
    .orderBy(asc(accountLedger.id));

async function balanceOf(trnId: number) {
  const res = await d.call('GET', '/v1/rpt-trn/stanje?periodId=2');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.find((r: { id: number }) => r.id === trnId);
}

describe('bank statements (the money side’s worked example, steps 4 and 7)', () => {
  it('books the statement to the current account and the clients, and its storno takes it all back', async () => {
    // 4. Statement on T1 2024-03-01.
    const id = await statement();
    expect(await d.read('doc-trn', id)).toMatchObject({ oznaka: 'TRN-IZVOD-1/2024', trnId: T1, trnNaziv: 'Glavni račun' });
    const lines = [
      { vNalog: 'uplata', komId: K, uplata: 400_00, poziv: '97 58 20240001' },
      { vNalog: 'isplata', komId: D, isplata: 1_000_00 },
      { vNalog: 'trosak', trosakId: bankFees, isplata: 20_00 },
      { vNalog: 'pazar', magId: MP, uplata: 192_00 },
      { vNalog: 'ostalo', opis: 'Kamata', uplata: 10_00 },
    ];
    for (const body of lines) await d.item('doc-trn', id, body);
    expect(await d.read('doc-trn', id)).toMatchObject({ uplata: 602_00, isplata: 1_020_00 });
    const items = (await d.call('GET', `/v1/doc-trn/${id}/items`)).json().data;
    expect(items.map((i: Record<string, unknown>) => [i.vNalog, i.klijent, i.magNaziv, i.trosak])).toEqual([
      ['uplata', 'Market Jug', '', ''],
      ['isplata', 'Veletrgovina Sever', '', ''],
      ['trosak', '', '', 'Bankarske usluge'],
      ['pazar', '', 'Maloprodajni objekat', ''],
      ['ostalo', '', '', ''],
    ]);

    expect(await balanceOf(T1)).toMatchObject({ uplata: 0, isplata: 0, saldo: 0 });
    await d.lock('doc-trn', id);
    expect(await balanceOf(T1)).toMatchObject({ naziv: 'Glavni račun', uplata: 602_00, isplata: 1_020_00, saldo: -418_00 });

    // The client ledger by the convention: K's payment is uplata (payment, potražuje), D's isplata (payment, duguje).
    expect(await clientRows(id)).toEqual([
      { komId: K, kind: 'post', side: 'payment', duguje: 0, potrazuje: 400_00, reversal: false },
      { komId: D, kind: 'post', side: 'payment', duguje: 1_000_00, potrazuje: 0, reversal: false },
    ]);
    expect(await accountRows(id)).toEqual([
      { orderKind: 'uplata', kind: 'post', komId: K, magId: null, trosakId: null, uplata: 400_00, isplata: 0 },
      { orderKind: 'isplata', kind: 'post', komId: D, magId: null, trosakId: null, uplata: 0, isplata: 1_000_00 },
      { orderKind: 'trosak', kind: 'post', komId: null, magId: null, trosakId: bankFees, uplata: 0, isplata: 20_00 },
      { orderKind: 'pazar', kind: 'post', komId: null, magId: MP, trosakId: null, uplata: 192_00, isplata: 0 },
      { orderKind: 'ostalo', kind: 'post', komId: null, magId: null, trosakId: null, uplata: 10_00, isplata: 0 },
    ]);

    // The account's turnover: a running balance, a page of it, and the opening balance at a later date.
    const turnover = (await d.call('GET', `/v1/rpt-trn/${T1}/promet?periodId=2&perPage=2&page=2`)).json();
    expect(turnover.header).toMatchObject({ opening: 0, uplata: 602_00, isplata: 1_020_00, saldo: -418_00 });
    expect(turnover.data.map((r: { naziv: string; saldo: number }) => [r.naziv, r.saldo])).toEqual([
      ['Bankarske usluge', -620_00],
      ['Maloprodajni objekat', -428_00],
    ]);
    expect(turnover.pagination).toMatchObject({ pages: 3, filteredCount: 5 });
    const later = (await d.call('GET', `/v1/rpt-trn/${T1}/promet?periodId=2&dateFrom=2024-03-02`)).json();
    expect(later.header).toMatchObject({ opening: -418_00, uplata: 0, isplata: 0, saldo: -418_00 });
    expect(later.data).toEqual([]);

    // 7. Storno ("delete" on the screen): T1 back to 0.00, K's and D's payment rows negated.
    await d.storno('doc-trn', id);
    expect(await balanceOf(T1)).toMatchObject({ uplata: 0, isplata: 0, saldo: 0 });
    const reversed = (await clientRows(id)).filter((r) => r.kind === 'storno');
    expect(reversed).toEqual([
      { komId: K, kind: 'storno', side: 'payment', duguje: 0, potrazuje: -400_00, reversal: true },
      { komId: D, kind: 'storno', side: 'payment', duguje: -1_000_00, potrazuje: 0, reversal: true },
    ]);
    const accountAfter = await accountRows(id);
    expect(accountAfter.filter((r) => r.kind === 'storno').map((r) => [r.orderKind, r.uplata, r.isplata])).toEqual([
      ['uplata', -400_00, 0],
      ['isplata', 0, -1_000_00],
      ['trosak', 0, -20_00],
      ['pazar', -192_00, 0],
      ['ostalo', -10_00, 0],
    ]);
  });

  it('keeps only what the kind uses, proposes the default account, and filters the list by account', async () => {
    const init = (await d.call('GET', '/v1/doc-trn/init?periodId=2&vSubDoc=izvod')).json().data;
    expect(init.trnId).toBe(T1);
    const id = await statement();
    const itemId = await d.item('doc-trn', id, { vNalog: 'trosak', trosakId: bankFees, komId: K, uplata: 5_00, isplata: 15_00 });
    expect((await d.call('GET', `/v1/doc-trn/${id}/items/${itemId}`)).json().data).toMatchObject({ komId: null, trosakId: bankFees, uplata: 0, isplata: 15_00 });
    expect(await d.read('doc-trn', id)).toMatchObject({ uplata: 0, isplata: 15_00 });

    const other = (await d.call('POST', '/v1/tekuci-racuni', { naziv: 'Devizni', banka: 'AIK', tracun: '105000000000000029' })).json().id;
    await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 2, datum: '2024-03-02', trnId: other });
    const listed = (trnId: number) => d.call('GET', `/v1/doc-trn?periodId=2&trnId=${trnId}`).then((r) => r.json().data.map((row: { rbroj: number }) => row.rbroj));
    expect(await listed(T1)).toEqual([1]);
    expect(await listed(other)).toEqual([2]);
  });
});

describe('bad statement lines: 422 with the field, nothing written', () => {
  const cases: [string, () => Record<string, unknown>, Record<string, string>][] = [
    ['uplata without a client', () => ({ vNalog: 'uplata', uplata: 100_00 }), { komId: 'error.komId.required' }],
    ['isplata without a client', () => ({ vNalog: 'isplata', isplata: 100_00 }), { komId: 'error.komId.required' }],
    ['trosak without a cost item', () => ({ vNalog: 'trosak', isplata: 20_00 }), { trosakId: 'error.trosakId.required' }],
    ['pazar without a shop', () => ({ vNalog: 'pazar', uplata: 20_00 }), { magId: 'error.magId.required' }],
    ['pazar for a wholesale warehouse', () => ({ vNalog: 'pazar', magId: VP, uplata: 20_00 }), { magId: 'error.magId.wrong-turnover-type' }],
    ['ostalo without a description', () => ({ vNalog: 'ostalo', uplata: 20_00 }), { opis: 'error.opis.required' }],
    ['a negative amount', () => ({ vNalog: 'uplata', komId: K, uplata: -100_00 }), { uplata: 'error.uplata.greater-than-0' }],
    ['a zero amount', () => ({ vNalog: 'isplata', komId: D, isplata: 0 }), { isplata: 'error.isplata.greater-than-0' }],
    ['ostalo both in and out', () => ({ vNalog: 'ostalo', opis: 'x', uplata: 1_00, isplata: 1_00 }), { isplata: 'error.isplata.one-side' }],
    ['a model 97 reference with a wrong control', () => ({ vNalog: 'uplata', komId: K, uplata: 1_00, poziv: '97 57 20240001' }), { poziv: 'error.poziv.model97' }],
  ];
  for (const [name, body, errors] of cases) {
    it(name, async () => {
      const id = await statement();
      const res = await line(id, body());
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
      expect((await d.call('GET', `/v1/doc-trn/${id}/items`)).json().data).toEqual([]);
      expect(await d.read('doc-trn', id)).toMatchObject({ uplata: 0, isplata: 0 });
    });
  }

  it('an account of another company is not found', async () => {
    const res = await d.call('POST', '/v1/doc-trn', { periodId: 2, vSubDoc: 'izvod', rbroj: 1, datum: '2024-03-01', trnId: 999_999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ trnId: 'error.trnId.not-found' });
  });
});

describe("a current account's opening balance and a statement that takes it below zero", () => {
  const opening = async (datum: string, body: Record<string, unknown>) => {
    const id = await d.create('doc-trn', { vSubDoc: 'pocetno', rbroj: 1, datum, trnId: T1 });
    const res = await line(id, { vNalog: 'ostalo', opis: 'Početno stanje', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return id;
  };
  const turnover = async () => {
    const res = await d.call('GET', `/v1/rpt-trn/${T1}/promet?periodId=2&dateFrom=2024-02-01&dateTo=2024-12-31`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('the opening balance of 5.000,00 on 1 January is in the ledger and in the account report; a payment of 1.200,00 leaves 3.800,00 with no warning', async () => {
    const id = await opening('2024-01-01', { uplata: 5_000_00 });
    expect(await d.lock('doc-trn', id)).toEqual([]);
    expect(await d.read('doc-trn', id)).toMatchObject({ oznaka: 'TRN-POCETNO-1/2024', uplata: 5_000_00, isplata: 0 });
    expect(await accountRows(id)).toEqual([{ orderKind: 'ostalo', kind: 'post', komId: null, magId: null, trosakId: null, uplata: 5_000_00, isplata: 0 }]);
    expect(await balanceOf(T1)).toMatchObject({ uplata: 5_000_00, isplata: 0, saldo: 5_000_00 });

    const st = await statement(1, '2024-03-01');
    await line(st, { vNalog: 'isplata', komId: D, isplata: 1_200_00 });
    expect(await d.lock('doc-trn', st)).toEqual([]);
    expect(await balanceOf(T1)).toMatchObject({ uplata: 5_000_00, isplata: 1_200_00, saldo: 3_800_00 });
    // From February on: the opening 5.000,00 is the balance brought forward.
    expect((await turnover()).header).toMatchObject({ opening: 5_000_00, uplata: 0, isplata: 1_200_00, saldo: 3_800_00 });
  });

  it('a statement paying 5.200,00 from 5.000,00 is booked, with a warning that the account is below zero (-200,00)', async () => {
    await d.lock('doc-trn', await opening('2024-01-01', { uplata: 5_000_00 }));
    const st = await statement(1, '2024-03-01');
    await line(st, { vNalog: 'isplata', komId: D, isplata: 5_200_00 });
    expect(await d.lock('doc-trn', st)).toEqual(['warning.trn.below-zero']);
    expect((await d.read('doc-trn', st)).status).toBe('locked');
    expect(await balanceOf(T1)).toMatchObject({ saldo: -200_00 });
    // A back-dated statement that ends above zero but takes a later day below it warns too.
    const back = await statement(2, '2024-02-15');
    await line(back, { vNalog: 'uplata', komId: K, uplata: 100_00 });
    expect(await d.lock('doc-trn', back)).toEqual(['warning.trn.below-zero']);
    expect(await balanceOf(T1)).toMatchObject({ saldo: -100_00 });
  });

  it('an overdraft opening balance is an amount out; an opening balance line cannot name a client', async () => {
    const id = await opening('2024-01-01', { isplata: 300_00 });
    const res = await line(id, { vNalog: 'uplata', komId: K, uplata: 100_00 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ vNalog: 'error.vNalog.opening-balance' });
    expect(await d.lock('doc-trn', id)).toEqual(['warning.trn.below-zero']);
    expect(await balanceOf(T1)).toMatchObject({ uplata: 0, isplata: 300_00, saldo: -300_00 });
  });
});
