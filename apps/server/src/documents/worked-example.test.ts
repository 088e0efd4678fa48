import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientLedger, vatBook } from '../platform/db/schema';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let A: number;
let supplier: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, supplier } = await goodsSetup(d));
  const groups = (await d.call('GET', '/v1/art-grupa')).json().data;
  const vat20 = (await d.call('GET', '/v1/art-pdv')).json().data.find((r: { stopa: number }) => r.stopa === 2000);
  const res = await d.call('POST', '/v1/art-main', { grpId: groups[0].id, intSifra: 'A', artNaziv: 'Artikal A', meraCode: 'kom', pdvId: vat20.id });
  A = res.json().id;
});

async function incomingInvoice(datum: string, line: { kolicina: number; fakCena: number; rabat1: number; prodCena: number }, rbroj: number) {
  const id = await d.create('doc-ur', { vSubDoc: 'vp', rbroj, datum, magId: VP, komId: supplier, dokBroj: `F-${rbroj}`, dokDatum: datum, dokDpo: datum });
  const itemId = await d.item('doc-ur', id, { artId: A, ...line });
  return { id, itemId };
}

describe('the worked example of the goods-in side', () => {
  it('reproduces every number', async () => {
    // 1. Opening stock VP, 2024-01-01: A 100 at purchase 50.00, sale 70.00.
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
    await d.item('doc-psr', psr, { artId: A, kolicina: 100_000, nabCena: 5000, prodCena: 7000 });
    expect(await d.read('doc-psr', psr)).toMatchObject({ oznaka: 'PSR-VP-1/2024', nabVrednost: 500_000, prodVrednost: 700_000 });
    await d.lock('doc-psr', psr);

    // 2. Incoming invoice into VP, 2024-02-01: A 20 at 60.00 less 10 %, sale 70.00.
    const ur1 = await incomingInvoice('2024-02-01', { kolicina: 20_000, fakCena: 6000, rabat1: 10_000, prodCena: 7000 }, 1);
    const line = (await d.call('GET', `/v1/doc-ur/${ur1.id}/items/${ur1.itemId}`)).json().data;
    expect(line).toMatchObject({ nabCena: 5400, fakVr: 120_000, rabatVr: 12_000, nabVr: 108_000, pdvStopa: 2000, nabPdv: 21_600, prodVr: 140_000, ruc: 2963 });
    expect(await d.read('doc-ur', ur1.id)).toMatchObject({
      oznaka: 'UR-VP-1/2024', fakVrednost: 120_000, rabatVrednost: 12_000, nabVrednost: 108_000, nabPdv: 21_600, nabIznos: 129_600, prodVrednost: 140_000,
      komNaziv: 'Veletrgovina Sever', magNaziv: 'Veleprodajni magacin',
    });
    await d.lock('doc-ur', ur1.id);
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 120_000, vrednost: 608_000, cena: 5067 });
    expect(await d.stock('znCena', VP, A)).toMatchObject({ cena: 5400 });

    // 3. Internal transfer VP → MP, 2024-03-10: A 30, retail price 96.00.
    const lookup = (await d.call('GET', `/v1/doc-ur/${ur1.id}/art-lookup/${A}`)).json().data;
    expect(lookup).toMatchObject({ stanje: 120_000, pnCena: 5067, znCena: 5400, cena: 7000, cenaSaPdv: false });
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-03-10', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: A, kolicina: 30_000, outCena: lookup.pnCena, inCena: 9600 });
    await d.lock('doc-int', int);
    expect(await d.stock('pnCena', MP, A)).toMatchObject({ stanje: 30_000, vrednost: 152_000 });
    expect(await d.stock('kepuCena', MP, A)).toMatchObject({ vrednost: 288_000, cena: 9600 });
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 90_000, vrednost: 456_000 });

    // 4. Price adjustment MP, 2024-03-15: 96.00 → 102.00; storno it, make it again.
    const adjust = async (rbroj: number) => {
      const niv = await d.create('doc-niv', { vSubDoc: 'mp', rbroj, datum: '2024-03-15', magId: MP });
      await d.item('doc-niv', niv, { artId: A, kolicina: 30_000, cenaPre: 9600, cenaPosle: 10_200 });
      expect(await d.read('doc-niv', niv)).toMatchObject({ vrednostPre: 288_000, vrednostPosle: 306_000 });
      await d.lock('doc-niv', niv);
      return niv;
    };
    const niv1 = await adjust(1);
    expect(await d.stock('kepuCena', MP, A)).toMatchObject({ vrednost: 306_000, cena: 10_200 });
    await d.storno('doc-niv', niv1);
    expect(await d.stock('kepuCena', MP, A)).toMatchObject({ vrednost: 288_000, cena: 9600 });
    await adjust(2);
    expect(await d.stock('kepuCena', MP, A)).toMatchObject({ vrednost: 306_000 });

    // 5. The stock report by each price type.
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 90_000, cena: 5067, vrednost: 456_000 });
    expect(await d.stock('znCena', VP, A)).toMatchObject({ vrednost: 486_000 });
    expect(await d.stock('kepuCena', VP, A)).toMatchObject({ vrednost: 630_000 });
    expect(await d.stock('kepuCena', MP, A)).toMatchObject({ vrednost: 306_000 });
    // The article itself shows its stock and sale price in each warehouse (retail with VAT).
    expect((await d.call('GET', `/v1/art-main/${A}?periodId=2`)).json().data.zalihe).toMatchObject([
      { magId: VP, stanje: 90_000, cena: 7000 },
      { magId: MP, stanje: 30_000, cena: 10_200 },
    ]);

    // 6. Backdating: an incoming invoice dated 2024-03-05, locked last, re-costs the transfer.
    const ur2 = await incomingInvoice('2024-03-05', { kolicina: 30_000, fakCena: 4000, rabat1: 0, prodCena: 7000 }, 2);
    await d.lock('doc-ur', ur2.id);
    const card = (await d.call('GET', `/v1/rpt-mag/${VP}/promet/${A}?periodId=2&perPage=50`)).json();
    const transferOut = card.data.filter((r: { vDoc: string }) => r.vDoc === 'int').reduce((s: number, r: { nabVrednost: number }) => s + r.nabVrednost, 0);
    const corrections = card.data.filter((r: { kind: string }) => r.kind === 'recost').reduce((s: number, r: { nabVrednost: number }) => s + r.nabVrednost, 0);
    expect(transferOut + corrections).toBe(-145_600);
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 120_000, vrednost: 582_400, cena: 4853 });
    expect(await d.stock('pnCena', MP, A)).toMatchObject({ stanje: 30_000, vrednost: 145_600 });
    const [credit] = await t.database.db
      .select({ potrazuje: sql<number>`sum(${clientLedger.potrazuje})`.mapWith(Number) })
      .from(clientLedger)
      .where(eq(clientLedger.komId, supplier));
    expect(credit!.potrazuje).toBe(273_600);
    const [kur] = await t.database.db
      .select({ osnovica: sql<number>`sum(${vatBook.osnovica})`.mapWith(Number), pdv: sql<number>`sum(${vatBook.pdvIznos})`.mapWith(Number) })
      .from(vatBook)
      .where(and(eq(vatBook.book, 'kur'), eq(vatBook.vDoc, 'ur')));
    expect(kur).toEqual({ osnovica: 228_000, pdv: 45_600 });

    // 7. A transfer of 200 from VP is refused, naming A and a shortfall of 80.
    const big = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 2, datum: '2024-03-20', magOutId: VP, magInId: MP });
    await d.item('doc-int', big, { artId: A, kolicina: 200_000, outCena: 4853, inCena: 10_200 });
    const refused = await d.call('POST', `/v1/doc-int/${big}/lock`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'error.stock.negative', details: [{ artId: A, intSifra: 'A', magId: VP, shortfall: 80_000 }] });
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 120_000, vrednost: 582_400 });
    expect((await d.read('doc-int', big)).status).toBe('draft');
  });
});
