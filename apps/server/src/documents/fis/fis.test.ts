import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientLedger, companies, docFis, magMain, posMain, stockLedger, vatBook } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let A: number;
let K: number;
let pos: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP } = await goodsSetup(d));
  const groups = (await d.call('GET', '/v1/art-grupa')).json().data;
  const vat20 = (await d.call('GET', '/v1/art-pdv')).json().data.find((r: { stopa: number }) => r.stopa === 2000);
  A = (await d.call('POST', '/v1/art-main', { grpId: groups[0].id, intSifra: 'A', artNaziv: 'Artikal A', meraCode: 'kom', pdvId: vat20.id })).json().id;
  K = (await d.call('GET', '/v1/kom-main?search=Market Jug')).json().data[0].id;
  pos = (await d.call('GET', '/v1/pos-main')).json().data[0].id;
  // Worked example steps 1 and 2: opening stock VP A 100 at 50.00 / 70.00; transfer of 20 into MP at 96.00.
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 100_000, nabCena: 5000, prodCena: 7000 });
  await d.lock('doc-psr', psr);
  const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: VP, magInId: MP });
  await d.item('doc-int', int, { artId: A, kolicina: 20_000, outCena: 5000, inCena: 9600 });
  await d.lock('doc-int', int);
});

/** A receipt of A at 96.00 (locked unless asked not to). */
async function receipt(rbroj: number, datum: string, fisPlacanje: number, kolicina: number, lock = true) {
  const id = await d.create('doc-fis', { vSubDoc: 'fis', rbroj, datum, posId: pos, fisPlacanje, fisRbroj: `AB12CD34-AB12CD34-${rbroj}` });
  await d.item('doc-fis', id, { artId: A, kolicina, prodCena: 9600 });
  if (lock) await d.lock('doc-fis', id);
  return id;
}

const retailInvoice = (rbroj: number) => d.create('doc-fak', { vSubDoc: 'fak-mp', rbroj, datum: '2024-02-16', komId: K, datumDospeca: '2024-03-17' });
const link = (fak: number, fisId: number) => d.call('POST', `/v1/doc-fak/${fak}/items`, { docId: fak, fisId });

const sumOf = async (table: typeof vatBook | typeof clientLedger | typeof stockLedger, column: string, where: ReturnType<typeof and>) => {
  const [row] = await t.database.db
    .select({ total: sql<number>`coalesce(sum(${sql.identifier(column)}), 0)`.mapWith(Number) })
    .from(table)
    .where(where);
  return row!.total;
};

describe('register sales and retail invoices: the worked example of the sales side, steps 6 and 7', () => {
  it('reproduces every number', async () => {
    // 6. Receipt 2024-02-15, Kasa 1, card: A 2 × 96.00.
    const r1 = await receipt(1, '2024-02-15', 3, 2_000);
    expect(await d.read('doc-fis', r1)).toMatchObject({
      oznaka: 'FIS-1/2024', fisBi: 'BI000001', fisRbroj: 'AB12CD34-AB12CD34-1', posNaziv: 'Kasa 1', ibfm: 'AB123456', magId: MP, status: 'locked',
      iznos: 19_200, osnovica: 16_000, pdvIznos: 3_200, kartica: 19_200, cekovi: 0, virman: 0, gotovina: 0,
    });
    expect(await sumOf(stockLedger, 'nab_vrednost', and(eq(stockLedger.vDoc, 'fis'), eq(stockLedger.docId, r1)))).toBe(-10_000);
    expect(await sumOf(stockLedger, 'prod_vrednost', and(eq(stockLedger.vDoc, 'fis'), eq(stockLedger.docId, r1)))).toBe(-19_200);
    const kir = await t.database.db.select().from(vatBook).where(and(eq(vatBook.vDoc, 'fis'), eq(vatBook.docId, r1)));
    expect(kir).toMatchObject([{ book: 'kir', stopa: 2000, osnovica: 16_000, pdvIznos: 3_200, komId: null, dokBroj: `KASA-${pos}`, datum: '2024-02-15' }]);

    // Receipt 2024-02-16, wire: A 1 × 96.00; the register's next number.
    const r2 = await receipt(2, '2024-02-16', 4, 1_000);
    expect(await d.read('doc-fis', r2)).toMatchObject({ fisBi: 'BI000002', iznos: 9_600, osnovica: 8_000, pdvIznos: 1_600, virman: 9_600, kartica: 0, gotovina: 0 });
    expect(await d.stock('kepuCena', MP, A)).toMatchObject({ stanje: 17_000, vrednost: 163_200 });
    expect(await d.stock('pnCena', MP, A)).toMatchObject({ stanje: 17_000, vrednost: 85_000 });
    // No client row for a receipt: it is paid at the till.
    expect(await sumOf(clientLedger, 'duguje', eq(clientLedger.vDoc, 'fis'))).toBe(0);
    expect(await sumOf(vatBook, 'osnovica', eq(vatBook.vDoc, 'fis'))).toBe(24_000);
    expect(await sumOf(vatBook, 'pdv_iznos', eq(vatBook.vDoc, 'fis'))).toBe(4_800);

    // 7. Retail invoice to K linking the second receipt: K owes 96.00, due on the invoice's due date.
    const linkable = (await d.call('GET', '/v1/doc-fak/fiskals?periodId=2')).json();
    expect(linkable.data.map((r: { id: number }) => r.id)).toEqual([r2, r1]);
    expect(linkable.data[0]).toMatchObject({ fisBi: 'BI000002', fisRbroj: 'AB12CD34-AB12CD34-2', pos: { ibfm: 'AB123456' }, virman: 9_600 });
    const fak = await retailInvoice(1);
    expect((await link(fak, r2)).statusCode).toBe(201);
    expect((await d.call('GET', `/v1/doc-fak/${fak}/items`)).json().data).toMatchObject([{ fisId: r2, docOznaka: 'FIS-2/2024', fisPlacanje: 4, iznos: 9_600, virman: 9_600 }]);
    expect(await d.read('doc-fak', fak)).toMatchObject({ oznaka: 'RM-FAK-MP-1/2024', komNaziv: 'Market Jug', iznos: 9_600, zaUplatu: 9_600 });
    const lines = (await d.call('GET', `/v1/doc-fak/${fak}/fiskal-items?perPage=1`)).json();
    expect(lines).toMatchObject({ data: [{ fisId: r2, docOznaka: 'FIS-2/2024', artId: A, kolicina: 1_000, prodCena: 9_600, iznos: 9_600, artikl: { intSifra: 'A', pdvStopa: 2000 } }], pagination: { itemsCount: 1 } });
    await d.lock('doc-fak', fak);
    const owed = await t.database.db.select().from(clientLedger).where(eq(clientLedger.vDoc, 'fak'));
    expect(owed).toMatchObject([{ komId: K, side: 'invoice', duguje: 9_600, potrazuje: 0, dueDate: '2024-03-17', docOznaka: 'RM-FAK-MP-1/2024' }]);
    // No stock and no VAT of its own: the receipts posted them.
    expect(await sumOf(stockLedger, 'kolicina', eq(stockLedger.vDoc, 'fak'))).toBe(0);
    expect(await sumOf(vatBook, 'osnovica', eq(vatBook.vDoc, 'fak'))).toBe(0);
    expect((await d.call('GET', '/v1/doc-fak/fiskals?periodId=2')).json().data.map((r: { id: number }) => r.id)).toEqual([r1]);
    // A linked receipt cannot be cancelled while its invoice stands.
    expect((await d.call('POST', `/v1/doc-fis/${r2}/storno`)).statusCode).toBe(409);

    // Storno of the retail invoice frees its receipt and cancels the debt.
    await d.storno('doc-fak', fak);
    expect(await sumOf(clientLedger, 'duguje', eq(clientLedger.komId, K))).toBe(0);
    expect((await d.call('GET', '/v1/doc-fak/fiskals?periodId=2')).json().data.map((r: { id: number }) => r.id)).toEqual([r2, r1]);
    const again = await retailInvoice(2);
    expect((await link(again, r2)).statusCode).toBe(201);
    await d.lock('doc-fak', again);
    expect(await sumOf(clientLedger, 'duguje', eq(clientLedger.komId, K))).toBe(9_600);
  });
});

describe('register sales and retail invoices: bad input changes nothing', () => {
  it('refuses a register of another company, a wholesale register, and a malformed PFR number', async () => {
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [theirShop] = await t.database.db.insert(magMain).values({ companyId: other!.id, sifra: '01', magNaziv: 'Njihova radnja', vPromet: 'mp' }).returning();
    const [theirs] = await t.database.db.insert(posMain).values({ companyId: other!.id, naziv: 'Njihova kasa', ibfm: 'ZZ999999', magId: theirShop!.id }).returning();
    const res = await d.call('POST', '/v1/doc-fis', { periodId: 2, vSubDoc: 'fis', rbroj: 1, datum: '2024-02-15', posId: theirs!.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ posId: 'error.posId.not-found' });
    const [wholesale] = await t.database.db.insert(posMain).values({ companyId: 1, naziv: 'Kasa VP', ibfm: 'VP000001', magId: VP }).returning();
    const wrong = await d.call('POST', '/v1/doc-fis', { periodId: 2, vSubDoc: 'fis', rbroj: 1, datum: '2024-02-15', posId: wholesale!.id });
    expect(wrong.json().errors).toEqual({ posId: 'error.posId.not-retail' });
    const malformed = await d.call('POST', '/v1/doc-fis', { periodId: 2, vSubDoc: 'fis', rbroj: 1, datum: '2024-02-15', posId: pos, fisRbroj: 'AB12 CD34' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('fisRbroj');
    expect(await t.database.db.$count(docFis)).toBe(0);
  });

  it('refuses payment type 5 whose parts exceed the total, and keeps parts that fit', async () => {
    const id = await receipt(1, '2024-02-15', 5, 2_000, false);
    const header = { periodId: 2, vSubDoc: 'fis', rbroj: 1, datum: '2024-02-15', posId: pos, fisPlacanje: 5 };
    const over = await d.call('PUT', `/v1/doc-fis/${id}`, { ...header, cekovi: 5_000, kartica: 10_000, virman: 5_000 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ fisPlacanje: 'error.fisPlacanje.parts-exceed-total' });
    expect(await d.read('doc-fis', id)).toMatchObject({ cekovi: 0, kartica: 0, virman: 0, gotovina: 19_200 });
    expect((await d.call('PUT', `/v1/doc-fis/${id}`, { ...header, cekovi: 5_000, kartica: 10_000, virman: 4_200 })).statusCode).toBe(204);
    expect(await d.read('doc-fis', id)).toMatchObject({ fisBi: 'BI000001', cekovi: 5_000, kartica: 10_000, virman: 4_200, gotovina: 0, iznos: 19_200 });
    // A line removed afterwards leaves the parts above the total: lock refuses.
    const [line] = (await d.call('GET', `/v1/doc-fis/${id}/items`)).json().data;
    await d.call('PUT', `/v1/doc-fis/${id}/items/${line.id}`, { artId: A, kolicina: 1_000, prodCena: 9600 });
    const lock = await d.call('POST', `/v1/doc-fis/${id}/lock`);
    expect(lock.statusCode).toBe(409);
    expect(lock.json().message).toBe('error.fisPlacanje.parts-exceed-total');
    expect(await sumOf(stockLedger, 'kolicina', eq(stockLedger.vDoc, 'fis'))).toBe(0);
  });

  it('refuses a sale beyond the shop stock with each article and its shortfall', async () => {
    const id = await receipt(1, '2024-02-15', 1, 25_000, false);
    const res = await d.call('POST', `/v1/doc-fis/${id}/lock`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'error.stock.negative', details: [{ artId: A, magId: MP, shortfall: 5_000 }] });
    expect((await d.read('doc-fis', id)).status).toBe('draft');
    expect(await sumOf(vatBook, 'osnovica', eq(vatBook.vDoc, 'fis'))).toBe(0);
  });

  it('refuses linking a receipt already linked, of another company, or still a draft', async () => {
    const r1 = await receipt(1, '2024-02-15', 4, 1_000);
    const draft = await receipt(2, '2024-02-15', 4, 1_000, false);
    const fak = await retailInvoice(1);
    const drafted = await link(fak, draft);
    expect(drafted.statusCode).toBe(422);
    expect(drafted.json().errors).toEqual({ fisId: 'error.fisId.not-locked' });

    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [theirShop] = await t.database.db.insert(magMain).values({ companyId: other!.id, sifra: '01', magNaziv: 'Njihova radnja', vPromet: 'mp' }).returning();
    const [theirPos] = await t.database.db.insert(posMain).values({ companyId: other!.id, naziv: 'Njihova kasa', ibfm: 'ZZ999999', magId: theirShop!.id }).returning();
    const [theirs] = await t.database.db
      .insert(docFis)
      .values({ companyId: other!.id, periodId: 2, vSubDoc: 'fis', rbroj: 1, oznaka: 'FIS-1/2024', datum: '2024-02-15', status: 'locked', posId: theirPos!.id, magId: theirShop!.id, fisBi: 'BI000001' })
      .returning();
    const foreign = await link(fak, theirs!.id);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ fisId: 'error.fisId.not-found' });
    expect((await d.call('GET', '/v1/doc-fak/fiskals')).json().data.map((r: { id: number }) => r.id)).toEqual([r1]);

    // Two drafts may name the same receipt; the first lock claims it, the second is refused whole.
    const rival = await retailInvoice(2);
    expect((await link(fak, r1)).statusCode).toBe(201);
    const twice = await link(fak, r1);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ fisId: 'error.fisId.on-this-invoice' });
    expect((await link(rival, r1)).statusCode).toBe(201);
    const locks = await Promise.all([d.call('POST', `/v1/doc-fak/${fak}/lock`), d.call('POST', `/v1/doc-fak/${rival}/lock`)]);
    expect(locks.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(locks.find((r) => r.statusCode === 409)!.json().message).toBe('error.fisId.linked');
    expect(await sumOf(clientLedger, 'duguje', eq(clientLedger.komId, K))).toBe(9_600);
    // Once held, it is not offered and cannot be linked again.
    const third = await retailInvoice(3);
    const linked = await link(third, r1);
    expect(linked.statusCode).toBe(422);
    expect(linked.json().errors).toEqual({ fisId: 'error.fisId.linked' });
    expect((await d.call('GET', '/v1/doc-fak/fiskals')).json().data).toEqual([]);
  });
});
