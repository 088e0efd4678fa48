import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VatReturn, VatReturn2027 } from '@knjige/contract';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { useSefTestApp } from '../../../test/sef-test-app';
import { documents } from '../../../test/documents';
import { pdfText } from '../../../test/pdf';
import { bookExpense, clock2027, deliverFromZora, inboxOf, period2027 } from '../../../test/vat-2027';

/**
 * The 2027 form (docs/decisions.md#the-2027-form): February 2027's own supplies in 003 / 103, the
 * documents of February that correct January in 011 / 111 and 012 / 112, listed by document; the
 * liability equal to the PPPDV's of the same rows.
 */
const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const clock = clock2027(t, (h) => (auth = h));
const KEY = 'a1b2c3d4-1111-4222-8333-944455556677';
let P: number;
let trosakId: number;
let rbroj = 0;

beforeEach(async () => {
  sim.state.reset();
  await clock.at('2027-01-25T09:00:00Z');
  P = await period2027(d);
  trosakId = await d.costItem('Usluge', 'Održavanje');
  expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
});
afterEach(() => clock.restore());

async function client(sifra: string, isKupac: boolean) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv: `Firma ${sifra}`, naziv: `Firma ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isKupac, isDobavljac: !isKupac });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const form = async (month: string) => (await d.get(`/v1/vat/return-2027?periodId=${P}&month=${month}`)).data as VatReturn2027;
/** The return as the ePorezi file, parsed: an XPath evaluator over it. */
async function eporezi(periodId: number, from: string, to: string) {
  const res = await d.call('GET', `/v1/rpt-fin/pdv-total/xml?periodId=${periodId}&dateFrom=${from}&dateTo=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/xml');
  const doc = new DOMParser().parseFromString(res.body, 'text/xml');
  return (expr: string) => xpath.select(expr, doc as unknown as Node) as unknown;
}
const pdvTotal = async (from: string, to: string) => (await d.get(`/v1/rpt-fin/pdv-total?periodId=${P}&dateFrom=${from}&dateTo=${to}`)).data as VatReturn;

describe('the 2027 form from the VAT books', () => {
  it('puts February’s notes, late purchases and late acceptances of January in the correction fields, by document, to the para', async () => {
    const K = await client('K27', true);
    const D = await client('D27', false);
    const S = await d.article('usluga', 'US27', 2000);
    const vat20 = await d.vatRate(2000);
    const sale = async (datum: string, osnovica: number) => {
      const id = await d.create('doc-prod', { periodId: P, vSubDoc: 'usluga', rbroj: ++rbroj, datum, magId: null, komId: K, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum });
      await d.item('doc-prod', id, { artId: S, kolicina: 1_000, prodCena: osnovica });
      await d.lock('doc-prod', id);
      return id;
    };
    // January: two sales, Zora's invoices A (accepted 28 January) and B (accepted 12 February)
    const s1 = await sale('2027-01-15', 100_000_00);
    const sefA = deliverFromZora(sim, KEY, { number: 'Z-1/27', issueDate: '2027-01-15', dueDate: '2027-02-15', net: 200_000_00 });
    const sefB = deliverFromZora(sim, KEY, { number: 'Z-2/27', issueDate: '2027-01-18', dueDate: '2027-02-18', net: 80_000_00 });
    expect((await d.call('POST', '/v1/sef/sync')).statusCode).toBe(200);
    const [a, b] = [await inboxOf(d, sefA), await inboxOf(d, sefB)];
    await bookExpense(d, a, P, trosakId);
    await bookExpense(d, b, P, trosakId);
    await clock.at('2027-01-28T10:00:00Z');
    expect((await d.call('POST', `/v1/sef/purchase-invoices/${a}/accept`, { comment: '' })).statusCode).toBe(200);

    // February: a sale, a credit note on the January sale, a January purchase booked, B accepted late
    await clock.at('2027-02-12T10:00:00Z');
    expect((await d.call('POST', `/v1/sef/purchase-invoices/${b}/accept`, { comment: '' })).statusCode).toBe(200);
    await sale('2027-02-10', 50_000_00);
    const ko = (await d.call('POST', '/v1/doc-knod', { periodId: P, vSubDoc: 'knod-duguje', rbroj: ++rbroj, datum: '2027-02-12', komId: K, osnov: 'Popust', saPdv: true, fakture: [{ vDoc: 'prod', docId: s1 }] })).json().id as number;
    await d.item('doc-knod', ko, { pdvId: vat20, iznos: 10_000_00 });
    await d.lock('doc-knod', ko);
    const zrn = await d.create('doc-zrn', { periodId: P, vSubDoc: 'zrn', rbroj: ++rbroj, datum: '2027-02-03', datumPrometa: '2027-01-30', komId: D, dokBroj: 'R-99/27', dokDatum: '2027-01-30', dokDpo: '2027-02-28', trosakId });
    await d.item('doc-zrn', zrn, { pdvId: vat20, iznos: 5_000_00 });
    await d.lock('doc-zrn', zrn);

    const jan = await form('2027-01');
    expect([jan.fields['003'], jan.fields['103'], jan.fields['008'], jan.fields['108'], jan.fields['111'], jan.fields['112'], jan.fields['110']]).toEqual([100_000_00, 20_000_00, 200_000_00, 40_000_00, 0, 0, -20_000_00]);
    expect(jan.corrections).toEqual([]);

    const feb = await form('2027-02');
    expect([feb.fields['003'], feb.fields['103'], feb.fields['005'], feb.fields['105'], feb.fields['008'], feb.fields['108'], feb.fields['109']]).toEqual([50_000_00, 10_000_00, 50_000_00, 10_000_00, 0, 0, 0]);
    expect([feb.fields['011'], feb.fields['111'], feb.fields['012'], feb.fields['112']]).toEqual([-10_000_00, -2_000_00, 85_000_00, 17_000_00]);
    expect(feb.fields['110']).toBe(10_000_00 - 2_000_00 - 17_000_00);
    expect(feb.corrections.map((c) => [c.field, c.reason, c.vDoc, c.osnovica, c.pdvIznos])).toEqual([
      ['111', 'note', 'knod', -10_000_00, -2_000_00],
      ['112', 'late-purchase', 'zrn', 5_000_00, 1_000_00],
      ['112', 'late-acceptance', 'zrn', 80_000_00, 16_000_00],
    ]);
    expect(feb.corrections.find((c) => c.reason === 'note')).toMatchObject({ docId: ko, datum: '2027-02-12' });
    // the same rows as the PPPDV sums them: one liability
    expect((await pdvTotal('2027-02-01', '2027-02-28')).pppdv['110']).toBe(feb.fields['110']);

    // the file for ePorezi: the 2027 form's 21 fields, no POPDV, the values to the para
    const x = await eporezi(P, '2027-02-01', '2027-02-28');
    expect([x('count(/PoreskaPrijavaPDV/PPPDV/Polje)'), x('count(//POPDV)'), x('string(//PodaciOPrijavi/VrstaObrasca)'), x('string(//PodaciOObvezniku/PIB)')]).toEqual([21, 0, 'PPPDV-2027', '101134702']);
    const value = (code: string) => x(`string(/PoreskaPrijavaPDV/PPPDV/Polje[@Oznaka='${code}'])`);
    expect(['003', '103', '011', '111', '012', '112', '110'].map(value)).toEqual(['50000.00', '10000.00', '-10000.00', '-2000.00', '85000.00', '17000.00', '-9000.00']);
    // the print: the 2027 form, the corrections by document, then the prepared return (or why there is none)
    const pdf = await d.call('GET', `/v1/rpt-fin/print/pdv?periodId=${P}&dateFrom=2027-02-01&dateTo=2027-02-28`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = (await pdfText(pdf.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    for (const expected of ['PORESKA PRIJAVA PDV (obrazac od 2027)', '011 -10.000,00 111 -2.000,00', '012 85.000,00 112 17.000,00', '110 -9.000,00', 'Ispravke iz ranijih perioda, po dokumentima', 'Prijava koju je pripremio SEF, pored knjiga', 'Polje Opis Knjige Pripremljeno (SEF) Razlika', 'ZRN-4/2027 · R-99/27 03.02.2027 ulazni račun ranijeg meseca 5.000,00 1.000,00'])
      expect(text).toContain(expected);
    // a file is for one month from 2027
    const across = await d.call('GET', `/v1/rpt-fin/pdv-total/xml?periodId=${P}&dateFrom=2027-01-01&dateTo=2027-02-28`);
    expect([across.statusCode, across.json().errors]).toEqual([422, { dateTo: 'error.dateTo.not-a-month' }]);
  });

  it('hands in a month of 2026 as PPPDV and the whole POPDV, to the para', async () => {
    await clock.at('2026-12-20T09:00:00Z');
    const K = await client('K26', true);
    const S = await d.article('usluga', 'US26', 2000);
    const id = await d.create('doc-prod', { periodId: 4, vSubDoc: 'usluga', rbroj: ++rbroj, datum: '2026-12-10', magId: null, komId: K, datumDospeca: '2026-12-10', datumIsporuke: '2026-12-10', datumPrometa: '2026-12-10' });
    await d.item('doc-prod', id, { artId: S, kolicina: 1_000, prodCena: 100_000_00 });
    await d.lock('doc-prod', id);
    const x = await eporezi(4, '2026-12-01', '2026-12-31');
    const r = (await d.get('/v1/rpt-fin/pdv-total?periodId=4&dateFrom=2026-12-01&dateTo=2026-12-31')).data as VatReturn;
    expect([x('count(/PoreskaPrijavaPDV/PPPDV/Polje)'), x('count(/PoreskaPrijavaPDV/POPDV/Deo)'), x('string(//PodaciOPrijavi/VrstaObrasca)')]).toEqual([17, 12, 'PPPDV']);
    // every PPPDV field as the return computes it
    for (const [code, v] of Object.entries(r.pppdv)) expect(x(`string(/PoreskaPrijavaPDV/PPPDV/Polje[@Oznaka='${code}'])`), code).toBe((v / 100).toFixed(2));
    expect(x("string(//PPPDV/Polje[@Oznaka='103'])")).toBe('20000.00');
    // POPDV 3.2 at 20 %, its part's sum 3.8 and 3.10
    expect(x("string(//POPDV/Deo[@Oznaka='3']/Polje[@Oznaka='3.2'][@Stopa='20']/Osnovica)")).toBe('100000.00');
    expect(x("string(//POPDV/Deo[@Oznaka='3']/Polje[@Oznaka='3.2'][@Stopa='20']/PDV)")).toBe('20000.00');
    expect(x("count(//POPDV/Deo[@Oznaka='3']/Polje[@Oznaka='3.8'][@Zbir='true'])")).toBe(1);
    expect(x("string(//POPDV/Deo[@Oznaka='3']/Polje[@Oznaka='3.10']/PDV)")).toBe('20000.00');
    // every field of the form is there, a field without rows at zero
    expect(x("string(//POPDV/Deo[@Oznaka='8a']/Polje[@Oznaka='8a.5']/Osnovica)")).toBe('0.00');
  });

  it('refuses the 2027 form for a month before 2027 and a month outside the period (422), another company’s period (404)', async () => {
    const before = await d.call('GET', '/v1/vat/return-2027?periodId=4&month=2026-12');
    expect([before.statusCode, before.json().errors]).toEqual([422, { month: 'error.month.before-2027' }]);
    const outside = await d.call('GET', `/v1/vat/return-2027?periodId=${P}&month=2028-01`);
    expect([outside.statusCode, outside.json().errors]).toEqual([422, { month: 'error.month.outside-period' }]);
    expect((await d.call('GET', '/v1/vat/return-2027?periodId=999999&month=2027-01')).statusCode).toBe(404);
  });
});
