import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { sessions } from '../../../test/sessions';
import { documents } from '../../../test/documents';

/**
 * Fixed assets leaving and entering the books through documents (docs/decisions.md#disposal-sale-and-acquisition): a write-off posts the
 * net value to 570, a sale through a services invoice line posts the gain to 670 or the loss to
 * 570 and its storno puts the asset back, an expense invoice line posts to the asset's account;
 * bad input is refused with nothing written.
 */
const t = useTestApp();
let headers: { authorization: string };
let foreign: { authorization: string };
const d = documents(t, () => headers);
let rbroj = 0;

/** A shelf taken over from earlier books: cost 600,000.00, 150,000.00 written off by 1 January 2024; net 450,000.00. */
const shelf = { invBroj: 'OS-100', naziv: 'Regal', konto: '023', kontoIspravke: '029', poreskaGrupa: 2, datumNabavke: '2021-01-10', nabavnaVrednost: 60_000_000, datumUpotrebe: '2021-01-10', stopa: 1000, otvaranjeDatum: '2024-01-01', otvaranjeIspravka: 15_000_000 };

async function asset(body: object): Promise<number> {
  const res = await d.call('POST', '/v1/osnovna-sredstva', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const readAsset = async (id: number) => (await d.get(`/v1/osnovna-sredstva/${id}`)).data;

/** The journal lines of one document's entries (reversals included): [account, debit, credit]. */
const journalOf = async (docOznaka: string, periodId = 2, year = 2024) =>
  ((await d.get(`/v1/rpt-gl/dnevnik?periodId=${periodId}&dateFrom=${year}-01-01&dateTo=${year}-12-31&perPage=200`)).data as { docOznaka: string; konto: string; duguje: number; potrazuje: number }[])
    .filter((l) => l.docOznaka === docOznaka)
    .map((l) => [l.konto, l.duguje, l.potrazuje]);
const journalCount = async () => (await d.get('/v1/rpt-gl/dnevnik?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31&perPage=1')).pagination.itemsCount as number;

/** A services invoice selling the asset for the base, 20 % VAT on top. */
async function saleInvoice(osId: number, base: number, datum = '2024-05-20') {
  const artId = await d.article('usluga', `OS-S${++rbroj}`, 2000);
  const komId = (await d.get('/v1/kom-main?perPage=50')).data.find((k: { isKupac: boolean }) => k.isKupac).id as number;
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj, datum, magId: null, komId, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum });
  await d.item('doc-prod', id, { artId, kolicina: 1_000, prodCena: base, osId });
  return { id, oznaka: (await d.read('doc-prod', id)).oznaka as string };
}

beforeEach(async () => {
  rbroj = 0;
  ({ admin: headers, foreign } = await sessions(t.database));
});

describe('writing an asset off (rashod)', () => {
  it('posts D 029 the accumulated 150,000.00, D 570 the net 450,000.00, C 023 the cost 600,000.00; the asset is disposed; a second write-off is a 409 and writes nothing', async () => {
    const id = await asset(shelf);
    const res = await d.call('POST', `/v1/osnovna-sredstva/${id}/rashod`, { periodId: 2, datum: '2024-05-10', napomena: 'Polomljen' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await journalOf('OS-OS-100')).toEqual([
      ['029', 15_000_000, 0],
      ['023', 0, 60_000_000],
      ['570', 45_000_000, 0],
    ]);
    expect(await readAsset(id)).toMatchObject({ status: 'disposed', datumOtpisa: '2024-05-10' });
    expect((await d.get(`/v1/osnovna-sredstva/${id}/promene`)).data).toMatchObject([{ vrsta: 'rashod', datum: '2024-05-10', nabavnaVrednost: 60_000_000, ispravka: 15_000_000, cena: 0, rezultat: -45_000_000, napomena: 'Polomljen', status: 'posted' }]);

    const lines = await journalCount();
    const again = await d.call('POST', `/v1/osnovna-sredstva/${id}/rashod`, { periodId: 2, datum: '2024-06-10' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('error.osId.not-in-use');
    expect(await journalCount()).toBe(lines);
    expect((await d.get(`/v1/osnovna-sredstva/${id}/promene`)).data).toHaveLength(1);
  });

  it('refuses a day before the acquisition, outside the period or in a closed one, another company’s asset, and unknown fields; nothing written', async () => {
    const id = await asset(shelf);
    const post = (body: object, h = headers, asset = id) => t.app.inject({ method: 'POST', url: `/v1/osnovna-sredstva/${asset}/rashod`, headers: h, payload: body });
    const before = await post({ periodId: 1, datum: '2020-12-31' });
    expect(before.statusCode).toBe(409); // 2023 is closed
    expect((await post({ periodId: 2, datum: '2025-01-02' })).json().errors).toEqual({ datum: 'error.datum.outside-period' });
    expect((await post({ periodId: 2, datum: '2024-02-30' })).statusCode).toBe(422);
    expect((await post({ periodId: 2, datum: '2024-05-10', cena: 5 })).statusCode).toBe(422);
    expect((await post({ periodId: 2, datum: '2024-05-10' }, foreign)).statusCode).toBeGreaterThanOrEqual(404);
    expect((await post({ periodId: 2, datum: '2024-05-10' }, headers, 999_999)).statusCode).toBe(404);
    const early = await asset({ ...shelf, invBroj: 'OS-101', datumNabavke: '2024-06-01', datumUpotrebe: '2024-06-01', otvaranjeDatum: null, otvaranjeIspravka: 0 });
    expect((await post({ periodId: 2, datum: '2024-05-31' }, headers, early)).json().errors).toEqual({ datum: 'error.datum.before-acquisition' });
    expect(await readAsset(id)).toMatchObject({ status: 'in_use', datumOtpisa: null });
    expect((await d.get(`/v1/osnovna-sredstva/${id}/promene`)).data).toEqual([]);
  });
});

describe('selling an asset through a sales invoice line', () => {
  it('a gain: 500,000.00 + VAT 100,000.00 for a net value of 450,000.00 posts 50,000.00 to 670, takes 029 and 023 off, KIR shows the sale; storno puts it back', async () => {
    const id = await asset(shelf);
    const sale = await saleInvoice(id, 50_000_000);
    await d.lock('doc-prod', sale.id);
    // buyer 600,000.00; VAT 100,000.00; accumulated 150,000.00 off, cost 600,000.00 off; gain 500,000.00 − 450,000.00
    expect(await journalOf(sale.oznaka)).toEqual([
      ['204', 60_000_000, 0],
      ['470', 0, 10_000_000],
      ['029', 15_000_000, 0],
      ['023', 0, 60_000_000],
      ['670', 0, 5_000_000],
    ]);
    expect(await readAsset(id)).toMatchObject({ status: 'sold', datumOtpisa: '2024-05-20' });
    const kir = (await d.get('/v1/rpt-fin/kir?periodId=2&dateFrom=2024-05-20&dateTo=2024-05-20')).data;
    expect(kir.map((r: { docOznaka: string; osnovica: number; pdvIznos: number }) => [r.docOznaka, r.osnovica, r.pdvIznos])).toEqual([[sale.oznaka, 50_000_000, 10_000_000]]);

    // a sold asset cannot be sold again: the line is refused
    const artId = await d.article('usluga', 'OS-S-AGAIN', 2000);
    const second = await saleInvoice(await asset({ ...shelf, invBroj: 'OS-102' }), 1_000_00);
    const res = await d.call('POST', `/v1/doc-prod/${second.id}/items`, { docId: second.id, artId, kolicina: 1_000, prodCena: 1_000_00, osId: id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ osId: 'error.osId.not-in-use' });

    await d.storno('doc-prod', sale.id);
    expect(await readAsset(id)).toMatchObject({ status: 'in_use', datumOtpisa: null });
    expect((await d.get(`/v1/osnovna-sredstva/${id}/promene`)).data).toMatchObject([{ vrsta: 'prodaja', cena: 50_000_000, rezultat: 5_000_000, status: 'storno' }]);
    // the entry and its reversal net to zero on every account
    const net = new Map<string, number>();
    for (const [konto, duguje, potrazuje] of (await journalOf(sale.oznaka)) as [string, number, number][]) net.set(konto, (net.get(konto) ?? 0) + duguje - potrazuje);
    expect([...net.values()].every((v) => v === 0)).toBe(true);
  });

  it('a loss: 400,000.00 for a net value of 450,000.00 posts 50,000.00 to 570', async () => {
    const id = await asset(shelf);
    const sale = await saleInvoice(id, 40_000_000);
    await d.lock('doc-prod', sale.id);
    expect(await journalOf(sale.oznaka)).toEqual([
      ['204', 48_000_000, 0],
      ['470', 0, 8_000_000],
      ['029', 15_000_000, 0],
      ['023', 0, 60_000_000],
      ['570', 5_000_000, 0],
    ]);
  });

  it('an asset sold on two invoices: the second lock is a 409 and writes nothing', async () => {
    const id = await asset(shelf);
    const first = await saleInvoice(id, 50_000_000);
    const second = await saleInvoice(id, 45_000_000);
    await d.lock('doc-prod', first.id);
    const lines = await journalCount();
    const res = await d.call('POST', `/v1/doc-prod/${second.id}/lock`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('error.osId.not-in-use');
    expect(await journalCount()).toBe(lines);
    expect((await d.read('doc-prod', second.id)).status).toBe('draft');
    expect((await d.get(`/v1/osnovna-sredstva/${id}/promene`)).data).toHaveLength(1);
  });

  it('refuses an asset on a goods invoice, a quantity other than one, another company’s asset', async () => {
    const id = await asset(shelf);
    const sale = await saleInvoice(id, 50_000_000);
    const artId = await d.article('usluga', 'OS-S-X', 2000);
    const line = (body: object) => d.call('POST', `/v1/doc-prod/${sale.id}/items`, { docId: sale.id, artId, kolicina: 1_000, prodCena: 1_000_00, ...body });
    expect((await line({ kolicina: 2_000, osId: id })).json().errors).toEqual({ kolicina: 'error.kolicina.asset-one' });
    const foreignAsset = (await t.app.inject({ method: 'POST', url: '/v1/osnovna-sredstva', headers: foreign, payload: { ...shelf, invBroj: 'F-1' } })).json().id as number;
    expect((await line({ osId: foreignAsset })).json().errors).toEqual({ osId: 'error.osId.not-found' });
    const goods = await d.article('roba', 'OS-G', 2000);
    const komId = (await d.read('doc-prod', sale.id)).komId as number;
    const vp = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 99, datum: '2024-05-20', magId: 1, komId });
    const res = await d.call('POST', `/v1/doc-prod/${vp}/items`, { docId: vp, artId: goods, kolicina: 1_000, prodCena: 1_000_00, osId: id });
    expect(res.json().errors).toEqual({ osId: 'error.osId.services-only' });
  });
});

describe('acquiring an asset through an expense invoice line', () => {
  it('posts the line to the asset’s account (023), the VAT to KUR, another line to the cost; the asset takes cost, date and supplier; storno takes the link off', async () => {
    const id = await asset({ invBroj: 'OS-200', naziv: 'Viljuškar', konto: '023', poreskaGrupa: 3, datumNabavke: '2024-04-01', nabavnaVrednost: 1_00, datumUpotrebe: '2024-04-10', vekMeseci: 120 });
    const komId = (await d.get('/v1/kom-main?perPage=50')).data.find((k: { isDobavljac: boolean }) => k.isDobavljac).id as number;
    const trosakId = await d.costItem('Oprema', 'Transport');
    const zrn = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-04-05', komId, dokBroj: 'F-77/24', datumPrometa: '2024-04-03', trosakId });
    const pdvId = await d.vatRate(2000);
    await d.item('doc-zrn', zrn, { pdvId, iznos: 150_000_000, osId: id });
    await d.item('doc-zrn', zrn, { pdvId, iznos: 2_000_000 });
    await d.lock('doc-zrn', zrn);
    const oznaka = (await d.read('doc-zrn', zrn)).oznaka as string;
    // 1,500,000.00 to the asset, 20,000.00 to the cost; VAT 20 % of 1,520,000.00 = 304,000.00; the supplier 1,824,000.00
    expect((await journalOf(oznaka)).sort()).toEqual(
      [
        ['023', 150_000_000, 0],
        ['550', 2_000_000, 0],
        ['270', 30_400_000, 0],
        ['435', 0, 182_400_000],
      ].sort(),
    );
    const kur = (await d.get('/v1/rpt-fin/kur?periodId=2&dateFrom=2024-04-01&dateTo=2024-04-30')).data.filter((r: { docOznaka: string }) => r.docOznaka === oznaka);
    expect(kur.map((r: { osnovica: number; pdvIznos: number }) => [r.osnovica, r.pdvIznos])).toEqual([[152_000_000, 30_400_000]]);
    expect(await readAsset(id)).toMatchObject({ nabavnaVrednost: 150_000_000, datumNabavke: '2024-04-03', komId, izvorDokument: 'F-77/24', izvorVDoc: 'zrn', izvorDocId: zrn });

    // the same asset on a second invoice: refused at the lock, nothing written
    const again = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 2, datum: '2024-04-06', komId, dokBroj: 'F-78/24', trosakId });
    await d.item('doc-zrn', again, { pdvId, iznos: 1_000_00, osId: id });
    const res = await d.call('POST', `/v1/doc-zrn/${again}/lock`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('error.osId.acquired');

    await d.storno('doc-zrn', zrn);
    expect(await readAsset(id)).toMatchObject({ nabavnaVrednost: 150_000_000, izvorVDoc: null, izvorDocId: null });
  });
});

describe('tax depreciation of a year', () => {
  const van = { invBroj: 'OS-001', naziv: 'Dostavno vozilo', konto: '023', poreskaGrupa: 3, datumNabavke: '2024-03-15', nabavnaVrednost: 240_000_000, datumUpotrebe: '2024-04-01', vekMeseci: 96 };
  const laptop = { invBroj: 'OS-002', naziv: 'Laptop', konto: '023', poreskaGrupa: 4, datumNabavke: '2024-06-10', nabavnaVrednost: 12_000_000, datumUpotrebe: '2024-06-10', vekMeseci: 36 };

  it('per asset and per group: the van (III, 15 %) 240,000.00 for May–December, the laptop (IV, 20 %) 12,000.00 for July–December, the shelf (II, 10 %) from its net value', async () => {
    await asset(van);
    await asset(laptop);
    await asset(shelf);
    const report = (await d.get('/v1/osnovna-sredstva/poreska-amortizacija?godina=2024')).data;
    expect(report.sredstva.map((s: { invBroj: string; pocetna: number; meseci: number; poreska: number; neotpisana: number; nabavka: boolean }) => [s.invBroj, s.pocetna, s.meseci, s.poreska, s.neotpisana, s.nabavka])).toEqual([
      // 450,000.00 × 10 % = 45,000.00
      ['OS-100', 45_000_000, 12, 4_500_000, 40_500_000, false],
      // 2,400,000.00 × 15 % × 8/12 = 240,000.00
      ['OS-001', 240_000_000, 8, 24_000_000, 216_000_000, true],
      // 120,000.00 × 20 % × 6/12 = 12,000.00
      ['OS-002', 12_000_000, 6, 1_200_000, 10_800_000, true],
    ]);
    expect(report.grupe.map((g: { grupa: number; stopa: number; pocetna: number; nabavke: number; amortizacija: number; neotpisana: number }) => [g.grupa, g.stopa, g.pocetna, g.nabavke, g.amortizacija, g.neotpisana])).toEqual([
      [1, 250, 0, 0, 0, 0],
      [2, 1000, 45_000_000, 0, 4_500_000, 40_500_000],
      [3, 1500, 0, 240_000_000, 24_000_000, 216_000_000],
      [4, 2000, 0, 12_000_000, 1_200_000, 10_800_000],
      [5, 3000, 0, 0, 0, 0],
    ]);
    expect(report.ukupno.poreska).toBe(29_700_000);

    // 2025 from the written-down values: the van 2,160,000.00 × 15 % = 324,000.00
    const next = (await d.get('/v1/osnovna-sredstva/poreska-amortizacija?godina=2025')).data;
    expect(next.sredstva.find((s: { invBroj: string }) => s.invBroj === 'OS-001')).toMatchObject({ pocetna: 216_000_000, poreska: 32_400_000, neotpisana: 183_600_000, nabavka: false });

    const xlsx = await d.call('GET', `/v1/osnovna-sredstva/poreska-amortizacija/export?godina=2024&columns=${encodeURIComponent(JSON.stringify([{ key: 'invBroj', label: 'Broj', type: 'text' }, { key: 'poreska', label: 'Poreska', type: 'money', total: 'sum' }]))}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses a year out of range or not a number', async () => {
    expect((await d.call('GET', '/v1/osnovna-sredstva/poreska-amortizacija?godina=1999')).statusCode).toBe(422);
    expect((await d.call('GET', '/v1/osnovna-sredstva/poreska-amortizacija?godina=dve')).statusCode).toBe(422);
    expect((await d.call('GET', '/v1/osnovna-sredstva/poreska-amortizacija')).statusCode).toBe(422);
  });
});
