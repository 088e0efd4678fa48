import { and, asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { toDinars } from '@knjige/domain';
import { postClient } from '../../ledgers/books';
import { clientItem, clientLedger } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents } from '../../../test/documents';

/**
 * Payments in a foreign currency and their exchange differences (docs/domain.md#foreign-currency;
 * docs/decisions.md#foreign-currency). The invoices are client-ledger rows written as a
 * foreign-currency sales or incoming invoice writes them: dinars at the invoice's rate, with the
 * currency, the amount in it and the rate.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let D: number;
let T1: number;
let invoiceNo = 0;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  invoiceNo = 0;
  K = (await d.call('GET', '/v1/kom-main?search=Jug')).json().data[0].id;
  const supplier = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'INO-1', intNaziv: 'Lieferant GmbH', naziv: 'Lieferant GmbH', postcode: '10115', mesto: 'Berlin', adresa: 'Str. 1', isDobavljac: true });
  D = supplier.json().id;
  T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  for (const [datum, kurs] of [
    ['2024-07-03', 117_200_000],
    ['2024-07-10', 117_350_000],
    ['2024-07-11', 117_000_000],
  ] as const) {
    expect((await d.call('PUT', `/v1/exchange-rates/EUR/${datum}`, { kurs })).statusCode).toBe(204);
  }
});

/** A foreign-currency invoice's client-ledger row: a sale (the buyer owes) or a purchase (we owe), EUR at its rate on 3 July. */
async function invoice(komId: number, eur: number, kurs: number, kind: 'sale' | 'purchase' = 'sale') {
  const docId = ++invoiceNo;
  const dinars = toDinars(eur, kurs);
  const ctx = { companyId: 1, periodId: 2, vDoc: kind === 'sale' ? 'prod' : 'ur', docId: 9000 + docId, docOznaka: `INV-${docId}/2024`, docOpis: '' };
  await t.database.db.transaction((tx) =>
    postClient(tx, ctx, [
      { komId, datum: '2024-07-03', side: 'invoice', duguje: kind === 'sale' ? dinars : 0, potrazuje: kind === 'sale' ? 0 : dinars, valuta: 'EUR', iznosDev: eur, kurs },
    ]),
  );
  return ctx.docOznaka;
}

async function statement(datum: string, lines: Record<string, unknown>[]) {
  const id = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: Number(datum.slice(8)), datum, trnId: T1 });
  for (const body of lines) await d.item('doc-trn', id, body);
  return id;
}

const rowsOf = (docId: number) =>
  t.database.db
    .select({ side: clientLedger.side, duguje: clientLedger.duguje, potrazuje: clientLedger.potrazuje, kursnaRazlika: clientLedger.kursnaRazlika, reversal: clientLedger.reversal })
    .from(clientLedger)
    .where(and(eq(clientLedger.vDoc, 'trn'), eq(clientLedger.docId, docId)))
    .orderBy(asc(clientLedger.id));

const invoiceItem = async (docOznaka: string) =>
  (await t.database.db.select({ iznos: clientItem.iznos, ostatak: clientItem.ostatak, valuta: clientItem.valuta, iznosDev: clientItem.iznosDev }).from(clientItem).where(eq(clientItem.docOznaka, docOznaka)))[0];

async function balance(komId: number) {
  const res = await d.call('GET', `/v1/rpt-kom/${komId}/promet?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31&perPage=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { header: { closing: number }; data: { docOznaka: string; kursnaRazlika: string | null; duguje: number; uplata: number; potrazuje: number; isplata: number }[] };
}

describe('exchange differences on payment', () => {
  it('invoice EUR 5,000 at 117.20 = 586,000.00 paid EUR 5,000 at 117.35 = 586,750.00: a gain of 750.00, the balance 0', async () => {
    const oznaka = await invoice(K, 5_000_00, 117_200_000);
    expect(await invoiceItem(oznaka)).toEqual({ iznos: 586_000_00, ostatak: 586_000_00, valuta: 'EUR', iznosDev: 5_000_00 });
    expect((await balance(K)).header.closing).toBe(586_000_00);

    // the statement of 10 July: the line is typed in euros, its dinars come from the rate of the day
    const id = await statement('2024-07-10', [{ vNalog: 'uplata', komId: K, valuta: 'EUR', iznosDev: 5_000_00 }]);
    const [line] = (await d.call('GET', `/v1/doc-trn/${id}/items`)).json().data;
    expect(line).toMatchObject({ valuta: 'EUR', iznosDev: 5_000_00, kurs: 117_350_000, uplata: 586_750_00, isplata: 0 });
    expect(await d.read('doc-trn', id)).toMatchObject({ uplata: 586_750_00 });
    await d.lock('doc-trn', id);

    expect(await rowsOf(id)).toEqual([
      { side: 'payment', duguje: 0, potrazuje: 586_750_00, kursnaRazlika: null, reversal: false },
      { side: 'invoice', duguje: 750_00, potrazuje: 0, kursnaRazlika: 'prihod', reversal: false },
    ]);
    expect(await invoiceItem(oznaka)).toMatchObject({ iznos: 586_000_00, ostatak: 0 });
    const card = await balance(K);
    expect(card.header.closing).toBe(0);
    expect(card.data.map((r) => [r.kursnaRazlika, r.duguje, r.uplata])).toEqual([
      [null, 586_000_00, 0],
      [null, 0, 586_750_00],
      ['prihod', 750_00, 0],
    ]);
    const ios = (await d.call('GET', `/v1/rpt-kom/ios/${K}?periodId=2&datum=2024-07-31`)).json().data;
    expect(ios.items).toEqual([]);

    // the statement's storno takes the difference back and opens the invoice again
    await d.storno('doc-trn', id);
    expect((await rowsOf(id)).map((r) => [r.duguje, r.potrazuje, r.kursnaRazlika, r.reversal])).toEqual([
      [0, 586_750_00, null, false],
      [750_00, 0, 'prihod', false],
      [0, -586_750_00, null, true],
      [-750_00, 0, 'prihod', true],
    ]);
    expect(await invoiceItem(oznaka)).toMatchObject({ ostatak: 586_000_00 });
    expect((await balance(K)).header.closing).toBe(586_000_00);
  });

  it('paid at 117.00 = 585,000.00: a loss of 1,000.00, the invoice closed and the balance 0; an older dinar invoice stays open', async () => {
    await t.database.db.transaction((tx) =>
      postClient(tx, { companyId: 1, periodId: 2, vDoc: 'prod', docId: 8000, docOznaka: 'DIN-1/2024', docOpis: '' }, [{ komId: K, datum: '2024-07-01', side: 'invoice', duguje: 10_000_00, potrazuje: 0 }]),
    );
    const oznaka = await invoice(K, 5_000_00, 117_200_000);
    const id = await statement('2024-07-11', [{ vNalog: 'uplata', komId: K, valuta: 'EUR', iznosDev: 5_000_00 }]);
    await d.lock('doc-trn', id);
    expect(await rowsOf(id)).toEqual([
      { side: 'payment', duguje: 0, potrazuje: 585_000_00, kursnaRazlika: null, reversal: false },
      { side: 'invoice', duguje: 0, potrazuje: 1_000_00, kursnaRazlika: 'rashod', reversal: false },
    ]);
    expect(await invoiceItem(oznaka)).toMatchObject({ ostatak: 0 });
    expect(await invoiceItem('DIN-1/2024')).toEqual({ iznos: 10_000_00, ostatak: 10_000_00, valuta: null, iznosDev: null });
    expect((await balance(K)).header.closing).toBe(10_000_00);
  });

  it('a foreign supplier paid at a higher rate: we pay 150.00 more, a loss; at a lower rate, a gain', async () => {
    const first = await invoice(D, 1_000_00, 117_200_000, 'purchase');
    const second = await invoice(D, 1_000_00, 117_200_000, 'purchase');
    expect((await balance(D)).header.closing).toBe(-234_400_00);
    // EUR 1,000 at 117.35 = 117,350.00 for an invoice of 117,200.00; the next at 117.00 = 117,000.00
    const id = await statement('2024-07-10', [{ vNalog: 'isplata', komId: D, valuta: 'EUR', iznosDev: 1_000_00, poziv: '' }]);
    await d.lock('doc-trn', id);
    expect(await rowsOf(id)).toEqual([
      { side: 'payment', duguje: 117_350_00, potrazuje: 0, kursnaRazlika: null, reversal: false },
      { side: 'invoice', duguje: 0, potrazuje: 150_00, kursnaRazlika: 'rashod', reversal: false },
    ]);
    expect(await invoiceItem(first)).toMatchObject({ ostatak: 0 });
    expect(await invoiceItem(second)).toMatchObject({ ostatak: 117_200_00 });
    const next = await statement('2024-07-11', [{ vNalog: 'isplata', komId: D, valuta: 'EUR', iznosDev: 1_000_00 }]);
    await d.lock('doc-trn', next);
    expect((await rowsOf(next)).map((r) => [r.duguje, r.potrazuje, r.kursnaRazlika])).toEqual([
      [117_000_00, 0, null],
      [200_00, 0, 'prihod'],
    ]);
    expect(await invoiceItem(second)).toMatchObject({ ostatak: 0 });
    expect((await balance(D)).header.closing).toBe(0);
  });

  it('paid in two parts, the first at a contracted rate: each part closes its euros at the invoice rate', async () => {
    const oznaka = await invoice(K, 5_000_00, 117_200_000);
    // EUR 2,000 at 118.00 (typed) = 236,000.00 closes EUR 2,000 at 117.20 = 234,400.00: a gain of 1,600.00
    const id = await statement('2024-07-10', [{ vNalog: 'uplata', komId: K, valuta: 'EUR', iznosDev: 2_000_00, kurs: 118_000_000 }]);
    await d.lock('doc-trn', id);
    expect((await rowsOf(id)).map((r) => [r.duguje, r.potrazuje, r.kursnaRazlika])).toEqual([
      [0, 236_000_00, null],
      [1_600_00, 0, 'prihod'],
    ]);
    expect(await invoiceItem(oznaka)).toMatchObject({ ostatak: 351_600_00 });
    // the rest, EUR 3,000 at 117.35 = 352,050.00, closes the 351,600.00 left: a gain of 450.00
    const rest = await statement('2024-07-11', [{ vNalog: 'uplata', komId: K, valuta: 'EUR', iznosDev: 3_000_00, kurs: 117_350_000 }]);
    await d.lock('doc-trn', rest);
    expect((await rowsOf(rest)).map((r) => [r.duguje, r.potrazuje, r.kursnaRazlika])).toEqual([
      [0, 352_050_00, null],
      [450_00, 0, 'prihod'],
    ]);
    expect(await invoiceItem(oznaka)).toMatchObject({ ostatak: 0 });
    expect((await balance(K)).header.closing).toBe(0);
  });

  it('a payment beyond the open items in that currency stays open at its own rate, with no difference', async () => {
    const id = await statement('2024-07-10', [{ vNalog: 'uplata', komId: K, valuta: 'EUR', iznosDev: 100_00 }]);
    await d.lock('doc-trn', id);
    expect(await rowsOf(id)).toEqual([{ side: 'payment', duguje: 0, potrazuje: 11_735_00, kursnaRazlika: null, reversal: false }]);
    expect((await balance(K)).header.closing).toBe(-11_735_00);
  });

  it('refuses a foreign-currency line without a rate, of an unknown currency, of another kind, or without its amount', async () => {
    const id = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 9, datum: '2024-06-20', trnId: T1 });
    const post = (body: Record<string, unknown>) => d.call('POST', `/v1/doc-trn/${id}/items`, { docId: id, ...body });
    const missing = await post({ vNalog: 'uplata', komId: K, valuta: 'EUR', iznosDev: 100_00 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { kurs: 'error.kurs.missing' }, params: { datum: '2024-06-20', valuta: 'EUR' } });
    expect((await post({ vNalog: 'uplata', komId: K, valuta: 'XYZ', iznosDev: 100_00 })).json().errors).toEqual({ valuta: 'error.valuta.not-found' });
    expect((await post({ vNalog: 'uplata', komId: K, valuta: 'eur', iznosDev: 100_00 })).json().errors).toEqual({ valuta: 'error.valuta.format' });
    expect((await post({ vNalog: 'trosak', opis: 'x', valuta: 'EUR', iznosDev: 100_00, kurs: 117_000_000 })).json().errors).toMatchObject({ valuta: 'error.valuta.payment-only' });
    expect((await post({ vNalog: 'uplata', komId: K, valuta: 'EUR', kurs: 117_000_000 })).json().errors).toEqual({ iznosDev: 'error.iznosDev.greater-than-0' });
    expect((await post({ vNalog: 'uplata', komId: K, valuta: 'EUR', iznosDev: 1e20, kurs: 117_000_000 })).statusCode).toBe(422);
    // the largest amount at the largest rate: dinars past every bound, refused and not stored
    const huge = await post({ vNalog: 'uplata', komId: K, valuta: 'EUR', iznosDev: 100_000_000_000_000, kurs: 1_000_000_000_000 });
    expect(huge.statusCode, huge.body).toBe(422);
    // a typed rate needs no list; a dinar line is as before
    expect((await post({ vNalog: 'uplata', komId: K, valuta: 'EUR', iznosDev: 100_00, kurs: 117_000_000 })).statusCode).toBe(201);
    expect((await post({ vNalog: 'uplata', komId: K, uplata: 500_00 })).statusCode).toBe(201);
    const lines = (await d.call('GET', `/v1/doc-trn/${id}/items`)).json().data;
    expect(lines.map((l: Record<string, unknown>) => [l.valuta, l.iznosDev, l.kurs, l.uplata])).toEqual([
      ['EUR', 100_00, 117_000_000, 11_700_00],
      [null, null, null, 500_00],
    ]);
  });
});
