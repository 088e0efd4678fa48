import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, exchangeRates, glJournal, glJournalLine } from '../platform/db/schema';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

/**
 * docs/domain.md#posting-the-general-ledger, every worked example entered through the API in one company and year, each
 * lock's journal entry asserted line by line against the example, then the month's VAT settlements
 * locked and the year's trial balance asserted account by account.
 *
 * Where the product's documented choices (docs/decisions.md#posting-schemes) differ from the example,
 * the test asserts the product and says so beside it:
 * - (a) no clearing account 130: goods go straight to 1320/1340 at cost;
 * - (b) wholesale goods kept on 1320 at cost (B3's "132 kept at cost only"), so 1329 is never
 *   used: a wholesale price change posts nothing, a wholesale sale's discharge is D501 / P1320 at
 *   cost, a transfer out of wholesale credits 1320 at cost;
 * - (c) dependent costs without a supplier on 482 (duty) and 494 (accrued until their invoice); the
 *   foreign supplier and the foreign software house are clients abroad, so on 436 as in the example;
 * - (d) the expense invoice's cost on 550 until the company maps its cost items (B3's rent: 533);
 * - (e) a received credit note for goods credits 501 (B3's "goods already sold" variant), a received
 *   debit note debits it;
 * - (f) card takings on 228 (B3 leaves the account to the accountant);
 * - (g) an advance stays on 204 as the customer's payment (the client ledger's open item), 430 and
 *   472 carry only its VAT: the final invoice's entry releases them (D472 / P430) and 204 is left at
 *   180,000 − 60,000 = 120,000 as in B3; an advance paid the mirror (435, 152/272);
 * - (h) one entry per bank statement, 241 gross: one debit line of its inflow, one credit line of its outflow;
 * - (i) reverse-charge output VAT on 470 (B2: "an analytic of 470/471").
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number, MP: number, supplier: number, buyer: number;
/** the wholesale article, the retail one, the imported one, one bought after an advance, a service; all at 20 % */
let A: number, R: number, I: number, P: number, SV: number;
let vat20: number, rent: number, software: number, T1: number;
/** the carrier, the foreign supplier of goods, the domestic forwarder, a foreign software house, a customer paying in advance, a supplier paid in advance */
let carrier: number, F: number, S: number, SW: number, K: number, D: number;

async function client(sifra: string, extra: Record<string, unknown>) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv: `Firma ${sifra}`, naziv: `Firma ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, supplier, buyer } = await goodsSetup(d));
  A = await d.article('roba', 'B3-A', 2000);
  R = await d.article('roba', 'B3-R', 2000);
  I = await d.article('roba', 'B3-I', 2000);
  P = await d.article('roba', 'B3-P', 2000);
  SV = await d.article('usluga', 'B3-S', 2000);
  vat20 = await d.vatRate(2000);
  rent = await d.costItem('Opšti troškovi', 'Zakup');
  software = await d.costItem('Usluge', 'Softver');
  T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
  carrier = await client('B3-P', { isDobavljac: true });
  F = await client('B3-F', { isDobavljac: true, drzava: 'AT' });
  S = await client('B3-SP', { isDobavljac: true, isPdvObveznik: true, pib: '100000008' });
  SW = await client('B3-SW', { isDobavljac: true, drzava: 'IE' });
  K = await client('B3-K', { isKupac: true });
  D = await client('B3-D', { isDobavljac: true });
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
  // the NBS middle rate serving 10 Mar 2024: EUR 117.2000
  await t.database.db.insert(exchangeRates).values({ companyId: company!.id, valuta: 'EUR', datum: '2024-03-08', kurs: 117_200_000 });
});

type Line = [konto: string, komId: number | null, duguje: number, potrazuje: number];

/** The entry a document's lock posted: [account, client, debit, credit] per line; none when it posted nothing. */
async function entry(vDoc: string, docId: number): Promise<Line[]> {
  // the document's own entry: the first it posted (cost corrections its lock posted come after it)
  const [e] = await t.database.db.select().from(glJournal).where(and(eq(glJournal.vDoc, vDoc), eq(glJournal.docId, docId), eq(glJournal.status, 'posted'))).orderBy(glJournal.id).limit(1);
  if (!e) return [];
  const lines = await t.database.db.select().from(glJournalLine).where(eq(glJournalLine.journalId, e.id)).orderBy(glJournalLine.rb);
  return lines.map((l) => [l.konto, l.komId, l.duguje, l.potrazuje]);
}

/** Every line the test expects, the opening entry's apart: the trial balance is checked against their sums. */
const expected: { opening: Line[]; turnover: Line[] } = { opening: [], turnover: [] };
async function expectEntry(vDoc: string, docId: number, lines: Line[], opening = false) {
  expect(await entry(vDoc, docId)).toEqual(lines);
  (opening ? expected.opening : expected.turnover).push(...lines);
}

async function lockNew(resource: string, header: Record<string, unknown>, items: Record<string, unknown>[]) {
  const id = await d.create(resource, header);
  for (const item of items) await d.item(resource, id, item);
  await d.lock(resource, id);
  return id;
}

async function statement(rbroj: number, datum: string, lines: Record<string, unknown>[]) {
  return lockNew('doc-trn', { vSubDoc: 'izvod', rbroj, datum, trnId: T1 }, lines);
}

/** The month's proposed VAT settlement, locked; its lines. */
async function settle(month: string): Promise<{ id: number; lines: Line[] }> {
  const res = await d.call('POST', '/v1/gl/vat-settlement', { periodId: 2, month });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  await d.lock('doc-nal', id);
  return { id, lines: await entry('nal', id) };
}

describe('the worked examples of the general ledger through the API', () => {
  it('posts every example as B3 books it (or as the product documents its choice), the settlements close 27x/47x, and the trial balance sums them', async () => {
    // Opening balance: D(asset) / P700 and D700 / P(equity)
    const ps = await lockNew('doc-nal', { vSubDoc: 'ps', rbroj: 1, datum: '2024-01-01', opis: 'Početno stanje' }, [
      { konto: '241', duguje: 300_000_00 },
      { konto: '700', potrazuje: 300_000_00 },
      { konto: '700', duguje: 300_000_00 },
      { konto: '301', potrazuje: 300_000_00 },
    ]);
    await expectEntry('nal', ps, [['241', null, 300_000_00, 0], ['700', null, 0, 300_000_00], ['700', null, 300_000_00, 0], ['301', null, 0, 300_000_00]], true);

    // Wholesale calculation: 100 × 1,000 + 20 % and the carrier's 5,000 + 1,000; cost 105,000 (a, b: no 130, no 1329)
    const urVp = await lockNew(
      'doc-ur',
      { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-01', magId: VP, komId: supplier, dokBroj: 'F-1', dokDatum: '2024-02-01', dokDpo: '2024-02-01', troskovi: [{ vrsta: 'freight', iznos: 5_000_00, komId: carrier, dokBroj: 'PR-1', pdvId: vat20 }] },
      [{ artId: A, kolicina: 100_000, fakCena: 1_000_00, rabat1: 0, prodCena: 1_260_00 }],
    );
    await expectEntry('ur', urVp, [['1320', null, 105_000_00, 0], ['270', null, 21_000_00, 0], ['435', supplier, 0, 120_000_00], ['435', carrier, 0, 6_000_00]]);

    // Retail calculation, same cost, 1,500 a unit with VAT: D1340 150,000 / P1349 20,000 · P1347 25,000 (a: no 130)
    const urMp = await lockNew(
      'doc-ur',
      { vSubDoc: 'mp', rbroj: 2, datum: '2024-02-02', magId: MP, komId: supplier, dokBroj: 'F-2', dokDatum: '2024-02-02', dokDpo: '2024-02-02', troskovi: [{ vrsta: 'freight', iznos: 5_000_00, komId: carrier, dokBroj: 'PR-2', pdvId: vat20 }] },
      [{ artId: R, kolicina: 100_000, fakCena: 1_000_00, rabat1: 0, prodCena: 1_500_00 }],
    );
    await expectEntry('ur', urMp, [
      ['1340', null, 150_000_00, 0],
      ['1349', null, 0, 20_000_00],
      ['1347', null, 0, 25_000_00],
      ['270', null, 21_000_00, 0],
      ['435', supplier, 0, 120_000_00],
      ['435', carrier, 0, 6_000_00],
    ]);

    // Register sales, one day: 24 units, gross 36,000, cash 24,000, card 12,000 (f); discharge D501 25,200 · D1349 4,800 · D1347 6,000 / P1340 36,000
    const pos = (await d.get('/v1/pos-main')).data.find((p: { naziv: string }) => p.naziv === 'Kasa 1').id;
    const fisHeader = { vSubDoc: 'fis', rbroj: 1, datum: '2024-02-06', posId: pos, fisPlacanje: 5 };
    const fis = await d.create('doc-fis', fisHeader);
    await d.item('doc-fis', fis, { artId: R, kolicina: 24_000, prodCena: 1_500_00 });
    expect((await d.call('PUT', `/v1/doc-fis/${fis}`, { periodId: 2, ...fisHeader, kartica: 12_000_00 })).statusCode).toBe(204);
    await d.lock('doc-fis', fis);
    await expectEntry('fis', fis, [
      ['243', null, 24_000_00, 0],
      ['228', null, 12_000_00, 0],
      ['604', null, 0, 30_000_00],
      ['470', null, 0, 6_000_00],
      ['1340', null, 0, 36_000_00],
      ['1349', null, 4_800_00, 0],
      ['1347', null, 6_000_00, 0],
      ['501', null, 25_200_00, 0],
    ]);

    // Price adjustment, retail 1,500 → 1,620 on the 76 left: D1340 9,120 / P1347 1,520 · P1349 7,600
    const nivMp = await lockNew('doc-niv', { vSubDoc: 'mp', rbroj: 1, datum: '2024-02-07', magId: MP }, [{ artId: R, kolicina: 76_000, cenaPre: 1_500_00, cenaPosle: 1_620_00 }]);
    await expectEntry('niv', nivMp, [['1340', null, 9_120_00, 0], ['1349', null, 0, 7_600_00], ['1347', null, 0, 1_520_00]]);

    // Sales invoice (wholesale), 60 units at 1,260: D204 90,720 / P604 75,600 · P470 15,120; discharge at cost D501 63,000 / P1320 63,000 (b: B3 D1329 12,600, P1320 75,600)
    const prod = await lockNew(
      'doc-prod',
      { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-10', magId: VP, komId: buyer, datumDospeca: '2024-02-10', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10' },
      [{ artId: A, kolicina: 60_000, prodCena: 1_260_00 }],
    );
    await expectEntry('prod', prod, [['204', buyer, 90_720_00, 0], ['604', null, 0, 75_600_00], ['470', null, 0, 15_120_00], ['1320', null, 0, 63_000_00], ['501', null, 63_000_00, 0]]);

    // Wholesale price +60 on the 40 left: B3 D1320 2,400 / P1329 2,400; at cost nothing to post (b)
    const nivVp = await lockNew('doc-niv', { vSubDoc: 'vp', rbroj: 2, datum: '2024-02-12', magId: VP }, [{ artId: A, kolicina: 40_000, cenaPre: 1_260_00, cenaPosle: 1_320_00 }]);
    await expectEntry('niv', nivVp, []);

    // Internal transfer VP → MP, 20 units at 1,500: D1340 30,000 / P1347 5,000 · P1349 4,000 and 1320 at cost 21,000 (b: B3 D1329 4,200, P1320 25,200)
    const int = await lockNew('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-14', magOutId: VP, magInId: MP }, [{ artId: A, kolicina: 20_000, outCena: 1_050_00, inCena: 1_500_00 }]);
    await expectEntry('int', int, [['1320', null, 0, 21_000_00], ['1340', null, 30_000_00, 0], ['1349', null, 0, 4_000_00], ['1347', null, 0, 5_000_00]]);

    // Bank statement: the customer pays D241 / P204, we pay the supplier D435 / P241, takings deposited D241 / P243, bank fee D553 / P241 (h)
    const trn = await statement(1, '2024-02-20', [
      { vNalog: 'uplata', komId: buyer, uplata: 90_720_00 },
      { vNalog: 'isplata', komId: supplier, isplata: 120_000_00 },
      { vNalog: 'pazar', magId: MP, uplata: 24_000_00 },
      { vNalog: 'trosak', trosakId: rent, isplata: 150_00 },
    ]);
    await expectEntry('trn', trn, [['241', null, 114_720_00, 0], ['241', null, 0, 120_150_00], ['204', buyer, 0, 90_720_00], ['435', supplier, 120_000_00, 0], ['243', null, 0, 24_000_00], ['553', null, 150_00, 0]]);

    // Expense invoice, rent: D533 50,000 · D270 10,000 / P435 60,000 (d: 550)
    const zrn = await lockNew('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-01', komId: supplier, dokBroj: 'Z-1', dokDatum: '2024-03-01', dokDpo: '2024-03-01', trosakId: rent }, [{ pdvId: vat20, iznos: 50_000_00 }]);
    await expectEntry('zrn', zrn, [['550', null, 50_000_00, 0], ['270', null, 10_000_00, 0], ['435', supplier, 0, 60_000_00]]);

    // Credit note issued (A1): D604 10,000 · D470 2,000 / P204 12,000
    const knodIssued = await lockNew(
      'doc-knod',
      { vSubDoc: 'knod-duguje', rbroj: 1, datum: '2024-03-05', komId: buyer, osnov: 'Popust', saPdv: true, fakture: [{ vDoc: 'prod', docId: prod }] },
      [{ pdvId: vat20, iznos: 10_000_00 }],
    );
    await expectEntry('knod', knodIssued, [['204', buyer, 0, 12_000_00], ['604', null, 10_000_00, 0], ['470', null, 2_000_00, 0]]);

    // Credit note received, goods: D435 12,000 / P270 2,000 and P501 10,000 (e: B3 P1329 while the goods are in stock)
    const knodReceived = await lockNew(
      'doc-knod',
      { vSubDoc: 'knod-potrazuje', rbroj: 2, datum: '2024-03-06', komId: supplier, osnov: 'Popust', saPdv: true, dokBroj: 'KO-55/24', fakture: [{ vDoc: 'ur', docId: urVp }] },
      [{ pdvId: vat20, iznos: 10_000_00 }],
    );
    await expectEntry('knod', knodReceived, [['435', supplier, 12_000_00, 0], ['501', null, 0, 10_000_00], ['270', null, 0, 2_000_00]]);

    // Debit note issued: D204 6,000 / P604 5,000 · P470 1,000
    const knzIssued = await lockNew(
      'doc-knz',
      { vSubDoc: 'knz-duguje', rbroj: 1, datum: '2024-03-07', komId: buyer, osnov: 'Doplata', saPdv: true, fakture: [{ vDoc: 'prod', docId: prod }] },
      [{ pdvId: vat20, iznos: 5_000_00 }],
    );
    await expectEntry('knz', knzIssued, [['204', buyer, 6_000_00, 0], ['604', null, 0, 5_000_00], ['470', null, 0, 1_000_00]]);
    // Debit note received: D130 (or 5xx) 5,000 · D270 1,000 / P435 6,000 (e: 501, the same account as the credit note)
    const knzReceived = await lockNew(
      'doc-knz',
      { vSubDoc: 'knz-potrazuje', rbroj: 2, datum: '2024-03-08', komId: supplier, osnov: 'Doplata', saPdv: true, dokBroj: 'KZ-9/24', fakture: [{ vDoc: 'ur', docId: urVp }] },
      [{ pdvId: vat20, iznos: 5_000_00 }],
    );
    await expectEntry('knz', knzReceived, [['435', supplier, 0, 6_000_00], ['501', null, 5_000_00, 0], ['270', null, 1_000_00, 0]]);

    // Import (A4): EUR 10,000 at 117.20, duty 58,600, transport 30,000 without a supplier, the forwarder's 10,000 + 2,000; cost 1,270,600 (a, c)
    const urImport = await lockNew(
      'doc-ur',
      {
        vSubDoc: 'vp', rbroj: 3, datum: '2024-03-12', magId: VP, komId: F, dokBroj: 'INV-2024-77', dokDatum: '2024-03-05', datumPrometa: '2024-03-10', valuta: 'EUR',
        troskovi: [
          { vrsta: 'duty', iznos: 58_600_00 },
          { vrsta: 'freight', iznos: 30_000_00 },
          { vrsta: 'forwarding', iznos: 10_000_00, komId: S, dokBroj: 'SP-5', pdvId: vat20 },
        ],
      },
      [{ artId: I, kolicina: 1_000_000, fakCena: 10_00, prodCena: 1_500_00 }],
    );
    await expectEntry('ur', urImport, [
      ['1320', null, 1_270_600_00, 0],
      ['270', null, 2_000_00, 0],
      ['435', S, 0, 12_000_00],
      ['436', F, 0, 1_172_000_00],
      ['482', null, 0, 58_600_00],
      ['494', null, 0, 30_000_00],
    ]);
    // the customs declaration: D274 252,120 / P482 (B3 books the duty in the same line: 482 = 58,600 + 252,120 = 310,720 over both)
    const jci = await lockNew('doc-jci', { vSubDoc: 'jci', rbroj: 1, datum: '2024-03-10', urId: urImport, dokBroj: 'C-4411' }, [{ pdvId: vat20, iznos: 1_260_600_00 }]);
    await expectEntry('jci', jci, [['274', null, 252_120_00, 0], ['482', null, 0, 252_120_00]]);

    // Foreign service (A6): EUR 1,000 at 117.20: D5xx 117,200 / P436 (c, d); D276 23,440 / P470 23,440 (i)
    const service = await lockNew(
      'doc-zrn',
      { vSubDoc: 'zrn', rbroj: 2, datum: '2024-03-11', datumPrometa: '2024-03-10', komId: SW, dokBroj: 'SUB-03', trosakId: software, valuta: 'EUR', interniObracun: 'foreign' },
      [{ pdvId: vat20, iznos: 1_000_00 }],
    );
    await expectEntry('zrn', service, [['550', null, 117_200_00, 0], ['470', null, 0, 23_440_00], ['276', null, 23_440_00, 0], ['436', SW, 0, 117_200_00]]);

    // Advance received (A3), May: D241 / P204 60,000 (g: B3 P430); the advance invoice D430 / P472 10,000
    const [advanceLine] = await (async () => {
      const id = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 2, datum: '2024-05-20', trnId: T1 });
      const lineId = await d.item('doc-trn', id, { vNalog: 'uplata', komId: K, uplata: 60_000_00 });
      await d.lock('doc-trn', id);
      await expectEntry('trn', id, [['241', null, 60_000_00, 0], ['204', K, 0, 60_000_00]]);
      return [lineId];
    })();
    const avr = await lockNew('doc-avr', { vSubDoc: 'avr-izdati', rbroj: 1, datum: '2024-05-20', komId: K, trnItemId: advanceLine, osnov: 'Ugovor 7/2024' }, [{ pdvId: vat20, iznos: 60_000_00 }]);
    await expectEntry('avr', avr, [['472', null, 0, 10_000_00], ['430', K, 10_000_00, 0]]);
    // June, the invoice D204 180,000 / P604 150,000 · P470 30,000 and the advance's VAT released D472 / P430 10,000 (g: B3 D430 50,000 · D472 10,000 / P204 60,000);
    // what is sold here is a service (SV), so its revenue is on 614, sales of services at home, not the example's 604
    const final = await lockNew('doc-prod', { vSubDoc: 'usluga', rbroj: 2, datum: '2024-06-10', magId: null, komId: K, avansi: [{ avrId: avr, iznos: 60_000_00 }] }, [{ artId: SV, kolicina: 1_000, prodCena: 150_000_00 }]);
    await expectEntry('prod', final, [['204', K, 180_000_00, 0], ['614', null, 0, 150_000_00], ['470', null, 0, 30_000_00], ['472', null, 10_000_00, 0], ['430', K, 0, 10_000_00]]);

    // Advance paid, the mirror: we pay 60,000 (g: D435 / P241, B3 D152); the supplier's advance invoice D272 / P152 10,000
    const paidLine = await (async () => {
      const id = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 3, datum: '2024-05-22', trnId: T1 });
      const lineId = await d.item('doc-trn', id, { vNalog: 'isplata', komId: D, isplata: 60_000_00 });
      await d.lock('doc-trn', id);
      await expectEntry('trn', id, [['241', null, 0, 60_000_00], ['435', D, 60_000_00, 0]]);
      return lineId;
    })();
    const avrPaid = await lockNew('doc-avr', { vSubDoc: 'avr-primljeni', rbroj: 2, datum: '2024-05-22', komId: D, trnItemId: paidLine, dokBroj: 'AV-55' }, [{ pdvId: vat20, iznos: 60_000_00 }]);
    await expectEntry('avr', avrPaid, [['272', null, 10_000_00, 0], ['152', D, 0, 10_000_00]]);
    // June, the goods 150 × 1,000: D1320 150,000 · D270 30,000 / P435 180,000 (a); the advance's VAT released P272 / D152 10,000 (g: B3 D435 60,000 / P152 50,000 · P272 10,000)
    const urAdvance = await lockNew(
      'doc-ur',
      { vSubDoc: 'vp', rbroj: 4, datum: '2024-06-05', magId: VP, komId: D, dokBroj: 'F-9', dokDatum: '2024-06-05', dokDpo: '2024-06-05', avansi: [{ avrId: avrPaid, iznos: 60_000_00 }] },
      [{ artId: P, kolicina: 150_000, fakCena: 1_000_00, rabat1: 0, prodCena: 1_300_00 }],
    );
    await expectEntry('ur', urAdvance, [['1320', null, 150_000_00, 0], ['270', null, 30_000_00, 0], ['435', D, 0, 180_000_00], ['272', null, 0, 10_000_00], ['152', D, 10_000_00, 0]]);

    // VAT settlement, month by month: output 47x debited, input 27x credited, the difference to 479 or 279
    const feb = await settle('2024-02');
    expect(feb.lines).toEqual([['470', null, 21_120_00, 0], ['270', null, 0, 42_000_00], ['279', null, 20_880_00, 0]]);
    const mar = await settle('2024-03');
    // import VAT on 274 and the reverse charge's input VAT on 276, as the schemes posted them
    expect(mar.lines).toEqual([['470', null, 22_440_00, 0], ['270', null, 0, 11_000_00], ['274', null, 0, 252_120_00], ['276', null, 0, 23_440_00], ['279', null, 264_120_00, 0]]);
    const may = await settle('2024-05');
    // May and June: the advances received and paid, and the supplies, mirror each other: nothing to pay, nothing on 479
    expect(may.lines).toEqual([['472', null, 10_000_00, 0], ['272', null, 0, 10_000_00]]);
    const june = await settle('2024-06');
    expect(june.lines).toEqual([['470', null, 30_000_00, 0], ['472', null, 0, 10_000_00], ['270', null, 0, 30_000_00], ['272', null, 10_000_00, 0]]);
    expected.turnover.push(...feb.lines, ...mar.lines, ...may.lines, ...june.lines);

    // the year's trial balance: every account's opening, turnover and balance = the sums of the lines above
    const tb = (await d.get('/v1/rpt-gl/bruto-bilans?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31')).data;
    const sums = new Map<string, { psDuguje: number; psPotrazuje: number; prometDuguje: number; prometPotrazuje: number }>();
    for (const [list, side] of [[expected.opening, 'ps'], [expected.turnover, 'promet']] as const) {
      for (const [konto, , duguje, potrazuje] of list) {
        const s = sums.get(konto) ?? { psDuguje: 0, psPotrazuje: 0, prometDuguje: 0, prometPotrazuje: 0 };
        s[`${side}Duguje`] += duguje;
        s[`${side}Potrazuje`] += potrazuje;
        sums.set(konto, s);
      }
    }
    const want = [...sums]
      .filter(([, s]) => s.psDuguje + s.prometDuguje !== 0 || s.psPotrazuje + s.prometPotrazuje !== 0)
      .map(([konto, s]) => {
        const net = s.psDuguje + s.prometDuguje - s.psPotrazuje - s.prometPotrazuje;
        return { konto, ...s, saldoDuguje: Math.max(net, 0), saldoPotrazuje: Math.max(-net, 0) };
      })
      .sort((a, b) => a.konto.localeCompare(b.konto));
    const got = tb.rows.map((r: Record<string, unknown>) => ({ konto: r.konto, psDuguje: r.psDuguje, psPotrazuje: r.psPotrazuje, prometDuguje: r.prometDuguje, prometPotrazuje: r.prometPotrazuje, saldoDuguje: r.saldoDuguje, saldoPotrazuje: r.saldoPotrazuje }));
    expect(got).toEqual(want);

    // every VAT account of the months nets to zero but 279 (February's and March's excess input VAT; no month left any on 479)
    const balances = Object.fromEntries(tb.rows.map((r: { konto: string; saldoDuguje: number; saldoPotrazuje: number }) => [r.konto, r.saldoDuguje - r.saldoPotrazuje]));
    expect(Object.keys(balances).filter((k) => /^(27|47)/.test(k))).toEqual(['270', '272', '274', '276', '279', '470', '472']);
    expect(['270', '272', '274', '276', '470', '472'].map((k) => balances[k])).toEqual([0, 0, 0, 0, 0, 0]);
    expect(balances['279']).toBe(285_000_00);
    // the advance accounts: 430 and 152 closed by the final invoices; 204 of the customer who paid in advance 120,000 as in B3
    expect([balances['430'], balances['152']]).toEqual([0, 0]);
    const clients = (await d.get('/v1/rpt-kom/stanje?periodId=2&datum=2024-12-31&perPage=200')).data as { id: number; stanje: number }[];
    expect(clients.find((c) => c.id === K)).toMatchObject({ stanje: 120_000_00 });
    expect(clients.find((c) => c.id === D)).toMatchObject({ stanje: -120_000_00 });
    // the shop: 1340 − 1347 − 1349 = its stock at cost (76 R at 1,050 + 20 A at 1,050 = 100,800)
    expect([balances['1340'], balances['1347'], balances['1349']]).toEqual([153_120_00, -25_520_00, -26_800_00]);
    expect(balances['1340']! + balances['1347']! + balances['1349']!).toBe(100_800_00);
    expect(await d.stock('pnCena', MP, R)).toMatchObject({ stanje: 76_000, vrednost: 79_800_00 });
    expect(await d.stock('pnCena', MP, A)).toMatchObject({ stanje: 20_000, vrednost: 21_000_00 });
    // the wholesale stock at cost: 20 A at 1,050, the import's 1,270,600 and the 150,000 bought after the advance
    expect(balances['1320']).toBe(1_441_600_00);
    // every pair of columns balances
    expect(tb.total).toMatchObject({ psDuguje: 600_000_00, psPotrazuje: 600_000_00 });
    expect(tb.total.prometDuguje).toBe(tb.total.prometPotrazuje);
    expect(tb.total.saldoDuguje).toBe(tb.total.saldoPotrazuje);
  });
});
