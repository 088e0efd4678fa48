import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { pdfPagePng, pdfText, wordsPastMargin } from '../../../test/pdf';
import { companies, exchangeRates } from '../../platform/db/schema';

/**
 * The purchase calculation of an import with dependent costs (docs/decisions.md#import-dependent-costs-and-reverse-charge): the margin (RUC) is
 * measured over the cost price with the line's share of the costs, on the screen's lines, in the
 * print and in the stock, worked to the para.
 *
 * EUR 1.00 = 117.2000. Line A: 1,000 pcs at EUR 1.00 = 117,200.00, line B: 250 pcs at EUR 2.00 =
 * 58,600.00; duty 32,515.00 and freight 20,000.00 = 52,515.00 spread 2 : 1 → A 35,010.00, B 17,505.00.
 * A: cost price (117,200.00 + 35,010.00) / 1,000 = 152.21; sale 216.68 → (216.68 − 152.21) / 152.21
 * = 42.36 % (over the invoice's 117.20 it would be 84.88 %).
 * B: (58,600.00 + 17,505.00) / 250 = 304.42; sale 400.00 → 95.58 / 304.42 = 31.40 % (not 70.65 %).
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let F: number;
let A: number;
let B: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  VP = (await goodsSetup(d)).VP;
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'INO-K', intNaziv: 'Ino Kalk', naziv: 'Ino Kalk GmbH', postcode: '1010', mesto: 'Wien', adresa: 'Ring 1', isDobavljac: true });
  expect(res.statusCode, res.body).toBe(201);
  F = res.json().id;
  A = await d.article('roba', 'KLA', 2000);
  B = await d.article('roba', 'KLB', 2000);
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
  await t.database.db.insert(exchangeRates).values({ companyId: company!.id, valuta: 'EUR', datum: '2024-03-08', kurs: 117_200_000 });
});

const importHeader = () => ({
  vSubDoc: 'vp',
  rbroj: 1,
  datum: '2024-03-12',
  magId: VP,
  komId: F,
  dokBroj: 'INV-K-1',
  dokDatum: '2024-03-08',
  datumPrometa: '2024-03-08',
  valuta: 'EUR',
  troskovi: [
    { vrsta: 'duty', iznos: 32_515_00 },
    { vrsta: 'freight', iznos: 20_000_00 },
  ],
});

async function theImport() {
  const id = await d.create('doc-ur', importHeader());
  await d.item('doc-ur', id, { artId: A, kolicina: 1_000_000, fakCena: 1_00, prodCena: 216_68 });
  await d.item('doc-ur', id, { artId: B, kolicina: 250_000, fakCena: 2_00, prodCena: 400_00 });
  return id;
}

type Line = { artId: number; nabCena: number; nabVr: number; zavisniTr: number; nabCenaTr: number; ruc: number };
const lines = async (id: number) =>
  ((await d.get(`/v1/doc-ur/${id}/items`)).data as Line[]).map((l) => [l.artId === A ? 'A' : 'B', l.nabCena, l.nabVr, l.zavisniTr, l.nabCenaTr, l.ruc]);

describe('kalkulacija: the margin over the cost price with the dependent costs', () => {
  it('shows and prints 42.36 % and 31.40 %, and the stock receives the same cost prices', async () => {
    const id = await theImport();
    const expected = [
      ['A', 117_20, 117_200_00, 35_010_00, 152_21, 42_36],
      ['B', 234_40, 58_600_00, 17_505_00, 304_42, 31_40],
    ];
    // the draft's lines as the screen reads them, one by one too
    expect(await lines(id)).toEqual(expected);
    const first = (await d.get(`/v1/doc-ur/${id}/items`)).data[0] as { id: number };
    expect((await d.get(`/v1/doc-ur/${id}/items/${first.id}`)).data).toMatchObject({ zavisniTr: 35_010_00, nabCenaTr: 152_21, ruc: 42_36 });
    // a page of one line still takes its share of the whole document's costs
    expect(((await d.get(`/v1/doc-ur/${id}/items?page=2&perPage=1`)).data as Line[]).map((l) => [l.zavisniTr, l.ruc])).toEqual([[17_505_00, 31_40]]);

    await d.lock('doc-ur', id);
    expect(await lines(id)).toEqual(expected);
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ vrednost: 152_210_00, cena: 152_21 });
    expect(await d.stock('pnCena', VP, B)).toMatchObject({ vrednost: 76_105_00, cena: 304_42 });

    const res = await d.call('GET', `/v1/doc-ur/kalkulacija/print/${id}`);
    expect(res.statusCode).toBe(200);
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/kalkulacija.png`, await pdfPagePng(res.rawPayload));
    const text = (await pdfText(res.rawPayload)).replace(/[ \t\u00a0]+/g, ' ').replace(/(\d) ?%/g, '$1 %');
    // code, name, unit, qty, invoice price, purchase price, value, share, cost price, rate, margin, sale price, sale value
    expect(text).toContain('1 KLA Artikal KLA kom 1.000,000 1,00 117,20 117.200,00 35.010,00 152,21 20 % 42,36 % 216,68 216.680,00');
    expect(text).toContain('2 KLB Artikal KLB kom 250,000 2,00 234,40 58.600,00 17.505,00 304,42 20 % 31,40 % 400,00 100.000,00');
    expect(text).toContain('Ukupno 175.800,00 52.515,00 316.680,00');
    // the landscape A4 holds every column: nothing reaches past the right margin
    expect(await wordsPastMargin(res.rawPayload)).toEqual([]);
  });

  it('without costs the margin stays over the invoice price, and a cost added later restates every line', async () => {
    const id = await theImport();
    const save = async (troskovi: unknown[]) => {
      const res = await d.call('PUT', `/v1/doc-ur/${id}`, { ...importHeader(), periodId: 2, napomena: '', troskovi });
      expect(res.statusCode, res.body).toBe(204);
    };
    await save([]);
    // (216.68 − 117.20) / 117.20 = 84.88 %; (400.00 − 234.40) / 234.40 = 70.65 %
    expect((await lines(id)).map((l) => [l[3], l[4], l[5]])).toEqual([
      [0, 117_20, 84_88],
      [0, 234_40, 70_65],
    ]);
    await save([{ vrsta: 'duty', iznos: 52_515_00 }]);
    expect((await lines(id)).map((l) => l[5])).toEqual([42_36, 31_40]);
  });
});
