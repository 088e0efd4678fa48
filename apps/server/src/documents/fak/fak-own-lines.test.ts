import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents, goodsSetup } from '../../../test/documents';
import { sessions } from '../../../test/sessions';

/** Cash (fak-got) and services (fak-usl) retail invoices: lines of their own where no receipt exists. */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let vat20: number;
let vat10: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ buyer: K } = await goodsSetup(d));
  vat20 = await d.vatRate(2000);
  vat10 = await d.vatRate(1000);
});

const invoice = (vSubDoc: string, rbroj: number) => d.create('doc-fak', { vSubDoc, rbroj, datum: '2024-03-05', komId: K, datumDospeca: '2024-04-04' });
const kir = async () =>
  (await d.get('/v1/rpt-fin/kir?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31&perPage=50')).data.map((r: { docOznaka: string; osnovica: number; pdvIznos: number }) => [r.docOznaka, r.osnovica, r.pdvIznos]);
const balanceOfK = async () => (await d.get('/v1/rpt-kom/stanje?periodId=2&datum=2024-03-31&perPage=200')).data.find((r: { id: number }) => r.id === K);

describe('retail invoices with lines of their own', () => {
  it('a services invoice books its VAT per rate and the buyer owes its amount; a cash one books the VAT only', async () => {
    const usl = await invoice('fak-usl', 1);
    await d.item('doc-fak', usl, { opis: 'Montaža', pdvId: vat20, iznos: 1_200_00 });
    await d.item('doc-fak', usl, { opis: 'Dostava', pdvId: vat10, iznos: 110_00 });
    expect((await d.get(`/v1/doc-fak/${usl}/items`)).data.map((i: { opis: string; pdvStopa: number; iznos: number; fisId: number | null }) => [i.opis, i.pdvStopa, i.iznos, i.fisId])).toEqual([
      ['Montaža', 2000, 1_200_00, null],
      ['Dostava', 1000, 110_00, null],
    ]);
    expect(await d.read('doc-fak', usl)).toMatchObject({ oznaka: 'RM-FAK-USL-1/2024', iznos: 1_310_00, zaUplatu: 1_310_00 });
    await d.lock('doc-fak', usl);

    const got = await invoice('fak-got', 1);
    await d.item('doc-fak', got, { opis: 'Roba za gotovinu', pdvId: vat20, iznos: 96_00 });
    expect(await d.read('doc-fak', got)).toMatchObject({ iznos: 96_00, zaUplatu: 0 });
    await d.lock('doc-fak', got);

    expect(await kir()).toEqual([
      ['RM-FAK-USL-1/2024', 1_100_00, 210_00],
      ['RM-FAK-GOT-1/2024', 80_00, 16_00],
    ]);
    const rates = (await d.get('/v1/rpt-fin/kir-total?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31')).data.rates;
    expect(rates.map((r: { stopa: number; osnovica: number; pdvIznos: number }) => [r.stopa, r.osnovica, r.pdvIznos])).toEqual([
      [2000, 1_080_00, 216_00],
      [1000, 100_00, 10_00],
    ]);
    expect(await balanceOfK()).toMatchObject({ duguje: 1_310_00, stanje: 1_310_00 });

    // Storno takes both back.
    await d.storno('doc-fak', usl);
    expect(await balanceOfK()).toMatchObject({ stanje: 0 });
    expect((await d.get('/v1/rpt-fin/kir-total?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31')).data.total).toMatchObject({ osnovica: 80_00, pdvIznos: 16_00 });
  });

  it('asks each sub-type for its own kind of line, and a rate of this company', async () => {
    const usl = await invoice('fak-usl', 2);
    const mp = await invoice('fak-mp', 2);
    const post = (docId: number, body: Record<string, unknown>) => d.call('POST', `/v1/doc-fak/${docId}/items`, { docId, ...body });
    const refused = async (docId: number, body: Record<string, unknown>, errors: Record<string, string>) => {
      const res = await post(docId, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual(errors);
    };
    await refused(usl, { fisId: 1, opis: 'x', pdvId: vat20, iznos: 100 }, { fisId: 'error.fisId.own-lines' });
    await refused(usl, { opis: 'x' }, { pdvId: 'error.pdvId.required', iznos: 'error.iznos.required' });
    await refused(mp, { opis: 'x', pdvId: vat20, iznos: 100 }, { fisId: 'error.fisId.required' });
    await refused(usl, { opis: 'x', pdvId: vat20, iznos: 0 }, { iznos: 'error.iznos.greater-than-0' });
    // another company's rate is not found
    const { foreign } = await sessions(t.database);
    auth = foreign;
    const theirs = await d.call('POST', '/v1/art-pdv', { opis: 'Opšta', stopa: 2000 });
    expect(theirs.statusCode, theirs.body).toBe(201);
    auth = await authHeader(t.database, 'admin@demo.rs');
    await refused(usl, { opis: 'x', pdvId: theirs.json().id, iznos: 100 }, { pdvId: 'error.pdvId.not-found' });
    expect((await d.get(`/v1/doc-fak/${usl}/items`)).data).toEqual([]);

    // A document with lines keeps its kind of line: no move from services to receipts.
    await d.item('doc-fak', usl, { opis: 'Montaža', pdvId: vat20, iznos: 100_00 });
    const moved = await d.call('PUT', `/v1/doc-fak/${usl}`, { periodId: 2, vSubDoc: 'fak-mp', rbroj: 3, datum: '2024-03-05', komId: K, datumDospeca: '2024-04-04', napomena: '' });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(moved.json().errors).toEqual({ vSubDoc: 'error.vSubDoc.other-line-kind' });
    expect(await d.read('doc-fak', usl)).toMatchObject({ vSubDoc: 'fak-usl', oznaka: 'RM-FAK-USL-2/2024' });
  });
});
