import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/harness';
import { useSefTestApp } from '../../../test/sef-test-app';
import { documents, goodsSetup } from '../../../test/documents';
import { srbdtProblems, xsdErrors } from '../../../test/ubl';
import { docFak } from '../../platform/db/schema';

/**
 * A retail sale to a company's card (docs/decisions.md#retail-invoices): a register receipt of 2,400.00 (20 %) paid with a company's card: the
 * e-invoice to that company after it (its lines from the receipt, the PFR number in its note),
 * sent to SEF, and the month's summary VAT record 2,400.00 lower (2,000.00 + 400.00).
 */
const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'd6a4f5e7-8192-4dae-9fc0-3b4c5d6e7f80';
let P: number;
let pos: number;
let A: number;
let buyer: number;
let person: number;
let rbroj = 0;

/** A locked receipt of the 2026 period on 12 May: `pieces` of A at 1,200.00 with VAT (20 %), paid `fisPlacanje` (1 cash, 3 card). */
async function receipt(pieces: number, fisPlacanje: number) {
  const id = await d.create('doc-fis', { periodId: P, vSubDoc: 'fis', rbroj: ++rbroj, datum: '2026-05-12', posId: pos, fisPlacanje, fisRbroj: `AB12CD34-AB12CD34-${100 + rbroj}` });
  await d.item('doc-fis', id, { artId: A, kolicina: pieces * 1000, prodCena: 1_200_00 });
  await d.lock('doc-fis', id);
  return id;
}

const group = async () => {
  const res = await d.call('GET', `/v1/sef/vat-records?periodId=${P}&month=5`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.records as { key: string; current: Record<string, number> }[]).find((r) => r.key === 'group')?.current;
};
const cardInvoice = (fis: number, komId: number) => d.call('POST', `/v1/doc-fis/${fis}/card-einvoice`, { komId });
/** Retail invoices of any state, drafts too. */
const retailInvoices = async () => Number((await t.database.db.select({ n: sql<number>`count(*)` }).from(docFak))[0]!.n);
const uploads = () => sim.traffic.calls.filter((c) => c.path.endsWith('/sales-invoice/ubl'));

beforeEach(async () => {
  sim.state.reset();
  sim.traffic.reset();
  sim.vat.reset();
  rbroj = 0;
  auth = await authHeader(t.database, 'admin@demo.rs');
  expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
  const listed = (await d.get('/v1/periods?perPage=50')).data as { id: number; title: string }[];
  const period = listed.find((p) => p.title === '2026');
  if (period) P = period.id;
  else {
    const res = await d.call('POST', '/v1/periods', { title: '2026', startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(res.statusCode, res.body).toBe(201);
    P = res.json().id as number;
  }
  const setup = await goodsSetup(d);
  buyer = setup.buyer;
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'kupac', sifra: 'OSOBA', intNaziv: 'Petar Petrović', naziv: 'Petar Petrović', postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 2', isKupac: true });
  expect(res.statusCode, res.body).toBe(201);
  person = res.json().id as number;
  pos = (await d.call('GET', '/v1/pos-main')).json().data[0].id;
  A = await d.article('roba', 'A', 2000);
  const psr = await d.create('doc-psr', { periodId: P, vSubDoc: 'mp', rbroj: 1, datum: '2026-05-01', magId: setup.MP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 100_000, nabCena: 800_00, prodCena: 1_200_00 });
  await d.lock('doc-psr', psr);
});

describe('the e-invoice of a retail sale to a company’s card', () => {
  it('a receipt of 2,400.00 paid by a company card: its e-invoice to the company on SEF, the summary record 2,400.00 lower', async () => {
    const card = await receipt(2, 3);
    await receipt(3, 1);
    // the day before: both receipts in the summary record, 6,000.00 = 5,000.00 + 1,000.00
    expect(await group()).toMatchObject({ base20: 5_000_00, vat20: 1_000_00 });

    const res = await cardInvoice(card, buyer);
    expect(res.statusCode, res.body).toBe(201);
    const fak = res.json().id as number;
    const doc = await d.read('doc-fak', fak);
    const fis = await d.read('doc-fis', card);
    expect(doc).toMatchObject({ status: 'locked', vSubDoc: 'fak-mp', komId: buyer, datum: '2026-05-12', iznos: 2_400_00, zaUplatu: 0 });
    expect(doc.napomena).toContain(`PFR broj ${fis.fisRbroj}`);
    expect(fis.fakId).toBe(fak);
    // queued by its lock: the summary record leaves the receipt out at once, 3,600.00 = 3,000.00 + 600.00
    expect((await d.get(`/v1/sef/status/fak/${fak}`)).data.state).toBe('queued');
    expect(await group()).toMatchObject({ base20: 3_000_00, vat20: 600_00 });

    const sync = await d.call('POST', '/v1/sef/sync');
    expect(sync.statusCode, sync.body).toBe(200);
    const [onSef] = [...sim.state.sales.values()];
    expect(sim.state.sales.size).toBe(1);
    // the receipt's line, 2 × 1,000.00 + VAT 400.00, paid by card: nothing left to pay
    expect(onSef!.facts).toMatchObject({ number: doc.oznaka, taxExclusive: 2_000, vat: 400 });
    expect(onSef!.xml).toContain(`PFR broj ${fis.fisRbroj}`);
    expect(xsdErrors(onSef!.xml, 'Invoice')).toBe('');
    expect(srbdtProblems(onSef!.xml)).toEqual([]);
    expect((await d.get(`/v1/sef/status/fak/${fak}`)).data).toMatchObject({ state: 'sent', sefStatus: 'Sent' });

    // a second e-invoice for the same receipt: 409, nothing made or sent
    const again = await cardInvoice(card, buyer);
    expect([again.statusCode, again.json().message]).toEqual([409, 'error.card-einvoice.exists']);
    expect(await retailInvoices()).toBe(1);
    expect(uploads()).toHaveLength(1);
  });

  it('bad input: a cash receipt, a private person, a draft receipt, another company’s receipt: 4xx, nothing made, nothing sent', async () => {
    const cash = await receipt(1, 1);
    const card = await receipt(1, 3);
    const paidCash = await cardInvoice(cash, buyer);
    expect([paidCash.statusCode, paidCash.json().errors]).toEqual([422, { fisPlacanje: 'error.card-einvoice.not-card' }]);
    const toPerson = await cardInvoice(card, person);
    expect([toPerson.statusCode, toPerson.json().errors]).toEqual([422, { komId: 'error.card-einvoice.private-person' }]);
    const draft = await d.create('doc-fis', { periodId: P, vSubDoc: 'fis', rbroj: 50, datum: '2026-05-12', posId: pos, fisPlacanje: 3, fisRbroj: 'X-1' });
    expect((await cardInvoice(draft, buyer)).statusCode).toBe(409);
    expect((await cardInvoice(999_999, buyer)).statusCode).toBe(404);
    expect((await cardInvoice(card, 999_999)).statusCode).toBe(422);
    expect(await retailInvoices()).toBe(0);
    await d.call('POST', '/v1/sef/sync');
    expect(uploads()).toHaveLength(0);
    // both receipts stay in the summary record: 2 × 1,200.00 = 2,000.00 + 400.00
    expect(await group()).toMatchObject({ base20: 2_000_00, vat20: 400_00 });
  });
});
