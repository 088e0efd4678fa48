import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientLedger, stockLedger, turnoverLedger, vatBook } from '../../platform/db/schema';
import { selectRows } from '../../platform/db/client';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let K: number;
let supplier: number;
let A: number;
let B: number;
let S: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, buyer: K, supplier } = await goodsSetup(d));
  A = await d.article('roba', 'SA', 2000);
  B = await d.article('roba', 'SB', 1000);
  S = await d.article('usluga', 'SS', 2000);
});

const sale = (vSubDoc: string, rbroj: number, datum: string, magId: number | null) => ({
  vSubDoc,
  rbroj,
  datum,
  magId,
  komId: K,
  datumDospeca: datum,
  datumIsporuke: datum,
  datumPrometa: datum,
});

/** K's balance as the client ledger holds it: duguje − potražuje on the invoice side. */
async function balanceOf(komId: number) {
  const [row] = await t.database.db
    .select({ duguje: sql<number>`coalesce(sum(${clientLedger.duguje}), 0)`.mapWith(Number) })
    .from(clientLedger)
    .where(and(eq(clientLedger.komId, komId), eq(clientLedger.side, 'invoice')));
  return row!.duguje;
}

async function kir(stopa: number) {
  const [row] = await t.database.db
    .select({ osnovica: sql<number>`coalesce(sum(${vatBook.osnovica}), 0)`.mapWith(Number), pdvIznos: sql<number>`coalesce(sum(${vatBook.pdvIznos}), 0)`.mapWith(Number) })
    .from(vatBook)
    .where(and(eq(vatBook.book, 'kir'), eq(vatBook.stopa, stopa)));
  return row!;
}

async function openingAndTransfer() {
  // 1. Opening stock VP 2024-01-01: A 100 at 50.00 / 70.00; B 50 at 20.00 / 30.00.
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 100_000, nabCena: 5000, prodCena: 7000 });
  await d.item('doc-psr', psr, { artId: B, kolicina: 50_000, nabCena: 2000, prodCena: 3000 });
  await d.lock('doc-psr', psr);
  // 2. Transfer VP → MP 2024-02-01: A 20 at 96.00.
  const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: VP, magInId: MP });
  await d.item('doc-int', int, { artId: A, kolicina: 20_000, outCena: 5000, inCena: 9600 });
  await d.lock('doc-int', int);
  expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 80_000, vrednost: 400_000 });
}

async function goodsInvoice() {
  const id = await d.create('doc-prod', sale('vp', 1, '2024-02-10', VP));
  const lookup = (await d.call('GET', `/v1/doc-prod/${id}/art-lookup/${B}`)).json().data;
  // the item form shows the stock on hand and the warehouse's sale price
  expect(lookup).toMatchObject({ stanje: 50_000, cena: 3000, cenaSaPdv: false });
  const lineA = await d.item('doc-prod', id, { artId: A, kolicina: 10_000, prodCena: 7000 });
  await d.item('doc-prod', id, { artId: B, kolicina: 5_000, prodCena: lookup.cena, rabat: 10_000 });
  return { id, lineA };
}

describe('the worked example of the sales side', () => {
  it('steps 1–5: sells goods and services, a pro-forma becomes an invoice; step 9: storno puts everything back', async () => {
    await openingAndTransfer();

    // 3. Sales invoice vp 2024-02-10: A 10 × 70.00; B 5 × 30.00 less 10 %.
    const { id: ir, lineA } = await goodsInvoice();
    expect((await d.call('GET', `/v1/doc-prod/${ir}/items/${lineA}`)).json().data).toMatchObject({ iznos: 70_000, pdvStopa: 2000, rabat: 0, artikl: { intSifra: 'SA' } });
    const items = (await d.call('GET', `/v1/doc-prod/${ir}/items`)).json().data;
    expect(items.map((i: { iznos: number }) => i.iznos)).toEqual([70_000, 13_500]);
    expect(await d.read('doc-prod', ir)).toMatchObject({ oznaka: 'IR-VP-1/2024', osnovica: 83_500, pdvIznos: 15_350, iznos: 98_850, komNaziv: 'Market Jug' });
    await d.lock('doc-prod', ir);
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 70_000, vrednost: 350_000 });
    expect(await d.stock('pnCena', VP, B)).toMatchObject({ stanje: 45_000, vrednost: 90_000 });
    // the goods leave at the warehouse's own sale price: stock at sale value stays stock × price
    expect(await d.stock('kepuCena', VP, A)).toMatchObject({ vrednost: 490_000, cena: 7000 });
    expect(await d.stock('kepuCena', VP, B)).toMatchObject({ vrednost: 135_000, cena: 3000 });
    expect(await balanceOf(K)).toBe(98_850);
    const clientRow = (await t.database.db.select().from(clientLedger).where(eq(clientLedger.vDoc, 'prod')))[0]!;
    expect(clientRow).toMatchObject({ side: 'invoice', duguje: 98_850, potrazuje: 0, dueDate: '2024-02-10', docOznaka: 'IR-VP-1/2024' });
    expect(await kir(2000)).toEqual({ osnovica: 70_000, pdvIznos: 14_000 });
    expect(await kir(1000)).toEqual({ osnovica: 13_500, pdvIznos: 1_350 });
    const prm = (await d.call('GET', '/v1/rpt-fin/prm-total?periodId=2&vPromet=vp&dateFrom=2024-02-01&dateTo=2024-02-29')).json().data;
    expect(prm).toEqual({ count: 2, nabIznos: 60_000, ruc: 23_500, osnovica: 83_500, pdvIznos: 15_350, iznos: 98_850 });
    const prmLines = (await d.call('GET', '/v1/rpt-fin/prm?periodId=2&vPromet=vp')).json();
    expect(prmLines.data.map((r: { intSifra: string; nabIznos: number; ruc: number; pdvIznos: number }) => [r.intSifra, r.nabIznos, r.ruc, r.pdvIznos])).toEqual([
      ['SA', 50_000, 20_000, 14_000],
      ['SB', 10_000, 3_500, 1_350],
    ]);
    expect(prmLines.pagination).toMatchObject({ itemsCount: 2 });

    // 4. Services invoice 2024-02-12: S 1 × 1,000.00 → 1,200.00; no stock row.
    const usl = await d.create('doc-prod', sale('usluga', 1, '2024-02-12', null));
    expect(await d.read('doc-prod', usl)).toMatchObject({ magId: null, oznaka: 'IR-USLUGA-1/2024' });
    await d.item('doc-prod', usl, { artId: S, kolicina: 1_000, prodCena: 100_000 });
    expect(await d.read('doc-prod', usl)).toMatchObject({ osnovica: 100_000, pdvIznos: 20_000, iznos: 120_000 });
    await d.lock('doc-prod', usl);
    expect(await t.database.db.$count(stockLedger, and(eq(stockLedger.vDoc, 'prod'), eq(stockLedger.docId, usl)))).toBe(0);
    expect(await balanceOf(K)).toBe(98_850 + 120_000);
    expect((await d.call('GET', '/v1/rpt-fin/prm-total?periodId=2&vPromet=usluga')).json().data).toMatchObject({ count: 1, osnovica: 100_000, nabIznos: 0, iznos: 120_000 });

    // 5. Pro-forma 2024-02-05: A 3 × 70.00 → 252.00; no ledger row; "make invoice" gives a draft of 252.00.
    const prn = await d.create('doc-prn', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: VP, komId: K, komMemo: { komMemo1: 'Na ruke: nabavka', komMemo2: '', komMemo3: '', komMemo4: '', komMemo5: '' } });
    await d.item('doc-prn', prn, { artId: A, kolicina: 3_000, prodCena: 7000 });
    expect(await d.read('doc-prn', prn)).toMatchObject({ osnovica: 21_000, pdvIznos: 4_200, iznos: 25_200, prodId: null, komMemo: { komMemo1: 'Na ruke: nabavka' } });
    const ledgerRows = async () =>
      (await t.database.db.$count(stockLedger, eq(stockLedger.vDoc, 'prn'))) + (await t.database.db.$count(clientLedger, eq(clientLedger.vDoc, 'prn'))) + (await t.database.db.$count(vatBook, eq(vatBook.vDoc, 'prn')));
    expect((await d.call('POST', `/v1/doc-prn/${prn}/lock`)).statusCode).toBe(409);
    expect((await d.call('POST', `/v1/doc-prn/${prn}/storno`)).statusCode).toBe(409);
    const made = await d.call('POST', `/v1/doc-prn/${prn}/invoice`);
    expect(made.statusCode, made.body).toBe(201);
    const invoiceId = made.json().id as number;
    expect(await d.read('doc-prod', invoiceId)).toMatchObject({ status: 'draft', komId: K, magId: VP, prnId: prn, prnOznaka: 'PRN-VP-1/2024', osnovica: 21_000, pdvIznos: 4_200, iznos: 25_200, oznaka: 'IR-VP-2/2024', vrstaPlacanja: '30' });
    expect((await d.call('GET', `/v1/doc-prod/${invoiceId}/items`)).json().data).toMatchObject([{ artId: A, kolicina: 3_000, prodCena: 7000, iznos: 21_000 }]);
    expect(await d.read('doc-prn', prn)).toMatchObject({ prodId: invoiceId, prodOznaka: 'IR-VP-2/2024' });
    const again = await d.call('POST', `/v1/doc-prn/${prn}/invoice`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'error.prn.invoiced', params: { oznaka: 'IR-VP-2/2024' } });
    expect(await ledgerRows()).toBe(0);

    // 9. Storno of the invoice of step 3: VP back to A 80 and B 50 at their earlier values; K 1,200.00; KIR 20 % base 1,000.00 here
    // (the 1,240.00 counts the fiscal receipts of steps 6–7 too, another family's).
    await d.storno('doc-prod', ir);
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 80_000, vrednost: 400_000 });
    expect(await d.stock('pnCena', VP, B)).toMatchObject({ stanje: 50_000, vrednost: 100_000 });
    expect(await d.stock('kepuCena', VP, A)).toMatchObject({ vrednost: 560_000 });
    expect(await balanceOf(K)).toBe(120_000);
    expect(await kir(2000)).toEqual({ osnovica: 100_000, pdvIznos: 20_000 });
    expect(await kir(1000)).toEqual({ osnovica: 0, pdvIznos: 0 });
    expect((await d.call('GET', '/v1/rpt-fin/prm-total?periodId=2&vPromet=vp')).json().data).toEqual({ count: 0, nabIznos: 0, ruc: 0, osnovica: 0, pdvIznos: 0, iznos: 0 });
    expect((await d.call('GET', '/v1/rpt-fin/prm?periodId=2&vPromet=vp')).json().data).toEqual([]);
  });

  it('step 10: two sales of A 50 each from 80 on hand, locked at once: exactly one succeeds, the other names A short by 20', async () => {
    await openingAndTransfer();
    const one = await d.create('doc-prod', sale('vp', 1, '2024-02-20', VP));
    const two = await d.create('doc-prod', sale('vp', 2, '2024-02-20', VP));
    await d.item('doc-prod', one, { artId: A, kolicina: 50_000, prodCena: 7000 });
    await d.item('doc-prod', two, { artId: A, kolicina: 50_000, prodCena: 7000 });
    const results = await Promise.all([d.call('POST', `/v1/doc-prod/${one}/lock`), d.call('POST', `/v1/doc-prod/${two}/lock`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({ message: 'error.stock.negative' });
    expect(JSON.stringify(refused)).toContain('SA');
    expect(JSON.stringify(refused)).toContain('"shortfall":20000');
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 30_000, vrednost: 150_000 });
  });

  it('follows a backdated receipt: the realised cost takes the re-costing of the sold line', async () => {
    await openingAndTransfer();
    const { id } = await goodsInvoice();
    await d.lock('doc-prod', id);
    // A receipt dated before the sale: 20 more of A at 80.00 → average (4,000 + 1,600)/100 = 56.00 on 2024-02-05
    const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: VP, komId: supplier, dokBroj: 'F-1', dokDatum: '2024-02-05', dokDpo: '2024-02-05' });
    await d.item('doc-ur', ur, { artId: A, kolicina: 20_000, fakCena: 8000, rabat1: 0, prodCena: 7000 });
    await d.lock('doc-ur', ur);
    const total = async () => (await d.call('GET', '/v1/rpt-fin/prm-total?periodId=2&vPromet=vp')).json().data;
    // A: 10 × 56.00 = 560.00 instead of 500.00; B unchanged 100.00
    expect(await total()).toMatchObject({ nabIznos: 66_000, ruc: 17_500 });
    const lines = (await d.call('GET', '/v1/rpt-fin/prm?periodId=2&vPromet=vp')).json().data;
    expect(lines.map((r: { nabIznos: number }) => r.nabIznos)).toEqual([56_000, 10_000]);
    // the receipt reversed: the cost goes back
    await d.storno('doc-ur', ur);
    expect(await total()).toMatchObject({ nabIznos: 60_000, ruc: 23_500 });
    expect((await d.call('GET', '/v1/rpt-fin/prm?periodId=2&vPromet=vp')).json().data.map((r: { nabIznos: number }) => r.nabIznos)).toEqual([50_000, 10_000]);
    const rows = await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${turnoverLedger}`);
    expect(rows[0]!.n).toBe(2);
  });
});

describe('bad input on sales documents', () => {
  it('refuses a sale beyond stock, a wrong kind of article, a bad discount and a client that is not a buyer, changing nothing', async () => {
    await openingAndTransfer();
    const id = await d.create('doc-prod', sale('vp', 1, '2024-02-10', VP));
    await d.item('doc-prod', id, { artId: A, kolicina: 81_000, prodCena: 7000 });
    const short = await d.call('POST', `/v1/doc-prod/${id}/lock`);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ message: 'error.stock.negative' });
    expect(JSON.stringify(short.json())).toContain('"shortfall":1000');
    expect(await d.read('doc-prod', id)).toMatchObject({ status: 'draft' });
    expect(await t.database.db.$count(clientLedger, eq(clientLedger.vDoc, 'prod'))).toBe(0);
    expect(await t.database.db.$count(turnoverLedger)).toBe(0);

    const item = (docId: number, body: Record<string, unknown>) => d.call('POST', `/v1/doc-prod/${docId}/items`, { docId, kolicina: 1_000, prodCena: 100, ...body });
    expect((await item(id, { artId: S })).json()).toMatchObject({ errors: { artId: 'error.artId.service' } });
    const usl = await d.create('doc-prod', sale('usluga', 1, '2024-02-12', null));
    expect((await item(usl, { artId: A })).json()).toMatchObject({ errors: { artId: 'error.artId.not-service' } });
    const over = await item(id, { artId: A, rabat: 100_001 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ errors: { rabat: 'error.rabat.over-100' } });
    expect((await item(id, { artId: A, rabat: -1 })).json()).toMatchObject({ errors: { rabat: 'error.rabat.negative' } });
    expect((await d.call('GET', `/v1/doc-prod/${id}/items`)).json().data).toHaveLength(1);

    const notBuyer = await d.call('POST', '/v1/doc-prod', { periodId: 2, ...sale('vp', 3, '2024-02-10', VP), komId: supplier });
    expect(notBuyer.statusCode).toBe(422);
    expect(notBuyer.json()).toMatchObject({ errors: { komId: 'error.komId.not-buyer' } });
    const prnNotBuyer = await d.call('POST', '/v1/doc-prn', { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: VP, komId: supplier });
    expect(prnNotBuyer.json()).toMatchObject({ errors: { komId: 'error.komId.not-buyer' } });
    const goodsWithout = await d.call('POST', '/v1/doc-prod', { periodId: 2, ...sale('vp', 3, '2024-02-10', null) });
    expect(goodsWithout.json()).toMatchObject({ errors: { magId: 'error.magId.required' } });
    const servicesWith = await d.call('POST', '/v1/doc-prod', { periodId: 2, ...sale('usluga', 3, '2024-02-10', VP) });
    expect(servicesWith.json()).toMatchObject({ errors: { magId: 'error.magId.services' } });
    const wrongType = await d.call('POST', '/v1/doc-prod', { periodId: 2, ...sale('mp', 3, '2024-02-10', VP) });
    expect(wrongType.json()).toMatchObject({ errors: { magId: 'error.magId.wrong-turnover-type' } });
    const early = await d.call('POST', '/v1/doc-prod', { periodId: 2, ...sale('vp', 3, '2024-02-10', VP), datumDospeca: '2024-02-01' });
    expect(early.json()).toMatchObject({ errors: { datumDospeca: 'error.datumDospeca.before-datum' } });
  });

  it('proposes the sales defaults on a new document', async () => {
    const init = (await d.call('GET', '/v1/doc-prod/init?periodId=2&vSubDoc=vp')).json().data;
    expect(init).toMatchObject({ vSubDoc: 'vp', magId: VP, vrstaPlacanja: '30', periodObracuna: '3', mestoIsporuke: '1', xmlUpload: 'single' });
    expect(init.datumDospeca).toBe(init.datum);
    expect(init.datumIsporuke).toBe(init.datum);
    expect(init.datumPrometa).toBe(init.datum);
    expect((await d.call('GET', '/v1/doc-prod/init?periodId=2&vSubDoc=usluga')).json().data).toMatchObject({ magId: null });
  });
});
