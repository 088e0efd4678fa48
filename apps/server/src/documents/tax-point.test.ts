import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../platform/paths';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';
import { generatedXml } from '../../test/xml-jobs';
import { attrAt, parseXml, textAt, xsdErrors } from '../../test/ubl';

/** The tax point (docs/decisions.md#the-tax-point): KIR, KUR and the VAT return place a document by it; the e-invoice says it. */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let K: number;
let D: number;
let S: number;
let cost: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, buyer: K, supplier: D } = await goodsSetup(d));
  S = await d.article('usluga', 'TP-S', 2000);
  cost = await d.costItem('Opšti troškovi', 'Zakup');
});

const range = (from: string, to: string) => `periodId=2&dateFrom=${from}&dateTo=${to}`;
const feb = range('2024-02-01', '2024-02-29');
const march = range('2024-03-01', '2024-03-31');
type BookRow = { docOznaka: string; datum: string; dokDatum: string | null; osnovica: number; pdvIznos: number };
const book = async (name: 'kir' | 'kur', q: string) =>
  ((await d.get(`/v1/rpt-fin/${name}?${q}&perPage=50`)).data as BookRow[]).map((r) => [r.docOznaka, r.datum, r.dokDatum, r.osnovica, r.pdvIznos]);
const vatReturn = async (q: string) => (await d.get(`/v1/rpt-fin/pdv-total?${q}`)).data;

const sale = (rbroj: number, datum: string, datumPrometa: string, periodObracuna: string) => ({
  vSubDoc: 'usluga',
  rbroj,
  datum,
  magId: null,
  komId: K,
  datumDospeca: datum,
  datumIsporuke: datumPrometa,
  datumPrometa,
  periodObracuna,
});

/** A locked service invoice: 1 × 1,000.00 at 20 % (VAT 200.00). */
async function serviceInvoice(rbroj: number, datum: string, datumPrometa: string, periodObracuna: string) {
  const id = await d.create('doc-prod', sale(rbroj, datum, datumPrometa, periodObracuna));
  await d.item('doc-prod', id, { artId: S, kolicina: 1_000, prodCena: 100_000 });
  await d.lock('doc-prod', id);
  return id;
}

async function refused(method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, errors: Record<string, string>) {
  const res = await d.call(method, url, { periodId: 2, napomena: '', ...body });
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().errors).toEqual(errors);
}

describe('a sale’s tax point', () => {
  it('an invoice of 15.03. for a supply of 28.02. (code 35) counts in February’s KIR and return, not March’s', async () => {
    const late = await serviceInvoice(1, '2024-03-15', '2024-02-28', '35');
    // the same invoice with code 3 (the supply on the issue day) stays in March
    await serviceInvoice(2, '2024-03-15', '2024-03-15', '3');

    expect(await book('kir', feb)).toEqual([['IR-USLUGA-1/2024', '2024-02-28', '2024-03-15', 1_000_00, 200_00]]);
    expect(await book('kir', march)).toEqual([['IR-USLUGA-2/2024', '2024-03-15', '2024-03-15', 1_000_00, 200_00]]);
    expect(await vatReturn(feb)).toMatchObject({ osn3: 1_000_00, pdv3: 200_00, osn5: 1_000_00, pdv5: 200_00, pdv10: 200_00 });
    expect(await vatReturn(march)).toMatchObject({ osn3: 1_000_00, pdv3: 200_00, osn5: 1_000_00, pdv5: 200_00, pdv10: 200_00 });
    // the buyer owes from the invoice date: the client ledger keeps the document's date
    const turnover = await d.get(`/v1/rpt-kom/${K}/promet?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31`);
    expect(turnover.data.map((r: { docOznaka: string; datum: string }) => [r.docOznaka, r.datum])).toEqual([
      ['IR-USLUGA-1/2024', '2024-03-15'],
      ['IR-USLUGA-2/2024', '2024-03-15'],
    ]);

    // Storno reverses the row on its tax point: February's KIR and return go back to zero.
    await d.storno('doc-prod', late);
    expect(await vatReturn(feb)).toMatchObject({ osn3: 0, pdv3: 0, pdv10: 0 });
    expect(await vatReturn(march)).toMatchObject({ osn3: 1_000_00, pdv3: 200_00 });
  });

  it('the e-invoice says code 35 with the supply date as ActualDeliveryDate; code 3 carries no delivery date', async () => {
    const late = await serviceInvoice(1, '2024-03-15', '2024-02-28', '35');
    const invoice = parseXml(await generatedXml(d, 'prod', late)).Invoice;
    expect(textAt(invoice, 'cbc:IssueDate')).toBe('2024-03-15');
    expect(textAt(invoice, 'cac:InvoicePeriod/cbc:DescriptionCode')).toBe('35');
    expect(textAt(invoice, 'cac:Delivery/cbc:ActualDeliveryDate')).toBe('2024-02-28');

    const same = await serviceInvoice(2, '2024-03-15', '2024-03-14', '3');
    const xml = await generatedXml(d, 'prod', same);
    expect(xsdErrors(xml, 'Invoice')).toBe('');
    const plain = parseXml(xml).Invoice;
    expect(textAt(plain, 'cac:InvoicePeriod/cbc:DescriptionCode')).toBe('3');
    expect(textAt(plain, 'cac:Delivery/cbc:ActualDeliveryDate')).toBeUndefined();
    // a line of a piece (the seeded unit kom maps to H87)
    expect(attrAt(plain, 'cac:InvoiceLine/cbc:InvoicedQuantity', 'unitCode')).toBe('H87');
  });

  it('refuses a supply date the code contradicts, or one in another business year, and writes nothing', async () => {
    // code 3 says the supply is on the issue day: a supply in another month needs 35
    await refused('POST', '/v1/doc-prod', { ...sale(1, '2024-03-15', '2024-02-28', '3'), rbroj: 1 }, { periodObracuna: 'error.periodObracuna.supply-month' });
    await refused('POST', '/v1/doc-prod', { ...sale(1, '2024-03-15', '2024-02-28', '432'), rbroj: 1 }, { periodObracuna: 'error.periodObracuna.supply-month' });
    // SEF refuses a VAT point after the issue date
    await refused('POST', '/v1/doc-prod', sale(1, '2024-03-15', '2024-03-16', '35'), { datumPrometa: 'error.datumPrometa.after-datum' });
    // the year boundary: a supply of the old year is invoiced in that year's period
    await refused('POST', '/v1/doc-prod', sale(1, '2024-01-10', '2023-12-28', '35'), { datumPrometa: 'error.datumPrometa.outside-period' });
    expect((await d.get('/v1/doc-prod?periodId=2')).data).toEqual([]);

    const id = await d.create('doc-prod', sale(1, '2024-03-15', '2024-03-15', '3'));
    await refused('PUT', `/v1/doc-prod/${id}`, sale(1, '2024-03-15', '2024-02-28', '3'), { periodObracuna: 'error.periodObracuna.supply-month' });
    expect(await d.read('doc-prod', id)).toMatchObject({ datumPrometa: '2024-03-15', periodObracuna: '3' });
  });
});

describe('an incoming invoice’s tax point', () => {
  const incoming = (rbroj: number, extra: Record<string, unknown>) => ({ vSubDoc: 'vp', rbroj, magId: VP, komId: D, dokBroj: `F-${rbroj}`, ...extra });
  const expense = (rbroj: number, extra: Record<string, unknown>) => ({ vSubDoc: 'zrn', rbroj, komId: D, dokBroj: `R-${rbroj}`, trosakId: cost, ...extra });

  it('KUR takes the later of the supplier’s supply date and the booking date', async () => {
    const A = await d.article('roba', 'TP-A', 2000);
    // booked 26.02., invoiced 20.02., supplied 02.03.: deductible in March
    const ur = await d.create('doc-ur', incoming(1, { datum: '2024-02-26', dokDatum: '2024-02-20', datumPrometa: '2024-03-02' }));
    await d.item('doc-ur', ur, { artId: A, kolicina: 10_000, fakCena: 5_000, prodCena: 7_000 });
    await d.lock('doc-ur', ur);
    // an expense invoice supplied 28.02., booked 05.03.: held only in March
    const zrn = await d.create('doc-zrn', expense(1, { datum: '2024-03-05', dokDatum: '2024-02-28', datumPrometa: '2024-02-28' }));
    await d.item('doc-zrn', zrn, { pdvId: await d.vatRate(2000), iznos: 300_00 });
    await d.lock('doc-zrn', zrn);

    expect(await book('kur', feb)).toEqual([]);
    expect(await book('kur', march)).toEqual([
      ['UR-VP-1/2024', '2024-03-02', '2024-02-20', 500_00, 100_00],
      ['ZRN-1/2024', '2024-03-05', '2024-02-28', 300_00, 60_00],
    ]);
    expect(await vatReturn(feb)).toMatchObject({ osn8: 0, pdv8: 0, pdv9: 0 });
    expect(await vatReturn(march)).toMatchObject({ osn8: 800_00, pdv8: 160_00, pdv9: 160_00, pdv10: -160_00 });
    // the supplier's credit stays on the booking date
    const turnover = await d.get(`/v1/rpt-kom/${D}/promet?periodId=2&dateFrom=2024-02-01&dateTo=2024-03-31`);
    expect(turnover.data.map((r: { docOznaka: string; datum: string }) => [r.docOznaka, r.datum])).toEqual([
      ['UR-VP-1/2024', '2024-02-26'],
      ['ZRN-1/2024', '2024-03-05'],
    ]);
  });

  it('left out, the supply date is the supplier’s invoice date (else the document date)', async () => {
    const ur = await d.create('doc-ur', incoming(1, { datum: '2024-02-26', dokDatum: '2024-02-20' }));
    expect(await d.read('doc-ur', ur)).toMatchObject({ datumPrometa: '2024-02-20' });
    const zrn = await d.create('doc-zrn', expense(1, { datum: '2024-02-26' }));
    expect(await d.read('doc-zrn', zrn)).toMatchObject({ dokDatum: '2024-02-26', datumPrometa: '2024-02-26' });
    const init = (await d.get('/v1/doc-zrn/init?periodId=2&vSubDoc=zrn')).data;
    expect(init.datumPrometa).toBe(init.datum);
  });

  it('refuses a supply date past the business year and a malformed one, and writes nothing', async () => {
    await refused('POST', '/v1/doc-zrn', expense(1, { datum: '2024-12-30', datumPrometa: '2025-01-03' }), { datumPrometa: 'error.datumPrometa.outside-period' });
    await refused('POST', '/v1/doc-ur', incoming(1, { datum: '2024-12-30', datumPrometa: '2025-01-03' }), { datumPrometa: 'error.datumPrometa.outside-period' });
    await refused('POST', '/v1/doc-zrn', expense(1, { datum: '2024-03-05', datumPrometa: '2024-02-30' }), { datumPrometa: 'error.datumPrometa.invalid' });
    expect((await d.get('/v1/doc-zrn?periodId=2')).data).toEqual([]);
    expect((await d.get('/v1/doc-ur?periodId=2')).data).toEqual([]);
    // a supply of the old year booked in the new one is deductible on the booking date: accepted
    const ur = await d.create('doc-ur', incoming(1, { datum: '2024-01-05', dokDatum: '2023-12-28', datumPrometa: '2023-12-28' }));
    expect(await d.read('doc-ur', ur)).toMatchObject({ datumPrometa: '2023-12-28' });
  });
});

it('migration 0025 gives existing incoming and expense invoices their supplier’s invoice date as the supply date', async () => {
  const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, magId: VP, komId: D, dokBroj: 'F-1', datum: '2024-02-26', dokDatum: '2024-02-20', datumPrometa: '2024-02-26' });
  const zrn = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, komId: D, dokBroj: 'R-1', trosakId: cost, datum: '2024-03-05', dokDatum: '2024-02-28', datumPrometa: '2024-03-05' });
  const file = fs.readdirSync(migrationsFolder).find((f) => /^0025_.*\.sql$/.test(f))!;
  const fills = fs
    .readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^--.*$/gm, '').trim())
    .filter((s) => s.startsWith('UPDATE'));
  expect(fills).toHaveLength(2);
  for (const statement of fills) await t.database.db.execute(sql.raw(statement));
  expect(await d.read('doc-ur', ur)).toMatchObject({ dokDatum: '2024-02-20', datumPrometa: '2024-02-20' });
  expect(await d.read('doc-zrn', zrn)).toMatchObject({ dokDatum: '2024-02-28', datumPrometa: '2024-02-28' });
});
