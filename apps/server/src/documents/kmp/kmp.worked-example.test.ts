import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientItem, clientLedger, companies, docKmp, docKmpItems, docProd, exchangeRates, glJournal } from '../../platform/db/schema';
import { authHeader, useTestApp } from '../../../test/harness';
import { sessions } from '../../../test/sessions';
import { documents } from '../../../test/documents';
import { pdfPagePng, pdfText } from '../../../test/pdf';

/**
 * An offset (docs/decisions.md#offsets-kompenzacija): a customer that is also a supplier. Our invoices to him 120,000.00 and
 * 30,000.00, his invoice to us 90,000.00; an offset of 90,000.00 naming our 120,000.00 and his
 * 90,000.00 leaves him owing 60,000.00 as a customer and us owing him nothing; 204 and 435 move by
 * 90,000.00 each; its storno opens the items again.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let K: number;
let rbroj = 0;

async function partner(sifra: string, pib: string) {
  const res = await d.call('POST', '/v1/kom-main', {
    vKom: 'firma',
    sifra,
    intNaziv: `Partner ${sifra}`,
    naziv: `Partner ${sifra} d.o.o.`,
    postcode: '11000',
    mesto: 'Beograd',
    adresa: 'Knez Mihailova 1',
    pib,
    isKupac: true,
    isDobavljac: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  rbroj = 0;
  auth = await authHeader(t.database, 'admin@demo.rs');
  K = await partner('KMP1', '101134702');
});

/** Our services invoice to the client: the base, 20 % VAT on top. */
async function ourInvoice(komId: number, base: number, lock = true) {
  const artId = await d.article('usluga', `KMP-S${++rbroj}`, 2000);
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj, datum: '2024-03-01', magId: null, komId, datumDospeca: '2024-03-31', datumIsporuke: '2024-03-01', datumPrometa: '2024-03-01' });
  await d.item('doc-prod', id, { artId, kolicina: 1_000, prodCena: base });
  if (lock) await d.lock('doc-prod', id);
  return id;
}

/** His expense invoice to us: the base, 20 % VAT on top. */
async function hisInvoice(komId: number, base: number) {
  const trosakId = await d.costItem(`Usluge ${++rbroj}`, 'Usluge');
  const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj, datum: '2024-03-05', komId, dokBroj: `D-${rbroj}`, trosakId });
  await d.item('doc-zrn', id, { pdvId: await d.vatRate(2000), iznos: base });
  await d.lock('doc-zrn', id);
  return id;
}

async function offset(iznos: number, lines: [string, number][], komId = K) {
  const id = await d.create('doc-kmp', { vSubDoc: 'kmp', rbroj: ++rbroj, datum: '2024-03-20', komId, iznos });
  for (const [dokVDoc, dokId] of lines) await d.item('doc-kmp', id, { dokVDoc, dokId });
  return id;
}

const ios = async () => (await d.get(`/v1/rpt-kom/ios/${K}?periodId=2&datum=2024-03-31`)).data;
const journalOf = async (docOznaka: string) =>
  ((await d.get('/v1/rpt-gl/dnevnik?periodId=2&dateFrom=2024-03-01&dateTo=2024-03-31&perPage=200')).data as { docOznaka: string; konto: string; komId: number | null; duguje: number; potrazuje: number }[])
    .filter((l) => l.docOznaka === docOznaka)
    .map((l) => [l.konto, l.komId, l.duguje, l.potrazuje]);

describe('offset (kompenzacija)', () => {
  it('closes 90,000.00 on each side: he owes 60,000.00 as a customer, we owe him nothing; D 435 / P 204; storno reopens', async () => {
    const first = await ourInvoice(K, 100_000_00);
    const second = await ourInvoice(K, 25_000_00);
    const his = await hisInvoice(K, 75_000_00);
    const before = await ios();
    expect([before.otvorenoDuguje, before.otvorenoPotrazuje, before.saldo]).toEqual([150_000_00, 90_000_00, 60_000_00]);

    const id = await offset(90_000_00, [['prod', first], ['zrn', his]]);
    expect(await d.read('doc-kmp', id)).toMatchObject({ iznos: 90_000_00, otvorenoKupac: 120_000_00, otvorenoDobavljac: 90_000_00 });
    const items = (await d.get(`/v1/doc-kmp/${id}/items`)).data;
    expect(items.map((i: { dokId: number; smer: string; iznos: number; otvoreno: number }) => [i.dokId, i.smer, i.iznos, i.otvoreno])).toEqual([
      [first, 'receivable', 120_000_00, 120_000_00],
      [his, 'payable', 90_000_00, 90_000_00],
    ]);
    await d.lock('doc-kmp', id);
    const oznaka = (await d.read('doc-kmp', id)).oznaka as string;

    // as a customer: 30,000.00 left of the first invoice and the whole second; as a supplier: nothing
    const after = await ios();
    expect(after.items.map((i: { docId: number; dir: string; otvoreno: number }) => [i.docId, i.dir, i.otvoreno])).toEqual([
      [first, 'receivable', 30_000_00],
      [second, 'receivable', 30_000_00],
    ]);
    expect([after.otvorenoDuguje, after.otvorenoPotrazuje, after.saldo]).toEqual([60_000_00, 0, 60_000_00]);
    // the journal: 435 debited and 204 credited by 90,000.00, both on the partner
    expect(await journalOf(oznaka)).toEqual([
      ['435', K, 90_000_00, 0],
      ['204', K, 0, 90_000_00],
    ]);

    const turnover = async () => {
      const tb = (await d.get('/v1/rpt-gl/bruto-bilans?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31')).data.rows as { konto: string; prometDuguje: number; prometPotrazuje: number }[];
      return ['204', '435'].map((konto): [string, number, number] => {
        const row = tb.find((r) => r.konto === konto);
        return [konto, row?.prometDuguje ?? 0, row?.prometPotrazuje ?? 0];
      });
    };
    // 204: the invoices' 150,000.00 debit, the offset's 90,000.00 credit; 435: his 90,000.00 credit, the offset's debit
    expect(await turnover()).toEqual([
      ['204', 150_000_00, 90_000_00],
      ['435', 90_000_00, 90_000_00],
    ]);

    // the offset statement: both parties, each side's items and what is set off of them, the amount, two signatures
    const print = await d.call('GET', `/v1/doc-kmp/izjava/print/${id}`);
    expect(print.statusCode).toBe(200);
    if (process.env.PRINT_LOOK) fs.writeFileSync(`${process.env.PRINT_LOOK}/offset-print.png`, await pdfPagePng(print.rawPayload));
    const text = (await pdfText(print.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    const [ours, hers] = [(await d.read('doc-prod', first)).oznaka as string, (await d.read('doc-zrn', his)).oznaka as string];
    for (const expected of [
      'IZJAVA O KOMPENZACIJI',
      `Broj ${oznaka} od 20.03.2024`,
      'Demo Trgovina d.o.o.',
      'Partner KMP1 d.o.o.',
      'u iznosu od 90.000,00 dinara',
      `${ours} 01.03.2024 31.03.2024 120.000,00 120.000,00 90.000,00`,
      `${hers} 05.03.2024 05.03.2024 90.000,00 90.000,00 90.000,00`,
      'Iznos kompenzacije: 90.000,00',
      'Za Partner KMP1 d.o.o.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text.match(/Potpis ovlašćenog lica/g)).toHaveLength(2);

    // storno: the items are open again, the entry reversed
    await d.storno('doc-kmp', id);
    const reopened = await ios();
    expect([reopened.otvorenoDuguje, reopened.otvorenoPotrazuje, reopened.saldo]).toEqual([150_000_00, 90_000_00, 60_000_00]);
    expect(reopened.items.map((i: { docId: number; otvoreno: number }) => [i.docId, i.otvoreno])).toEqual([
      [his, 90_000_00],
      [first, 120_000_00],
      [second, 30_000_00],
    ]);
    const [on204, on435] = await turnover();
    expect([on204![1] - on204![2], on435![1] - on435![2]]).toEqual([150_000_00, -90_000_00]);
  });

  it('refuses more than either side has open, items of another client or a draft, and writes nothing', async () => {
    const first = await ourInvoice(K, 100_000_00);
    const his = await hisInvoice(K, 75_000_00);
    const draft = await ourInvoice(K, 10_000_00, false);
    const other = await partner('KMP2', '100000008');
    const theirs = await ourInvoice(other, 10_000_00);

    const id = await offset(100_000_00, [['prod', first], ['zrn', his]]);
    // over what his side has open (90,000.00): refused at lock, nothing written
    const lock = await d.call('POST', `/v1/doc-kmp/${id}/lock`);
    expect([lock.statusCode, lock.json().errors]).toEqual([422, { iznos: 'error.iznos.over-open' }]);
    expect((await d.read('doc-kmp', id)).status).toBe('draft');
    expect((await ios()).otvorenoPotrazuje).toBe(90_000_00);
    // and on a header update once the items are named
    const update = await d.call('PUT', `/v1/doc-kmp/${id}`, { periodId: 2, vSubDoc: 'kmp', rbroj, datum: '2024-03-20', komId: K, iznos: 95_000_00 });
    expect([update.statusCode, update.json().errors]).toEqual([422, { iznos: 'error.iznos.over-open' }]);

    for (const [dokVDoc, dokId] of [['prod', draft], ['prod', theirs], ['prod', 999_999]] as const) {
      const res = await d.call('POST', `/v1/doc-kmp/${id}/items`, { docId: id, dokVDoc, dokId });
      expect([dokId, res.statusCode, res.json().errors]).toEqual([dokId, 422, { dokId: 'error.dokId.not-open' }]);
    }
    const twice = await d.call('POST', `/v1/doc-kmp/${id}/items`, { docId: id, dokVDoc: 'prod', dokId: first });
    expect([twice.statusCode, twice.json().errors]).toEqual([422, { dokId: 'error.dokId.on-this-offset' }]);
    expect((await d.get(`/v1/doc-kmp/${id}/items`)).data).toHaveLength(2);
  });

  it('refuses an item of a second company (422, its offset unseen there: 404) and an item kept in a foreign currency, and writes nothing', async () => {
    const first = await ourInvoice(K, 100_000_00);
    const his = await hisInvoice(K, 75_000_00);
    // a locked invoice with an open item, then made a second company's: its header, client rows and open item
    const moved = await ourInvoice(K, 10_000_00);
    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga firma', pib: '100000008', maticniBroj: '10000009' }).returning();
    await t.database.db.update(docProd).set({ companyId: other!.id }).where(eq(docProd.id, moved));
    await t.database.db.execute(sql`update client_ledger set company_id = ${other!.id} where v_doc = 'prod' and doc_id = ${moved}`);
    await t.database.db.execute(sql`update client_item set company_id = ${other!.id} where v_doc = 'prod' and doc_id = ${moved}`);
    expect(await t.database.db.$count(clientItem, sql`${clientItem.docId} = ${moved} and ${clientItem.vDoc} = 'prod' and ${clientItem.ostatak} > 0`)).toBe(1);

    // an invoice in EUR to the same partner: EUR 1,000.00 at 117.20, its open item kept in euros
    await t.database.db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: '2024-03-01', kurs: 117_200_000, izvor: 'manual' });
    const artId = await d.article('usluga', 'KMP-EUR', 2000);
    const eur = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj: ++rbroj, datum: '2024-03-01', magId: null, komId: K, datumDospeca: '2024-03-31', datumPrometa: '2024-03-01', valuta: 'EUR' });
    await d.item('doc-prod', eur, { artId, kolicina: 1_000, prodCena: 1_000_00 });
    await d.lock('doc-prod', eur);
    // the item in its currency, as docs/decisions.md#payments-in-a-foreign-currency-and-exchange-differences keeps it (the sales
    // invoice's posting does not carry it yet: set here as that posting would)
    await t.database.db.execute(sql`update client_item set valuta = 'EUR', iznos_dev = 120000, kurs = 117200000 where v_doc = 'prod' and doc_id = ${eur}`);

    const id = await offset(50_000_00, [['prod', first], ['zrn', his]]);
    const before = { items: await t.database.db.$count(docKmpItems), ledger: await t.database.db.$count(clientLedger), journal: await t.database.db.$count(glJournal) };
    const refused = await d.call('POST', `/v1/doc-kmp/${id}/items`, { docId: id, dokVDoc: 'prod', dokId: moved });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { dokId: 'error.dokId.not-open' }]);
    const inEuros = await d.call('POST', `/v1/doc-kmp/${id}/items`, { docId: id, dokVDoc: 'prod', dokId: eur });
    expect([inEuros.statusCode, inEuros.json().errors]).toEqual([422, { dokId: 'error.dokId.foreign-currency' }]);
    expect({ items: await t.database.db.$count(docKmpItems), ledger: await t.database.db.$count(clientLedger), journal: await t.database.db.$count(glJournal) }).toEqual(before);

    // the second company sees none of it: our offset is 404 there, and so is naming our invoice from its side
    const { foreign } = await sessions(t.database);
    const theirs = await t.app.inject({ method: 'GET', url: `/v1/doc-kmp/${id}`, headers: foreign });
    expect(theirs.statusCode).toBe(404);
    const theirItem = await t.app.inject({ method: 'POST', url: `/v1/doc-kmp/${id}/items`, headers: foreign, payload: { docId: id, dokVDoc: 'prod', dokId: first } });
    expect(theirItem.statusCode).toBe(404);
    expect(await t.database.db.$count(docKmpItems, eq(docKmpItems.docId, id))).toBe(2);
    // the offset of what is left still locks: 50,000.00 on each side
    await d.lock('doc-kmp', id);
    expect(await t.database.db.$count(docKmp, eq(docKmp.status, 'locked'))).toBe(1);
  });
});
