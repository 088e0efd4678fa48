import { expect } from 'vitest';
import { documents, goodsSetup } from './documents';

type Documents = ReturnType<typeof documents>;

/**
 * The books' worked example: the goods-in example (steps 1–2), the sales example (steps 1–8) and
 * the money example (steps 1–6) in one company and period 2024. The examples were written for
 * separate companies; here they share the buyer K (the seeded buyer), the supplier D (the seeded
 * supplier), the warehouses VP and MP, and each keeps articles of its own (the goods-in article GA;
 * the sales articles BA, BB and the service BS).
 */
export async function workedExampleSetup(d: Documents) {
  const { VP, MP, buyer: K, supplier: D } = await goodsSetup(d);
  return {
    VP,
    MP,
    K,
    D,
    GA: await d.article('roba', 'GA', 2000),
    A: await d.article('roba', 'BA', 2000),
    B: await d.article('roba', 'BB', 1000),
    S: await d.article('usluga', 'BS', 2000),
    T1: (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id as number,
    pos: (await d.call('GET', '/v1/pos-main')).json().data[0].id as number,
    zakup: await d.costItem('Opšti troškovi', 'Zakup'),
    bankFees: await d.costItem('Finansijski troškovi', 'Bankarske usluge'),
    vat20: await d.vatRate(2000),
    vat10: await d.vatRate(1000),
  };
}
export type WorkedExample = Awaited<ReturnType<typeof workedExampleSetup>>;

/** The worked example's documents, booked through the API step by step (each checks its own figures). */
export function workedExampleSteps(d: Documents, w: WorkedExample) {
  const get = d.get;
  const sale = (vSubDoc: string, rbroj: number, datum: string, magId: number | null) => ({ vSubDoc, rbroj, datum, magId, komId: w.K, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum });

  /** The goods-in example, steps 1–2: opening stock of GA in VP and the incoming invoice of 2024-02-01 from D. */
  async function goodsIn() {
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: w.VP });
    await d.item('doc-psr', psr, { artId: w.GA, kolicina: 100_000, nabCena: 50_00, prodCena: 70_00 });
    await d.lock('doc-psr', psr);
    const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-01', magId: w.VP, komId: w.D, dokBroj: 'F-1', dokDatum: '2024-02-01', dokDpo: '2024-02-01' });
    await d.item('doc-ur', ur, { artId: w.GA, kolicina: 20_000, fakCena: 60_00, rabat1: 10_000, prodCena: 70_00 });
    expect(await d.read('doc-ur', ur)).toMatchObject({ oznaka: 'UR-VP-1/2024', nabVrednost: 1_080_00, nabPdv: 216_00, nabIznos: 1_296_00, prodVrednost: 1_400_00 });
    await d.lock('doc-ur', ur);
  }

  /** The sales example, steps 1–8. Returns the sales invoice of step 3. */
  async function sales() {
    // 1. Opening stock VP: A 100 at 50.00 / 70.00; B 50 at 20.00 / 30.00.
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 2, datum: '2024-01-01', magId: w.VP });
    await d.item('doc-psr', psr, { artId: w.A, kolicina: 100_000, nabCena: 50_00, prodCena: 70_00 });
    await d.item('doc-psr', psr, { artId: w.B, kolicina: 50_000, nabCena: 20_00, prodCena: 30_00 });
    await d.lock('doc-psr', psr);
    // 2. Transfer VP → MP 2024-02-01: A 20 at 96.00.
    const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: w.VP, magInId: w.MP });
    await d.item('doc-int', int, { artId: w.A, kolicina: 20_000, outCena: 50_00, inCena: 96_00 });
    await d.lock('doc-int', int);
    expect(await d.stock('pnCena', w.VP, w.A)).toMatchObject({ stanje: 80_000 });

    // 3. Sales invoice vp 2024-02-10: A 10 × 70.00; B 5 × 30.00 less 10 %.
    const ir = await d.create('doc-prod', sale('vp', 1, '2024-02-10', w.VP));
    await d.item('doc-prod', ir, { artId: w.A, kolicina: 10_000, prodCena: 70_00 });
    await d.item('doc-prod', ir, { artId: w.B, kolicina: 5_000, prodCena: 30_00, rabat: 10_000 });
    expect(await d.read('doc-prod', ir)).toMatchObject({ oznaka: 'IR-VP-1/2024', osnovica: 835_00, pdvIznos: 153_50, iznos: 988_50 });
    await d.lock('doc-prod', ir);
    expect(await d.stock('pnCena', w.VP, w.A)).toMatchObject({ stanje: 70_000, vrednost: 3_500_00 });
    expect(await d.stock('pnCena', w.VP, w.B)).toMatchObject({ stanje: 45_000, vrednost: 900_00 });
    expect((await get('/v1/rpt-fin/prm-total?periodId=2&vPromet=vp')).data).toMatchObject({ nabIznos: 600_00, ruc: 235_00 });

    // 4. Services invoice 2024-02-12: S 1 × 1,000.00 → 1,200.00; no stock ro
    const usl = await d.create('doc-prod', sale('usluga', 1, '2024-02-12', null));
    await d.item('doc-prod', usl, { artId: w.S, kolicina: 1_000, prodCena: 1_000_00 });
    expect(await d.read('doc-prod', usl)).toMatchObject({ oznaka: 'IR-USLUGA-1/2024', osnovica: 1_000_00, pdvIznos: 200_00, iznos: 1_200_00 });
    await d.lock('doc-prod', usl);

    // 5. Pro-forma 2024-02-05: A 3 × 70.00 → 252.00; "make invoice" gives a draft of 252.00 (left a draft).
    const prn = await d.create('doc-prn', { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: w.VP, komId: w.K });
    await d.item('doc-prn', prn, { artId: w.A, kolicina: 3_000, prodCena: 70_00 });
    const made = await d.call('POST', `/v1/doc-prn/${prn}/invoice`);
    expect(made.statusCode, made.body).toBe(201);
    expect(await d.read('doc-prod', made.json().id)).toMatchObject({ status: 'draft', iznos: 252_00 });

    // 6. Fiscal receipts at Kasa 1: 2024-02-15 card A 2 × 96.00; 2024-02-16 wire A 1 × 96.00.
    const receipt = async (rbroj: number, datum: string, fisPlacanje: number, kolicina: number) => {
      const id = await d.create('doc-fis', { vSubDoc: 'fis', rbroj, datum, posId: w.pos, fisPlacanje, fisRbroj: `AB12CD34-AB12CD34-${rbroj}` });
      await d.item('doc-fis', id, { artId: w.A, kolicina, prodCena: 96_00 });
      await d.lock('doc-fis', id);
      return id;
    };
    const r1 = await receipt(1, '2024-02-15', 3, 2_000);
    expect(await d.read('doc-fis', r1)).toMatchObject({ iznos: 192_00, kartica: 192_00, osnovica: 160_00, pdvIznos: 32_00 });
    const r2 = await receipt(2, '2024-02-16', 4, 1_000);
    expect(await d.read('doc-fis', r2)).toMatchObject({ iznos: 96_00, virman: 96_00, osnovica: 80_00, pdvIznos: 16_00 });
    expect(await d.stock('kepuCena', w.MP, w.A)).toMatchObject({ stanje: 17_000, vrednost: 1_632_00 });

    // 7. Retail invoice fak-mp 2024-02-16 to K linking the second receipt.
    const fak = await d.create('doc-fak', { vSubDoc: 'fak-mp', rbroj: 1, datum: '2024-02-16', komId: w.K, datumDospeca: '2024-03-17' });
    expect((await d.call('POST', `/v1/doc-fak/${fak}/items`, { docId: fak, fisId: r2 })).statusCode).toBe(201);
    await d.lock('doc-fak', fak);
    return ir;
  }

  /** The money example, steps 1–4. */
  async function money() {
    // 1. Opening client balances 2024-01-01: K duguje 500.00 (due 2024-01-31); D potražuje 300.00.
    const psk = await d.create('doc-psk', { vSubDoc: 'firma', rbroj: 1, datum: '2024-01-01', opis: 'Početno stanje' });
    await d.item('doc-psk', psk, { komId: w.K, duguje: 500_00, dueDate: '2024-01-31' });
    await d.item('doc-psk', psk, { komId: w.D, potrazuje: 300_00 });
    await d.lock('doc-psk', psk);
    // 2. Expense invoice from D 2024-02-20, Zakup: 20 % base 1,000.00, 10 % base 100.00 → 1,310.00.
    const zrn = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-02-20', komId: w.D, dokBroj: 'R-77', dokDatum: '2024-02-20', dokDpo: '2024-03-20', trosakId: w.zakup });
    await d.item('doc-zrn', zrn, { pdvId: w.vat20, iznos: 1_000_00 });
    await d.item('doc-zrn', zrn, { pdvId: w.vat10, iznos: 100_00 });
    await d.lock('doc-zrn', zrn);
    expect(await d.read('doc-zrn', zrn)).toMatchObject({ oznaka: 'ZRN-1/2024', osnovica: 1_100_00, pdvIznos: 210_00, iznos: 1_310_00 });
    // 3. Credit note to K 2024-02-25: 50.00.
    const knod = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-02-25', komId: w.K, osnov: 'Reklamacija', iznos: 50_00 });
    expect(knod.statusCode, knod.body).toBe(201);
    await d.lock('doc-knod', knod.json().id);
    // 4. Bank statement on T1 2024-03-01.
    const trn = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 1, datum: '2024-03-01', trnId: w.T1 });
    for (const line of [
      { vNalog: 'uplata', komId: w.K, uplata: 400_00 },
      { vNalog: 'isplata', komId: w.D, isplata: 1_000_00 },
      { vNalog: 'trosak', trosakId: w.bankFees, isplata: 20_00 },
      { vNalog: 'pazar', magId: w.MP, uplata: 192_00 },
      { vNalog: 'ostalo', opis: 'Kamata', uplata: 10_00 },
    ])
      await d.item('doc-trn', trn, line);
    await d.lock('doc-trn', trn);
    expect(await d.read('doc-trn', trn)).toMatchObject({ uplata: 602_00, isplata: 1_020_00 });
    expect((await get('/v1/rpt-trn/stanje?periodId=2')).data.find((r: { id: number }) => r.id === w.T1)).toMatchObject({ saldo: -418_00 });
  }

  return { goodsIn, sales, money };
}

/** The worked example's company set up, with its steps to run (the caller chooses which). */
export async function workedExample(d: Documents) {
  const w = await workedExampleSetup(d);
  return { ...w, ...workedExampleSteps(d, w) };
}

/**
 * Every report of the worked example's company as the API answers it, to compare two databases
 * row by row: stock by each price type in each warehouse, client balances and each client's open
 * items, KIR and KUR (lines and totals), the VAT return, both trade books, realised turnover, and
 * the documents' lists.
 */
export async function everyReport(d: Documents, example: Pick<WorkedExample, 'VP' | 'MP' | 'K' | 'D'>) {
  const year = 'periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31';
  const urls: string[] = [];
  for (const magId of [example.VP, example.MP]) {
    for (const priceType of ['pnCena', 'znCena', 'kepuCena']) urls.push(`/v1/rpt-mag/stanje-zaliha?periodId=2&priceType=${priceType}&magId=${magId}&perPage=200`);
    urls.push(`/v1/rpt-fin/kepu-vp?${year}&magId=${magId}&perPage=200`, `/v1/rpt-fin/kepu-vp-total?${year}&magId=${magId}`);
  }
  urls.push('/v1/rpt-kom/stanje?periodId=2&datum=2024-12-31&perPage=200', '/v1/rpt-kom/sum?periodId=2&datum=2024-12-31');
  for (const komId of [example.K, example.D]) urls.push(`/v1/rpt-kom/ios/${komId}?periodId=2&datum=2024-12-31`, `/v1/rpt-kom/${komId}/promet?${year}&perPage=200`);
  for (const book of ['kir', 'kur']) urls.push(`/v1/rpt-fin/${book}?${year}&perPage=200`, `/v1/rpt-fin/${book}-total?${year}`);
  urls.push(`/v1/rpt-fin/pdv-total?${year}`, `/v1/rpt-fin/pdv-total?periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29`);
  urls.push(`/v1/rpt-fin/prm?${year}&vPromet=vp&perPage=200`, `/v1/rpt-fin/prm-total?periodId=2&vPromet=vp`, '/v1/rpt-trn/stanje?periodId=2');
  for (const family of ['doc-psr', 'doc-ur', 'doc-int', 'doc-prod', 'doc-prn', 'doc-fis', 'doc-fak', 'doc-psk', 'doc-zrn', 'doc-knod', 'doc-trn']) urls.push(`/v1/${family}?periodId=2&perPage=200`);
  const out: Record<string, unknown> = {};
  for (const url of urls) out[url] = await d.get(url);
  return out;
}
