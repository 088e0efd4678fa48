import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { postVat } from '../ledgers/books';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, sheetValues } from '../../test/documents';
import { pdfPagePng, pdfText, wordsPastMargin } from '../../test/pdf';

/**
 * KIR with base and VAT per rate in their own columns, as the book's form has them (docs/decisions.md#vat-books-and-the-trade-book):
 * a sale at 20 %, a sale at 10 %, one invoice at both rates, the seller's credit note, an advance
 * received, an export, an AE sale and VAT computed on a foreign supplier's service, on the screen's
 * rows, in the Excel file and in the print, each column's total to the para.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let S20: number;
let S10: number;
let vat20: number;
let rbroj = 0;
const may = 'periodId=2&dateFrom=2024-05-01&dateTo=2024-05-31';

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'KIRK', intNaziv: 'Kupac KIR', naziv: 'Kupac KIR', postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isKupac: true });
  expect(res.statusCode, res.body).toBe(201);
  K = res.json().id;
  S20 = await d.article('usluga', 'S20', 2000);
  S10 = await d.article('usluga', 'S10', 1000);
  vat20 = await d.vatRate(2000);
});

async function sale(datum: string, lines: [number, number][]) {
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: ++rbroj, datum, magId: null, komId: K, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum });
  for (const [artId, prodCena] of lines) await d.item('doc-prod', id, { artId, kolicina: 1_000, prodCena });
  await d.lock('doc-prod', id);
  return id;
}

async function month() {
  const first = await sale('2024-05-03', [[S20, 100_000_00]]);
  await sale('2024-05-06', [[S10, 40_000_00]]);
  // one invoice at both rates: one line of the book, figures in both rates' columns
  await sale('2024-05-07', [
    [S20, 10_000_00],
    [S10, 5_000_00],
  ]);
  // 10,000 + 2,000 off the first sale (3.6, the general rate's columns, negative)
  const knod = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: ++rbroj, datum: '2024-05-15', komId: K, osnov: 'Popust', saPdv: true, fakture: [{ vDoc: 'prod', docId: first }], dokBroj: 'KO-1' });
  expect(knod.statusCode, knod.body).toBe(201);
  await d.item('doc-knod', knod.json().id, { pdvId: vat20, iznos: 10_000_00 });
  await d.lock('doc-knod', knod.json().id);
  // an advance received, 60,000 with VAT: 50,000 + 10,000 (3.9, the general rate's columns)
  const avr = await d.create('doc-avr', { vSubDoc: 'avr-izdati', rbroj: ++rbroj, datum: '2024-05-20', komId: K, osnov: 'Ugovor 9/2024' });
  await d.item('doc-avr', avr, { pdvId: vat20, iznos: 60_000_00 });
  await d.lock('doc-avr', avr);
  // an export (1.1), an AE sale (3.4) and the VAT of a foreign service (3a.2, VAT only), as their families write them
  const ctx = (docId: number, docOznaka: string) => ({ companyId: 1, periodId: 2, vDoc: 'prod', docId, docOznaka, docOpis: '' });
  await t.database.db.transaction((tx) => postVat(tx, ctx(9101, 'IR-EXP-9'), [{ book: 'kir', komId: K, dokBroj: 'IR-EXP-9', datum: '2024-05-22', stopa: 0, osnovica: 586_000_00, pdvIznos: 0, popdv: '1.1' }]));
  await t.database.db.transaction((tx) => postVat(tx, ctx(9102, 'IR-AE-9'), [{ book: 'kir', komId: K, dokBroj: 'IR-AE-9', datum: '2024-05-23', stopa: 0, osnovica: 600_000_00, pdvIznos: 0, popdv: '3.4' }]));
  await t.database.db.transaction((tx) => postVat(tx, ctx(9103, 'UR-RC-9'), [{ book: 'kir', komId: K, dokBroj: 'UR-RC-9', datum: '2024-05-24', stopa: 2000, osnovica: 0, pdvIznos: 23_440_00, popdv: '3a.2' }]));
}

const formColumns = ['iznos', 'osnOslobodjenoSaOdbitkom', 'osnOslobodjenoBezOdbitka', 'osnOpstaStopa', 'pdvOpstaStopa', 'osnPosebnaStopa', 'pdvPosebnaStopa', 'osnPrimalacDuguje', 'pdvObracunatInterno'] as const;
type Line = Record<(typeof formColumns)[number] | 'osnovica' | 'pdvIznos', number> & { docOznaka: string };

describe('KIR: base and VAT per rate in their own columns', () => {
  it('each line and each column’s total to the para, on the screen, in Excel and in the print', async () => {
    await month();
    const lines = (await d.get(`/v1/rpt-fin/kir?${may}&perPage=50`)).data as Line[];
    const row = (l: Line) => [l.docOznaka, ...formColumns.map((c) => l[c])];
    expect(lines.map(row)).toEqual([
      ['IR-USLUGA-1/2024', 120_000_00, 0, 0, 100_000_00, 20_000_00, 0, 0, 0, 0],
      ['IR-USLUGA-2/2024', 44_000_00, 0, 0, 0, 0, 40_000_00, 4_000_00, 0, 0],
      ['IR-USLUGA-3/2024', 17_500_00, 0, 0, 10_000_00, 2_000_00, 5_000_00, 500_00, 0, 0],
      ['KO-4/2024', -12_000_00, 0, 0, -10_000_00, -2_000_00, 0, 0, 0, 0],
      ['AVR-5/2024', 60_000_00, 0, 0, 50_000_00, 10_000_00, 0, 0, 0, 0],
      ['IR-EXP-9', 586_000_00, 586_000_00, 0, 0, 0, 0, 0, 0, 0],
      ['IR-AE-9', 600_000_00, 0, 0, 0, 0, 0, 0, 600_000_00, 0],
      ['UR-RC-9', 23_440_00, 0, 0, 0, 0, 0, 0, 0, 23_440_00],
    ]);
    // the columns split each line exactly: bases add up to its base, VAT to its VAT
    for (const l of lines) {
      expect(l.osnOpstaStopa + l.osnPosebnaStopa + l.osnOslobodjenoSaOdbitkom + l.osnOslobodjenoBezOdbitka + l.osnPrimalacDuguje, l.docOznaka).toBe(l.osnovica);
      expect(l.pdvOpstaStopa + l.pdvPosebnaStopa + l.pdvObracunatInterno, l.docOznaka).toBe(l.pdvIznos);
    }

    const columns = encodeURIComponent(JSON.stringify([{ key: 'docOznaka', label: 'Dokument', type: 'text', total: 'none' }, ...formColumns.map((key) => ({ key, label: key, type: 'money', total: 'sum' }))]));
    const xlsx = await d.call('GET', `/v1/rpt-fin/kir/export?${may}&fileName=KIR&totalLabel=Ukupno&columns=${columns}`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await sheetValues(xlsx);
    // 1,438,940.00 with VAT; exempt 586,000.00; general 150,000.00 / 30,000.00; special 45,000.00 / 4,500.00; AE 600,000.00; 3a 23,440.00
    expect(sheet.at(-1)).toEqual(['Ukupno', 1_438_940, 586_000, 0, 150_000, 30_000, 45_000, 4_500, 600_000, 23_440]);

    const pdf = await d.call('GET', `/v1/rpt-fin/print/kir?${may}`);
    expect(pdf.statusCode).toBe(200);
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/kir.png`, await pdfPagePng(pdf.rawPayload));
    const text = (await pdfText(pdf.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    expect(text).toContain('IR-USLUGA-3/2024 07.05.2024 Kupac KIR 17.500,00 10.000,00 2.000,00 5.000,00 500,00');
    expect(text).toContain('KO-4/2024 15.05.2024 Kupac KIR -12.000,00 -10.000,00 -2.000,00');
    // the column without a figure in the range (exempt without the right to deduct) is left out
    expect(text).toContain('Ukupno 1.438.940,00 586.000,00 150.000,00 30.000,00 45.000,00 4.500,00 600.000,00 23.440,00');
    expect(await wordsPastMargin(pdf.rawPayload)).toEqual([]);
  });
});
