import { beforeEach, describe, expect, it } from 'vitest';
import { companies, exchangeRates } from '../platform/db/schema';
import { authHeader, useTestApp } from '../../test/harness';
import { journalEntries, journalEntry } from '../../test/gl-entries';
import { documents, goodsSetup } from '../../test/documents';

/**
 * Sales posted (docs/decisions.md#posting-schemes) by the article's kind (goods 604/605, services and
 * products 614/615) and parties by the client's country (customers abroad 205, suppliers abroad
 * 436), by the default schemes' third version. Every entry asserted line by line; then the trial
 * balance, gl-verify (each client's 204/205/435/436 against the client ledger) and a storno.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number, buyer: number, A: number, W: number;
/** a buyer in Austria, a supplier in Germany, a partner in Slovenia that buys from us and sells to us */
let B: number, FS: number, X: number;
let rbroj = 0;

async function client(sifra: string, extra: Record<string, unknown>) {
  const res = await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra, intNaziv: `Firma ${sifra}`, naziv: `Firma ${sifra}`, postcode: '1010', mesto: 'Wien', adresa: 'Ring 1', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeEach(async () => {
  rbroj = 0;
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, buyer } = await goodsSetup(d));
  A = await d.article('roba', 'K34-A', 2000);
  W = await d.article('usluga', 'K34-W', 2000);
  B = await client('K34-B', { drzava: 'AT', inoPdvBroj: 'ATU12345678', isKupac: true });
  FS = await client('K34-FS', { drzava: 'DE', isDobavljac: true });
  X = await client('K34-X', { drzava: 'SI', isKupac: true, isDobavljac: true });
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).orderBy(companies.id).limit(1);
  // the NBS middle rate of 3 July 2024: 117.2000 dinars per euro
  await t.database.db.insert(exchangeRates).values({ companyId: company!.id, valuta: 'EUR', datum: '2024-07-03', kurs: 117_200_000, izvor: 'manual' });
  // 200 pieces of A in stock at 3,000.00
  const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-01', magId: VP });
  await d.item('doc-psr', psr, { artId: A, kolicina: 200_000, nabCena: 3_000_00, prodCena: 4_000_00 });
  await d.lock('doc-psr', psr);
});


const entries = (vDoc: string, docId: number, status: 'posted' | 'reversal' = 'posted') => journalEntries(t.database.db, vDoc, docId, status);
const entry = (vDoc: string, docId: number, status: 'posted' | 'reversal' = 'posted') => journalEntry(t.database.db, vDoc, docId, status);

async function lockNew(resource: string, header: Record<string, unknown>, items: Record<string, unknown>[]) {
  const id = await d.create(resource, header);
  for (const item of items) await d.item(resource, id, item);
  await d.lock(resource, id);
  return id;
}

const sale = (vSubDoc: 'vp' | 'usluga', datum: string, komId: number, extra: Record<string, unknown> = {}) => ({
  vSubDoc,
  rbroj: ++rbroj,
  datum,
  magId: vSubDoc === 'usluga' ? null : VP,
  komId,
  datumDospeca: datum,
  datumIsporuke: datum,
  datumPrometa: datum,
  ...extra,
});

const trialBalance = async () => (await d.get('/v1/rpt-gl/bruto-bilans?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31')).data;
/** An account's balance in the trial balance, debit − credit. */
const balanceOf = (tb: { rows: { konto: string; saldoDuguje: number; saldoPotrazuje: number }[] }, konto: string) => {
  const row = tb.rows.find((r) => r.konto === konto);
  return row ? row.saldoDuguje - row.saldoPotrazuje : 0;
};
const glVerify = async () => (await d.get('/v1/audit/gl-verify?periodId=2')).data;
const stanje = async (komId: number) =>
  ((await d.get('/v1/rpt-kom/stanje?periodId=2&datum=2024-12-31&perPage=200')).data as { id: number; stanje: number }[]).find((c) => c.id === komId)?.stanje;

describe('sales by the article’s kind and parties by the client’s country', () => {
  it('posts a services invoice to 614, an export of goods to 205/605, of services to 615, a foreign supplier to 436; the books agree and a storno reverses exactly', async () => {
    // a services invoice at home: 999.98 + 20 % (199.996 → 200.00) = 1,199.98: D204 / P614 · P470 (was P604)
    const services = await lockNew('doc-prod', sale('usluga', '2024-07-01', buyer), [{ artId: W, kolicina: 1_000, prodCena: 999_98 }]);
    expect(await entry('prod', services)).toEqual([
      ['204', buyer, 1_199_98, 0],
      ['614', null, 0, 999_98],
      ['470', null, 0, 200_00],
    ]);

    // an export of goods in EUR to the buyer in Austria: 100 × EUR 50.00 × 117.20 = 586,000.00, no VAT (Z);
    // D205 / P605, and the goods at cost 100 × 3,000.00 = 300,000.00 (D501 / P1320)
    const exportGoods = await lockNew('doc-prod', sale('vp', '2024-07-03', B, { valuta: 'EUR', kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' }), [
      { artId: A, kolicina: 100_000, prodCena: 50_00 },
    ]);
    expect(await entry('prod', exportGoods)).toEqual([
      ['205', B, 586_000_00, 0],
      ['605', null, 0, 586_000_00],
      ['1320', null, 0, 300_000_00],
      ['501', null, 300_000_00, 0],
    ]);

    // a service to the same buyer in EUR: EUR 1,234.56 × 117.20 = 144,690.43 (144,690.432): D205 / P615
    const exportService = await lockNew('doc-prod', sale('usluga', '2024-07-03', B, { valuta: 'EUR', kategorija: 'Z', izuzece: 'PDV-RS-24-1-16-1' }), [
      { artId: W, kolicina: 1_000, prodCena: 1_234_56 },
    ]);
    expect(await entry('prod', exportService)).toEqual([
      ['205', B, 144_690_43, 0],
      ['615', null, 0, 144_690_43],
    ]);

    // the German supplier's invoice in EUR: 20 × EUR 100.00 × 117.20 = 234,400.00 at cost, no VAT on it (import): D1320 / P436
    const purchase = await lockNew(
      'doc-ur',
      { vSubDoc: 'vp', rbroj: ++rbroj, datum: '2024-07-03', magId: VP, komId: FS, dokBroj: 'RE-2024-1', dokDatum: '2024-07-03', datumPrometa: '2024-07-03', valuta: 'EUR' },
      [{ artId: A, kolicina: 20_000, fakCena: 100_00, rabat1: 0, prodCena: 15_000_00 }],
    );
    // received on the export's day, it comes before that day's issue: the 100 pieces sold cost the new
    // average, (600,000.00 + 234,400.00) / 220 = 3,792.7273 → 379,272.73, 79,272.73 more (P1320 / D501,
    // the purchase's second entry, dated as the sale)
    expect(await entries('ur', purchase)).toEqual([
      [
        ['1320', null, 234_400_00, 0],
        ['436', FS, 0, 234_400_00],
      ],
      [
        ['1320', null, 0, 79_272_73],
        ['501', null, 79_272_73, 0],
      ],
    ]);

    // the partner in Slovenia: our services of 10,000.00 (Z, in dinars) and his goods of 5,000.00 + 1,000.00 VAT
    const toX = await lockNew('doc-prod', sale('usluga', '2024-07-05', X, { kategorija: 'Z', izuzece: 'PDV-RS-24-1-16-1' }), [{ artId: W, kolicina: 1_000, prodCena: 10_000_00 }]);
    expect(await entry('prod', toX)).toEqual([
      ['205', X, 10_000_00, 0],
      ['615', null, 0, 10_000_00],
    ]);
    const fromX = await lockNew(
      'doc-ur',
      { vSubDoc: 'vp', rbroj: ++rbroj, datum: '2024-07-05', magId: VP, komId: X, dokBroj: 'SI-7', dokDatum: '2024-07-05', dokDpo: '2024-07-05' },
      [{ artId: A, kolicina: 5_000, fakCena: 1_000_00, rabat1: 0, prodCena: 4_000_00 }],
    );
    expect(await entry('ur', fromX)).toEqual([
      ['1320', null, 5_000_00, 0],
      ['270', null, 1_000_00, 0],
      ['436', X, 0, 6_000_00],
    ]);
    // the offset of 6,000.00 between them: D436 / P205 (at home D435 / P204)
    const kmp = await d.create('doc-kmp', { vSubDoc: 'kmp', rbroj: ++rbroj, datum: '2024-07-20', komId: X, iznos: 6_000_00 });
    await d.item('doc-kmp', kmp, { dokVDoc: 'prod', dokId: toX });
    await d.item('doc-kmp', kmp, { dokVDoc: 'ur', dokId: fromX });
    await d.lock('doc-kmp', kmp);
    expect(await entry('kmp', kmp)).toEqual([
      ['436', X, 6_000_00, 0],
      ['205', X, 0, 6_000_00],
    ]);

    // we pay the German supplier from the dinar account: D436 / P241
    const statement = await lockNew('doc-trn', { vSubDoc: 'izvod', rbroj: ++rbroj, datum: '2024-07-25', trnId: (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id }, [
      { vNalog: 'isplata', komId: FS, isplata: 100_000_00 },
    ]);
    expect(await entry('trn', statement)).toEqual([
      ['241', null, 0, 100_000_00],
      ['436', FS, 100_000_00, 0],
    ]);

    // the trial balance: sales split by kind and market, customers and suppliers by country
    let tb = await trialBalance();
    expect(['604', '605', '614', '615'].map((k) => balanceOf(tb, k))).toEqual([0, -586_000_00, -999_98, -(144_690_43 + 10_000_00)]);
    // 205: 586,000.00 + 144,690.43 + 10,000.00 − 6,000.00; 204 only the home buyer's 1,199.98
    expect(balanceOf(tb, '205')).toBe(734_690_43);
    expect(balanceOf(tb, '204')).toBe(1_199_98);
    // 436: −234,400.00 + 100,000.00 of FS, −6,000.00 + 6,000.00 of X; nothing on 435
    expect(balanceOf(tb, '436')).toBe(-134_400_00);
    expect(balanceOf(tb, '435')).toBe(0);
    expect(tb.total.saldoDuguje).toBe(tb.total.saldoPotrazuje);
    expect(tb.total.prometDuguje).toBe(tb.total.prometPotrazuje);
    // the client ledger agrees per client: B owes 730,690.43, FS is owed 134,400.00, X owes 4,000.00
    expect([await stanje(B), await stanje(FS), await stanje(X), await stanje(buyer)]).toEqual([730_690_43, -134_400_00, 4_000_00, 1_199_98]);
    const verify = await glVerify();
    expect(verify).toMatchObject({ ok: true, checks: [] });
    // the statements: sales of goods at home 1003 and abroad 1004, of services 1006 and 1007;
    // customers at home 0039 and abroad 0040, suppliers at home 0445 and abroad 0446
    const bilans = (await d.get('/v1/rpt-gl/bilans?periodId=2')).data.lines as { aop: string | null; iznos: number }[];
    const aop = (n: string) => bilans.find((l) => l.aop === n)?.iznos;
    expect(['1002', '1003', '1004', '1005', '1006', '1007'].map(aop)).toEqual([586_000_00, 0, 586_000_00, 155_690_41, 999_98, 154_690_43]);
    expect(['0038', '0039', '0040', '0442', '0445', '0446'].map(aop)).toEqual([735_890_41, 1_199_98, 734_690_43, 134_400_00, 0, 134_400_00]);

    // storno of the export: its entry negated line by line, 205 and 605 back by exactly its amounts
    await d.storno('doc-prod', exportGoods);
    expect(await entry('prod', exportGoods, 'reversal')).toEqual([
      ['205', B, -586_000_00, 0],
      ['605', null, 0, -586_000_00],
      ['1320', null, 0, -300_000_00],
      ['501', null, -300_000_00, 0],
    ]);
    tb = await trialBalance();
    expect([balanceOf(tb, '205'), balanceOf(tb, '605')]).toEqual([148_690_43, 0]);
    expect(tb.total.saldoDuguje).toBe(tb.total.saldoPotrazuje);
    expect(await glVerify()).toMatchObject({ ok: true, checks: [] });
  });

  it('a company scheme written before the split keeps posting services and parties abroad where it did', async () => {
    // the company's own prod scheme: the rows of the first default version (client 204, base.out 604), nothing qualified
    const before = (await d.get('/v1/gl/schemes/prod')).data.rows as { subType: string; figure: string; konto: string; side: string; withClient: boolean }[];
    const plain = before.filter((r) => !r.figure.endsWith('.abroad') && !r.figure.includes('.services')).map(({ subType: _s, ...r }) => r);
    const put = await d.call('PUT', '/v1/gl/schemes/prod', { rows: plain });
    expect(put.statusCode, put.body).toBe(200);
    const services = await lockNew('doc-prod', sale('usluga', '2024-07-03', B, { valuta: 'EUR', kategorija: 'Z', izuzece: 'PDV-RS-24-1-16-1' }), [{ artId: W, kolicina: 1_000, prodCena: 100_00 }]);
    // EUR 100.00 × 117.20 = 11,720.00 on the scheme's own accounts
    expect(await entry('prod', services)).toEqual([
      ['204', B, 11_720_00, 0],
      ['604', null, 0, 11_720_00],
    ]);
  });

  it('every default scheme that posts a client to 204 or 435 posts a client abroad to 205 or 436 (the cash desk included)', async () => {
    const schemes = (await d.get('/v1/gl/schemes')).data as { family: string; rows: { subType: string; figure: string; konto: string }[] }[];
    const missing = schemes.flatMap((s) =>
      s.rows
        .filter((r) => /^client(\.(in|out|debit|credit))?$/.test(r.figure) && (r.konto === '204' || r.konto === '435'))
        .filter((r) => !s.rows.some((a) => a.subType === r.subType && a.figure === `${r.figure}.abroad` && a.konto === (r.konto === '204' ? '205' : '436')))
        .map((r) => `${s.family}:${r.figure}`),
    );
    expect(missing).toEqual([]);
    expect(schemes.find((s) => s.family === 'blg')?.rows).toContainEqual(expect.objectContaining({ figure: 'client.in.abroad', konto: '205' }));
  });
});
