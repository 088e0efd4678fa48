import { beforeEach, describe, expect, it } from 'vitest';
import { pppdvSource, pppdvSourceFields, type PppdvSourceField } from '@knjige/domain';
import { postVat, type VatPosting } from '../ledgers/books';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, sheetValues } from '../../test/documents';
import { pdfText } from '../../test/pdf';

/**
 * The PPPDV and the POPDV of a month (docs/decisions.md#popdv-fields-and-the-pppdv) built from documents (a sale, the seller's
 * credit note, an expense invoice, the supplier's credit note, an advance received) and rows the
 * import, export and reverse-charge families write (docs/domain.md#import, docs/domain.md#export-and-exempt-supplies, docs/domain.md#reverse-charge), every field to the
 * para; each figure's rows, listed by its field, sum to it.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let D: number;
let S: number;
let vat20: number;
let cost: number;

async function client(sifra: string, intNaziv: string, role: { isKupac?: boolean; isDobavljac?: boolean }) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv, naziv: intNaziv, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  K = await client('K1', 'Kupac K', { isKupac: true });
  D = await client('D1', 'Dobavljač D', { isDobavljac: true });
  S = await d.article('usluga', 'US', 2000);
  vat20 = await d.vatRate(2000);
  cost = await d.costItem('Opšti troškovi', 'Usluge');
});

let rbroj = 0;
const april = 'periodId=2&dateFrom=2024-04-01&dateTo=2024-04-30';

async function salesInvoice(datum: string, osnovica: number) {
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: ++rbroj, datum, magId: null, komId: K, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum });
  await d.item('doc-prod', id, { artId: S, kolicina: 1_000, prodCena: osnovica });
  await d.lock('doc-prod', id);
  return id;
}

async function expenseInvoice(datum: string, osnovica: number) {
  const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: ++rbroj, datum, komId: D, dokBroj: `R-${rbroj}`, dokDatum: datum, dokDpo: datum, trosakId: cost });
  await d.item('doc-zrn', id, { pdvId: vat20, iznos: osnovica });
  await d.lock('doc-zrn', id);
  return id;
}

async function creditNote(vSubDoc: 'knod-duguje' | 'knod-potrazuje', komId: number, invoice: { vDoc: string; docId: number }, osnovica: number) {
  const res = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc, rbroj: ++rbroj, datum: '2024-04-15', komId, osnov: 'Popust 10 %', saPdv: true, fakture: [invoice], dokBroj: 'KO-1' });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await d.item('doc-knod', id, { pdvId: vat20, iznos: osnovica });
  await d.lock('doc-knod', id);
}

async function advanceReceived(datum: string, iznos: number) {
  const trnId = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  const trn = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: ++rbroj, datum, trnId });
  const trnItemId = await d.item('doc-trn', trn, { vNalog: 'uplata', komId: K, uplata: iznos });
  await d.lock('doc-trn', trn);
  const avr = await d.create('doc-avr', { vSubDoc: 'avr-izdati', rbroj: ++rbroj, datum, komId: K, trnItemId, osnov: 'Ugovor 7/2024' });
  await d.item('doc-avr', avr, { pdvId: vat20, iznos });
  await d.lock('doc-avr', avr);
}

/** Rows as the export, AE-sale, import and reverse-charge families write them, each naming its POPDV field. */
async function rows(vDoc: string, docId: number, docOznaka: string, postings: Omit<VatPosting, 'komId' | 'dokBroj'>[]) {
  await t.database.db.transaction((tx) => postVat(tx, { companyId: 1, periodId: 2, vDoc, docId, docOznaka, docOpis: '' }, postings.map((p) => ({ komId: null, dokBroj: docOznaka, ...p }))));
}

async function april2024() {
  // a sale 100,000 + 20,000 (3.2) and 10 % off it by a credit note (3.6)
  const ir = await salesInvoice('2024-04-05', 100_000_00);
  await creditNote('knod-duguje', K, { vDoc: 'prod', docId: ir }, 10_000_00);
  // the forwarder's invoice 10,000 + 2,000 (8a.2, A4) and the supplier's credit note on a March invoice (8a.5)
  await expenseInvoice('2024-04-08', 10_000_00);
  const march = await expenseInvoice('2024-03-10', 100_000_00);
  await creditNote('knod-potrazuje', D, { vDoc: 'zrn', docId: march }, 10_000_00);
  // an advance received, 60,000 with VAT (3.9: 50,000 + 10,000)
  await advanceReceived('2024-04-20', 60_000_00);
  // export EUR 5,000 at 117.20 (1.1, A5); works sold under the domestic reverse charge (3.4, A6)
  await rows('prod', 9001, 'IR-EXP-1', [{ book: 'kir', datum: '2024-04-03', stopa: 0, osnovica: 586_000_00, pdvIznos: 0, popdv: '1.1' }]);
  await rows('prod', 9002, 'IR-AE-1', [{ book: 'kir', datum: '2024-04-04', stopa: 0, osnovica: 600_000_00, pdvIznos: 0, popdv: '3.4' }]);
  // import: base 1,260,600, VAT 252,120 paid at customs (6.2.1, A4)
  await rows('jci', 9003, 'JCI-1', [{ book: 'kur', datum: '2024-04-10', stopa: 2000, osnovica: 1_260_600_00, pdvIznos: 252_120_00, popdv: '6.2.1' }]);
  // a domestic reverse-charge purchase (3a.2 + 8b.2) and a foreign service EUR 1,000 (3a.2 + 8g.1), A6
  await rows('ur', 9004, 'UR-RC-1', [
    { book: 'kir', datum: '2024-04-12', stopa: 2000, osnovica: 600_000_00, pdvIznos: 120_000_00, popdv: '3a.2' },
    { book: 'kur', datum: '2024-04-12', stopa: 2000, osnovica: 600_000_00, pdvIznos: 120_000_00, popdv: '8b.2' },
  ]);
  await rows('zrn', 9005, 'ZRN-F-1', [
    { book: 'kir', datum: '2024-04-18', stopa: 2000, osnovica: 117_200_00, pdvIznos: 23_440_00, popdv: '3a.2' },
    { book: 'kur', datum: '2024-04-18', stopa: 2000, osnovica: 117_200_00, pdvIznos: 23_440_00, popdv: '8g.1' },
  ]);
}

const sumOf = (list: Record<string, number>[], key: string) => list.reduce((s, r) => s + r[key]!, 0);

describe('the PPPDV and the POPDV of April', () => {
  it('every PPPDV field to the para, the old rows beside it equal where they coincide', async () => {
    await april2024();
    const r = (await d.get(`/v1/rpt-fin/pdv-total?${april}`)).data;
    expect(r.pppdv).toEqual({
      '001': 586_000_00, '002': 0, '003': 690_000_00, '004': 0, '005': 1_276_000_00,
      '006': 1_260_600_00, '007': 0, '008': 717_200_00, '009': 1_977_800_00,
      '103': 171_440_00, '104': 0, '105': 171_440_00,
      '106': 252_120_00, '107': 0, '108': 143_440_00, '109': 395_560_00,
      '110': -224_120_00,
    });
    expect(r).toMatchObject({ osn1: 586_000_00, osn3: 690_000_00, pdv3: 171_440_00, osn6: 1_260_600_00, pdv6: 252_120_00, osn8: 717_200_00, pdv8: 143_440_00, pdv10: -224_120_00 });
    expect(r.popdv.map((l: { popdv: string; stopa: number; osnovica: number; pdvIznos: number }) => [l.popdv, l.stopa, l.osnovica, l.pdvIznos])).toEqual([
      ['1.1', 0, 586_000_00, 0],
      ['3.2', 2000, 100_000_00, 20_000_00],
      ['3.4', 0, 600_000_00, 0],
      ['3.6', 2000, -10_000_00, -2_000_00],
      ['3.9', 2000, 50_000_00, 10_000_00],
      ['3a.2', 2000, 717_200_00, 143_440_00],
      ['6.2.1', 2000, 1_260_600_00, 252_120_00],
      ['8a.2', 2000, 10_000_00, 2_000_00],
      ['8a.5', 2000, -10_000_00, -2_000_00],
      ['8b.2', 2000, 600_000_00, 120_000_00],
      ['8g.1', 2000, 117_200_00, 23_440_00],
    ]);
  });

  it('each figure links to its rows: KIR or KUR by PPPDV field lists exactly the rows that sum to it', async () => {
    await april2024();
    const form = (await d.get(`/v1/rpt-fin/pdv-total?${april}`)).data.pppdv;
    for (const field of pppdvSourceFields) {
      const source = pppdvSource(field as PppdvSourceField);
      const kir = (await d.get(`/v1/rpt-fin/kir?${april}&pppdv=${field}&perPage=200`)).data;
      const kur = (await d.get(`/v1/rpt-fin/kur?${april}&pppdv=${field}&perPage=200`)).data;
      expect(sumOf([...kir, ...kur], source.amount), field).toBe(form[field]);
    }
    const fields = (await d.get(`/v1/rpt-fin/kir?${april}&pppdv=103&perPage=200`)).data.map((l: { popdv: string }) => l.popdv);
    expect(fields.sort()).toEqual(['3.2', '3.6', '3.9', '3a.2', '3a.2']);
    // a POPDV field: the rows of 3a.2 sum to the view's line
    const computed = (await d.get(`/v1/rpt-fin/kir?${april}&popdv=3a.2`)).data;
    expect([sumOf(computed, 'osnovica'), sumOf(computed, 'pdvIznos')]).toEqual([717_200_00, 143_440_00]);
    expect((await d.call('GET', `/v1/rpt-fin/kir?${april}&pppdv=110`)).statusCode).toBe(422);
    // the old rows' links too: row 1 without the AE sale, row 3 with it and the VAT we computed, row 6 the import, row 8 without it
    const r = (await d.get(`/v1/rpt-fin/pdv-total?${april}`)).data;
    const rowOf = async (n: number, book: 'kir' | 'kur') => (await d.get(`/v1/rpt-fin/${book}?${april}&pdvRow=${n}&perPage=200`)).data;
    expect(sumOf(await rowOf(1, 'kir'), 'osnovica')).toBe(r.osn1);
    expect(sumOf(await rowOf(3, 'kir'), 'pdvIznos')).toBe(r.pdv3);
    expect((await rowOf(3, 'kir')).map((l: { popdv: string }) => l.popdv).sort()).toEqual(['3.2', '3.4', '3.6', '3.9', '3a.2', '3a.2']);
    expect([sumOf(await rowOf(6, 'kur'), 'osnovica'), sumOf(await rowOf(6, 'kur'), 'pdvIznos')]).toEqual([r.osn6, r.pdv6]);
    expect([sumOf(await rowOf(8, 'kur'), 'osnovica'), sumOf(await rowOf(8, 'kur'), 'pdvIznos')]).toEqual([r.osn8, r.pdv8]);
  });

  it('KIR and KUR columns: exempt, reverse charge and VAT we compute, import, foreign; the field of each line', async () => {
    await april2024();
    const kir = (await d.get(`/v1/rpt-fin/kir?${april}&perPage=50`)).data;
    const line = (rows: Record<string, unknown>[], oznaka: string) => rows.find((r) => r.docOznaka === oznaka)!;
    expect(line(kir, 'IR-EXP-1')).toMatchObject({ popdv: '1.1', osnOslobodjenoSaOdbitkom: 586_000_00, osnOslobodjenoBezOdbitka: 0, osnPrimalacDuguje: 0, pdvObracunatInterno: 0 });
    expect(line(kir, 'IR-AE-1')).toMatchObject({ popdv: '3.4', osnPrimalacDuguje: 600_000_00, pdvIznos: 0 });
    expect(line(kir, 'UR-RC-1')).toMatchObject({ popdv: '3a.2', pdvObracunatInterno: 120_000_00 });
    const kur = (await d.get(`/v1/rpt-fin/kur?${april}&perPage=50`)).data;
    expect(line(kur, 'JCI-1')).toMatchObject({ popdv: '6.2.1', osnUvoz: 1_260_600_00, pdvUvoz: 252_120_00, osnPrenos: 0 });
    expect(line(kur, 'UR-RC-1')).toMatchObject({ popdv: '8b.2', osnPrenos: 600_000_00, pdvPrenos: 120_000_00 });
    expect(line(kur, 'ZRN-F-1')).toMatchObject({ popdv: '8g.1', osnStrano: 117_200_00, pdvStrano: 23_440_00 });
  });

  it('exports the PPPDV and the POPDV to Excel and prints both', async () => {
    await april2024();
    const columns = (cols: [string, string, string][]) => encodeURIComponent(JSON.stringify(cols.map(([key, label, type]) => ({ key, label, type, total: 'none' }))));
    const pppdvCols = columns([['red', 'Red', 'int'], ['opis', 'Opis', 'text'], ['poljeOsnovica', 'Polje', 'text'], ['osnovica', 'Osnovica', 'money'], ['poljePdv', 'Polje', 'text'], ['pdv', 'PDV', 'money']]);
    const res = await d.call('GET', `/v1/rpt-fin/pdv-total/export?${april}&form=pppdv&fileName=PPPDV&totalLabel=&columns=${pppdvCols}`);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = await sheetValues(res);
    expect(sheet[3]).toEqual([3, 'Promet dobara i usluga po opštoj stopi', '003', 690_000, '103', 171_440]);
    expect([sheet[10]![0], sheet[10]![4], sheet[10]![5]]).toEqual([10, '110', -224_120]);
    const popdvCols = columns([['polje', 'Polje', 'text'], ['opis', 'Opis', 'text'], ['stopa', 'Stopa', 'rate'], ['osnovica', 'Osnovica', 'money'], ['pdv', 'PDV', 'money']]);
    const popdv = await d.call('GET', `/v1/rpt-fin/pdv-total/export?${april}&form=popdv&lang=en&fileName=POPDV&totalLabel=&columns=${popdvCols}`);
    expect(popdv.statusCode, popdv.body).toBe(200);
    // the whole form: every field (zero where no rows), each part's sums by rate, empty cells where the form has none
    const lines = (await sheetValues(popdv)).map((r) => Array.from({ length: 5 }, (_, i) => r[i] ?? null));
    const row = (code: string) => lines.filter((r) => r[0] === code);
    expect(row('3a.2')).toEqual([['3a.2', 'Goods and services, VAT we compute (reverse charge, foreign supplier)', 20, 717_200, 143_440]]);
    expect(row('2.3')).toEqual([['2.3', 'Buildings', null, 0, null]]);
    expect(row('3.8')).toEqual([
      ['3.8', 'Total base and VAT (3.1 to 3.7)', 20, 90_000, 18_000],
      ['3.8', 'Total base and VAT (3.1 to 3.7)', 0, 600_000, 0],
    ]);
    expect(row('3.10').map((r) => r.slice(2))).toEqual([[20, null, 28_000], [0, null, 0]]);
    expect(lines.filter((r) => r[1] === 'Total VAT computed (3a.1 to 3a.4)').map((r) => r.slice(2))).toEqual([[20, null, 143_440]]);
    expect([...row('6.3'), ...row('6.4')].map((r) => r.slice(2))).toEqual([[null, 1_260_600, null], [null, null, 252_120]]);
    expect(row('8a.6').map((r) => r.slice(2))).toEqual([[20, 0, 0]]);
    expect([...row('8b.6'), ...row('8g.5')].map((r) => r.slice(2))).toEqual([[20, 600_000, 120_000], [20, 117_200, 23_440]]);
    expect(row('8đ').map((r) => r.slice(2))).toEqual([[null, 717_200, null]]);
    expect(lines.filter((r) => r[0] === '8v.1' || r[0] === '11.3')).toHaveLength(2);
    // the print: the PPPDV, then the POPDV with the same sums, read back from the PDF
    const pdf = await d.call('GET', `/v1/rpt-fin/print/pdv?${april}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).replace(/[ \t\u00a0]+/g, ' ').replace(/(\d) ?%/g, '$1 %');
    for (const expected of [
      '1.5 Ukupan promet (1.1 + 1.2 + 1.3 + 1.4) 586.000,00',
      '2.5 Ukupan promet (2.1 + 2.2 + 2.3 + 2.4) 0,00',
      '3.8 Ukupna osnovica i obračunati PDV (3.1 do 3.7) 20 % 90.000,00 18.000,00',
      '3.8 Ukupna osnovica i obračunati PDV (3.1 do 3.7) 0 % 600.000,00 0,00',
      '3.10 Ukupno obračunati PDV (3.8 + 3.9) 20 % 28.000,00',
      'Ukupno obračunati PDV (3a.1 do 3a.4) 20 % 143.440,00',
      '6.3 Ukupna vrednost uvoza (6.1 + 6.2.1 + 6.2.2 + 6.2.3) 1.260.600,00',
      '6.4 Ukupan PDV plaćen pri uvozu dobara 252.120,00 252.120,00',
      '8a.6 Ukupna osnovica i PDV (8a.1 do 8a.5) 20 % 0,00 0,00 0,00',
      '8b.6 Ukupna osnovica i PDV (8b.1 do 8b.5) 20 % 600.000,00 120.000,00 120.000,00',
      '8g.5 Ukupna osnovica i PDV (8g.1 do 8g.4) 20 % 117.200,00 23.440,00 23.440,00',
      '8đ Ukupna osnovica nabavki (8a.6 + 8b.6 + 8v.4 + 8g.5 + 8d) 717.200,00',
      '2.3 Promet objekata 0,00',
      '11. Promet izvršen van Republike i drugi promet koji ne podleže PDV',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
