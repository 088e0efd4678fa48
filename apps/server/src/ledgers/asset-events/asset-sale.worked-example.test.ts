import { beforeEach, describe, expect, it } from 'vitest';
import { monthEnd } from '@knjige/domain';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents } from '../../../test/documents';

/**
 * The fixed assets' worked example, second half (docs/decisions.md#disposal-sale-and-acquisition), on both databases. The van and the laptop of
 * the first half, 2024 depreciated month by month by depreciation documents:
 * - the laptop, 120,000.00 in use from 10 June 2024 over 3 years: 3,333.33 a month from July,
 *   6 months = 19,999.98 accumulated at 31 December 2024; net value 120,000.00 − 19,999.98 = 100,000.02;
 * - sold on 15 January 2025 for 90,000.00 + VAT 20 % 18,000.00 = 108,000.00 on a services invoice
 *   whose line names it: the loss is 90,000.00 − 100,000.02 = −10,000.02, posted D 570;
 *   the entry: D 204 108,000.00, C 470 18,000.00, D 029 19,999.98, C 023 120,000.00, D 570 10,000.02
 *   (debits 138,000.00 = credits 138,000.00); no revenue (604) line;
 * - KIR of January 2025 shows the sale: base 90,000.00, VAT 18,000.00;
 * - the register at 31 January 2025 holds the van alone (2,400,000.00 less 200,000.00 of 2024):
 *   the laptop is sold; January's depreciation takes the van only (25,000.00).
 * The tax depreciation of 2024 beside it: the van (group III, 15 %) 2,400,000.00 × 15 % × 8/12 =
 * 240,000.00 against 200,000.00 booked (difference −40,000.00), the laptop (group IV, 20 %)
 * 120,000.00 × 20 % × 6/12 = 12,000.00 against 19,999.98 (+7,999.98); in 2025 the laptop leaves
 * with its tax written-down value 108,000.00 and no month of depreciation.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);

const van = { invBroj: 'OS-001', naziv: 'Dostavno vozilo', konto: '023', poreskaGrupa: 3, datumNabavke: '2024-03-15', nabavnaVrednost: 2_400_000_00, datumUpotrebe: '2024-04-01', vekMeseci: 96, lokacija: 'Garaža' };
const laptop = { invBroj: 'OS-002', naziv: 'Laptop', konto: '023', poreskaGrupa: 4, datumNabavke: '2024-06-10', nabavnaVrednost: 120_000_00, datumUpotrebe: '2024-06-10', vekMeseci: 36, lokacija: 'Kancelarija' };

let vanId: number;
let laptopId: number;
beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  vanId = (await d.call('POST', '/v1/osnovna-sredstva', van)).json().id;
  laptopId = (await d.call('POST', '/v1/osnovna-sredstva', laptop)).json().id;
  // 2024 month by month (May–December have something to depreciate)
  for (let mesec = 5; mesec <= 12; mesec++) {
    const res = await d.call('POST', '/v1/doc-amo', { periodId: 2, vSubDoc: 'amo', rbroj: mesec, datum: monthEnd(2024 * 12 + mesec - 1), mesec });
    expect(res.statusCode, res.body).toBe(201);
    await d.lock('doc-amo', res.json().id);
  }
});

const asset = async (id: number) => (await d.get(`/v1/osnovna-sredstva/${id}`)).data;
const journalOf = async (docOznaka: string) =>
  ((await d.get('/v1/rpt-gl/dnevnik?periodId=3&dateFrom=2025-01-01&dateTo=2025-01-31&perPage=200')).data as { docOznaka: string; konto: string; duguje: number; potrazuje: number }[])
    .filter((l) => l.docOznaka === docOznaka)
    .map((l) => [l.konto, l.duguje, l.potrazuje]);

describe('the worked example: the laptop sold on 15 January 2025', () => {
  it('posts the loss of 10,000.02 to 570, takes 19,999.98 off 029 and 120,000.00 off 023; KIR shows the sale; the register at 31 January holds the van alone; storno brings the laptop back', async () => {
    expect(await asset(laptopId)).toMatchObject({ ispravka: 19_999_98, sadasnjaVrednost: 100_000_02 });

    const komId = (await d.get('/v1/kom-main?perPage=50')).data.find((k: { isKupac: boolean }) => k.isKupac).id as number;
    const artId = await d.article('usluga', 'PROD-OS', 2000);
    const sale = await d.create('doc-prod', { periodId: 3, vSubDoc: 'usluga', rbroj: 1, datum: '2025-01-15', magId: null, komId, datumDospeca: '2025-01-30', datumIsporuke: '2025-01-15', datumPrometa: '2025-01-15' });
    await d.item('doc-prod', sale, { artId, kolicina: 1_000, prodCena: 90_000_00, osId: laptopId });
    const doc = await d.read('doc-prod', sale);
    expect([doc.osnovica, doc.pdvIznos, doc.iznos]).toEqual([90_000_00, 18_000_00, 108_000_00]);
    await d.lock('doc-prod', sale);

    expect(await journalOf(doc.oznaka)).toEqual([
      ['204', 108_000_00, 0],
      ['470', 0, 18_000_00],
      ['029', 19_999_98, 0],
      ['023', 0, 120_000_00],
      ['570', 10_000_02, 0],
    ]);
    const kir = (await d.get('/v1/rpt-fin/kir?periodId=3&dateFrom=2025-01-01&dateTo=2025-01-31')).data;
    expect(kir.map((r: { docOznaka: string; osnovica: number; pdvIznos: number; iznos: number }) => [r.docOznaka, r.osnovica, r.pdvIznos, r.iznos])).toEqual([[doc.oznaka, 90_000_00, 18_000_00, 108_000_00]]);
    expect(await asset(laptopId)).toMatchObject({ status: 'sold', datumOtpisa: '2025-01-15' });
    expect((await d.get(`/v1/osnovna-sredstva/${laptopId}/promene`)).data).toMatchObject([{ vrsta: 'prodaja', nabavnaVrednost: 120_000_00, ispravka: 19_999_98, cena: 90_000_00, rezultat: -10_000_02 }]);

    // the register at 31 January 2025: the van alone, 2,400,000.00 less 200,000.00
    const inUse = (await d.get('/v1/osnovna-sredstva?status=in_use')).data;
    expect(inUse.map((a: { invBroj: string; nabavnaVrednost: number; ispravka: number; sadasnjaVrednost: number }) => [a.invBroj, a.nabavnaVrednost, a.ispravka, a.sadasnjaVrednost])).toEqual([
      ['OS-001', 2_400_000_00, 200_000_00, 2_200_000_00],
    ]);
    // January's depreciation: the van's 25,000.00 only
    const january = await d.call('POST', '/v1/doc-amo', { periodId: 3, vSubDoc: 'amo', rbroj: 1, datum: '2025-01-31', mesec: 1 });
    expect(january.statusCode, january.body).toBe(201);
    expect(await d.read('doc-amo', january.json().id)).toMatchObject({ iznos: 25_000_00, brojSredstava: 1 });
    expect((await asset(vanId)).status).toBe('in_use');

    // the tax depreciation: 2024 both, 2025 the laptop leaves with 108,000.00
    const y2024 = (await d.get('/v1/osnovna-sredstva/poreska-amortizacija?godina=2024')).data;
    expect(y2024.sredstva.map((s: { invBroj: string; poreska: number; racunovodstvena: number; razlika: number }) => [s.invBroj, s.poreska, s.racunovodstvena, s.razlika])).toEqual([
      ['OS-001', 240_000_00, 200_000_00, -40_000_00],
      ['OS-002', 12_000_00, 19_999_98, 7_999_98],
    ]);
    expect(y2024.ukupno).toEqual({ poreska: 252_000_00, racunovodstvena: 219_999_98, razlika: -32_000_02 });
    const y2025 = (await d.get('/v1/osnovna-sredstva/poreska-amortizacija?godina=2025')).data;
    expect(y2025.sredstva.find((s: { invBroj: string }) => s.invBroj === 'OS-002')).toMatchObject({ pocetna: 108_000_00, meseci: 0, poreska: 0, otudjeno: 108_000_00, neotpisana: 0 });

    // the invoice's storno: the entry negated, the laptop back in use with its 19,999.98
    await d.call('DELETE', `/v1/doc-amo/${january.json().id}`);
    await d.storno('doc-prod', sale);
    expect(await asset(laptopId)).toMatchObject({ status: 'in_use', datumOtpisa: null, ispravka: 19_999_98, sadasnjaVrednost: 100_000_02 });
  });
});
