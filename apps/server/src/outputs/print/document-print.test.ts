import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { pdfPagePng, pdfText } from '../../../test/pdf';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);

const squeezed = (text: string) => text.replace(/[ \t\u00a0]+/g, ' ').replace(/(\d) ?%/g, '$1 %');
const printed = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/${url.split('?')[0]!.replace(/\W+/g, '-')}.png`, await pdfPagePng(res.rawPayload));
  return squeezed(await pdfText(res.rawPayload));
};

let VP: number;
let MP: number;
let supplier: number;
let A: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, supplier } = await goodsSetup(d));
  A = await d.article('roba', 'KA', 2000);
});

/** Incoming invoice UR-VP-1: A 10 × 100.00 less 10 % → 900.00 at cost, sold at 150.00 (1,500.00). */
async function purchase() {
  const id = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-01', magId: VP, komId: supplier, dokBroj: 'F-501', dokDatum: '2024-02-28', dokDpo: '2024-03-30' });
  await d.item('doc-ur', id, { artId: A, kolicina: 10_000, fakCena: 100_00, rabat1: 10_000, prodCena: 150_00 });
  await d.lock('doc-ur', id);
  return id;
}

describe('goods document prints', () => {
  it('the purchase calculation shows prices, values and margin; the goods receipt quantities only', async () => {
    const id = await purchase();
    const calc = await printed(`/v1/doc-ur/kalkulacija/print/${id}`);
    expect(calc).toContain('KALKULACIJA');
    expect(calc).toContain('Dobavljač: Veletrgovina Sever');
    expect(calc).toContain('F-501 28.02.2024');
    expect(calc).toContain('Artikal KA kom 10,000 100,00 10 % 90,00 900,00 20 % 66,67 % 150,00 1.500,00');
    expect(calc).toContain('Ukupno 900,00 1.500,00');
    const receipt = await printed(`/v1/doc-ur/prijem-robe/print/${id}?lang=sr-cyr`);
    expect(receipt).toContain('ПРИЈЕМ РОБЕ');
    expect(receipt).toContain('Artikal KA kom 10,000');
    expect(receipt).not.toContain('900,00');
    expect((await t.app.inject({ method: 'GET', url: `/v1/doc-ur/nivelacija/print/${id}`, headers: auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/doc-ur/kalkulacija/print/999999', headers: auth })).statusCode).toBe(404);
  });

  it('the price adjustment shows old and new prices and values and the difference', async () => {
    await purchase();
    const niv = await d.create('doc-niv', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-05', magId: VP });
    await d.item('doc-niv', niv, { artId: A, kolicina: 10_000, cenaPre: 150_00, cenaPosle: 160_00 });
    const text = await printed(`/v1/doc-niv/nivelacija/print/${niv}?lang=en`);
    expect(text).toContain('PRICE ADJUSTMENT');
    expect(text).toContain('Artikal KA 10.000 150.00 160.00 1,500.00 1,600.00 100.00');
    expect(text).toContain('Total 1,500.00 1,600.00 100.00');
  });

  it('KPR, the trade book, a client’s turnover and the lists of expense invoices and statements', async () => {
    await purchase();
    const kpr = await printed('/v1/rpt-fin/print/kpr?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31');
    expect(kpr).toContain('KNJIGA PRIMLJENIH RAČUNA (KPR)');
    expect(kpr).toContain('F-501 28.02.2024 Veletrgovina Sever d.o.o. 100000008 900,00 180,00 0,00 1.080,00');
    const turnover = await printed(`/v1/rpt-kom/print/promet/${supplier}?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31`);
    expect(turnover).toContain('PROMET KLIJENTA: Veletrgovina Sever');
    expect(turnover).toContain('Konačno stanje: -1.080,00');
    const kepu = await printed(`/v1/rpt-fin/print/kepu?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31&magId=${MP}`);
    expect(kepu).toContain('KNJIGA EVIDENCIJE PROMETA (KEPU)');
    const vat20 = await d.vatRate(2000);
    const vat10 = await d.vatRate(1000);
    const trosakId = await d.costItem('Zakup', 'Zakup lokala');
    const zrn = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-20', komId: supplier, dokBroj: 'R-77', dokDatum: '2024-03-20', dokDpo: '2024-04-20', trosakId });
    await d.item('doc-zrn', zrn, { pdvId: vat20, iznos: 1_000_00 });
    await d.item('doc-zrn', zrn, { pdvId: vat10, iznos: 100_00 });
    const expenses = await printed('/v1/doc-zrn/print/spisak?periodId=2');
    expect(expenses).toContain('SPISAK TROŠKOVNIH RAČUNA');
    expect(expenses).toContain('Ukupno 1.100,00 210,00 1.310,00');
    const statements = await printed('/v1/doc-trn/print/spisak?periodId=2');
    expect(statements).toContain('SPISAK IZVODA');
    expect(statements).toContain('Ukupno 0,00 0,00');
  });
});
