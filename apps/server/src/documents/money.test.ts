import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentReference } from '@knjige/domain';
import { postClient, stornoBooks, type ClientPosting } from '../ledgers/books';
import { artPdv, clientBalance, clientLedger, companies, komMain, vatBook } from '../platform/db/schema';
import { authHeader, useTestApp } from '../../test/harness';
import { documents } from '../../test/documents';

const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let D: number;
let zakup: number;
let vat20: number;
let vat10: number;
let paymentNo = 0;

async function client(sifra: string, intNaziv: string, role: { isKupac?: boolean; isDobavljac?: boolean }) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv, naziv: intNaziv, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  paymentNo = 0;
  K = await client('K1', 'Kupac K', { isKupac: true });
  D = await client('D1', 'Dobavljač D', { isDobavljac: true });
  const grp = (await d.call('POST', '/v1/trosak-grupa', { naziv: 'Opšti troškovi' })).json().id;
  zakup = (await d.call('POST', '/v1/trosak-main', { grpId: grp, naziv: 'Zakup' })).json().id;
  const rates = (await d.call('GET', '/v1/art-pdv')).json().data as { id: number; stopa: number }[];
  vat20 = rates.find((r) => r.stopa === 2000)!.id;
  vat10 = rates.find((r) => r.stopa === 1000)!.id;
});

/** A payment document as the bank statement will post it: payment-side client rows, through the shared posting. */
async function payment(datum: string, rows: Omit<ClientPosting, 'datum' | 'side'>[]) {
  const docId = ++paymentNo;
  const ctx = { companyId: 1, periodId: 2, vDoc: 'test-pay', docId, docOznaka: `PAY-${docId}/2024`, docOpis: '' };
  await t.database.db.transaction((tx) => postClient(tx, ctx, rows.map((r) => ({ ...r, datum, side: 'payment' as const }))));
  return { storno: () => t.database.db.transaction((tx) => stornoBooks(tx, ctx)) };
}

const balance = async (komId: number, datum = '2024-03-21') => {
  const res = await d.call('GET', `/v1/rpt-kom/stanje?periodId=2&datum=${datum}&perPage=200`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.find((r: { id: number }) => r.id === komId);
};
const ios = async (komId: number, datum = '2024-03-21') => {
  const res = await d.call('GET', `/v1/rpt-kom/ios/${komId}?periodId=2&datum=${datum}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

async function openingBalances() {
  const psk = await d.create('doc-psk', { vSubDoc: 'firma', rbroj: 1, datum: '2024-01-01', opis: 'Početno stanje' });
  await d.item('doc-psk', psk, { komId: K, duguje: 50_000, dueDate: '2024-01-31' });
  await d.item('doc-psk', psk, { komId: D, potrazuje: 30_000 });
  expect(await d.read('doc-psk', psk)).toMatchObject({ oznaka: 'PSK-FIRMA-1/2024', duguje: 50_000, potrazuje: 30_000 });
  const lines = (await d.call('GET', `/v1/doc-psk/${psk}/items`)).json().data;
  expect(lines.map((l: { intNaziv: string; dueDate: string | null }) => [l.intNaziv, l.dueDate])).toEqual([
    ['Kupac K', '2024-01-31'],
    ['Dobavljač D', null],
  ]);
  await d.lock('doc-psk', psk);
  return psk;
}

async function expenseInvoice() {
  const zrn = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-02-20', komId: D, dokBroj: 'R-77', dokDatum: '2024-02-20', dokDpo: '2024-03-20', trosakId: zakup });
  await d.item('doc-zrn', zrn, { pdvId: vat20, iznos: 100_000 });
  await d.item('doc-zrn', zrn, { pdvId: vat10, iznos: 10_000 });
  expect(await d.read('doc-zrn', zrn)).toMatchObject({ oznaka: 'ZRN-1/2024', komNaziv: 'Dobavljač D', trosak: 'Zakup', trosakGrupa: 'Opšti troškovi', osnovica: 110_000, pdvIznos: 21_000, iznos: 131_000 });
  await d.lock('doc-zrn', zrn);
  return zrn;
}

async function creditNote(iznos = 5000) {
  const res = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-02-25', komId: K, osnov: 'Reklamacija', iznos });
  expect(res.statusCode, res.body).toBe(201);
  await d.lock('doc-knod', res.json().id);
  return res.json().id as number;
}

describe('the worked example of the money side (steps 1–3, 5, 6)', () => {
  it('reproduces the balances, the open items and the turnover to the para', async () => {
    await openingBalances();
    const zrn = await expenseInvoice();
    // KUR: one row per rate, deductible.
    const kur = await t.database.db
      .select({ stopa: vatBook.stopa, osnovica: vatBook.osnovica, pdvIznos: vatBook.pdvIznos, deductible: vatBook.deductible, dokBroj: vatBook.dokBroj })
      .from(vatBook)
      .where(and(eq(vatBook.vDoc, 'zrn'), eq(vatBook.docId, zrn), eq(vatBook.book, 'kur')))
      .orderBy(vatBook.stopa);
    expect(kur).toEqual([
      { stopa: 1000, osnovica: 10_000, pdvIznos: 1000, deductible: true, dokBroj: 'R-77' },
      { stopa: 2000, osnovica: 100_000, pdvIznos: 20_000, deductible: true, dokBroj: 'R-77' },
    ]);
    await creditNote();
    // Step 4's client side: K pays 400.00, we pay D 1,000.00 (the bank statement posts these rows).
    const pay = await payment('2024-03-01', [
      { komId: K, duguje: 0, potrazuje: 40_000 },
      { komId: D, duguje: 100_000, potrazuje: 0 },
    ]);

    // 5. The balances.
    expect(await balance(K)).toMatchObject({ duguje: 50_000, uplata: 40_000, dugSaldo: 10_000, potrazuje: 5000, isplata: 0, potSaldo: 5000, stanje: 5000, dospelo: 5000, d31_60: 5000 });
    expect(await balance(D)).toMatchObject({ duguje: 0, uplata: 0, dugSaldo: 0, potrazuje: 161_000, isplata: 100_000, potSaldo: 61_000, stanje: -61_000 });
    // K's opening item of 500.00 is closed to 50.00 and 50 days overdue at 2024-03-21.
    const k = await ios(K);
    expect(k.items).toEqual([expect.objectContaining({ docOznaka: 'PSK-FIRMA-1/2024', dueDate: '2024-01-31', iznos: 50_000, zatvoreno: 45_000, otvoreno: 5000, kasni: 50 })]);
    expect([k.otvorenoDuguje, k.saldo]).toEqual([5000, 5000]);
    // D: the payment closed the older opening credit first, then 700.00 of the expense invoice.
    const dd = await ios(D);
    expect(dd.items.map((i: { docOznaka: string; otvoreno: number; kasni: number }) => [i.docOznaka, i.otvoreno, i.kasni])).toEqual([['ZRN-1/2024', 61_000, 1]]);
    expect([dd.otvorenoPotrazuje, dd.saldo]).toEqual([61_000, -61_000]);
    // Before the payment's date the items were open in full.
    expect((await ios(K, '2024-02-28')).items[0]).toMatchObject({ zatvoreno: 5000, otvoreno: 45_000, kasni: 28 });

    // The summary row and the state selector.
    const sum = (await d.call('GET', '/v1/rpt-kom/sum?periodId=2&stanje=not-0')).json().data;
    expect(sum).toMatchObject({ duguje: 50_000, uplata: 40_000, potrazuje: 166_000, isplata: 100_000, stanje: -56_000, count: 2 });
    const owe = (await d.call('GET', '/v1/rpt-kom/stanje?periodId=2&stanje=pot')).json().data;
    expect(owe.map((r: { id: number }) => r.id)).toEqual([D]);
    const search = (await d.call('GET', '/v1/rpt-kom/stanje?periodId=2&search=kupac')).json();
    expect([search.data.map((r: { id: number }) => r.id), search.pagination.filteredCount]).toEqual([[K], 1]);
    // the summary of a search sums the matching clients only: here K's own row
    const searchSum = (await d.call('GET', '/v1/rpt-kom/sum?periodId=2&search=kupac')).json().data;
    const { duguje, uplata, potrazuje, isplata, stanje } = search.data[0];
    expect(searchSum).toMatchObject({ duguje, uplata, potrazuje, isplata, stanje, count: 1 });

    // 6. K's turnover from 2024-02-01: opening 500.00, then 450.00, then 50.00.
    const turnover = (await d.call('GET', `/v1/rpt-kom/${K}/promet?periodId=2&dateFrom=2024-02-01&dateTo=2024-12-31`)).json();
    expect(turnover.header).toMatchObject({ opening: 50_000, closing: 5000, dateFrom: '2024-02-01' });
    expect(turnover.data.map((r: { docOznaka: string; potrazuje: number; uplata: number; saldo: number }) => [r.docOznaka, r.potrazuje, r.uplata, r.saldo])).toEqual([
      ['KO-1/2024', 5000, 0, 45_000],
      ['PAY-1/2024', 0, 40_000, 5000],
    ]);
    // A second page starts from the running balance, not from the opening.
    const page2 = (await d.call('GET', `/v1/rpt-kom/${K}/promet?periodId=2&dateFrom=2024-02-01&dateTo=2024-12-31&perPage=1&page=2`)).json();
    expect([page2.data[0].saldo, page2.pagination.filteredCount]).toEqual([5000, 2]);

    // 7 (client side). Storno of the payment opens what it closed again.
    await pay.storno();
    expect(await balance(K)).toMatchObject({ stanje: 45_000 });
    expect(await balance(D)).toMatchObject({ stanje: -161_000 });
    expect((await ios(K)).items[0]).toMatchObject({ zatvoreno: 5000, otvoreno: 45_000 });
    expect((await ios(D)).items.map((i: { otvoreno: number }) => i.otvoreno)).toEqual([30_000, 131_000]);

    // The kept balances equal the ledger's sums, client by client.
    const kept = await t.database.db.select().from(clientBalance).where(eq(clientBalance.periodId, 2));
    const ledger = await t.database.db
      .select({ komId: clientLedger.komId, net: sql<number>`sum(${clientLedger.duguje} - ${clientLedger.potrazuje})`.mapWith(Number) })
      .from(clientLedger)
      .where(eq(clientLedger.periodId, 2))
      .groupBy(clientLedger.komId);
    for (const row of ledger) {
      const b = kept.find((x) => x.komId === row.komId)!;
      expect(b.duguje + b.isplata - b.uplata - b.potrazuje).toBe(row.net);
    }
  });
});

describe('open items', () => {
  it('a payment quoting a reference closes that invoice first, the rest the oldest due first', async () => {
    await openingBalances();
    const zrn = await expenseInvoice();
    const reference = documentReference((await d.read('doc-zrn', zrn)).oznaka);
    // 1,400.00 to D quoting the expense invoice: 1,310.00 closes it, 90.00 the opening credit.
    await payment('2024-03-05', [{ komId: D, duguje: 140_000, potrazuje: 0, poziv: ` ${reference.slice(0, 2)} ${reference.slice(2).toLowerCase()}` }]);
    const open = (await ios(D)).items;
    expect(open.map((i: { docOznaka: string; otvoreno: number }) => [i.docOznaka, i.otvoreno])).toEqual([['PSK-FIRMA-1/2024', 21_000]]);
  });

  it('a payment before its invoice waits as an advance and closes the invoice when it is booked', async () => {
    await payment('2024-02-01', [{ komId: D, duguje: 50_000, potrazuje: 0 }]);
    await expenseInvoice();
    expect((await ios(D)).items).toEqual([expect.objectContaining({ iznos: 131_000, zatvoreno: 50_000, otvoreno: 81_000 })]);
  });

  it('payments quoting one reference close it in order, each up to what is left; one booked before the invoice closes it when it comes', async () => {
    const reference = documentReference('ZRN-1/2024');
    // 400.00 paid ahead quoting the coming invoice waits for it; the opening credit comes after.
    await payment('2024-02-10', [{ komId: D, duguje: 40_000, potrazuje: 0, poziv: reference }]);
    await expenseInvoice();
    await openingBalances();
    const openOf = async () => (await ios(D)).items.map((i: { docOznaka: string; otvoreno: number }) => [i.docOznaka, i.otvoreno]);
    expect(await openOf()).toEqual([
      ['PSK-FIRMA-1/2024', 30_000],
      ['ZRN-1/2024', 91_000],
    ]);
    // 600.00 and 500.00 quoting it: 600.00 and 310.00 close it, the last 190.00 the opening credit.
    await payment('2024-03-05', [
      { komId: D, duguje: 60_000, potrazuje: 0, poziv: reference },
      { komId: D, duguje: 50_000, potrazuje: 0, poziv: reference },
    ]);
    expect(await openOf()).toEqual([['PSK-FIRMA-1/2024', 11_000]]);
  });

  it('storno of an invoice a payment closed is refused naming the payment; after the payment goes, it is allowed', async () => {
    const zrn = await expenseInvoice();
    const pay = await payment('2024-03-01', [{ komId: D, duguje: 10_000, potrazuje: 0 }]);
    const refused = await d.call('POST', `/v1/doc-zrn/${zrn}/storno`);
    expect([refused.statusCode, refused.json()]).toEqual([409, expect.objectContaining({ message: 'error.document.has-payments', params: { documents: 'PAY-1/2024' } })]);
    expect((await d.read('doc-zrn', zrn)).status).toBe('locked');
    await pay.storno();
    await d.storno('doc-zrn', zrn);
    expect(await balance(D)).toMatchObject({ potrazuje: 0, isplata: 0, stanje: 0 });
    expect((await ios(D)).items).toEqual([]);
  });

  it("a credit note closes the customer's oldest item; its storno opens it again", async () => {
    await openingBalances();
    const knod = await creditNote();
    expect((await ios(K)).items[0]).toMatchObject({ zatvoreno: 5000, otvoreno: 45_000 });
    await d.storno('doc-knod', knod);
    expect((await ios(K)).items[0]).toMatchObject({ zatvoreno: 0, otvoreno: 50_000 });
    expect(await balance(K)).toMatchObject({ potrazuje: 0, stanje: 50_000 });
  });
});

describe('bad input', () => {
  it("a credit note over the customer's balance is created with a warning; within it, without", async () => {
    await openingBalances();
    const over = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-02-25', komId: K, osnov: 'Rabat', iznos: 60_000 });
    expect([over.statusCode, over.json().warnings]).toEqual([201, ['warning.iznos.over-balance']]);
    const within = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-duguje', rbroj: 2, datum: '2024-02-25', komId: K, osnov: 'Rabat', iznos: 50_000 });
    expect([within.statusCode, within.json().warnings]).toEqual([201, undefined]);
  });

  it('a credit note for a client of another company, or to a supplier as a customer, names the field', async () => {
    const [other] = await t.database.db.insert(companies).values({ naziv: 'B', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [theirs] = await t.database.db
      .insert(komMain)
      .values({ companyId: other!.id, vKom: 'firma', sifra: '1', intNaziv: 'Tuđi', naziv: 'Tuđi', postcode: '1', mesto: 'X', adresa: 'Y', isKupac: true })
      .returning();
    const body = { periodId: 2, vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-02-25', osnov: 'X', iznos: 100 };
    const foreign = await d.call('POST', '/v1/doc-knod', { ...body, komId: theirs!.id });
    expect([foreign.statusCode, foreign.json().errors]).toEqual([422, { komId: 'error.komId.not-found' }]);
    const supplier = await d.call('POST', '/v1/doc-knod', { ...body, komId: D });
    expect(supplier.json().errors).toEqual({ komId: 'error.komId.not-buyer' });
    expect((await d.call('GET', '/v1/doc-knod?periodId=2')).json().data).toEqual([]);
  });

  it('a payment reference with a wrong model-97 check is a field error', async () => {
    const reference = documentReference('ZRN-1/2024');
    const wrong = `${String((Number(reference.slice(0, 2)) + 1) % 100).padStart(2, '0')}${reference.slice(2)}`;
    const body = { periodId: 2, vSubDoc: 'knod-potrazuje', rbroj: 1, datum: '2024-02-25', komId: D, osnov: 'ZRN-1/2024', iznos: 100 };
    const res = await d.call('POST', '/v1/doc-knod', { ...body, poziv: wrong });
    expect([res.statusCode, res.json().errors]).toEqual([422, { poziv: 'error.poziv.model97' }]);
    expect((await d.call('POST', '/v1/doc-knod', { ...body, poziv: reference })).statusCode).toBe(201);
  });

  it('an expense line with a VAT rate of another company, or without an amount, changes nothing', async () => {
    const [other] = await t.database.db.insert(companies).values({ naziv: 'B', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [rate] = await t.database.db.insert(artPdv).values({ companyId: other!.id, opis: 'P', stopa: 2000 }).returning();
    const zrn = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-02-20', komId: D, dokBroj: 'R-1', dokDatum: '2024-02-20', dokDpo: '2024-02-20', trosakId: zakup });
    const foreign = await d.call('POST', `/v1/doc-zrn/${zrn}/items`, { pdvId: rate!.id, iznos: 100 });
    expect([foreign.statusCode, foreign.json().errors]).toEqual([422, { pdvId: 'error.pdvId.not-found' }]);
    const zero = await d.call('POST', `/v1/doc-zrn/${zrn}/items`, { pdvId: vat20, iznos: 0 });
    expect([zero.statusCode, zero.json().errors]).toEqual([422, { iznos: 'error.iznos.greater-than-0' }]);
    expect((await d.call('GET', `/v1/doc-zrn/${zrn}/items`)).json().data).toEqual([]);
    expect(await d.read('doc-zrn', zrn)).toMatchObject({ iznos: 0 });
  });

  it('the expense invoice list filters by cost item and partner', async () => {
    await expenseInvoice();
    const grp = (await d.call('POST', '/v1/trosak-grupa', { naziv: 'Banka' })).json().id;
    const fees = (await d.call('POST', '/v1/trosak-main', { grpId: grp, naziv: 'Bankarske usluge' })).json().id;
    const list = async (q: string) => (await d.call('GET', `/v1/doc-zrn?periodId=2&status=locked&${q}`)).json().data.map((r: { oznaka: string }) => r.oznaka);
    expect(await list(`trosakId=${zakup}`)).toEqual(['ZRN-1/2024']);
    expect(await list(`trosakId=${fees}`)).toEqual([]);
    expect(await list(`komId=${K}`)).toEqual([]);
    expect(await list(`komId=${D}&dateFrom=2024-02-20&dateTo=2024-02-20`)).toEqual(['ZRN-1/2024']);
  });

  it('deleting a cost item, or its group, that an expense invoice uses is a 409 naming the invoice', async () => {
    await expenseInvoice();
    const res = await d.call('DELETE', `/v1/trosak-main/${zakup}`);
    expect([res.statusCode, res.json()]).toEqual([409, expect.objectContaining({ message: 'error.trosak.in-use', params: { documents: 'ZRN-1/2024' } })]);
    const grpId = (await d.call('GET', `/v1/trosak-main/${zakup}`)).json().data.grpId;
    expect((await d.call('DELETE', `/v1/trosak-grupa/${grpId}`)).statusCode).toBe(409);
    expect((await d.call('GET', `/v1/trosak-main/${zakup}`)).statusCode).toBe(200);
  });
});
