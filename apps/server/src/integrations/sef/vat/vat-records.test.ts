import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../../../test/harness';
import { useSefTestApp } from '../../../../test/sef-test-app';
import { documents, goodsSetup } from '../../../../test/documents';
import { exchangeRates } from '../../../platform/db/schema';
import { sefSettings } from '../sef.tables';

const { t, sim } = useSefTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
const KEY = 'b4e2d3c5-6f70-4b8c-9dae-1f2a3b4c5d6e';
const MARCH = { periodId: 2, month: 3 };

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
let A: number;
let MP: number;
let pos: number;
let foreignService: number;
let works: number;
const WORKS = () => `zrn:${works}`;
const SUBSCRIPTION = () => `zrn:${foreignService}`;
const label = async (id: number) => (await d.read('doc-zrn', id)).oznaka as string;
let rbrojFis = 0;

/** A locked register receipt on `datum`: A (20 %) at 360.00 and B (10 %) at 110.00, `a` and `b` pieces (thousandths). */
async function receipt(datum: string, items: { artId: number; kolicina: number; prodCena: number }[]) {
  const id = await d.create('doc-fis', { vSubDoc: 'fis', rbroj: ++rbrojFis, datum, posId: pos, fisPlacanje: 3, fisRbroj: `AB12CD34-AB12CD34-${rbrojFis}` });
  for (const item of items) await d.item('doc-fis', id, item);
  await d.lock('doc-fis', id);
  return id;
}

beforeEach(async () => {
  sim.state.reset();
  sim.vat.reset();
  sim.traffic.reset();
  rbrojFis = 0;
  auth = await authHeader(t.database, 'admin@demo.rs');
  expect((await d.call('PUT', '/v1/sef/settings', { apiKey: KEY })).statusCode).toBe(204);
  const setup = await goodsSetup(d);
  MP = setup.MP;
  builder = await client('GRAD', '100000024', true);
  const software = await client('INO-SW', '', false);
  pos = (await d.call('GET', '/v1/pos-main')).json().data[0].id;
  A = await d.article('roba', 'A', 2000);
  const B = await d.article('roba', 'B', 1000);
  const cost = await d.costItem('Usluge', 'Softver');
  const vat20 = await d.vatRate(2000);
  // stock in the shop: 1,000 pieces of each into VP, 200 moved to the shop at 360.00 and 110.00 with VAT
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: setup.VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 1_000_000, nabCena: 200_00, prodCena: 300_00 });
  await d.item('doc-psr', psr, { artId: B, kolicina: 1_000_000, nabCena: 80_00, prodCena: 100_00 });
  await d.lock('doc-psr', psr);
  const int = await d.create('doc-int', { vSubDoc: 'vp-mp', rbroj: 1, datum: '2024-02-01', magOutId: setup.VP, magInId: MP });
  await d.item('doc-int', int, { artId: A, kolicina: 200_000, outCena: 200_00, inCena: 360_00 });
  await d.item('doc-int', int, { artId: B, kolicina: 200_000, outCena: 80_00, inCena: 110_00 });
  await d.lock('doc-int', int);

  // A8: a retail day, 20 % gross 36,000.00 → 30,000.00 + 6,000.00; 10 % gross 11,000.00 → 10,000.00 + 1,000.00
  await receipt('2024-03-10', [
    { artId: A, kolicina: 100_000, prodCena: 360_00 },
    { artId: B, kolicina: 100_000, prodCena: 110_00 },
  ]);
  // A6: works of 600,000.00 bought under the domestic reverse charge: our VAT 120,000.00 (KIR 3a.2, KUR 8b.2)
  works = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-15', komId: builder, dokBroj: 'GR-12', trosakId: cost, interniObracun: 'domestic' });
  await d.item('doc-zrn', works, { pdvId: vat20, iznos: 600_000_00 });
  await d.lock('doc-zrn', works);
  // A6: a foreign subscription, EUR 1,000 × 117.20 = 117,200.00: our VAT 23,440.00 (KIR 3a.2, KUR 8g.1)
  await t.database.db.insert(exchangeRates).values({ companyId: 1, valuta: 'EUR', datum: '2024-03-10', kurs: 117_200_000 });
  foreignService = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 2, datum: '2024-03-11', datumPrometa: '2024-03-10', komId: software, dokBroj: 'SUB-03', trosakId: cost, valuta: 'EUR', interniObracun: 'foreign' });
  await d.item('doc-zrn', foreignService, { pdvId: vat20, iznos: 1_000_00 });
  await d.lock('doc-zrn', foreignService);
  // a wholesale invoice to a buyer on SEF: its e-invoice carries it (queued by the lock), so it is in no record
  const sale = await d.create('doc-prod', { vSubDoc: 'vp', rbroj: 1, datum: '2024-03-12', magId: setup.VP, komId: setup.buyer, datumDospeca: '2024-04-11', datumIsporuke: '2024-03-12', datumPrometa: '2024-03-12', xmlUpload: 'none' });
  await d.item('doc-prod', sale, { artId: A, kolicina: 10_000, prodCena: 300_00 });
  await d.lock('doc-prod', sale);
  expect((await d.get(`/v1/sef/status/prod/${sale}`)).data.state).toBe('queued');
});

describe('VAT records on SEF (evidencija PDV)', () => {
  it('the review lists the summary record per rate and an individual record per internal invoice, to the para', async () => {
    const rows = await review();
    expect(rows.map((r) => [r.kind, r.key, r.action])).toEqual([
      ['group', 'group', 'send'],
      ['individual', WORKS(), 'send'],
      ['individual', SUBSCRIPTION(), 'send'],
    ]);
    // exactly the retail day; the e-invoiced sale (3,000.00 + 600.00) is not in it
    expect(byKey(rows, 'group')?.current).toEqual({ base20: 30_000_00, vat20: 6_000_00, base10: 10_000_00, vat10: 1_000_00 });
    expect(byKey(rows, WORKS())).toMatchObject({ number: await label(works), partner: '100000024', documentType: 401, current: { base20: 600_000_00, vat20: 120_000_00, base10: 0, vat10: 0 }, sent: null });
    expect(byKey(rows, SUBSCRIPTION())).toMatchObject({ number: await label(foreignService), documentType: 400, current: { base20: 117_200_00, vat20: 23_440_00 }, sent: null });
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
        expect.objectContaining({ documentType: 401, documentDirection: 0, internalInvoiceOption: 1, internalInvoiceNumber: await label(works), relatedPartyIdentifier: '100000024', noRealEstateBaseAmount20: 600000, noRealEstateCalculatedVat20: 120000 }),
        expect.objectContaining({ documentType: 400, documentDirection: 0, internalInvoiceNumber: await label(foreignService), noRealEstateBaseAmount20: 117200, noRealEstateCalculatedVat20: 23440 }),
      ]),
    );
    expect(after.every((r) => r.action === 'none')).toBe(true);
    expect(byKey(after, 'group')?.sent).toMatchObject({ sefId: group.id, sefStatus: 10, version: 1, base20: 30_000_00, vat20: 6_000_00, base10: 10_000_00, vat10: 1_000_00 });
    const calls = vatCalls().length;
    expect(calls).toBe(3);

    // the simulator's page lists them
    const pageHtml = await (await fetch(`${sim.url}/`)).text();
    expect(pageHtml).toContain('ZB-2024-03-group-v1');
    expect(pageHtml).toContain('30000 / 6000');

    const again = await send();
    expect(vatCalls()).toHaveLength(calls);
    expect(sim.vat.records.size).toBe(3);
    expect(again).toEqual(after);
  });

  it('a later change to the books sends a correction; a document gone from the books cancels its record', async () => {
    await send();
    const first = [...sim.vat.records.values()].find((r) => r.side === 'group')!;
    // another register day: 20 % gross 3,600.00 → 3,000.00 + 600.00
    await receipt('2024-03-28', [{ artId: A, kolicina: 10_000, prodCena: 360_00 }]);
    // the foreign subscription stornoed
    await d.storno('doc-zrn', foreignService);
    const rows = await review();
    expect(byKey(rows, 'group')).toMatchObject({ action: 'correct', current: { base20: 33_000_00, vat20: 6_600_00 }, sent: { base20: 30_000_00, vat20: 6_000_00 } });
    expect(byKey(rows, SUBSCRIPTION())).toMatchObject({ action: 'cancel', current: { base20: 0, vat20: 0 } });
    expect(byKey(rows, WORKS())?.action).toBe('none');

    const after = await send();
    const correction = [...sim.vat.records.values()].find((r) => r.parentId === first.id)!;
    expect(correction.body).toMatchObject({ baseAmount20: 33000, calculatedVat20: 6600, baseAmount10: 10000, calculatedVat10: 1000 });
    expect(sim.vat.records.get(first.id)?.status).toBe(20);
    expect(vatCalls().map((c) => c.path)).toEqual(expect.arrayContaining([`/api/v2/publicApi/vat-recording/group/correction/${first.id}`]));
    expect(byKey(after, 'group')).toMatchObject({ action: 'none', sent: { sefId: correction.id, version: 2, base20: 33_000_00, vat20: 6_600_00 } });
    const foreign = byKey(after, SUBSCRIPTION())!;
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

  it('a send whose answer was lost is not made twice: the next send finds the record by its calculation number', async () => {
    sim.traffic.addFault({ mode: 'drop-answer', path: 'vat-recording/group' });
    const lost = await d.call('POST', '/v1/sef/vat-records', MARCH);
    expect(lost.statusCode, lost.body).toBe(409);
    expect(lost.json().message).toBe('error.sef.network');
    // SEF made the summary record; the books do not know it yet
    expect([...sim.vat.records.values()].map((r) => r.side)).toEqual(['group']);
    expect(byKey(await review(), 'group')).toMatchObject({ action: 'send', sent: null });

    const after = await send();
    const groups = [...sim.vat.records.values()].filter((r) => r.side === 'group');
    expect(groups).toHaveLength(1);
    expect(sim.vat.records.size).toBe(3);
    expect(byKey(after, 'group')).toMatchObject({ action: 'none', sent: { sefId: groups[0]!.id, sefStatus: 10, version: 1, vat20: 6_000_00, vat10: 1_000_00 } });
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
