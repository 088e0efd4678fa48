import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_AMOUNT, MAX_QUANTITY, MAX_TOTAL } from '@knjige/contract';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

/**
 * Every family's line and header amounts at the bound (accepted) and one past it (422
 * `error.<field>.too-large`), and a line or document whose computed value would pass the bound
 * of a total refused whole: nothing stored, and the document, its lines and the list still read.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);

interface Ids {
  VP: number;
  MP: number;
  supplier: number;
  buyer: number;
  art: number;
  pos: number;
  vat20: number;
  vat0: number;
  trosakId: number;
  T1: number;
}
let ids: Ids;

beforeEach(async () => {
  auth = await authHeader(t.database, 'super@demo.rs');
  const setup = await goodsSetup(d);
  ids = {
    VP: setup.VP,
    MP: setup.MP,
    supplier: setup.supplier,
    buyer: setup.buyer,
    art: await setup.articleByCode('1002'),
    pos: (await d.get('/v1/pos-main')).data[0].id,
    vat20: await d.vatRate(2000),
    vat0: await d.vatRate(0),
    trosakId: await d.costItem('Režija', 'Zakup'),
    T1: (await d.get('/v1/app-config/tekuci-racun')).data.id,
  };
});

const day = '2024-03-05';

interface Family {
  resource: string;
  header: (i: Ids) => Record<string, unknown>;
  /** a line well inside the bounds */
  line: (i: Ids) => Record<string, unknown>;
  /** each amount field of the line and its bound */
  fields: Record<string, number>;
  /** other values of the line when a field is at its bound (a sale price at the bound over a purchase price at it) */
  beside?: Record<string, Record<string, number>>;
}

const families: Family[] = [
  {
    resource: 'doc-psr',
    header: (i) => ({ vSubDoc: 'vp', datum: day, magId: i.VP }),
    line: (i) => ({ artId: i.art, kolicina: 1_000, nabCena: 100, prodCena: 100 }),
    fields: { kolicina: MAX_QUANTITY, nabCena: MAX_AMOUNT, prodCena: MAX_AMOUNT },
  },
  {
    resource: 'doc-ur',
    header: (i) => ({ vSubDoc: 'vp', datum: day, magId: i.VP, komId: i.supplier, dokBroj: 'F-1', dokDatum: day, dokDpo: day }),
    line: (i) => ({ artId: i.art, kolicina: 1_000, fakCena: 100, rabat1: 0, prodCena: 100 }),
    fields: { kolicina: MAX_QUANTITY, fakCena: MAX_AMOUNT, prodCena: MAX_AMOUNT },
    beside: { prodCena: { fakCena: MAX_AMOUNT } },
  },
  {
    resource: 'doc-niv',
    header: (i) => ({ vSubDoc: 'vp', datum: day, magId: i.VP }),
    line: (i) => ({ artId: i.art, kolicina: 1_000, cenaPre: 100, cenaPosle: 100 }),
    fields: { kolicina: MAX_QUANTITY, cenaPre: MAX_AMOUNT, cenaPosle: MAX_AMOUNT },
  },
  {
    resource: 'doc-int',
    header: (i) => ({ vSubDoc: 'vp-mp', datum: day, magOutId: i.VP, magInId: i.MP }),
    line: (i) => ({ artId: i.art, kolicina: 1_000, outCena: 100, inCena: 100 }),
    fields: { kolicina: MAX_QUANTITY, outCena: MAX_AMOUNT, inCena: MAX_AMOUNT },
  },
  {
    resource: 'doc-fis',
    header: (i) => ({ vSubDoc: 'fis', datum: day, posId: i.pos, fisPlacanje: 4 }),
    line: (i) => ({ artId: i.art, kolicina: 1_000, prodCena: 100 }),
    fields: { kolicina: MAX_QUANTITY, prodCena: MAX_AMOUNT },
  },
  {
    resource: 'doc-fak',
    header: (i) => ({ vSubDoc: 'fak-got', datum: day, komId: i.buyer, datumDospeca: day }),
    line: (i) => ({ opis: 'Roba', pdvId: i.vat20, iznos: 100 }),
    fields: { iznos: MAX_AMOUNT },
  },
  {
    resource: 'doc-prod',
    header: (i) => ({ vSubDoc: 'vp', datum: day, magId: i.VP, komId: i.buyer, datumDospeca: day, datumIsporuke: day, datumPrometa: day }),
    line: (i) => ({ artId: i.art, kolicina: 1_000, prodCena: 100 }),
    fields: { kolicina: MAX_QUANTITY, prodCena: MAX_AMOUNT },
  },
  {
    resource: 'doc-prn',
    header: (i) => ({ vSubDoc: 'vp', datum: day, magId: i.VP, komId: i.buyer }),
    line: (i) => ({ artId: i.art, kolicina: 1_000, prodCena: 100 }),
    fields: { kolicina: MAX_QUANTITY, prodCena: MAX_AMOUNT },
  },
  {
    resource: 'doc-psk',
    header: () => ({ vSubDoc: 'firma', datum: '2024-01-01' }),
    line: (i) => ({ komId: i.buyer, duguje: 100 }),
    fields: { duguje: MAX_AMOUNT, potrazuje: MAX_AMOUNT },
  },
  {
    resource: 'doc-zrn',
    header: (i) => ({ vSubDoc: 'zrn', datum: day, komId: i.supplier, dokBroj: 'R-1', dokDatum: day, dokDpo: day, trosakId: i.trosakId }),
    line: (i) => ({ pdvId: i.vat20, iznos: 100 }),
    fields: { iznos: MAX_AMOUNT },
  },
  {
    resource: 'doc-trn',
    header: (i) => ({ vSubDoc: 'izvod', datum: day, trnId: i.T1 }),
    line: (i) => ({ vNalog: 'uplata', komId: i.buyer, uplata: 100 }),
    fields: { uplata: MAX_AMOUNT },
  },
];

let rbroj = 0;
const newDocument = (f: Family) => d.create(f.resource, { rbroj: ++rbroj, ...f.header(ids) });

describe('amounts at their bounds', () => {
  for (const f of families) {
    it(`${f.resource}: each line amount at its bound is kept, one past it is 422 too-large`, async () => {
      const docId = await newDocument(f);
      for (const [field, bound] of Object.entries(f.fields)) {
        const line = { ...f.line(ids), ...f.beside?.[field] };
        const atBound = await d.call('POST', `/v1/${f.resource}/${docId}/items`, { ...line, [field]: bound });
        expect(atBound.statusCode, `${field} at ${bound}: ${atBound.body}`).toBe(201);
        const stored = (await d.get(`/v1/${f.resource}/${docId}/items/${atBound.json().id}`)).data;
        expect(stored[field]).toBe(bound);
        const past = await d.call('POST', `/v1/${f.resource}/${docId}/items`, { ...line, [field]: bound + 1 });
        expect(past.statusCode, past.body).toBe(422);
        expect(past.json().errors).toEqual({ [field]: `error.${field}.too-large` });
        // the lines at the bound leave the document, its lines and the list readable
        await d.get(`/v1/${f.resource}/${docId}`);
        await d.get(`/v1/${f.resource}/${docId}/items`);
        await d.get(`/v1/${f.resource}?periodId=2`);
        await t.app.inject({ method: 'DELETE', url: `/v1/${f.resource}/${docId}/items/${atBound.json().id}`, headers: auth });
      }
    });
  }

  it('a line whose value (quantity × price) passes the bound of a total is refused and nothing is stored', async () => {
    const prod = families.find((f) => f.resource === 'doc-prod')!;
    const docId = await newDocument(prod);
    // 10,000 units at the highest price: 10^16 dinars, past the 10^13 a line may hold
    const res = await d.call('POST', `/v1/doc-prod/${docId}/items`, { artId: ids.art, kolicina: 10_000_000, prodCena: MAX_AMOUNT });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.values(res.json().errors as Record<string, string>).every((key) => key.endsWith('.too-large'))).toBe(true);
    expect((await d.get(`/v1/doc-prod/${docId}/items`)).data).toEqual([]);
    expect(await d.read('doc-prod', docId)).toMatchObject({ osnovica: 0, pdvIznos: 0, iznos: 0 });
  });

  it('a document total reaches its bound exactly, one line more is refused; the sums stay exact to the para', async () => {
    const psk = families.find((f) => f.resource === 'doc-psk')!;
    const docId = await newDocument(psk);
    const lines = MAX_TOTAL / MAX_AMOUNT;
    for (let n = 0; n < lines; n++) await d.item('doc-psk', docId, { komId: ids.buyer, duguje: MAX_AMOUNT });
    expect(await d.read('doc-psk', docId)).toMatchObject({ duguje: MAX_TOTAL, potrazuje: 0 });
    const past = await d.call('POST', `/v1/doc-psk/${docId}/items`, { komId: ids.buyer, duguje: 1 });
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json().errors).toEqual({ duguje: 'error.duguje.too-large' });
    expect((await d.get(`/v1/doc-psk/${docId}/items?perPage=100`)).data).toHaveLength(lines);
    expect((await d.get('/v1/doc-psk?periodId=2')).data.find((r: { id: number }) => r.id === docId)).toMatchObject({ duguje: MAX_TOTAL });
  });

  it('a header amount at its bound is kept, one past it is 422 too-large (credit and debit notes)', async () => {
    const knod = (iznos: number) =>
      d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: ++rbroj, datum: day, komId: ids.buyer, osnov: 'Reklamacija', iznos });
    const atBound = await knod(MAX_AMOUNT);
    expect(atBound.statusCode, atBound.body).toBe(201);
    expect(await d.read('doc-knod', atBound.json().id)).toMatchObject({ iznos: MAX_AMOUNT });
    const past = await knod(MAX_AMOUNT + 1);
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ iznos: 'error.iznos.too-large' });
  });

  it('a receipt’s payment parts at their bound are kept, one past it is 422 too-large', async () => {
    const fis = families.find((f) => f.resource === 'doc-fis')!;
    for (const part of ['cekovi', 'kartica', 'virman']) {
      const atBound = await d.call('POST', '/v1/doc-fis', { periodId: 2, rbroj: ++rbroj, ...fis.header(ids), [part]: MAX_AMOUNT });
      expect(atBound.statusCode, atBound.body).toBe(201);
      const past = await d.call('POST', '/v1/doc-fis', { periodId: 2, rbroj: ++rbroj, ...fis.header(ids), [part]: MAX_AMOUNT + 1 });
      expect(past.statusCode).toBe(422);
      expect(past.json().errors).toEqual({ [part]: `error.${part}.too-large` });
    }
  });
});

describe('reports over amounts at their bounds', () => {
  it('a price change to the highest price locks, and the movement card, the stock at kepuCena and the trade book read it to the para', async () => {
    const psr = await d.create('doc-psr', { rbroj: ++rbroj, vSubDoc: 'vp', datum: '2024-02-01', magId: ids.VP });
    await d.item('doc-psr', psr, { artId: ids.art, kolicina: 3_000, nabCena: 100_00, prodCena: 150_00 });
    await d.lock('doc-psr', psr);
    const niv = await d.create('doc-niv', { rbroj: ++rbroj, vSubDoc: 'vp', datum: '2024-02-10', magId: ids.VP });
    await d.item('doc-niv', niv, { artId: ids.art, kolicina: 3_000, cenaPre: 150_00, cenaPosle: MAX_AMOUNT });
    await d.lock('doc-niv', niv);
    // 3 units at 10^12 dinars: 3·10^14 para on hand at the sale price
    const onHand = 3 * MAX_AMOUNT;
    expect(await d.stock('kepuCena', ids.VP, ids.art)).toMatchObject({ stanje: 3_000, cena: MAX_AMOUNT, vrednost: onHand });
    const card = await d.get(`/v1/rpt-mag/${ids.VP}/promet/${ids.art}?periodId=2`);
    expect(card.header).toMatchObject({ stanje: 3_000, nabVrednost: 300_00, prodVrednost: onHand });
    const range = `periodId=2&dateFrom=2024-02-01&dateTo=2024-02-29&magId=${ids.VP}`;
    const book = await d.get(`/v1/rpt-fin/kepu-vp?${range}`);
    expect(book.data.map((r: { zaduzenje: number; saldo: number }) => [r.zaduzenje, r.saldo])).toEqual([
      [450_00, 450_00],
      [onHand - 450_00, onHand],
    ]);
    expect((await d.get(`/v1/rpt-fin/kepu-vp-total?${range}`)).data).toMatchObject({ zaduzenje: onHand, saldo: onHand });
    expect((await d.get('/v1/doc-niv?periodId=2')).data[0]).toMatchObject({ vrednostPosle: onHand });
  });
});
