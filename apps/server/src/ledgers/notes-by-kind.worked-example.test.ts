import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { journalEntry } from '../../test/gl-entries';
import { documents, goodsSetup } from '../../test/documents';

/**
 * A credit or debit note we issue moves the revenue account of the invoices it corrects
 * (docs/decisions.md#posting-schemes): its base split
 * into goods (604/605) and services (614/615) as those invoices' turnover was, home or abroad by
 * its client. Every entry asserted line by line; then the trial balance, gl-verify and a storno.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number, buyer: number, A: number, P: number, W: number, B: number;
let vat20: number, vat0: number;
let rbroj = 0;

beforeEach(async () => {
  rbroj = 0;
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, buyer } = await goodsSetup(d));
  A = await d.article('roba', 'NK-A', 2000);
  P = await d.article('gp', 'NK-P', 2000);
  W = await d.article('usluga', 'NK-W', 2000);
  vat20 = await d.vatRate(2000);
  vat0 = await d.vatRate(0);
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'NK-B', intNaziv: 'Firma NK-B', naziv: 'Firma NK-B', postcode: '1010', mesto: 'Wien', adresa: 'Ring 1', drzava: 'AT', inoPdvBroj: 'ATU12345678', isKupac: true });
  expect(res.statusCode, res.body).toBe(201);
  B = res.json().id as number;
  // 100 pieces of A (goods) in stock at 30.00, 40 of P (a product) at 50.00
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: ++rbroj, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 100_000, nabCena: 30_00, prodCena: 60_00 });
  await d.item('doc-psr', psr, { artId: P, kolicina: 40_000, nabCena: 50_00, prodCena: 100_00 });
  await d.lock('doc-psr', psr);
});


const entry = (vDoc: string, docId: number, status: 'posted' | 'reversal' = 'posted') => journalEntry(t.database.db, vDoc, docId, status);

async function lockNew(resource: string, header: Record<string, unknown>, items: Record<string, unknown>[]) {
  const id = await d.create(resource, header);
  for (const item of items) await d.item(resource, id, item);
  await d.lock(resource, id);
  return id;
}

const sale = (vSubDoc: 'vp' | 'usluga', datum: string, komId: number, extra: Record<string, unknown> = {}) => ({
  vSubDoc,
  rbroj: ++rbroj,
  datum,
  magId: vSubDoc === 'usluga' ? null : VP,
  komId,
  datumDospeca: datum,
  datumIsporuke: datum,
  datumPrometa: datum,
  ...extra,
});

/** A note we issue (knod-duguje, knz-duguje) naming these invoices, one line of this base at a rate; locked. */
async function note(resource: 'doc-knod' | 'doc-knz', komId: number, invoices: number[], pdvId: number, iznos: number) {
  const vSubDoc = resource === 'doc-knod' ? 'knod-duguje' : 'knz-duguje';
  const fakture = invoices.map((docId) => ({ vDoc: 'prod', docId }));
  return lockNew(resource, { vSubDoc, rbroj: ++rbroj, datum: '2024-07-20', komId, osnov: 'Korekcija', saPdv: true, fakture }, [{ pdvId, iznos }]);
}

const trialBalance = async () => (await d.get('/v1/rpt-gl/bruto-bilans?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31')).data;
/** An account's balance in the trial balance, debit − credit. */
const balanceOf = (tb: { rows: { konto: string; saldoDuguje: number; saldoPotrazuje: number }[] }, konto: string) => {
  const row = tb.rows.find((r) => r.konto === konto);
  return row ? row.saldoDuguje - row.saldoPotrazuje : 0;
};
const glVerify = async () => (await d.get('/v1/audit/gl-verify?periodId=2')).data;

describe('a note we issue moves the revenue account of the invoices it names', () => {
  it('splits a note between 604 and 614 as its invoices were sold, abroad on 615, one naming nothing on 604; the books agree and a storno reverses exactly', async () => {
    // a services invoice to the home buyer: 10,000.00 + 20 % = 12,000.00 (D204 / P614 · P470)
    const services = await lockNew('doc-prod', sale('usluga', '2024-07-01', buyer), [{ artId: W, kolicina: 1_000, prodCena: 10_000_00 }]);
    expect(await entry('prod', services)).toEqual([
      ['204', buyer, 12_000_00, 0],
      ['614', null, 0, 10_000_00],
      ['470', null, 0, 2_000_00],
    ]);
    // a credit note of 1,000.00 + 200.00 on it: D614 1,000.00 · D470 200.00 / P204 1,200.00 (was D604)
    const ko = await note('doc-knod', buyer, [services], vat20, 1_000_00);
    expect(await entry('knod', ko)).toEqual([
      ['204', buyer, 0, 1_200_00],
      ['614', null, 1_000_00, 0],
      ['470', null, 200_00, 0],
    ]);

    // a mixed invoice: goods 100 × 60.00 = 6,000.00 and products 40 × 100.00 = 4,000.00, + 20 % = 12,000.00
    const mixed = await lockNew('doc-prod', sale('vp', '2024-07-02', buyer), [
      { artId: A, kolicina: 100_000, prodCena: 60_00 },
      { artId: P, kolicina: 40_000, prodCena: 100_00 },
    ]);
    expect(await entry('prod', mixed)).toEqual([
      ['204', buyer, 12_000_00, 0],
      ['604', null, 0, 6_000_00],
      ['614', null, 0, 4_000_00],
      ['470', null, 0, 2_000_00],
      // at cost 100 × 30.00 + 40 × 50.00
      ['1320', null, 0, 5_000_00],
      ['501', null, 5_000_00, 0],
    ]);
    // a credit note of 1,000.00 + 200.00 on it: 6,000 : 4,000, D604 600.00 · D614 400.00
    const koMixed = await note('doc-knod', buyer, [mixed], vat20, 1_000_00);
    expect(await entry('knod', koMixed)).toEqual([
      ['204', buyer, 0, 1_200_00],
      ['604', null, 600_00, 0],
      ['614', null, 400_00, 0],
      ['470', null, 200_00, 0],
    ]);
    // a third of a para: 333.33 × 6,000 : 4,000 = 199.998 + 133.332; the services (smaller) rounded
    // to 133.33, the goods the rest 200.00, the two 333.33 exactly; VAT 66.666 → 66.67
    const koThird = await note('doc-knod', buyer, [mixed], vat20, 333_33);
    expect(await entry('knod', koThird)).toEqual([
      ['204', buyer, 0, 400_00],
      ['604', null, 200_00, 0],
      ['614', null, 133_33, 0],
      ['470', null, 66_67, 0],
    ]);

    // a services export to the buyer in Austria, 5,000.00 without VAT (Z): D205 / P615; a debit note of 500.00 on it: D205 / P615
    const exportService = await lockNew('doc-prod', sale('usluga', '2024-07-03', B, { kategorija: 'Z', izuzece: 'PDV-RS-24-1-16-1' }), [{ artId: W, kolicina: 1_000, prodCena: 5_000_00 }]);
    expect(await entry('prod', exportService)).toEqual([
      ['205', B, 5_000_00, 0],
      ['615', null, 0, 5_000_00],
    ]);
    const kz = await note('doc-knz', B, [exportService], vat0, 500_00);
    expect(await entry('knz', kz)).toEqual([
      ['205', B, 500_00, 0],
      ['615', null, 0, 500_00],
    ]);

    // a note naming no invoice (a financial one, without VAT): on 604 as before
    const financial = await lockNew('doc-knod', { vSubDoc: 'knod-duguje', rbroj: ++rbroj, datum: '2024-07-25', komId: buyer, osnov: 'Popust', saPdv: false, iznos: 100_00, fakture: [] }, []);
    expect(await entry('knod', financial)).toEqual([
      ['204', buyer, 0, 100_00],
      ['604', null, 100_00, 0],
    ]);

    // the trial balance: 604 −6,000.00 + 600.00 + 200.00 + 100.00, 614 −10,000.00 + 1,000.00 − 4,000.00 + 400.00 + 133.33, 615 −5,500.00
    let tb = await trialBalance();
    expect(['604', '605', '614', '615'].map((k) => balanceOf(tb, k))).toEqual([-5_100_00, 0, -12_466_67, -5_500_00]);
    expect(tb.total.saldoDuguje).toBe(tb.total.saldoPotrazuje);
    expect(await glVerify()).toMatchObject({ ok: true, checks: [] });

    // storno of the mixed note: its entry negated line by line, 604 and 614 back by exactly its parts
    await d.storno('doc-knod', koMixed);
    expect(await entry('knod', koMixed, 'reversal')).toEqual([
      ['204', buyer, 0, -1_200_00],
      ['604', null, -600_00, 0],
      ['614', null, -400_00, 0],
      ['470', null, -200_00, 0],
    ]);
    tb = await trialBalance();
    expect(['604', '614'].map((k) => balanceOf(tb, k))).toEqual([-5_700_00, -12_866_67]);
    expect(tb.total.saldoDuguje).toBe(tb.total.saldoPotrazuje);
    expect(await glVerify()).toMatchObject({ ok: true, checks: [] });
  });

  it('a period rebate splits by the period’s invoices of its client', async () => {
    // July: goods 100 × 60.00 = 6,000.00 and services 4,000.00 to the buyer, each + 20 %
    await lockNew('doc-prod', sale('vp', '2024-07-02', buyer), [{ artId: A, kolicina: 100_000, prodCena: 60_00 }]);
    await lockNew('doc-prod', sale('usluga', '2024-07-03', buyer), [{ artId: W, kolicina: 1_000, prodCena: 4_000_00 }]);
    // a rebate of 1,000.00 + 200.00 over July, naming no invoice: 6,000 : 4,000 as the month sold
    const ko = await lockNew(
      'doc-knod',
      { vSubDoc: 'knod-duguje', rbroj: ++rbroj, datum: '2024-08-05', komId: buyer, osnov: 'Rabat za jul', saPdv: true, fakture: [], periodOd: '2024-07-01', periodDo: '2024-07-31' },
      [{ pdvId: vat20, iznos: 1_000_00 }],
    );
    expect(await entry('knod', ko)).toEqual([
      ['204', buyer, 0, 1_200_00],
      ['604', null, 600_00, 0],
      ['614', null, 400_00, 0],
      ['470', null, 200_00, 0],
    ]);
    expect(await glVerify()).toMatchObject({ ok: true, checks: [] });
  });

  it('a company scheme for notes written before the split keeps posting them on 604', async () => {
    const before = (await d.get('/v1/gl/schemes/knod?subType=knod-duguje')).data.rows as { figure: string; konto: string; side: string; withClient: boolean }[];
    expect(before).toContainEqual(expect.objectContaining({ figure: 'base.services', konto: '614' }));
    expect(before).toContainEqual(expect.objectContaining({ figure: 'base.services.abroad', konto: '615' }));
    const plain = before.filter((r) => !r.figure.includes('.services')).map(({ figure, konto, side, withClient }) => ({ figure, konto, side, withClient }));
    const put = await d.call('PUT', '/v1/gl/schemes/knod', { subType: 'knod-duguje', rows: plain });
    expect(put.statusCode, put.body).toBe(200);
    const services = await lockNew('doc-prod', sale('usluga', '2024-07-01', buyer), [{ artId: W, kolicina: 1_000, prodCena: 10_000_00 }]);
    const ko = await note('doc-knod', buyer, [services], vat20, 1_000_00);
    expect(await entry('knod', ko)).toEqual([
      ['204', buyer, 0, 1_200_00],
      ['604', null, 1_000_00, 0],
      ['470', null, 200_00, 0],
    ]);
  });
});
