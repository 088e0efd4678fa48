import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ITEM_BATCH } from '@knjige/contract';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

/** The line grid's batch of new lines: the same rules as one line at a time, all or nothing. */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let buyer: number;
let supplier: number;
/** 1001 at 10 %, 1002 and 1003 at 20 %, 9001 a service */
let flour: number;
let sugar: number;
let oil: number;
let service: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  const setup = await goodsSetup(d);
  ({ VP, buyer, supplier } = setup);
  flour = await setup.articleByCode('1001');
  sugar = await setup.articleByCode('1002');
  oil = await setup.articleByCode('1003');
  service = await setup.articleByCode('9001');
});

const salesInvoice = (rbroj = 1) => d.create('doc-prod', { vSubDoc: 'vp', rbroj, datum: '2024-03-05', magId: VP, komId: buyer });
const batch = (resource: string, docId: number, items: unknown[]) => d.call('POST', `/v1/${resource}/${docId}/items/batch`, { items });
const lines = async (resource: string, docId: number) => (await d.get(`/v1/${resource}/${docId}/items?perPage=500`)).data as Record<string, number>[];

describe('a batch of new lines', () => {
  it('writes the lines in order with their VAT per rate; the totals are the sum of single saves', async () => {
    const id = await salesInvoice();
    const res = await batch('doc-prod', id, [
      { artId: sugar, kolicina: 3_000, prodCena: 123_45, rabat: 0 },
      { artId: flour, kolicina: 2_500, prodCena: 80_00, rabat: 10_000 },
      { artId: oil, kolicina: 1_000, prodCena: 199_99 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { ids } = res.json() as { ids: number[] };
    const saved = await lines('doc-prod', id);
    expect(saved.map((l) => l.id)).toEqual(ids);
    // 3 × 123,45 = 370,35; 2,5 × 80,00 less 10 % = 180,00; 199,99 — at 20 %, 10 %, 20 %
    expect(saved.map((l) => [l.artId, l.pdvStopa, l.iznos])).toEqual([
      [sugar, 2000, 370_35],
      [flour, 1000, 180_00],
      [oil, 2000, 199_99],
    ]);
    // 20 %: 570,34 + 114,07; 10 %: 180,00 + 18,00
    expect(await d.read('doc-prod', id)).toMatchObject({ osnovica: 750_34, pdvIznos: 132_07, iznos: 882_41 });

    // the same lines one at a time give the same document
    const single = await salesInvoice(2);
    for (const line of [
      { artId: sugar, kolicina: 3_000, prodCena: 123_45, rabat: 0 },
      { artId: flour, kolicina: 2_500, prodCena: 80_00, rabat: 10_000 },
      { artId: oil, kolicina: 1_000, prodCena: 199_99 },
    ])
      await d.item('doc-prod', single, line);
    expect(await d.read('doc-prod', single)).toMatchObject({ osnovica: 750_34, pdvIznos: 132_07, iznos: 882_41 });
    // each line is in the document's history, as a single save would be
    const history = (await d.get(`/v1/doc-prod/${id}/history`)).data as { action: string }[];
    expect(history.filter((h) => h.action === 'item-add')).toHaveLength(3);
  });

  it('refuses the whole batch naming each refused line by index and field, and writes nothing', async () => {
    const id = await salesInvoice();
    await d.item('doc-prod', id, { artId: sugar, kolicina: 1_000, prodCena: 100_00 });
    const before = await d.read('doc-prod', id);
    // the schema's refusal (a quantity of 0) and the service's (a service on a goods invoice, an article of no one)
    const res = await batch('doc-prod', id, [
      { artId: sugar, kolicina: 0, prodCena: 100_00 },
      { artId: flour, kolicina: 1_000, prodCena: 50_00 },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ message: 'error.validation', errors: { 'items.0.kolicina': 'error.kolicina.greater-than-0' } });
    const checked = await batch('doc-prod', id, [
      { artId: flour, kolicina: 1_000, prodCena: 50_00 },
      { artId: service, kolicina: 1_000, prodCena: 50_00 },
      { artId: oil, kolicina: 2_000, prodCena: 10_00 },
      { artId: 999_999, kolicina: 1_000, prodCena: 50_00 },
    ]);
    expect(checked.statusCode, checked.body).toBe(422);
    expect(checked.json().errors).toEqual({ 'items.1.artId': 'error.artId.service', 'items.3.artId': 'error.artId.not-found' });
    // the good lines of the refused batch were not kept, nor were the totals touched
    expect((await lines('doc-prod', id)).map((l) => l.artId)).toEqual([sugar]);
    expect(await d.read('doc-prod', id)).toMatchObject({ osnovica: before.osnovica, pdvIznos: before.pdvIznos, iznos: before.iznos });
  });

  it('takes the family’s own line: a purchase calculation as single lines compute it', async () => {
    const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-05', magId: VP, komId: supplier, dokBroj: 'F-1', dokDatum: '2024-03-05', dokDpo: '2024-03-05' });
    const res = await batch('doc-ur', ur, [
      { artId: sugar, kolicina: 20_000, fakCena: 60_00, rabat1: 10_000, prodCena: 70_00 },
      { artId: flour, kolicina: 10_000, fakCena: 40_00, rabat1: 0, prodCena: 55_00 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await lines('doc-ur', ur)).map((l) => [l.nabCena, l.nabVr, l.nabPdv, l.ruc])).toEqual([
      [54_00, 1_080_00, 216_00, 2963],
      [40_00, 400_00, 40_00, 3750],
    ]);
    expect(await d.read('doc-ur', ur)).toMatchObject({ nabVrednost: 1_480_00, nabPdv: 256_00, nabIznos: 1_736_00 });
  });

  it('is refused on a document that is not a draft (409), when empty or past its bound (422), and for another company’s document (404)', async () => {
    const id = await salesInvoice();
    const tooMany = Array.from({ length: MAX_ITEM_BATCH + 1 }, () => ({ artId: sugar, kolicina: 1_000, prodCena: 1_00 }));
    expect((await batch('doc-prod', id, tooMany)).json()).toMatchObject({ errors: { items: 'error.items.too-many' } });
    expect((await batch('doc-prod', id, [])).json()).toMatchObject({ errors: { items: 'error.items.empty' } });
    expect((await batch('doc-prod', id, [{ artId: sugar, kolicina: 1_000, prodCena: 1_00, extra: 1 }])).json()).toMatchObject({ errors: { 'items.0.extra': 'error.extra.unknown' } });
    await d.item('doc-prod', id, { artId: sugar, kolicina: 1_000, prodCena: 100_00 });
    await d.call('POST', '/v1/doc-psr', { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
    const opening = (await d.get('/v1/doc-psr?periodId=2&vSubDoc=vp')).data[0].id as number;
    await d.item('doc-psr', opening, { artId: sugar, kolicina: 10_000, nabCena: 50_00, prodCena: 100_00 });
    await d.lock('doc-psr', opening);
    await d.lock('doc-prod', id);
    const locked = await batch('doc-prod', id, [{ artId: sugar, kolicina: 1_000, prodCena: 1_00 }]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ message: 'error.document.not-draft' });
    expect((await batch('doc-prod', 999_999, [{ artId: sugar, kolicina: 1_000, prodCena: 1_00 }])).statusCode).toBe(404);
  });
});
