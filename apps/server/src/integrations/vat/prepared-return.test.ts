import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pppdvFields } from '@knjige/domain';
import type { PreparedReturn, VatReturn } from '@knjige/contract';
import { useSefTestApp } from '../../../test/sef-test-app';
import { documents, sheetValues } from '../../../test/documents';
import { bookExpense, clock2027, deliverFromZora, inboxOf, period2027 } from '../../../test/vat-2027';

const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const clock = clock2027(t, (h) => (auth = h));
const KEY = 'c7d8e9f0-2222-4333-8444-955566667777';
let P2027: number;

afterEach(() => clock.restore());

const sync = async () => expect((await d.call('POST', '/v1/sef/sync')).statusCode).toBe(200);
const prepared = async (query = '') => {
  const res = await d.call('GET', `/v1/vat/prepared-return?periodId=${P2027}&month=2027-01${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PreparedReturn;
};
const vatReturn = async () => (await d.get(`/v1/rpt-fin/pdv-total?periodId=${P2027}&dateFrom=2027-01-01&dateTo=2027-01-31`)).data as VatReturn;
const field = (r: PreparedReturn, f: string) => r.fields.find((x) => x.field === f)!;
const columns = (r: PreparedReturn, f: string) => {
  const x = field(r, f);
  return [x.books, x.prepared, x.difference];
};

/** For every field the causes sum to its difference. */
function expectCausesExplain(r: PreparedReturn) {
  for (const f of pppdvFields) {
    const sum = r.causes.filter((c) => c.field === f).reduce((s, c) => s + c.amount, 0);
    expect(sum, `causes of ${f}`).toBe(field(r, f).difference);
  }
}

async function firm(sifra: string, pib: string) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv: `Firma ${sifra}`, naziv: `Firma ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', maticniBroj: '20500018', isKupac: true, isDobavljac: true, isPdvObveznik: true, pib });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function person(sifra: string) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'kupac', sifra, intNaziv: `Kupac ${sifra}`, naziv: `Kupac ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 2', isKupac: true });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

let rbroj = 0;
/** A locked services invoice of one line, gross `iznos` at 20 %. */
async function servicesInvoice(komId: number, datum: string, iznos: number, vat20: number) {
  const id = await d.create('doc-fak', { periodId: P2027, vSubDoc: 'fak-usl', rbroj: ++rbroj, datum, komId, datumDospeca: '2027-02-28' });
  await d.item('doc-fak', id, { opis: 'Usluga', pdvId: vat20, iznos });
  await d.lock('doc-fak', id);
  return id;
}

const salesOnSef = (docNumber: string) => [...sim.state.sales.values()].find((s) => s.facts.number === docNumber)!;

describe('the prepared return beside the books (January 2027, the worked example)', () => {
  let rejected: number;

  beforeEach(async () => {
    sim.state.reset();
    sim.vat.reset();
    sim.traffic.reset();
    sim.prepared.extraFields = {};
    rbroj = 0;
    await clock.at('2027-01-04T09:00:00Z');
    P2027 = await period2027(d);
    expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
    const vat20 = await d.vatRate(2000);
    const trosakId = await d.costItem('Usluge', 'Održavanje');
    const buyer = await firm('KUPAC-SEF', '100000016');
    const builder = await firm('GRADITELJ', '100000032');
    const privatePerson = await person('FIZICKO');

    // purchases on SEF: A accepted on 5 January, B on 12 February, C (10 %) never
    const sefA = deliverFromZora(sim, KEY, { number: 'Z-1/27', issueDate: '2027-01-04', dueDate: '2027-02-04', net: 200_000_00 });
    await clock.at('2027-01-18T09:00:00Z');
    const sefB = deliverFromZora(sim, KEY, { number: 'Z-2/27', issueDate: '2027-01-18', dueDate: '2027-02-18', net: 80_000_00 });
    const sefC = deliverFromZora(sim, KEY, { number: 'Z-3/27', issueDate: '2027-01-18', dueDate: '2027-02-18', net: 10_000_00, rate: 10 });
    await sync();
    const [a, b, c] = [await inboxOf(d, sefA), await inboxOf(d, sefB), await inboxOf(d, sefC)];
    for (const inbox of [a, b, c]) await bookExpense(d, inbox, P2027, trosakId);
    expect((await d.call('POST', `/v1/sef/purchase-invoices/${a}/accept`, { comment: '' })).statusCode).toBe(200);
    // ours: 100,000.00 + 20,000.00 (approved), 50,000.00 + 10,000.00 (rejected on 20 January, left in the books)
    const approved = await servicesInvoice(buyer, '2027-01-18', 120_000_00, vat20);
    rejected = await servicesInvoice(buyer, '2027-01-18', 60_000_00, vat20);
    // retail: 30,000.00 + 6,000.00 to a private person, in the summary record
    await servicesInvoice(privatePerson, '2027-01-18', 36_000_00, vat20);
    // a domestic reverse-charge purchase of 60,000.00: our internal invoice, 12,000.00 out and in
    const works = await d.create('doc-zrn', { periodId: P2027, vSubDoc: 'zrn', rbroj: 10, datum: '2027-01-18', komId: builder, dokBroj: 'GR-1/27', trosakId, interniObracun: 'domestic' });
    await d.item('doc-zrn', works, { pdvId: vat20, iznos: 60_000_00 });
    await d.lock('doc-zrn', works);
    await sync();
    sim.state.setSalesStatus(salesOnSef((await d.read('doc-fak', approved)).oznaka as string), 'Approved', null);
    await clock.at('2027-01-20T10:00:00Z');
    sim.state.setSalesStatus(salesOnSef((await d.read('doc-fak', rejected)).oznaka as string), 'Rejected', 'Nije naručeno');
    // the next day's synchronisation reads SEF's changes of the days before
    await clock.at('2027-01-21T08:00:00Z');
    await sync();

    await clock.at('2027-02-12T10:00:00Z');
    expect((await d.call('POST', `/v1/sef/purchase-invoices/${b}/accept`, { comment: '' })).statusCode).toBe(200);
    // the month's VAT records: the summary record (retail) and the internal invoice's
    const sent = await d.call('POST', '/v1/sef/vat-records', { periodId: P2027, month: 1 });
    expect(sent.statusCode, sent.body).toBe(200);
    await clock.at('2027-02-15T09:00:00Z');
  });

  it('shows SEF’s return beside the books, field by field, and the one difference: the rejected invoice, still booked', async () => {
    const books = await vatReturn();
    expect([books.pppdv['105'], books.pppdv['109']]).toEqual([48_000_00, 52_000_00]);

    const r = await prepared();
    expect([r.month, r.source, r.sefProblem]).toEqual(['2027-01', 'sef', null]);
    expect(r.fields.map((f) => f.field)).toEqual([...pppdvFields]);
    expect(columns(r, '003')).toEqual([180_000_00, 130_000_00, 50_000_00]);
    expect(columns(r, '103')).toEqual([48_000_00, 38_000_00, 10_000_00]);
    expect(columns(r, '105')).toEqual([48_000_00, 38_000_00, 10_000_00]);
    expect(columns(r, '008')).toEqual([260_000_00, 260_000_00, 0]);
    expect(columns(r, '108')).toEqual([52_000_00, 52_000_00, 0]);
    expect(columns(r, '109')).toEqual([52_000_00, 52_000_00, 0]);
    expect(columns(r, '110')).toEqual([-4_000_00, -14_000_00, 10_000_00]);
    // the books' column is the VAT return's
    for (const f of pppdvFields) expect(field(r, f).books, f).toBe(books.pppdv[f]);

    const oznaka = (await d.read('doc-fak', rejected)).oznaka as string;
    expect(r.causes.map((c) => [c.field, c.amount, c.cause, c.vDoc, c.docId])).toEqual([
      ['003', 50_000_00, 'rejected', 'fak', rejected],
      ['005', 50_000_00, 'rejected', 'fak', rejected],
      ['103', 10_000_00, 'rejected', 'fak', rejected],
      ['105', 10_000_00, 'rejected', 'fak', rejected],
      ['110', 10_000_00, 'rejected', 'fak', rejected],
    ]);
    expect(r.causes[0]!.label).toContain(oznaka);
    expectCausesExplain(r);

    // the product's own computation from what the synchronisation knows SEF holds agrees with SEF's
    const computed = await prepared('&source=computed');
    expect([computed.source, computed.sefProblem]).toEqual(['computed', null]);
    expect(computed.fields).toEqual(r.fields);
    expect(computed.causes).toEqual(r.causes);

    // Excel: the three columns of every field, its causes under it
    const columnsParam = JSON.stringify([
      { key: 'field', label: 'Polje', type: 'text' },
      { key: 'name', label: 'Opis', type: 'text' },
      { key: 'books', label: 'Knjige', type: 'money' },
      { key: 'prepared', label: 'SEF', type: 'money' },
      { key: 'difference', label: 'Razlika', type: 'money' },
      { key: 'cause', label: 'Uzrok', type: 'text' },
    ]);
    const causeLabels = JSON.stringify({ rejected: 'Odbijena na SEF-u, i dalje u knjigama' });
    const xlsx = await d.call('GET', `/v1/vat/prepared-return/export?periodId=${P2027}&month=2027-01&columns=${encodeURIComponent(columnsParam)}&causeLabels=${encodeURIComponent(causeLabels)}`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await sheetValues(xlsx);
    expect(sheet[0]).toEqual(['Polje', 'Opis', 'Knjige', 'SEF', 'Razlika', 'Uzrok']);
    const at103 = sheet.findIndex((row) => row[0] === '103');
    expect(sheet[at103]!.slice(0, 5)).toEqual(['103', 'Promet dobara i usluga po opštoj stopi', 48_000, 38_000, 10_000]);
    expect(sheet[at103 + 1]).toEqual(['103', r.causes[2]!.label, undefined, undefined, 10_000, 'Odbijena na SEF-u, i dalje u knjigama']);
    expect(sheet.filter((row) => row[0] !== 'Polje')).toHaveLength(pppdvFields.length + r.causes.length);
  });

  it('deducts a purchase accepted after the 10th in the month of its acceptance on both sides, and explains an invoice not sent, document by document', async () => {
    // February: B accepted on the 12th is deducted there by both; an invoice locked and not sent
    // (no synchronisation since) is booked but not on SEF
    const vat20 = await d.vatRate(2000);
    const buyer = (await d.call('GET', '/v1/kom-main?search=KUPAC-SEF')).json().data[0].id as number;
    const unsent = await servicesInvoice(buyer, '2027-02-14', 12_000_00, vat20);
    await clock.at('2027-03-02T09:00:00Z');
    const res = await d.call('GET', `/v1/vat/prepared-return?periodId=${P2027}&month=2027-02`);
    expect(res.statusCode, res.body).toBe(200);
    const feb = res.json().data as PreparedReturn;
    expect(feb.source).toBe('sef');
    expect(columns(feb, '108')).toEqual([16_000_00, 16_000_00, 0]);
    expect(columns(feb, '103')).toEqual([2_000_00, 0, 2_000_00]);
    expect(feb.causes.filter((c) => c.field === '103').map((c) => [c.amount, c.cause, c.vDoc, c.docId])).toEqual([[2_000_00, 'not-sent', 'fak', unsent]]);
    expectCausesExplain(feb);
  });

  it('says what is missing when SEF cannot serve its return, computes it instead, and changes nothing booked', async () => {
    const before = await vatReturn();
    const agreed = await prepared();

    sim.traffic.addFault({ mode: 'down', path: '/vat-return/', times: 0 });
    const down = await prepared();
    expect([down.source, down.sefProblem]).toEqual(['computed', 'unreachable']);
    expect(down.fields).toEqual(agreed.fields);
    expectCausesExplain(down);
    const strict = await d.call('GET', `/v1/vat/prepared-return?periodId=${P2027}&month=2027-01&source=sef`);
    expect([strict.statusCode, strict.json().message]).toEqual([409, 'error.prepared-return.unreachable']);
    sim.traffic.reset();

    sim.traffic.addFault({ mode: 'malformed', path: '/vat-return/', times: 0 });
    expect((await prepared()).sefProblem).toBe('garbage');
    sim.traffic.reset();

    sim.prepared.extraFields = { '111': 5 };
    const unknown = await prepared();
    expect([unknown.source, unknown.sefProblem]).toEqual(['computed', 'unknown-fields']);
    sim.prepared.extraFields = {};

    // a month not over yet: SEF has prepared nothing
    const march = await d.call('GET', `/v1/vat/prepared-return?periodId=${P2027}&month=2027-02`);
    expect(march.json().data.sefProblem).toBe('not-prepared');

    expect(await vatReturn()).toEqual(before);
  });
});

describe('the prepared return: bad input', () => {
  beforeEach(async () => {
    await clock.at('2027-02-15T09:00:00Z');
    P2027 = await period2027(d);
  });

  it('refuses a month outside the period, before 2027, not a month, and another company’s period', async () => {
    const outside = await d.call('GET', `/v1/vat/prepared-return?periodId=${P2027}&month=2026-12`);
    expect([outside.statusCode, outside.json().errors]).toEqual([422, { month: 'error.month.outside-period' }]);
    const early = await d.call('GET', '/v1/vat/prepared-return?periodId=4&month=2026-12');
    expect([early.statusCode, early.json().errors]).toEqual([422, { month: 'error.month.before-2027' }]);
    const bad = await d.call('GET', `/v1/vat/prepared-return?periodId=${P2027}&month=2027-1`);
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { month: 'error.month.invalid' }]);
    expect((await d.call('GET', '/v1/vat/prepared-return?periodId=999999&month=2027-01')).statusCode).toBe(404);
  });
});
