import { beforeEach, describe, expect, it } from 'vitest';
import type { SefReconciliation } from '@knjige/contract';
import { authHeader } from '../../../../test/harness';
import { useSefTestApp } from '../../../../test/sef-test-app';
import { documents, goodsSetup } from '../../../../test/documents';
import { monthsOf } from './recon-vat-records';

const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'e7b5a6f8-92a3-4ebf-80d1-4c5d6e7f8091';
let A: number;
let pos: number;
let works: number;
let rbrojFis = 0;

/** A locked register receipt on `datum`: article A (20 %) at 360.00 with VAT, `kolicina` thousandths. */
async function receipt(datum: string, kolicina: number) {
  const id = await d.create('doc-fis', { vSubDoc: 'fis', rbroj: ++rbrojFis, datum, posId: pos, fisPlacanje: 3, fisRbroj: `AB12CD34-AB12CD34-${rbrojFis}` });
  await d.item('doc-fis', id, { artId: A, kolicina, prodCena: 360_00 });
  await d.lock('doc-fis', id);
  return id;
}

beforeEach(async () => {
  sim.state.reset();
  sim.vat.reset();
  sim.traffic.reset();
  rbrojFis = 0;
  auth = await authHeader(t.database, 'admin@demo.rs');
  expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
  const setup = await goodsSetup(d);
  pos = (await d.call('GET', '/v1/pos-main')).json().data[0].id;
  A = await d.article('roba', 'A', 2000);
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: setup.VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 1_000_000, nabCena: 200_00, prodCena: 300_00 });
  await d.lock('doc-psr', psr);
  const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: setup.VP, magInId: setup.MP });
  await d.item('doc-int', int, { artId: A, kolicina: 200_000, outCena: 200_00, inCena: 360_00 });
  await d.lock('doc-int', int);
  // the retail day: 100 × 360.00 with VAT = 30,000.00 + 6,000.00 (the summary record)
  await receipt('2024-03-10', 100_000);
  // works of 600,000.00 under the domestic reverse charge: our VAT 120,000.00 (an individual record, 401)
  const builder = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'GRAD', intNaziv: 'Gradnja', naziv: 'Gradnja d.o.o.', postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isDobavljac: true, isPdvObveznik: true, pib: '100000024' });
  works = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-15', komId: builder.json().id, dokBroj: 'GR-12', trosakId: await d.costItem('Usluge', 'Gradnja'), interniObracun: 'domestic' });
  await d.item('doc-zrn', works, { pdvId: await d.vatRate(2000), iznos: 600_000_00 });
  await d.lock('doc-zrn', works);
});

const reconcile = async (query = 'periodId=2') => {
  const res = await d.call('GET', `/v1/sef/reconciliation?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SefReconciliation;
};
const vatLines = (r: SefReconciliation) => r.lines.filter((l) => l.kind.startsWith('vat-'));
const sendMarch = async () => expect((await d.call('POST', '/v1/sef/vat-records', { periodId: 2, month: 3 })).statusCode).toBe(200);
const MARCH = { year: 2024, month: 3, dateFrom: '2024-03-01', dateTo: '2024-03-31' };

describe('VAT records sent against the books', () => {
  it('lists the month’s summary record never sent and the internal invoice’s missing record, each with its figures per rate and the VAT return’s month', async () => {
    const result = await reconcile();
    expect([result.counts['vat-summary-unsent'], result.counts['vat-individual-missing'], result.counts['vat-record-differs']]).toEqual([1, 1, 0]);
    const [summary, individual] = vatLines(result);
    expect(summary).toMatchObject({
      kind: 'vat-summary-unsent',
      label: '03/2024',
      date: '2024-03-31',
      sefStatus: null,
      sef: null,
      books: { base: 30_000_00, vat: 6_000_00, total: 36_000_00 },
      vatRecord: { ...MARCH, kind: 'group', key: 'group', sent: null, books: { base20: 30_000_00, vat20: 6_000_00, base10: 0, vat10: 0 } },
    });
    expect(individual).toMatchObject({
      kind: 'vat-individual-missing',
      vDoc: 'zrn',
      docId: works,
      label: (await d.read('doc-zrn', works)).oznaka,
      partner: '100000024',
      books: { base: 600_000_00, vat: 120_000_00, total: 720_000_00 },
      vatRecord: { ...MARCH, kind: 'individual', key: `zrn:${works}`, sent: null, books: { base20: 600_000_00, vat20: 120_000_00, base10: 0, vat10: 0 } },
    });
    // a month still running owes nothing yet: the range of a day in it lists no record
    expect(monthsOf({ dateFrom: '2024-11-15', dateTo: '2025-02-03' }).map((m) => [m.year, m.month, m.dateTo])).toEqual([
      [2024, 11, '2024-11-30'],
      [2024, 12, '2024-12-31'],
      [2025, 1, '2025-01-31'],
      [2025, 2, '2025-02-28'],
    ]);
  });

  it('a record whose figures the books changed after sending is listed with both, until the correction is sent', async () => {
    await sendMarch();
    expect(vatLines(await reconcile())).toEqual([]);
    // another retail day after sending: 10 × 360.00 = 3,000.00 + 600.00 more in the summary
    const late = await receipt('2024-03-20', 10_000);
    const changed = await reconcile();
    expect(changed.counts['vat-record-differs']).toBe(1);
    expect(vatLines(changed)).toEqual([
      expect.objectContaining({
        kind: 'vat-record-differs',
        label: '03/2024',
        sefStatus: 'Recorded',
        sef: { base: 30_000_00, vat: 6_000_00, total: 36_000_00 },
        books: { base: 33_000_00, vat: 6_600_00, total: 39_600_00 },
        vatRecord: { ...MARCH, kind: 'group', key: 'group', sent: { base20: 30_000_00, vat20: 6_000_00, base10: 0, vat10: 0 }, books: { base20: 33_000_00, vat20: 6_600_00, base10: 0, vat10: 0 } },
      }),
    ]);
    // the receipt stornoed, the books give what was sent again: nothing to list
    expect((await d.call('POST', `/v1/doc-fis/${late}/storno`)).statusCode).toBeLessThan(300);
    expect(vatLines(await reconcile())).toEqual([]);
    // the works stornoed: its sent record is more than the books give (a cancel is due) until it is sent
    expect((await d.call('POST', `/v1/doc-zrn/${works}/storno`)).statusCode).toBeLessThan(300);
    expect(vatLines(await reconcile()).map((l) => [l.kind, l.vatRecord?.key, l.books])).toEqual([['vat-record-differs', `zrn:${works}`, { base: 0, vat: 0, total: 0 }]]);
    await sendMarch();
    expect(vatLines(await reconcile())).toEqual([]);
  });
});
