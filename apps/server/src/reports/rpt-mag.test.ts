import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let MP: number;
let VP: number;
let sugar: number;
let oil: number;
let supplier: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'user@demo.rs');
  const setup = await goodsSetup(d);
  ({ VP, MP, supplier } = setup);
  sugar = await setup.articleByCode('1002');
  oil = await setup.articleByCode('1003');
});

async function retailReceipt(rbroj: number, datum: string, kolicina: number, fakCena: number, prodCena: number) {
  const id = await d.create('doc-ur', { vSubDoc: 'mp', rbroj, datum, magId: MP, komId: supplier, dokBroj: `R-${rbroj}`, dokDatum: datum, dokDpo: datum });
  const itemId = await d.item('doc-ur', id, { artId: sugar, kolicina, fakCena, rabat1: 0, prodCena });
  await d.lock('doc-ur', id);
  return { id, itemId };
}

describe('retail receipts and the stock report', () => {
  it('a retail receipt at a new price re-prices the stock on hand, so one price holds per warehouse', async () => {
    const first = await retailReceipt(1, '2024-04-01', 10_000, 10_000, 15_000);
    // Retail sale prices include VAT: margin = (150.00 / 1.2 − 100.00) / 100.00 = 25 %.
    expect((await d.call('GET', `/v1/doc-ur/${first.id}/items/${first.itemId}`)).json().data.ruc).toBe(2500);
    await retailReceipt(2, '2024-04-05', 5_000, 11_000, 18_000);
    // 10 on hand re-priced from 150.00 to 180.00 (+300.00), then 5 at 180.00: 15 × 180.00 = 2,700.00.
    expect(await d.stock('kepuCena', MP, sugar)).toMatchObject({ stanje: 15_000, cena: 18_000, vrednost: 270_000 });
    expect(await d.stock('pnCena', MP, sugar)).toMatchObject({ vrednost: 155_000, cena: 10_333 });
    expect(await d.stock('znCena', MP, sugar)).toMatchObject({ cena: 11_000, vrednost: 165_000 });

    const card = (await d.call('GET', `/v1/rpt-mag/${MP}/promet/${sugar}?periodId=2`)).json();
    expect(card.header).toMatchObject({ magNaziv: 'Maloprodajni objekat', intSifra: '1002', stanje: 15_000, nabVrednost: 155_000, prodVrednost: 270_000 });
    expect(card.data.map((r: { docOznaka: string; kind: string; ulaz: number; stanje: number; prodSaldo: number }) => [r.docOznaka, r.kind, r.ulaz, r.stanje, r.prodSaldo])).toEqual([
      ['UR-MP-1/2024', 'post', 10_000, 10_000, 150_000],
      ['UR-MP-2/2024', 'reprice', 0, 10_000, 180_000],
      ['UR-MP-2/2024', 'post', 5_000, 15_000, 270_000],
    ]);
    const lookup = (await d.call('GET', `/v1/rpt-mag/art-stanje-lookup?periodId=2&magId=${MP}&artId=${sugar}`)).json().data;
    expect(lookup).toMatchObject({ stanje: 15_000, cena: 18_000 });
  });

  it('goods that came by transfer are valued at znCena by the purchase price they carried in, shown on the transfer row of the movement card', async () => {
    // Wholesale: 10 at 100.00, then 10 at 130.00: average 115.00, last purchase price 130.00.
    for (const [rbroj, datum, nabCena] of [
      [1, '2024-01-02', 10_000],
      [2, '2024-01-03', 13_000],
    ] as const) {
      const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj, datum, magId: VP });
      await d.item('doc-psr', psr, { artId: oil, kolicina: 10_000, nabCena, prodCena: 25_000 });
      await d.lock('doc-psr', psr);
    }
    expect(await d.stock('pnCena', VP, oil)).toMatchObject({ stanje: 20_000, cena: 11_500, vrednost: 230_000 });
    // The shop gets 4 by transfer only: they carry 4 × 115.00 = 460.00 in.
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: oil, kolicina: 4_000, outCena: 25_000, inCena: 30_000 });
    await d.lock('doc-int', int);

    expect(await d.stock('pnCena', MP, oil)).toMatchObject({ stanje: 4_000, cena: 11_500, vrednost: 46_000 });
    expect(await d.stock('znCena', MP, oil)).toMatchObject({ stanje: 4_000, cena: 11_500, vrednost: 46_000 });
    // The wholesale warehouse's last purchase price stays its own: 16 × 130.00 = 2,080.00.
    expect(await d.stock('znCena', VP, oil)).toMatchObject({ stanje: 16_000, cena: 13_000, vrednost: 208_000 });

    const card = (await d.call('GET', `/v1/rpt-mag/${MP}/promet/${oil}?periodId=2`)).json();
    expect(card.data.map((r: Record<string, unknown>) => [r.vDoc, r.kind, r.ulaz, r.stanje, r.nabSaldo, r.nabCena, r.znCena, r.prodCena])).toEqual([
      ['int', 'post', 4_000, 4_000, 46_000, 11_500, 11_500, 30_000],
    ]);
  });

  it('filters by stock state and search, and totals the chosen price type', async () => {
    await retailReceipt(1, '2024-04-01', 10_000, 10_000, 15_000);
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
    await d.item('doc-psr', psr, { artId: oil, kolicina: 2_000, nabCena: 20_000, prodCena: 25_000 });
    await d.lock('doc-psr', psr);
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: VP, magInId: MP });
    await d.item('doc-int', int, { artId: oil, kolicina: 2_000, outCena: 20_000, inCena: 30_000 });
    await d.lock('doc-int', int);
    const list = async (query: string) => (await d.call('GET', `/v1/rpt-mag/stanje-zaliha?periodId=2&${query}`)).json();
    expect((await list('stockFilter=equals-0')).data.map((r: { magId: number; artId: number }) => [r.magId, r.artId])).toEqual([[VP, oil]]);
    expect((await list('stockFilter=greater-than-0')).pagination).toMatchObject({ filteredCount: 2, itemsCount: 3 });
    expect((await list('search=ulje')).data.map((r: { artNaziv: string }) => r.artNaziv)).toEqual(['Ulje suncokretovo 1 l', 'Ulje suncokretovo 1 l']);
    // the search's count and total, and its second page of one row: the same article in the later warehouse
    expect((await list('search=ulje')).pagination).toMatchObject({ filteredCount: 2, itemsCount: 3 });
    expect((await list('search=ulje&perPage=1&page=2')).data.map((r: { magId: number; artId: number }) => [r.magId, r.artId])).toEqual([[Math.max(VP, MP), oil]]);
    expect((await d.call('GET', '/v1/rpt-mag/sum?periodId=2&priceType=kepuCena&search=ulje')).json().data).toEqual({ vrednost: 60_000, stanje: 2_000, count: 2 });
    const sum = (await d.call('GET', '/v1/rpt-mag/sum?periodId=2&priceType=kepuCena&magId=' + MP)).json().data;
    // 10 sugar at 150.00 and 2 oil at 300.00
    expect(sum).toEqual({ vrednost: 210_000, stanje: 12_000, count: 2 });
    const byPurchase = (await d.call('GET', '/v1/rpt-mag/sum?periodId=2&priceType=pnCena')).json().data;
    expect(byPurchase.vrednost).toBe(100_000 + 40_000);
  });

  it('a reversal row of the movement card names its family, is flagged, and shows the prices of the row it negates', async () => {
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP, opis: 'Popis' });
    await d.item('doc-psr', psr, { artId: oil, kolicina: 10_000, nabCena: 20_000, prodCena: 25_000 });
    await d.lock('doc-psr', psr);
    await d.storno('doc-psr', psr);
    const card = (await d.call('GET', `/v1/rpt-mag/${VP}/promet/${oil}?periodId=2`)).json();
    expect(
      card.data.map((r: Record<string, unknown>) => [r.vDoc, r.docId, r.docOznaka, r.docOpis, r.kind, r.reversal, r.ulaz, r.stanje, r.nabSaldo, r.nabCena, r.znCena, r.prodCena]),
    ).toEqual([
      ['psr', psr, 'PSR-VP-1/2024', 'Popis', 'post', false, 10_000, 10_000, 200_000, 20_000, 20_000, 25_000],
      ['psr', psr, 'PSR-VP-1/2024', 'Popis', 'storno', true, -10_000, 0, 0, 0, 20_000, 25_000],
    ]);
  });
});
