import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup, readWorkbook } from '../../test/documents';

/**
 * The whole worked example of the sales side (steps 1–10) through the API, read back through the reports
 * a bookkeeper uses: client balance and card, KIR, the VAT return, realised turnover and the trade
 * book. The family tests check their own steps; this one checks what only the sum of them shows.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let K: number;
let A: number;
let B: number;
let S: number;
let pos: number;

const get = async (url: string) => {
  const res = await d.call('GET', url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
};
const feb = 'periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29';

async function article(vArtikl: 'roba' | 'usluga', intSifra: string, stopa: number) {
  const groups = (await get(`/v1/art-grupa?vArtikl=${vArtikl}`)).data as { id: number }[];
  const grpId = groups[0]?.id ?? (await d.call('POST', '/v1/art-grupa', { vArtikl, grpSifra: `G-${intSifra}`, grpNaziv: `Grupa ${intSifra}` })).json().id;
  const pdv = (await get('/v1/art-pdv')).data.find((r: { stopa: number }) => r.stopa === stopa);
  const res = await d.call('POST', '/v1/art-main', { vArtikl, grpId, intSifra, artNaziv: `Artikal ${intSifra}`, meraCode: 'kom', pdvId: pdv.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, buyer: K } = await goodsSetup(d));
  A = await article('roba', 'A', 2000);
  B = await article('roba', 'B', 1000);
  S = await article('usluga', 'S', 2000);
  pos = (await get('/v1/pos-main')).data.find((p: { naziv: string }) => p.naziv === 'Kasa 1').id;
});

const sale = (vSubDoc: string, rbroj: number, datum: string, magId: number | null) => ({
  vSubDoc, rbroj, datum, magId, komId: K, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum,
});

async function receipt(rbroj: number, datum: string, fisPlacanje: number, kolicina: number) {
  const id = await d.create('doc-fis', { vSubDoc: 'fis', rbroj, datum, posId: pos, fisPlacanje });
  await d.item('doc-fis', id, { artId: A, kolicina, prodCena: 9600 });
  await d.lock('doc-fis', id);
  return id;
}

/** Steps 1 and 2: opening stock of VP, and 20 of A into the shop at 96.00. */
async function openingAndTransfer() {
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 100_000, nabCena: 5000, prodCena: 7000 });
  await d.item('doc-psr', psr, { artId: B, kolicina: 50_000, nabCena: 2000, prodCena: 3000 });
  await d.lock('doc-psr', psr);
  const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: VP, magInId: MP });
  await d.item('doc-int', int, { artId: A, kolicina: 20_000, outCena: 5000, inCena: 9600 });
  await d.lock('doc-int', int);
}

/** K's row of the client-balance report. */
async function balanceOfK() {
  const rows = (await get('/v1/rpt-kom/stanje?periodId=2&datum=2024-02-29&perPage=100')).data;
  return rows.find((r: { id: number }) => r.id === K);
}

/** The KIR total of February per rate, [stopa, osnovica, pdvIznos]. */
async function kirRates() {
  const total = (await get(`/v1/rpt-fin/kir-total?${feb}`)).data;
  return total.rates.map((r: { stopa: number; osnovica: number; pdvIznos: number }) => [r.stopa, r.osnovica, r.pdvIznos]);
}

async function kepu(magId: number) {
  return {
    rows: (await get(`/v1/rpt-fin/kepu-vp?${feb}&magId=${magId}`)).data.map((r: Record<string, unknown>) => [r.datum, r.docOznaka, r.zaduzenje, r.razduzenje, r.saldo]),
    total: (await get(`/v1/rpt-fin/kepu-vp-total?${feb}&magId=${magId}`)).data,
  };
}

describe('the sales side, the worked example end to end', () => {
  it('steps 1–9: every figure of the books, the balance, the VAT return, realised turnover and the trade book', async () => {
    await openingAndTransfer();
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 80_000, vrednost: 400_000 });

    // 3. Sales invoice vp 2024-02-10: A 10 × 70.00; B 5 × 30.00 less 10 %.
    const ir = await d.create('doc-prod', sale('vp', 1, '2024-02-10', VP));
    await d.item('doc-prod', ir, { artId: A, kolicina: 10_000, prodCena: 7000 });
    await d.item('doc-prod', ir, { artId: B, kolicina: 5_000, prodCena: 3000, rabat: 10_000 });
    expect((await get(`/v1/doc-prod/${ir}/items`)).data.map((i: { iznos: number }) => i.iznos)).toEqual([70_000, 13_500]);
    expect(await d.read('doc-prod', ir)).toMatchObject({ osnovica: 83_500, pdvIznos: 15_350, iznos: 98_850 });
    await d.lock('doc-prod', ir);
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 70_000, vrednost: 350_000 });
    expect(await d.stock('pnCena', VP, B)).toMatchObject({ stanje: 45_000, vrednost: 90_000 });

    // 4. Services invoice 2024-02-12: S 1 × 1,000.00.
    const usl = await d.create('doc-prod', sale('usluga', 1, '2024-02-12', null));
    await d.item('doc-prod', usl, { artId: S, kolicina: 1_000, prodCena: 100_000 });
    await d.lock('doc-prod', usl);
    expect(await d.read('doc-prod', usl)).toMatchObject({ osnovica: 100_000, pdvIznos: 20_000, iznos: 120_000 });

    // 5. Pro-forma 2024-02-05: A 3 × 70.00 → 252.00; "make invoice" gives a draft of 252.00 that posts nothing.
    const prn = await d.create('doc-prn', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: VP, komId: K });
    await d.item('doc-prn', prn, { artId: A, kolicina: 3_000, prodCena: 7000 });
    expect(await d.read('doc-prn', prn)).toMatchObject({ iznos: 25_200 });
    const made = await d.call('POST', `/v1/doc-prn/${prn}/invoice`);
    expect(made.statusCode, made.body).toBe(201);
    expect(await d.read('doc-prod', made.json().id)).toMatchObject({ status: 'draft', osnovica: 21_000, pdvIznos: 4_200, iznos: 25_200 });

    // 6. Two receipts of Kasa 1: card on the 15th, wire on the 16th.
    const r1 = await receipt(1, '2024-02-15', 3, 2_000);
    expect(await d.read('doc-fis', r1)).toMatchObject({ iznos: 19_200, kartica: 19_200, pdvIznos: 3_200, osnovica: 16_000 });
    const r2 = await receipt(2, '2024-02-16', 4, 1_000);
    expect(await d.read('doc-fis', r2)).toMatchObject({ iznos: 9_600, virman: 9_600, pdvIznos: 1_600, osnovica: 8_000 });
    expect(await d.stock('kepuCena', MP, A)).toMatchObject({ stanje: 17_000, vrednost: 163_200 });

    // 7. Retail invoice fak-mp 2024-02-16 to K linking the second receipt.
    const fak = await d.create('doc-fak', { vSubDoc: 'fak-mp', rbroj: 1, datum: '2024-02-16', komId: K, datumDospeca: '2024-02-16' });
    expect((await d.call('POST', `/v1/doc-fak/${fak}/items`, { docId: fak, fisId: r2 })).statusCode).toBe(201);
    await d.lock('doc-fak', fak);

    // 8. K's balance: 988.50 + 1,200.00 + 96.00 = 2,284.50, in the balance report and on K's card.
    expect(await balanceOfK()).toMatchObject({ duguje: 228_450, uplata: 0, dugSaldo: 228_450, potrazuje: 0, stanje: 228_450 });
    const card = await get(`/v1/rpt-kom/${K}/promet?${feb}`);
    expect(card.data.map((r: { docOznaka: string; duguje: number }) => [r.docOznaka, r.duguje])).toEqual([
      ['IR-VP-1/2024', 98_850],
      ['IR-USLUGA-1/2024', 120_000],
      ['RM-FAK-MP-1/2024', 9_600],
    ]);
    expect(card.header).toMatchObject({ opening: 0, closing: 228_450 });

    // KIR for February: 20 % 700.00 + 1,000.00 + 160.00 + 80.00; 10 % 135.00.
    expect(await kirRates()).toEqual([[2000, 194_000, 38_800], [1000, 13_500, 1_350]]);
    expect((await get(`/v1/rpt-fin/pdv-total?${feb}`)).data).toMatchObject({ osn3: 194_000, pdv3: 38_800, osn4: 13_500, pdv4: 1_350, osn5: 207_500, pdv5: 40_150 });

    // Realised turnover, wholesale: cost 600.00, margin 235.00; services carry no cost (the screen omits cost and margin).
    expect((await get(`/v1/rpt-fin/prm-total?${feb}&vPromet=vp`)).data).toEqual({ count: 2, nabIznos: 60_000, ruc: 23_500, osnovica: 83_500, pdvIznos: 15_350, iznos: 98_850 });
    expect((await get(`/v1/rpt-fin/prm?${feb}&vPromet=vp`)).data.map((r: { intSifra: string; nabIznos: number; ruc: number }) => [r.intSifra, r.nabIznos, r.ruc])).toEqual([
      ['A', 50_000, 20_000],
      ['B', 10_000, 3_500],
    ]);
    expect((await get(`/v1/rpt-fin/prm-total?${feb}&vPromet=usluga`)).data).toMatchObject({ count: 1, nabIznos: 0, osnovica: 100_000, pdvIznos: 20_000, iznos: 120_000 });
    // Retail: the two receipts, base 160.00 + 80.00 (VAT taken out of the price), cost 100.00 + 50.00.
    const mpLines = (await get(`/v1/rpt-fin/prm?${feb}&vPromet=mp`)).data;
    expect(mpLines.map((r: { datum: string; osnovica: number; nabIznos: number; ruc: number; pdvIznos: number; iznos: number }) => [r.datum, r.osnovica, r.nabIznos, r.ruc, r.pdvIznos, r.iznos])).toEqual([
      ['2024-02-15', 16_000, 10_000, 6_000, 3_200, 19_200],
      ['2024-02-16', 8_000, 5_000, 3_000, 1_600, 9_600],
    ]);
    expect((await get(`/v1/rpt-fin/prm-total?${feb}&vPromet=mp`)).data).toEqual({ count: 2, nabIznos: 15_000, ruc: 9_000, osnovica: 24_000, pdvIznos: 4_800, iznos: 28_800 });

    // Trade book of February: its closing balance is the warehouse's stock at sale value.
    const mp = await kepu(MP);
    expect(mp.rows.map((r: unknown[]) => [r[0], r[2], r[3], r[4]])).toEqual([
      ['2024-02-01', 192_000, 0, 192_000],
      ['2024-02-15', 0, 19_200, 172_800],
      ['2024-02-16', 0, 9_600, 163_200],
    ]);
    expect(mp.total).toMatchObject({ pocetnoStanje: 0, zaduzenje: 192_000, razduzenje: 28_800, saldo: 163_200 });
    expect((await d.stock('kepuCena', MP, A)).vrednost).toBe(mp.total.saldo);
    const vp = await kepu(VP);
    // opening 100 × 70.00 + 50 × 30.00; out: the transfer 20 × 70.00, the invoice 10 × 70.00 + 5 × 30.00
    expect(vp.total).toMatchObject({ pocetnoStanje: 850_000, zaduzenje: 0, razduzenje: 225_000, saldo: 625_000 });
    expect((await d.stock('kepuCena', VP, A)).vrednost + (await d.stock('kepuCena', VP, B)).vrednost).toBe(vp.total.saldo);

    // 9. Storno of the invoice of step 3.
    await d.storno('doc-prod', ir);
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 80_000, vrednost: 400_000 });
    expect(await d.stock('pnCena', VP, B)).toMatchObject({ stanje: 50_000, vrednost: 100_000 });
    expect(await balanceOfK()).toMatchObject({ duguje: 129_600, stanje: 129_600 });
    const afterStorno = await kirRates();
    expect(afterStorno.find((r: number[]) => r[0] === 2000)).toEqual([2000, 124_000, 24_800]);
    expect(afterStorno.filter((r: number[]) => r[0] === 1000).map((r: number[]) => [r[1], r[2]])).toEqual(afterStorno.some((r: number[]) => r[0] === 1000) ? [[0, 0]] : []);
    expect((await get(`/v1/rpt-fin/pdv-total?${feb}`)).data).toMatchObject({ osn3: 124_000, pdv3: 24_800, osn4: 0, pdv4: 0 });
    expect((await get(`/v1/rpt-fin/prm-total?${feb}&vPromet=vp`)).data).toMatchObject({ count: 0, nabIznos: 0, ruc: 0 });
    expect((await kepu(VP)).total).toMatchObject({ saldo: 710_000 });

    // Storno of the retail invoice frees its receipt and takes 96.00 off K.
    await d.storno('doc-fak', fak);
    expect((await get('/v1/doc-fak/fiskals?periodId=2')).data.map((r: { id: number }) => r.id)).toEqual([r2, r1]);
    expect(await balanceOfK()).toMatchObject({ duguje: 120_000, stanje: 120_000 });
  });

  it('step 10: two sales of A 50 each from the 80 on hand, locked at once: one 204, one 409 naming A short by 20', async () => {
    await openingAndTransfer();
    const one = await d.create('doc-prod', sale('vp', 1, '2024-02-20', VP));
    const two = await d.create('doc-prod', sale('vp', 2, '2024-02-20', VP));
    await d.item('doc-prod', one, { artId: A, kolicina: 50_000, prodCena: 7000 });
    await d.item('doc-prod', two, { artId: A, kolicina: 50_000, prodCena: 7000 });
    const results = await Promise.all([d.call('POST', `/v1/doc-prod/${one}/lock`), d.call('POST', `/v1/doc-prod/${two}/lock`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([204, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({ message: 'error.stock.negative', details: [{ artId: A, magId: VP, shortfall: 20_000 }] });
    expect(await d.stock('pnCena', VP, A)).toMatchObject({ stanje: 30_000, vrednost: 150_000 });
    // the one that went through: 50 × 70.00 + 20 % = 4,200.00
    expect(await balanceOfK()).toMatchObject({ duguje: 420_000 });
  });

  it("KIR: a register's receipts are one line per day, labelled first – last", async () => {
    await openingAndTransfer();
    const r1 = await receipt(1, '2024-02-15', 1, 1_000);
    const r2 = await receipt(2, '2024-02-16', 1, 1_000);
    const r3 = await receipt(3, '2024-02-16', 3, 2_000);
    const oznaka = async (id: number) => (await d.read('doc-fis', id)).oznaka as string;
    const rows = (await get(`/v1/rpt-fin/kir?${feb}`)).data;
    expect(rows.map((r: Record<string, unknown>) => [r.docOznaka, r.datum, r.osnovica, r.pdvIznos, r.iznos])).toEqual([
      [await oznaka(r1), '2024-02-15', 8_000, 1_600, 9_600],
      [`${await oznaka(r2)} – ${await oznaka(r3)}`, '2024-02-16', 24_000, 4_800, 28_800],
    ]);
    expect((await get(`/v1/rpt-fin/kir?${feb}`)).pagination).toMatchObject({ itemsCount: 2 });
  });
});

describe('realised turnover: Excel export', () => {
  it('every line of the filter with the columns asked and a totals row; a bad range is a field error', async () => {
    await openingAndTransfer();
    await receipt(1, '2024-02-15', 3, 2_000);
    await receipt(2, '2024-02-16', 4, 1_000);
    const columns = [
      { key: 'datum', label: 'Datum', type: 'date' },
      { key: 'intSifra', label: 'Šifra', type: 'text' },
      { key: 'kolicina', label: 'Količina', type: 'qty', total: 'sum' },
      { key: 'nabIznos', label: 'Nabavni iznos', type: 'money', total: 'sum' },
      { key: 'ruc', label: 'RUC', type: 'money', total: 'sum' },
      { key: 'osnovica', label: 'Osnovica', type: 'money', total: 'sum' },
    ];
    const url = (range: string) => `/v1/rpt-fin/prm/export?${range}&vPromet=mp&columns=${encodeURIComponent(JSON.stringify(columns))}&fileName=prm&totalLabel=Ukupno`;
    const res = await d.call('GET', url(feb));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = await readWorkbook(res);
    const values = wb.worksheets[0]!.getSheetValues().slice(1).map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(values).toEqual([
      ['Datum', 'Šifra', 'Količina', 'Nabavni iznos', 'RUC', 'Osnovica'],
      [new Date('2024-02-15T00:00:00Z'), 'A', 2, 100, 60, 160],
      [new Date('2024-02-16T00:00:00Z'), 'A', 1, 50, 30, 80],
      ['Ukupno', undefined, 3, 150, 90, 240],
    ]);
    const reversed = await d.call('GET', url('periodId=2&dateFrom=2024-03-01&dateTo=2024-02-01'));
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ dateTo: 'error.dateTo.before-from' });
  });
});
