import { beforeEach, describe, expect, it } from 'vitest';
import { monthEnd } from '@knjige/domain';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents } from '../../../test/documents';
import { sessions } from '../../../test/sessions';
import { pdfText } from '../../../test/pdf';
import { docAmo } from '../../platform/db/schema';

/**
 * A worked example (docs/decisions.md#accounting-depreciation-doc-amo), accounting depreciation of 2024 locked month by month:
 * - the van, 2,400,000.00, in use from 1 April 2024, 8 years (96 months): 2,400,000.00 / 96 =
 *   25,000.00 a month from May (the month after it was put into use), 8 months in 2024 = 200,000.00;
 *   its net value at 31 December 2,200,000.00;
 * - the laptop, 120,000.00, in use from 10 June 2024, 3 years (36 months): 120,000.00 / 36 =
 *   3,333.333… → 3,333.33 a month from July, 6 months = 19,999.98; net 100,000.02;
 * - 540 for the year: 200,000.00 + 19,999.98 = 219,999.98, credited to 029 (both assets on 023);
 *   May and June 25,000.00 each, July to December 28,333.33 each: 2 × 25,000.00 + 6 × 28,333.33
 *   = 50,000.00 + 169,999.98 = 219,999.98.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);

export const van = { invBroj: 'OS-001', naziv: 'Dostavno vozilo', konto: '023', poreskaGrupa: 3, datumNabavke: '2024-03-15', nabavnaVrednost: 2_400_000_00, datumUpotrebe: '2024-04-01', vekMeseci: 96, lokacija: 'Garaža' };
export const laptop = { invBroj: 'OS-002', naziv: 'Laptop', konto: '023', poreskaGrupa: 4, datumNabavke: '2024-06-10', nabavnaVrednost: 120_000_00, datumUpotrebe: '2024-06-10', vekMeseci: 36, lokacija: 'Kancelarija' };

/** A depreciation document of a month of 2024 (or the year: `mesec` null), dated its last day. */
const depreciation = (rbroj: number, mesec: number | null) =>
  d.call('POST', '/v1/doc-amo', { periodId: 2, vSubDoc: 'amo', rbroj, datum: mesec ? monthEnd(2024 * 12 + mesec - 1) : '2024-12-31', mesec });

const account = async (konto: string) => {
  const tb = (await d.get('/v1/rpt-gl/bruto-bilans?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31')).data;
  const row = tb.rows.find((r: { konto: string }) => r.konto === konto);
  return row ? { duguje: row.prometDuguje, potrazuje: row.prometPotrazuje } : null;
};

let vanId: number;
let laptopId: number;
beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  vanId = (await d.call('POST', '/v1/osnovna-sredstva', van)).json().id;
  laptopId = (await d.call('POST', '/v1/osnovna-sredstva', laptop)).json().id;
});

describe('depreciation, the worked example of 2024', () => {
  it('locks 2024 month by month: nothing before May, 25,000.00 a month for the van, 3,333.33 for the laptop from July; 540 and 029 move by 219,999.98', async () => {
    const monthly: number[] = [];
    for (let mesec = 1; mesec <= 12; mesec++) {
      const res = await depreciation(mesec, mesec);
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      const doc = await d.read('doc-amo', id);
      monthly.push(doc.iznos);
      if (doc.brojSredstava === 0) {
        // January to April: no asset has a month to depreciate; the empty draft cannot be locked
        expect((await d.call('POST', `/v1/doc-amo/${id}/lock`)).statusCode).toBe(409);
        expect((await d.call('DELETE', `/v1/doc-amo/${id}`)).statusCode).toBe(204);
        continue;
      }
      await d.lock('doc-amo', id);
    }
    expect(monthly).toEqual([0, 0, 0, 0, 25_000_00, 25_000_00, 28_333_33, 28_333_33, 28_333_33, 28_333_33, 28_333_33, 28_333_33]);

    // December's lines: one per asset, with the accounts they post to and what was booked before
    const december = (await d.get('/v1/doc-amo?periodId=2&status=locked&perPage=50')).data.find((doc: { mesec: number }) => doc.mesec === 12);
    const lines = (await d.get(`/v1/doc-amo/${december.id}/items`)).data;
    expect(lines.map((l: Record<string, unknown>) => [l.invBroj, l.konto, l.kontoIspravke, l.meseci, l.ispravkaPre, l.iznos])).toEqual([
      ['OS-001', '023', '029', 1, 175_000_00, 25_000_00],
      ['OS-002', '023', '029', 1, 16_666_65, 3_333_33],
    ]);

    expect(await account('540')).toEqual({ duguje: 219_999_98, potrazuje: 0 });
    expect(await account('029')).toEqual({ duguje: 0, potrazuje: 219_999_98 });

    const asset = async (id: number) => (await d.get(`/v1/osnovna-sredstva/${id}`)).data;
    expect(await asset(vanId)).toMatchObject({ nabavnaVrednost: 2_400_000_00, ispravka: 200_000_00, sadasnjaVrednost: 2_200_000_00 });
    expect(await asset(laptopId)).toMatchObject({ nabavnaVrednost: 120_000_00, ispravka: 19_999_98, sadasnjaVrednost: 100_000_02 });

    // the register at 31 December 2024: cost 2,520,000.00, accumulated 219,999.98, net 2,300,000.02, per account and location
    const register = (await d.get('/v1/osnovna-sredstva/stanje?datum=2024-12-31')).data;
    expect(register.total).toEqual({ key: '', count: 2, nabavnaVrednost: 2_520_000_00, ispravka: 219_999_98, sadasnjaVrednost: 2_300_000_02 });
    expect(register.byKonto).toEqual([{ key: '023', count: 2, nabavnaVrednost: 2_520_000_00, ispravka: 219_999_98, sadasnjaVrednost: 2_300_000_02 }]);
    expect(register.byLokacija.map((g: { key: string; sadasnjaVrednost: number }) => [g.key, g.sadasnjaVrednost])).toEqual([['Garaža', 2_200_000_00], ['Kancelarija', 100_000_02]]);
    // at 31 May only the van, with its May; at 1 March neither asset was bought yet
    expect((await d.get('/v1/osnovna-sredstva/stanje?datum=2024-05-31')).data.total).toMatchObject({ count: 1, ispravka: 25_000_00, sadasnjaVrednost: 2_375_000_00 });
    expect((await d.get('/v1/osnovna-sredstva/stanje?datum=2024-03-01')).data.total).toMatchObject({ count: 0, nabavnaVrednost: 0 });
    // its print: every asset and the total as the page has them
    const print = await d.call('GET', '/v1/osnovna-sredstva/print/stanje?datum=2024-12-31');
    expect(print.statusCode).toBe(200);
    const printed = (await pdfText(print.rawPayload)).replace(/[ \t\u00a0]+/g, ' ');
    for (const line of ['Registar osnovnih sredstava', 'Stanje na dan 31.12.2024', 'OS-001 Dostavno vozilo 023 Garaža 2.400.000,00 200.000,00 2.200.000,00', 'Ukupno 2.520.000,00 219.999,98 2.300.000,02'])
      expect(printed).toContain(line);
    // the year's depreciation list: per asset and per month, 219,999.98 in all
    const list = (await d.get('/v1/osnovna-sredstva/amortizacija?godina=2024')).data;
    expect(list.total).toBe(219_999_98);
    expect(list.rows.map((r: { invBroj: string; iznos: number }) => [r.invBroj, r.iznos])).toEqual([['OS-001', 200_000_00], ['OS-002', 19_999_98]]);
    expect(list.months.map((m: { mesec: string; iznos: number }) => [m.mesec, m.iznos])).toEqual(monthly.flatMap((iznos, i) => (iznos ? [[`2024-${String(i + 1).padStart(2, '0')}`, iznos]] : [])));
    expect((await d.get('/v1/osnovna-sredstva/amortizacija?godina=2024&mesec=7')).data.total).toBe(28_333_33);
    // the van's card: bought, then eight months of 25,000.00; its net value after December 2,200,000.00
    const card = (await d.get(`/v1/osnovna-sredstva/${vanId}/kartica`)).data.rows;
    expect(card).toHaveLength(9);
    expect(card[0]).toMatchObject({ datum: '2024-03-15', event: 'acquisition', vrednost: 2_400_000_00, sadasnjaPosle: 2_400_000_00 });
    expect(card[8]).toMatchObject({ datum: '2024-12-31', event: 'depreciation', ispravka: 25_000_00, ispravkaPosle: 200_000_00, sadasnjaPosle: 2_200_000_00 });
    // the general ledger against the register: 029 holds the register's accumulated depreciation;
    // the assets' cost was entered in the register only, never posted, so 023 shows the difference
    const verify = (await d.get('/v1/audit/gl-verify?periodId=2')).data;
    expect(verify.checks.filter((c: { check: string }) => c.check.startsWith('fixed-assets'))).toEqual([
      { check: 'fixed-assets.cost', key: '023', label: '', ledger: 0, subLedger: 2_520_000_00, difference: -2_520_000_00 },
    ]);

    // December again, or the whole year: every asset is depreciated for those months already; nothing written
    const before = await t.database.db.$count(docAmo);
    for (const [rbroj, mesec] of [[20, 12], [21, null]] as const) {
      const again = await depreciation(rbroj, mesec);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ mesec: 'error.mesec.already-depreciated' });
    }
    expect(await t.database.db.$count(docAmo)).toBe(before);

    // what depreciation was computed from cannot change any more; where the asset stands can
    const changed = await d.call('PUT', `/v1/osnovna-sredstva/${vanId}`, { ...van, nabavnaVrednost: 2_500_000_00 });
    expect(changed.statusCode).toBe(409);
    expect((await d.call('PUT', `/v1/osnovna-sredstva/${vanId}`, { ...van, lokacija: 'Dvorište' })).statusCode).toBe(204);
    expect((await d.call('DELETE', `/v1/osnovna-sredstva/${vanId}`)).statusCode).toBe(409);

    // December's storno takes its 28,333.33 back out of 540 and 029; a new December books it again
    await d.storno('doc-amo', december.id);
    expect(await account('540')).toEqual({ duguje: 191_666_65, potrazuje: 0 });
    expect((await asset(laptopId)).ispravka).toBe(16_666_65);
    const redo = await depreciation(30, 12);
    expect(redo.statusCode, redo.body).toBe(201);
    expect((await d.read('doc-amo', redo.json().id)).iznos).toBe(28_333_33);
  });

  it('depreciates a whole year in one document: May to December for the van, July to December for the laptop', async () => {
    const res = await depreciation(1, null);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const lines = (await d.get(`/v1/doc-amo/${id}/items`)).data;
    expect(lines.map((l: Record<string, unknown>) => [l.invBroj, l.meseci, l.iznos])).toEqual([
      ['OS-001', 8, 200_000_00],
      ['OS-002', 6, 19_999_98],
    ]);
    await d.lock('doc-amo', id);
    expect(await account('540')).toEqual({ duguje: 219_999_98, potrazuje: 0 });
    // a month of that year now finds nothing left to depreciate
    expect((await depreciation(2, 12)).json().errors).toEqual({ mesec: 'error.mesec.already-depreciated' });
  });

  it('adds back one asset’s line, refuses another company’s asset, one already on the document, and a month not in 1–12', async () => {
    const id = (await depreciation(1, 8)).json().id as number;
    const lines = (await d.get(`/v1/doc-amo/${id}/items`)).data as { id: number; osId: number }[];
    const laptopLine = lines.find((l) => l.osId === laptopId)!;
    expect((await d.call('DELETE', `/v1/doc-amo/${id}/items/${laptopLine.id}`)).statusCode).toBe(204);
    expect((await d.read('doc-amo', id)).iznos).toBe(25_000_00);
    await d.item('doc-amo', id, { osId: laptopId });
    expect((await d.read('doc-amo', id)).iznos).toBe(28_333_33);
    const twice = await d.call('POST', `/v1/doc-amo/${id}/items`, { osId: laptopId });
    expect([twice.statusCode, twice.json().errors]).toEqual([422, { osId: 'error.osId.on-this-document' }]);
    const { foreign } = await sessions(t.database);
    const foreignAsset = (await t.app.inject({ method: 'POST', url: '/v1/osnovna-sredstva', headers: foreign, payload: laptop })).json().id as number;
    const stranger = await d.call('POST', `/v1/doc-amo/${id}/items`, { osId: foreignAsset });
    expect([stranger.statusCode, stranger.json().errors]).toEqual([422, { osId: 'error.osId.not-found' }]);
    const bad = await d.call('POST', '/v1/doc-amo', { periodId: 2, vSubDoc: 'amo', rbroj: 9, datum: '2024-08-31', mesec: 13 });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { mesec: 'error.mesec.out-of-range' }]);
  });
});
