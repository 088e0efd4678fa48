import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../../test/harness';
import { documents } from '../../../../test/documents';
import { postVat, type VatPosting } from '../../../ledgers/books';
import { sefOutbox, sefSettings } from '../sef.tables';
import { startSefSimulator, type SefSimulator } from '../simulator/sim-server';

let sim: SefSimulator;
beforeAll(async () => {
  sim = await startSefSimulator();
});
afterAll(async () => {
  await sim.close();
});

const t = useTestApp({ config: () => ({ sefBaseUrl: sim.url, sefRetryMs: 5, sefTimeoutMs: 3000, sefSyncMinutes: 0 }) });
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'b4e2d3c5-6f70-4b8c-9dae-1f2a3b4c5d6e';
const MARCH = { periodId: 2, month: 3 };

/** Writes a document's VAT-book rows as its lock would (the ledger's own writer). */
async function book(vDoc: string, docId: number, docOznaka: string, rows: VatPosting[]) {
  await t.database.db.transaction((tx) => postVat(tx, { companyId: 1, periodId: 2, vDoc, docId, docOznaka, docOpis: '' }, rows));
}

async function client(sifra: string, pib: string, pdv: boolean) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv: `Firma ${sifra}`, naziv: `Firma ${sifra}`, postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isDobavljac: true, ...(pdv ? { isPdvObveznik: true, pib } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

interface Row {
  kind: string;
  key: string;
  number: string;
  partner: string;
  documentType: number | null;
  current: { base20: number; vat20: number; base10: number; vat10: number };
  sent: { base20: number; vat20: number; base10: number; vat10: number; sefId: number; sefStatus: number; version: number; calculationNumber: string } | null;
  action: string;
}
const review = async () => {
  const res = await d.call('GET', `/v1/sef/vat-records?periodId=2&month=3`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.records as Row[];
};
const send = async () => {
  const res = await d.call('POST', '/v1/sef/vat-records', MARCH);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.records as Row[];
};
const vatCalls = () => sim.traffic.calls.filter((c) => c.path.toLowerCase().includes('/vat-recording/'));
const byKey = (rows: Row[], key: string) => rows.find((r) => r.key === key);

let builder: number;
beforeEach(async () => {
  sim.state.reset();
  sim.vat.reset();
  sim.traffic.reset();
  auth = await authHeader(t.database, 'admin@demo.rs');
  expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
  builder = await client('GRAD', '100000024', true);
  const software = await client('INO-SW', '', false);
  // A8: a retail day, 20 % gross 36,000.00 → 30,000.00 + 6,000.00; 10 % gross 11,000.00 → 10,000.00 + 1,000.00
  await book('mp-kasa', 1, 'KASA-1 10.03.2024', [
    { book: 'kir', datum: '2024-03-10', komId: null, dokBroj: 'Kasa 1', stopa: 2000, osnovica: 30_000_00, pdvIznos: 6_000_00 },
    { book: 'kir', datum: '2024-03-10', komId: null, dokBroj: 'Kasa 1', stopa: 1000, osnovica: 10_000_00, pdvIznos: 1_000_00 },
  ]);
  // A6: works under the domestic reverse charge, 600,000.00; our VAT 120,000.00 (internal invoice, 3a.2 / 8b.2)
  await book('ur', 11, 'UR-1/2024', [
    { book: 'kir', datum: '2024-03-15', komId: builder, dokBroj: 'GR-9', stopa: 2000, osnovica: 600_000_00, pdvIznos: 120_000_00, popdv: '3a.2' },
    { book: 'kur', datum: '2024-03-15', komId: builder, dokBroj: 'GR-9', stopa: 2000, osnovica: 600_000_00, pdvIznos: 120_000_00, popdv: '8b.2' },
  ]);
  // A6: a foreign software subscription, EUR 1,000 × 117.20 = 117,200.00; our VAT 23,440.00 (3a.2 / 8g.1)
  await book('ut', 12, 'UT-1/2024', [
    { book: 'kir', datum: '2024-03-20', komId: software, dokBroj: 'SW-1', stopa: 2000, osnovica: 117_200_00, pdvIznos: 23_440_00, popdv: '3a.2' },
    { book: 'kur', datum: '2024-03-20', komId: software, dokBroj: 'SW-1', stopa: 2000, osnovica: 117_200_00, pdvIznos: 23_440_00, popdv: '8g.1' },
  ]);
  // a sale an e-invoice carried to SEF: in no record
  await book('prod', 13, 'IR-1/2024', [{ book: 'kir', datum: '2024-03-12', komId: builder, dokBroj: 'IR-1/2024', stopa: 2000, osnovica: 50_000_00, pdvIznos: 10_000_00 }]);
  await t.database.db.insert(sefOutbox).values({ companyId: 1, vDoc: 'prod', docId: 13, requestId: '0b6c8d7e-1a2b-4c3d-8e9f-a0b1c2d3e4f5', state: 'sent', sefSalesInvoiceId: 777 });
});

describe('VAT records on SEF (evidencija PDV)', () => {
  it('the review lists the summary record per rate and an individual record per internal invoice, to the para', async () => {
    const rows = await review();
    expect(rows.map((r) => [r.kind, r.key, r.action])).toEqual([
      ['group', 'group', 'send'],
      ['individual', 'ur:11', 'send'],
      ['individual', 'ut:12', 'send'],
    ]);
    // exactly the retail day; the e-invoiced sale (50,000.00 + 10,000.00) is not in it
    expect(byKey(rows, 'group')?.current).toEqual({ base20: 30_000_00, vat20: 6_000_00, base10: 10_000_00, vat10: 1_000_00 });
    expect(byKey(rows, 'ur:11')).toMatchObject({ number: 'UR-1/2024', partner: '100000024', documentType: 401, current: { base20: 600_000_00, vat20: 120_000_00, base10: 0, vat10: 0 }, sent: null });
    expect(byKey(rows, 'ut:12')).toMatchObject({ number: 'UT-1/2024', documentType: 400, current: { base20: 117_200_00, vat20: 23_440_00 }, sent: null });
  });

  it('sends each record once with exactly the books’ figures; a second send sends nothing', async () => {
    const after = await send();
    const onSef = [...sim.vat.records.values()];
    expect(onSef).toHaveLength(3);
    const group = onSef.find((r) => r.side === 'group')!;
    expect(group.body).toMatchObject({ year: 2024, vatPeriod: 3, baseAmount20: 30000, calculatedVat20: 6000, baseAmount10: 10000, calculatedVat10: 1000 });
    const internal = onSef.filter((r) => r.side === 'individual').map((r) => r.body);
    expect(internal).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentType: 401, documentDirection: 0, internalInvoiceOption: 1, internalInvoiceNumber: 'UR-1/2024', relatedPartyIdentifier: '100000024', noRealEstateBaseAmount20: 600000, noRealEstateCalculatedVat20: 120000 }),
        expect.objectContaining({ documentType: 400, documentDirection: 0, internalInvoiceNumber: 'UT-1/2024', noRealEstateBaseAmount20: 117200, noRealEstateCalculatedVat20: 23440 }),
      ]),
    );
    expect(after.every((r) => r.action === 'none')).toBe(true);
    expect(byKey(after, 'group')?.sent).toMatchObject({ sefId: group.id, sefStatus: 10, version: 1, base20: 30_000_00, vat20: 6_000_00, base10: 10_000_00, vat10: 1_000_00 });
    const calls = vatCalls().length;
    expect(calls).toBe(3);

    const again = await send();
    expect(vatCalls()).toHaveLength(calls);
    expect(sim.vat.records.size).toBe(3);
    expect(again).toEqual(after);
  });

  it('a later change to the books sends a correction; a document gone from the books cancels its record', async () => {
    await send();
    const first = [...sim.vat.records.values()].find((r) => r.side === 'group')!;
    // a retail invoice to a private person, not for SEF (skipped): in the summary record; 20 % gross 1,200.00
    await book('fak', 14, 'FAK-1/2024', [{ book: 'kir', datum: '2024-03-25', komId: null, dokBroj: 'FAK-1/2024', stopa: 2000, osnovica: 1_000_00, pdvIznos: 200_00 }]);
    await t.database.db.insert(sefOutbox).values({ companyId: 1, vDoc: 'fak', docId: 14, requestId: '1c7d9e8f-2b3c-4d4e-9fa0-b1c2d3e4f506', state: 'skipped' });
    // another register day: 20 % gross 2,400.00 → 2,000.00 + 400.00
    await book('mp-kasa', 2, 'KASA-1 28.03.2024', [{ book: 'kir', datum: '2024-03-28', komId: null, dokBroj: 'Kasa 1', stopa: 2000, osnovica: 2_000_00, pdvIznos: 400_00 }]);
    // the foreign service stornoed
    await book('ut', 12, 'UT-1/2024', [
      { book: 'kir', datum: '2024-03-20', komId: null, dokBroj: 'SW-1', stopa: 2000, osnovica: -117_200_00, pdvIznos: -23_440_00, popdv: '3a.2' },
      { book: 'kur', datum: '2024-03-20', komId: null, dokBroj: 'SW-1', stopa: 2000, osnovica: -117_200_00, pdvIznos: -23_440_00, popdv: '8g.1' },
    ]);
    const rows = await review();
    expect(byKey(rows, 'group')).toMatchObject({ action: 'correct', current: { base20: 33_000_00, vat20: 6_600_00 }, sent: { base20: 30_000_00, vat20: 6_000_00 } });
    expect(byKey(rows, 'ut:12')).toMatchObject({ action: 'cancel', current: { base20: 0, vat20: 0 } });
    expect(byKey(rows, 'ur:11')?.action).toBe('none');

    const after = await send();
    const correction = [...sim.vat.records.values()].find((r) => r.parentId === first.id)!;
    expect(correction.body).toMatchObject({ baseAmount20: 33000, calculatedVat20: 6600, baseAmount10: 10000, calculatedVat10: 1000 });
    expect(sim.vat.records.get(first.id)?.status).toBe(20);
    expect(vatCalls().map((c) => c.path)).toEqual(expect.arrayContaining([`/api/v2/publicApi/vat-recording/group/correction/${first.id}`]));
    expect(byKey(after, 'group')).toMatchObject({ action: 'none', sent: { sefId: correction.id, version: 2, base20: 33_000_00, vat20: 6_600_00 } });
    const foreign = byKey(after, 'ut:12')!;
    expect(foreign).toMatchObject({ action: 'none', sent: { sefStatus: 30 } });
    expect(sim.vat.records.get(foreign.sent!.sefId)?.status).toBe(30);
  });

  it('SEF refusing shows its message and keeps nothing as sent', async () => {
    sim.traffic.addFault({ mode: 'status', status: 400, path: 'vat-recording/group', message: 'Zbirna evidencija za poreski period već postoji.', errorCode: 'GroupVatRecordAlreadyExistsForTaxPeriod' });
    const res = await d.call('POST', '/v1/sef/vat-records', MARCH);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ message: 'error.sef.vat-record-refused', params: { message: 'Zbirna evidencija za poreski period već postoji.' } });
    const rows = await review();
    expect(byKey(rows, 'group')).toMatchObject({ action: 'send', sent: null });
    expect(sim.vat.records.size).toBe(0);
    // the next send, SEF willing, sends all three
    await send();
    expect(sim.vat.records.size).toBe(3);
  });

  it('a month outside the period, 422; a send without a key, 409', async () => {
    expect((await d.call('GET', '/v1/sef/vat-records?periodId=2&month=13')).statusCode).toBe(422);
    await t.database.db.delete(sefSettings);
    const res = await d.call('POST', '/v1/sef/vat-records', MARCH);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('error.sef.no-key');
    expect(vatCalls()).toHaveLength(0);
  });
});
