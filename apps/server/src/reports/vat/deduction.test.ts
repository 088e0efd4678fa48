import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KurRow, VatBookTotal, VatReturn, VatToAccept } from '@knjige/contract';
import { authHeader } from '../../../test/harness';
import { useSefTestApp } from '../../../test/sef-test-app';
import { documents } from '../../../test/documents';
import { bookExpense, clock2027, deliverFromZora, inboxOf, period2027 } from '../../../test/vat-2027';

const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const clock = clock2027(t, (h) => (auth = h));
const KEY = 'a1b2c3d4-1111-4222-8333-944455556666';
let P2027: number;
let trosakId: number;

beforeEach(async () => {
  sim.state.reset();
  await clock.at('2027-01-25T09:00:00Z');
  P2027 = await period2027(d);
  trosakId = await d.costItem('Usluge', 'Održavanje');
  expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
});
afterEach(() => clock.restore());

const sync = async () => expect((await d.call('POST', '/v1/sef/sync')).statusCode).toBe(200);
const vatReturn = async (periodId: number, dateFrom: string, dateTo: string) => (await d.get(`/v1/rpt-fin/pdv-total?periodId=${periodId}&dateFrom=${dateFrom}&dateTo=${dateTo}`)).data as VatReturn;
const kur = async (periodId: number, dateFrom: string, dateTo: string) => (await d.get(`/v1/rpt-fin/kur?periodId=${periodId}&dateFrom=${dateFrom}&dateTo=${dateTo}`)).data as KurRow[];
const kurTotal = async (periodId: number, dateFrom: string, dateTo: string) => (await d.get(`/v1/rpt-fin/kur-total?periodId=${periodId}&dateFrom=${dateFrom}&dateTo=${dateTo}`)).data as VatBookTotal;
const toAccept = async (month: string) => (await d.get(`/v1/vat/to-accept?periodId=${P2027}&month=${month}`)).data as VatToAccept;
const accept = async (inbox: number) => expect((await d.call('POST', `/v1/sef/purchase-invoices/${inbox}/accept`, { comment: '' })).statusCode).toBe(200);

describe('the deduction after acceptance in the books (from January 2027)', () => {
  it('deducts a January purchase in January when accepted by 10 February, in February when accepted on the 12th, never while not accepted; KUR and the return show it apart', async () => {
    const sefA = deliverFromZora(sim, KEY, { number: 'Z-1/27', issueDate: '2027-01-15', dueDate: '2027-02-15', net: 200_000_00 });
    const sefB = deliverFromZora(sim, KEY, { number: 'Z-2/27', issueDate: '2027-01-18', dueDate: '2027-02-18', net: 80_000_00 });
    const sefC = deliverFromZora(sim, KEY, { number: 'Z-3/27', issueDate: '2027-01-20', dueDate: '2027-02-20', net: 10_000_00, rate: 10 });
    await sync();
    const [a, b, c] = [await inboxOf(d, sefA), await inboxOf(d, sefB), await inboxOf(d, sefC)];
    for (const inbox of [a, b, c]) await bookExpense(d, inbox, P2027, trosakId);

    await clock.at('2027-01-28T10:00:00Z');
    await accept(a);

    // 5 February: B and C still to accept for January, five days left, no warning yet
    await clock.at('2027-02-05T08:00:00Z');
    const early = await toAccept('2027-01');
    expect(early).toMatchObject({ month: '2027-01', applies: true, deadline: '2027-02-10', daysLeft: 5, warn: false, vat: 17_000_00 });
    expect(early.rows.map((r) => [r.number, r.vat, r.vatDate])).toEqual([
      ['Z-2/27', 16_000_00, '2027-01-18'],
      ['Z-3/27', 1_000_00, '2027-01-20'],
    ]);
    // from the 7th it warns
    await clock.at('2027-02-07T08:00:00Z');
    expect(await toAccept('2027-01')).toMatchObject({ daysLeft: 3, warn: true });

    // B accepted on 12 February (past the 10th): February deducts it; C never accepted
    await clock.at('2027-02-12T10:00:00Z');
    await accept(b);
    expect((await toAccept('2027-01')).rows.map((r) => r.number)).toEqual(['Z-3/27']);

    const jan = await vatReturn(P2027, '2027-01-01', '2027-01-31');
    expect([jan.pppdv['008'], jan.pppdv['108'], jan.pdv8, jan.pdv9]).toEqual([200_000_00, 40_000_00, 40_000_00, 40_000_00]);
    expect(jan.deduction).toEqual({ notYet: 1_000_00, later: 16_000_00, lateIn: 0 });
    const feb = await vatReturn(P2027, '2027-02-01', '2027-02-28');
    expect([feb.pppdv['008'], feb.pppdv['108'], feb.pdv9]).toEqual([80_000_00, 16_000_00, 16_000_00]);
    expect(feb.deduction).toEqual({ notYet: 0, later: 0, lateIn: 16_000_00 });
    // January and February together deduct both accepted invoices once
    const both = await vatReturn(P2027, '2027-01-01', '2027-02-28');
    expect([both.pppdv['108'], both.deduction]).toEqual([56_000_00, { notYet: 1_000_00, later: 0, lateIn: 16_000_00 }]);

    const rows = await kur(P2027, '2027-01-01', '2027-01-31');
    expect(rows.map((r) => [r.dokBroj, r.pdvIznosPdv, r.sefPrihvacena, r.odbitakMesec, r.pdvNijeOdbitno])).toEqual([
      ['Z-1/27', 40_000_00, '2027-01-28', '2027-01', 0],
      ['Z-2/27', 16_000_00, '2027-02-12', '2027-02', 16_000_00],
      ['Z-3/27', 1_000_00, null, null, 1_000_00],
    ]);
    expect((await kurTotal(P2027, '2027-01-01', '2027-01-31')).pdvNijeOdbitno).toBe(17_000_00);

    // C accepted in March: March deducts it
    await clock.at('2027-03-03T10:00:00Z');
    await accept(c);
    const march = await vatReturn(P2027, '2027-03-01', '2027-03-31');
    expect([march.pppdv['108'], march.deduction]).toEqual([1_000_00, { notYet: 0, later: 0, lateIn: 1_000_00 }]);
    expect((await vatReturn(P2027, '2027-01-01', '2027-01-31')).deduction).toEqual({ notYet: 0, later: 17_000_00, lateIn: 0 });
  });

  it('leaves a 2026 month as it was: a purchase never accepted is deducted in its month', async () => {
    await clock.at('2026-12-20T09:00:00Z');
    auth = await authHeader(t.database, 'admin@demo.rs');
    const sefId = deliverFromZora(sim, KEY, { number: 'Z-9/26', issueDate: '2026-12-15', dueDate: '2027-01-15', net: 50_000_00 });
    await sync();
    await bookExpense(d, await inboxOf(d, sefId), 4, trosakId);
    await clock.at('2027-02-20T09:00:00Z');
    const dec = await vatReturn(4, '2026-12-01', '2026-12-31');
    expect([dec.pppdv['008'], dec.pppdv['108'], dec.pdv9, dec.deduction]).toEqual([50_000_00, 10_000_00, 10_000_00, undefined]);
    const [row] = await kur(4, '2026-12-01', '2026-12-31');
    expect([row!.sefPrihvacena, row!.odbitakMesec, row!.pdvNijeOdbitno]).toEqual([null, null, 0]);
    expect((await kurTotal(4, '2026-12-01', '2026-12-31')).pdvNijeOdbitno).toBeUndefined();
    // the rule names no month before 2027
    expect(await d.get('/v1/vat/to-accept?periodId=4&month=2026-12')).toMatchObject({ data: { applies: false, rows: [] } });
  });

  it('refuses a month outside the period or not a month, and another company’s period', async () => {
    const outside = await d.call('GET', `/v1/vat/to-accept?periodId=${P2027}&month=2026-12`);
    expect([outside.statusCode, outside.json().errors]).toEqual([422, { month: 'error.month.outside-period' }]);
    const bad = await d.call('GET', `/v1/vat/to-accept?periodId=${P2027}&month=2027-13`);
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { month: 'error.month.invalid' }]);
    expect((await d.call('GET', '/v1/vat/to-accept?periodId=999999&month=2027-01')).statusCode).toBe(404);
  });
});
