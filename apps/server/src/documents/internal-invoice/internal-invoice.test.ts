import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../test/harness';
import { useSefTestApp } from '../../../test/sef-test-app';
import { documents } from '../../../test/documents';
import { srbdtProblems, xsdErrors } from '../../../test/ubl';
import { clock2027, period2027 } from '../../../test/vat-2027';
import { exchangeRates } from '../../platform/db/schema';

/**
 * An internal invoice on SEF (docs/decisions.md#internal-invoices-on-sef, docs/domain.md#reverse-charge): a foreign supplier's service of EUR 1,000.00 booked in
 * May 2026 at 117.2000 = 117,200.00; the internal invoice on SEF carries our VAT of 23,440.00,
 * sent once through SEF failing, and the VAT records and the reconciliation count it once.
 */
const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'c5f3e4d6-7081-4c9d-8ebf-2a3b4c5d6e7f';
const clock = clock2027(t, (h) => (auth = h));
afterEach(() => clock.restore());
let P: number;
let software: number;
let domestic: number;
let cost: number;
let vat20: number;
let rbroj = 0;

async function client(sifra: string, extra: Record<string, unknown>) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv: `Firma ${sifra}`, naziv: `Firma ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isDobavljac: true, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** A locked expense invoice of the 2026 period: EUR `eur` from the foreign software house, or a domestic one without reverse charge. */
async function expense(input: { datum: string; eur?: number; rsd?: number; interniObracun: 'foreign' | 'none'; komId?: number }) {
  const foreign = input.eur !== undefined;
  const id = await d.create('doc-zrn', {
    periodId: P,
    vSubDoc: 'zrn',
    rbroj: ++rbroj,
    datum: input.datum,
    datumPrometa: input.datum,
    komId: input.komId ?? (foreign ? software : domestic),
    dokBroj: `SUB-${rbroj}`,
    trosakId: cost,
    ...(foreign ? { valuta: 'EUR' } : {}),
    interniObracun: input.interniObracun,
  });
  await d.item('doc-zrn', id, { pdvId: vat20, iznos: input.eur ?? input.rsd! });
  await d.lock('doc-zrn', id);
  return id;
}

const sync = async () => {
  const res = await d.call('POST', '/v1/sef/sync');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { sent: number; failed: number; skipped: number };
};
const uploads = () => sim.traffic.calls.filter((c) => c.path.endsWith('/sales-invoice/ubl'));
const make = (id: number) => d.call('POST', `/v1/internal-invoices/zrn/${id}`);
const read = async (id: number) => {
  const res = await d.call('GET', `/v1/internal-invoices/zrn/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

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
  software = await client('INO-SW', {});
  domestic = await client('DOM', { isPdvObveznik: true, pib: '100000008' });
  cost = await d.costItem('Usluge', 'Softver');
  vat20 = await d.vatRate(2000);
  await t.database.db.insert(exchangeRates).values([
    { companyId: 1, valuta: 'EUR', datum: '2026-05-11', kurs: 117_200_000 },
    { companyId: 1, valuta: 'EUR', datum: '2026-03-20', kurs: 117_150_000 },
  ]);
});

describe('internal invoices on SEF', () => {
  it('EUR 1,000.00 at 117.2000: one internal invoice on SEF, sent once through a SEF failure, VAT 23,440.00 out and in, counted once', async () => {
    const zrn = await expense({ datum: '2026-05-11', eur: 1_000_00, interniObracun: 'foreign' });
    expect(await read(zrn)).toBeNull();
    const made = await make(zrn);
    expect(made.statusCode, made.body).toBe(201);
    const iri = made.json().data;
    const label = (await d.read('doc-zrn', zrn)).oznaka as string;
    expect(iri).toMatchObject({ vDoc: 'zrn', docId: zrn, broj: `INT-${label}`, datum: '2026-05-11', osnovica: 117_200_00, pdvIznos: 23_440_00, sef: { state: 'queued', attempts: 0 } });
    // made once: a second make is a conflict and queues nothing more
    expect((await make(zrn)).statusCode).toBe(409);

    // its XML: UBL 2.1 and the SEF rules the project checks; the base, the VAT and who owes it
    const xml = await d.call('GET', `/v1/xml/data/iri/${iri.id}`);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.json().data).toMatchObject({ document: { broj: `INT-${label}`, osnovica: 117_200_00, pdvIznos: 23_440_00, iznos: 140_640_00 }, pdvReport: [{ tax: { kategorija: 'S', stopa: 2000 }, osnovica: 117_200_00, pdvIznos: 23_440_00 }] });

    // the reconciliation lists it while SEF does not have it, on its purchase
    const waiting = (await d.call('GET', `/v1/sef/reconciliation?periodId=${P}&dateFrom=2026-05-01&dateTo=2026-05-31`)).json().data;
    expect(waiting.lines.filter((l: { label: string }) => l.label === `INT-${label}`)).toMatchObject([{ kind: 'sales-missing', vDoc: 'zrn', vSubDoc: 'zrn', docId: zrn, state: 'queued' }]);
    // SEF down for the whole first synchronisation: the row waits with the reason, nothing on SEF
    sim.traffic.addFault({ mode: 'status', status: 503, times: 0, path: 'sales-invoice/ubl' });
    expect(await sync()).toMatchObject({ sent: 0 });
    expect((await read(zrn)).sef).toMatchObject({ state: 'queued', errorKey: 'error.sef.server', attempts: 1 });
    expect(sim.state.sales.size).toBe(0);
    // then SEF takes it but the answer is lost: the retry under the same requestId gets the same invoice
    sim.traffic.faults = [];
    sim.traffic.addFault({ mode: 'drop-answer', path: 'sales-invoice/ubl' });
    await t.database.db.execute(sql`update sef_outbox set next_attempt_at = null where v_doc = 'iri'`);
    expect(await sync()).toMatchObject({ sent: 1 });
    expect(await sync()).toMatchObject({ sent: 0 });
    expect(sim.state.uploadsAccepted).toBe(1);
    expect(sim.state.sales.size).toBe(1);
    expect(new Set([...sim.state.requests.keys()]).size).toBe(1);
    const [onSef] = [...sim.state.sales.values()];
    expect(onSef!.facts).toMatchObject({ number: `INT-${label}`, taxExclusive: 117_200, vat: 23_440, payable: 140_640 });
    expect(xsdErrors(onSef!.xml, 'Invoice')).toBe('');
    expect(srbdtProblems(onSef!.xml)).toEqual([]);
    expect((await read(zrn)).sef).toMatchObject({ state: 'sent', sefStatus: 'Sent', salesInvoiceId: onSef!.salesInvoiceId, requestId: onSef!.requestId });
    // sending it by hand again: already on SEF, nothing uploaded
    const again = await d.call('POST', `/v1/sef/send/iri/${iri.id}`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'error.sef.already-sent']);
    expect(sim.state.uploadsAccepted).toBe(1);

    // the books: VAT 23,440.00 out (KIR 3a.2) and in (KUR 8g.1)
    const books = (await d.call('GET', `/v1/sef/vat-records?periodId=${P}&month=5`)).json().data;
    // no individual VAT record beside the internal invoice: SEF holds the VAT once
    expect(books.records).toEqual([]);
    const recon = await d.call('GET', `/v1/sef/reconciliation?periodId=${P}&dateFrom=2026-05-01&dateTo=2026-05-31`);
    expect(recon.statusCode, recon.body).toBe(200);
    expect(recon.json().data.counts).toMatchObject({ 'vat-individual-missing': 0, 'vat-record-differs': 0 });
    expect(recon.json().data.lines.filter((l: { vDoc: string | null }) => l.vDoc === 'zrn' || l.vDoc === 'iri')).toEqual([]);
  });

  it('January 2027: the prepared return counts the internal invoice once, where the purchase’s individual record would be', async () => {
    await clock.at('2027-01-18T09:00:00Z');
    const P27 = await period2027(d);
    // works of 60,000.00 under the domestic reverse charge: our VAT 12,000.00 owed (103) and deducted (008 60,000.00, 108)
    const works = await d.create('doc-zrn', { periodId: P27, vSubDoc: 'zrn', rbroj: 1, datum: '2027-01-18', datumPrometa: '2027-01-18', komId: domestic, dokBroj: 'GR-1/27', trosakId: cost, interniObracun: 'domestic' });
    await d.item('doc-zrn', works, { pdvId: vat20, iznos: 60_000_00 });
    await d.lock('doc-zrn', works);
    expect((await make(works)).statusCode).toBe(201);
    expect(await sync()).toMatchObject({ sent: 1 });
    await clock.at('2027-02-15T09:00:00Z');
    const res = await d.call('GET', `/v1/vat/prepared-return?periodId=${P27}&month=2027-01`);
    expect(res.statusCode, res.body).toBe(200);
    const prepared = res.json().data as { fields: { field: string; books: number; prepared: number; difference: number }[]; causes: unknown[] };
    const field = (f: string) => prepared.fields.find((x) => x.field === f)!;
    expect([field('103'), field('008'), field('108'), field('003')].map((f) => [f.field, f.books, f.prepared, f.difference])).toEqual([
      ['103', 12_000_00, 12_000_00, 0],
      ['008', 60_000_00, 60_000_00, 0],
      ['108', 12_000_00, 12_000_00, 0],
      ['003', 0, 0, 0],
    ]);
    expect(prepared.causes).toEqual([]);
  });

  it('the purchase’s storno stornoes its internal invoice on SEF first', async () => {
    const zrn = await expense({ datum: '2026-05-11', eur: 1_000_00, interniObracun: 'foreign' });
    const iri = (await make(zrn)).json().data;
    expect(await sync()).toMatchObject({ sent: 1 });
    await d.storno('doc-zrn', zrn);
    const [onSef] = [...sim.state.sales.values()];
    expect(onSef!.status).toBe('Storno');
    expect((await read(zrn)).sef).toMatchObject({ state: 'sent', sefStatus: 'Storno' });
    // stornoed: nothing to send again
    expect((await d.call('POST', `/v1/sef/send/iri/${iri.id}`)).statusCode).toBe(409);
  });

  it('before April 2026 the individual VAT record carries it: no internal invoice on SEF (422)', async () => {
    const zrn = await expense({ datum: '2026-03-20', eur: 1_000_00, interniObracun: 'foreign' });
    const res = await make(zrn);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ datumPrometa: 'error.iri.before-april-2026' });
    const records = (await d.call('GET', `/v1/sef/vat-records?periodId=${P}&month=3`)).json().data.records;
    expect(records).toMatchObject([{ kind: 'individual', key: `zrn:${zrn}`, documentType: 400, current: { base20: 117_150_00, vat20: 23_430_00 } }]);
  });

  it('bad input: a purchase that is not a reverse charge (422), a draft (409), no such purchase or family (404): nothing sent', async () => {
    const plain = await expense({ datum: '2026-05-12', rsd: 10_000_00, interniObracun: 'none' });
    const res = await make(plain);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ interniObracun: 'error.iri.not-reverse-charge' });
    const draft = await d.create('doc-zrn', { periodId: P, vSubDoc: 'zrn', rbroj: 99, datum: '2026-05-12', datumPrometa: '2026-05-12', komId: domestic, dokBroj: 'D-1', trosakId: cost, interniObracun: 'domestic' });
    await d.item('doc-zrn', draft, { pdvId: vat20, iznos: 1_000_00 });
    expect((await make(draft)).statusCode).toBe(409);
    expect((await d.call('POST', '/v1/internal-invoices/zrn/999999')).statusCode).toBe(404);
    expect((await d.call('POST', `/v1/internal-invoices/prod/${plain}`)).statusCode).toBe(404);
    expect(await sync()).toMatchObject({ sent: 0 });
    expect(uploads()).toHaveLength(0);
    expect(sim.state.sales.size).toBe(0);
  });
});
