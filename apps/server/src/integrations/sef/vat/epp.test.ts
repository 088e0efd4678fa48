import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../../test/harness';
import { useSefTestApp } from '../../../../test/sef-test-app';
import { documents, goodsSetup } from '../../../../test/documents';
import { companies, exchangeRates, periods } from '../../../platform/db/schema';
import { sefEppRecord } from './vat-record.tables';

// EPP_BASE_URL unset: the EPP is beside SEF_BASE_URL, the simulator serving both
const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'b4e2d3c5-6f70-4b8c-9dae-1f2a3b4c5d6e';
const MARCH = { periodId: 2, vatPeriod: 3 };
const PATH = '/api/v1/public-api/vat-deduction-record';

interface Figure {
  block: string;
  line: string | null;
  rate: number | null;
  column: string;
  base: number;
  vat: number;
  deduction: number;
}
interface Epp {
  year: number;
  vatPeriod: number;
  range: number;
  dateFrom: string;
  dateTo: string;
  figures: Figure[];
  sent: { id: number; sefId: number; sefStatus: number; parentSefId: number | null; number: string; version: number; figures: Figure[] } | null;
  action: string;
}

const review = async (query = 'periodId=2&vatPeriod=3') => {
  const res = await d.call('GET', `/v1/sef/vat-deduction-records?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Epp;
};
const send = async () => {
  const res = await d.call('POST', '/v1/sef/vat-deduction-records', MARCH);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Epp;
};
const correct = async (id: number) => {
  const res = await d.call('POST', `/v1/sef/vat-deduction-records/${id}/correction`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Epp;
};
const eppCalls = () => sim.traffic.calls.filter((c) => c.path.toLowerCase().startsWith(PATH));
const eppPosts = () => eppCalls().filter((c) => c.method === 'POST');

async function client(sifra: string, extra: Record<string, unknown>) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv: `Firma ${sifra}`, naziv: `Firma ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isDobavljac: true, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

let supplier: number;
let cost: number;
let vat10: number;
let rbrojZrn = 0;

/** A locked expense invoice of `supplier` on `datum`, bases per rate. */
async function purchase(datum: string, lines: [number, number][], extra: Record<string, unknown> = {}) {
  const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: ++rbrojZrn, datum, komId: supplier, dokBroj: `F-${rbrojZrn}`, trosakId: cost, ...extra });
  for (const [pdvId, iznos] of lines) await d.item('doc-zrn', id, { pdvId, iznos });
  await d.lock('doc-zrn', id);
  return id;
}

/** The figures of March as this file's books make them (hundredths). */
const MARCH_FIGURES: Figure[] = [
  // the ordinary purchase, 100,000.00 at 20 % and 50,000.00 at 10 % (8a.2)
  { block: 'TurnoverAsSupplier', line: 'TurnoverExceptForTransferOfTheRight', rate: 20, column: 'Invoice', base: 100_000_00, vat: 20_000_00, deduction: 20_000_00 },
  { block: 'TurnoverAsSupplier', line: 'TurnoverExceptForTransferOfTheRight', rate: 10, column: 'Invoice', base: 50_000_00, vat: 5_000_00, deduction: 5_000_00 },
  // the supplier's credit note of 10,000.00 at 20 % (8a.5)
  { block: 'TurnoverAsSupplier', line: 'DecreaseOfBaseIeVat', rate: 20, column: 'Invoice', base: -10_000_00, vat: -2_000_00, deduction: -2_000_00 },
  // works of 600,000.00 under the domestic reverse charge (8b.2)
  { block: 'TurnoverAsRecipient', line: 'TurnoverExceptForTransferOfTheRight', rate: 20, column: 'InternalInvoiceVatPayer', base: 600_000_00, vat: 120_000_00, deduction: 120_000_00 },
  // the customs declaration, base 1,260,600.00 (6.2.1)
  { block: 'VatForImport', line: null, rate: 20, column: 'Total', base: 1_260_600_00, vat: 252_120_00, deduction: 252_120_00 },
];

beforeEach(async () => {
  sim.state.reset();
  sim.epp.reset();
  sim.traffic.reset();
  rbrojZrn = 0;
  auth = await authHeader(t.database, 'admin@demo.rs');
  expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
  const { VP } = await goodsSetup(d);
  supplier = await client('DOB', { isPdvObveznik: true, pib: '100000024' });
  const foreignSupplier = await client('INO-F', {});
  cost = await d.costItem('Usluge', 'Razno');
  const vat20 = await d.vatRate(2000);
  vat10 = await d.vatRate(1000);
  const goods = await d.article('roba', 'UVZ', 2000);

  const ordinary = await purchase('2024-03-05', [
    [vat20, 100_000_00],
    [vat10, 50_000_00],
  ]);
  // the supplier's credit note on it
  const note = await d.call('POST', '/v1/doc-knod', { periodId: 2, vSubDoc: 'knod-potrazuje', rbroj: 1, datum: '2024-03-20', komId: supplier, osnov: 'Popust', saPdv: true, fakture: [{ vDoc: 'zrn', docId: ordinary }], dokBroj: 'KO-55/24' });
  expect(note.statusCode, note.body).toBe(201);
  await d.item('doc-knod', note.json().id, { pdvId: vat20, iznos: 10_000_00 });
  await d.lock('doc-knod', note.json().id);
  // works under the domestic reverse charge
  await purchase('2024-03-15', [[vat20, 600_000_00]], { interniObracun: 'domestic' });
  // an import of EUR 10,000 and its customs declaration
  await t.database.db.insert(exchangeRates).values(['2024-03-05', '2024-03-08', '2024-03-10', '2024-03-12'].map((datum) => ({ companyId: 1, valuta: 'EUR', datum, kurs: 117_200_000 })));
  const ur = await d.create('doc-ur', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-12', magId: VP, komId: foreignSupplier, dokBroj: 'INV-77', dokDatum: '2024-03-05', datumPrometa: '2024-03-10', valuta: 'EUR' });
  await d.item('doc-ur', ur, { artId: goods, kolicina: 1_000_000, fakCena: 10_00, prodCena: 1_500_00 });
  await d.lock('doc-ur', ur);
  const jci = await d.create('doc-jci', { vSubDoc: 'jci', rbroj: 1, datum: '2024-03-10', urId: ur, dokBroj: 'C-4411' });
  await d.item('doc-jci', jci, { pdvId: vat20, iznos: 1_260_600_00 });
  await d.lock('doc-jci', jci);
});

describe('the input-VAT record on SEF (EPP)', () => {
  it('the preview puts the month’s KUR into the record’s blocks, per rate, to the para', async () => {
    const epp = await review();
    expect(epp).toMatchObject({ year: 2024, vatPeriod: 3, range: 1, dateFrom: '2024-03-01', dateTo: '2024-03-31', sent: null, action: 'send' });
    expect(epp.figures).toEqual(MARCH_FIGURES);
    // the first quarter holds March's figures (nothing else was booked)
    expect((await review('periodId=2&vatPeriod=13')).figures).toEqual(MARCH_FIGURES);
    expect((await review('periodId=2&vatPeriod=13')).range).toBe(4);
    expect((await review('periodId=2&vatPeriod=2')).figures).toEqual([]);
  });

  it('sends the record once with exactly those figures; a second send is refused and sends nothing', async () => {
    const after = await send();
    const onSef = [...sim.epp.records.values()];
    expect(onSef).toHaveLength(1);
    const body = onSef[0]!.body;
    expect(body).toMatchObject({ VatDeductionRecordNumber: 'EPP-2024-03-v1', TaxId: '101134702', Year: 2024, VatPeriodRange: 1, VatPeriod: 3 });
    expect(body).toMatchObject({
      TurnoverAsSupplier: {
        TurnoverExceptForTransferOfTheRight: {
          TurnoverAtRateOf20Percent: { Invoice_Base: 100000, Invoice_Vat: 20000, FiscalInvoice_Base: 0, OtherInvoice_Vat: 0, Total_Base: 100000, Total_Vat: 20000, Deduction_Vat: 20000 },
          TurnoverAtRateOf10Percent: { Invoice_Base: 50000, Invoice_Vat: 5000, Total_Base: 50000, Total_Vat: 5000, Deduction_Vat: 5000 },
        },
        DecreaseOfBaseIeVat: { TurnoverAtRateOf20Percent: { Invoice_Base: -10000, Invoice_Vat: -2000, Deduction_Vat: -2000 } },
        FeePaidBeforeTurnoverIePrepayment: { TurnoverAtRateOf20Percent: { Total_Base: 0, Total_Vat: 0, Deduction_Vat: 0 } },
      },
      TurnoverAsRecipient: {
        TurnoverExceptForTransferOfTheRight: {
          TurnoverAtRateOf20Percent: { InternalInvoiceVatPayer_Base: 600000, InternalInvoiceVatPayer_Vat: 120000, InternalInvoiceForeigner_Base: 0, InternalInvoiceForeigner_Vat: 0, Total_Base: 600000, Total_Vat: 120000, Deduction_Vat: 120000 },
        },
      },
      VatForImport: { TurnoverAtRateOf20Percent: { Total_Base: 1260600, Total_Vat: 252120, Deduction_Vat: 252120 }, TurnoverAtRateOf10Percent: { Total_Base: 0, Total_Vat: 0, Deduction_Vat: 0 } },
      VatPaidToFarmer: { Total_Base: 0, Total_Vat: 0, Deduction_Vat: 0 },
    });
    expect(sim.traffic.calls.find((c) => c.path === PATH)?.apiKey).toBe(KEY);
    expect(after).toMatchObject({ action: 'none', sent: { sefId: onSef[0]!.id, sefStatus: 20, parentSefId: null, number: 'EPP-2024-03-v1', version: 1, figures: MARCH_FIGURES } });
    // the simulator's page lists it with its deductible VAT (20,000 + 5,000 − 2,000 + 120,000 + 252,120)
    expect(await (await fetch(`${sim.url}/`)).text()).toContain('<td>395120</td>');

    const again = await d.call('POST', '/v1/sef/vat-deduction-records', MARCH);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('error.sef.epp-already-sent');
    expect(eppPosts()).toHaveLength(1);
    expect(sim.epp.records.size).toBe(1);
  });

  it('a correction the same day edits the record in place; a later day’s makes a new one over it (ParentId), the old one Corrected', async () => {
    const first = (await send()).sent!;
    const unchanged = await d.call('POST', `/v1/sef/vat-deduction-records/${first.id}/correction`);
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json().message).toBe('error.sef.epp-unchanged');

    // another purchase at 10 %: 20,000.00 + 2,000.00
    await purchase('2024-03-25', [[vat10, 20_000_00]]);
    const before = await review();
    expect(before.action).toBe('correct');
    expect(before.figures[1]).toMatchObject({ rate: 10, base: 70_000_00, vat: 7_000_00, deduction: 7_000_00 });
    const sameDay = await correct(first.id);
    expect(sameDay).toMatchObject({ action: 'none', sent: { id: first.id, sefId: first.sefId, sefStatus: 20, parentSefId: null, number: 'EPP-2024-03-v2', version: 2 } });
    expect(sim.epp.records.size).toBe(1);
    const inPlace = sim.epp.records.get(first.sefId)!;
    expect(inPlace.body).toMatchObject({ VatDeductionRecordNumber: 'EPP-2024-03-v2', TurnoverAsSupplier: { TurnoverExceptForTransferOfTheRight: { TurnoverAtRateOf10Percent: { Invoice_Base: 70000, Invoice_Vat: 7000, Deduction_Vat: 7000 } } } });
    expect(eppPosts().map((c) => c.path)).toEqual([PATH, `${PATH}/${first.sefId}`]);

    // the next day: another 10,000.00 + 1,000.00 at 10 %
    sim.state.dayOffset = 1;
    await purchase('2024-03-26', [[vat10, 10_000_00]]);
    const later = await correct(first.id);
    const replacement = [...sim.epp.records.values()].find((r) => r.parentId === first.sefId)!;
    expect(replacement).toMatchObject({ status: 20, body: { VatDeductionRecordNumber: 'EPP-2024-03-v3', TurnoverAsSupplier: { TurnoverExceptForTransferOfTheRight: { TurnoverAtRateOf10Percent: { Invoice_Base: 80000, Invoice_Vat: 8000 } } } } });
    expect(sim.epp.records.get(first.sefId)?.status).toBe(30);
    expect(later).toMatchObject({ action: 'none', sent: { id: first.id, sefId: replacement.id, sefStatus: 20, parentSefId: first.sefId, version: 3 } });
    // reading it again from SEF keeps its status
    const read = await d.call('GET', `/v1/sef/vat-deduction-records/${first.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.sent).toMatchObject({ sefId: replacement.id, sefStatus: 20 });
  });

  it('a record SEF no longer holds as Recorded is not corrected', async () => {
    const first = (await send()).sent!;
    sim.epp.records.get(first.sefId)!.status = 30;
    await d.call('GET', `/v1/sef/vat-deduction-records/${first.id}`);
    await purchase('2024-03-25', [[vat10, 20_000_00]]);
    const res = await d.call('POST', `/v1/sef/vat-deduction-records/${first.id}/correction`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('error.sef.epp-not-recorded');
    expect(eppPosts()).toHaveLength(1);
  });

  it('bad input: a VAT period outside the book period or past 16, another company’s period or record, a malformed id', async () => {
    // a period of the company holding January to March 2025 only
    const [short] = await t.database.db.insert(periods).values({ companyId: 1, title: '2025 Q1', startDate: '2025-01-01', endDate: '2025-03-31' }).returning();
    const outside = await d.call('GET', `/v1/sef/vat-deduction-records?periodId=${short!.id}&vatPeriod=4`);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors).toEqual({ vatPeriod: 'error.sef.vat-month-outside-period' });
    expect((await d.call('POST', '/v1/sef/vat-deduction-records', { periodId: short!.id, vatPeriod: 15 })).statusCode).toBe(422);
    expect((await d.call('GET', '/v1/sef/vat-deduction-records?periodId=2&vatPeriod=17')).statusCode).toBe(422);
    expect((await d.call('POST', '/v1/sef/vat-deduction-records', { periodId: 2, vatPeriod: 0 })).statusCode).toBe(422);
    expect((await d.call('POST', '/v1/sef/vat-deduction-records', { periodId: 2, vatPeriod: 3, extra: 1 })).statusCode).toBe(422);

    const [other] = await t.database.db.insert(companies).values({ naziv: 'Druga', pib: '100000008', maticniBroj: '10000009' }).returning();
    const [otherPeriod] = await t.database.db.insert(periods).values({ companyId: other!.id, title: '2024', startDate: '2024-01-01', endDate: '2024-12-31' }).returning();
    expect((await d.call('GET', `/v1/sef/vat-deduction-records?periodId=${otherPeriod!.id}&vatPeriod=3`)).statusCode).toBe(404);
    const [foreign] = await t.database.db
      .insert(sefEppRecord)
      .values({ companyId: other!.id, periodId: otherPeriod!.id, year: 2024, vatPeriod: 3, number: 'EPP-2024-03-v1', sefId: 9999, sefStatus: 20, figures: [] })
      .returning();
    expect((await d.call('GET', `/v1/sef/vat-deduction-records/${foreign!.id}`)).statusCode).toBe(404);
    expect((await d.call('POST', `/v1/sef/vat-deduction-records/${foreign!.id}/correction`)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1e3', '99999999999'])
      expect([id, (await d.call('POST', `/v1/sef/vat-deduction-records/${id}/correction`)).statusCode]).toEqual([id, 404]);
    expect(eppCalls()).toHaveLength(0);
  });

  it('SEF down: a clear message to try again, nothing kept; the next send makes the record once', async () => {
    sim.traffic.addFault({ mode: 'status', status: 503, path: 'vat-deduction-record', times: 8 });
    const down = await d.call('POST', '/v1/sef/vat-deduction-records', MARCH);
    expect(down.statusCode, down.body).toBe(409);
    expect(down.json().message).toBe('error.sef.epp-unavailable');
    expect(sim.epp.records.size).toBe(0);
    expect((await review()).sent).toBeNull();
    // the create is not repeated (it carries no requestId): one POST, then the look-up by number
    expect(eppPosts()).toHaveLength(1);
    sim.traffic.reset();

    await send();
    expect(sim.epp.records.size).toBe(1);
  });

  it('a create whose answer was lost is found by its number: kept once, SEF holds it once', async () => {
    sim.traffic.addFault({ mode: 'drop-answer', path: PATH });
    const after = await send();
    expect(sim.epp.records.size).toBe(1);
    const made = [...sim.epp.records.values()][0]!;
    expect(after).toMatchObject({ action: 'none', sent: { sefId: made.id, sefStatus: 20, number: 'EPP-2024-03-v1' } });
    expect(eppPosts()).toHaveLength(1);
  });

  it('SEF refusing shows its message and keeps nothing; no key, 409', async () => {
    sim.traffic.addFault({ mode: 'status', status: 400, path: PATH, message: 'Evidencija za period već postoji.', errorCode: 'VatDeductionRecordAlreadyExistsForPeriod' });
    const res = await d.call('POST', '/v1/sef/vat-deduction-records', MARCH);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: 'error.sef.vat-record-refused', params: { message: 'Evidencija za period već postoji.' } });
    expect((await review()).sent).toBeNull();
    await t.database.db.delete((await import('../sef.tables')).sefSettings);
    const noKey = await d.call('POST', '/v1/sef/vat-deduction-records', MARCH);
    expect(noKey.statusCode).toBe(409);
    expect(noKey.json().message).toBe('error.sef.no-key');
  });
});
