import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { sessions } from '../../../test/sessions';
import { osMain } from '../../platform/db/schema';

const t = useTestApp();

/** The worked example's van: 2,400,000.00 bought 15 March 2024, in use from 1 April, 8 years, tax group III. */
export const van = {
  invBroj: 'OS-001',
  naziv: 'Dostavno vozilo',
  konto: '023',
  poreskaGrupa: 3,
  datumNabavke: '2024-03-15',
  nabavnaVrednost: 240_000_000,
  datumUpotrebe: '2024-04-01',
  vekMeseci: 96,
  lokacija: 'Magacin',
  odgovornoLice: 'Petar Petrović',
};
/** The laptop: 120,000.00 on 10 June 2024, 3 years. */
export const laptop = { invBroj: 'OS-002', naziv: 'Laptop', konto: '023', poreskaGrupa: 4, datumNabavke: '2024-06-10', nabavnaVrednost: 12_000_000, datumUpotrebe: '2024-06-10', vekMeseci: 36, lokacija: 'Kancelarija' };

describe('the fixed-asset register', () => {
  it('keeps assets with their accounts, the accumulated-depreciation account derived from the asset account, and lists them by account, location and status', async () => {
    const { user: headers } = await sessions(t.database);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers, payload });
    const komId = (await call('GET', '/v1/kom-main')).json().data[0].id;

    const vanId = (await call('POST', '/v1/osnovna-sredstva', { ...van, komId, izvorDokument: 'R-114/2024' })).json().id;
    expect((await call('POST', '/v1/osnovna-sredstva', laptop)).statusCode).toBe(201);
    // an asset taken over from earlier books: cost 600,000.00, 150,000.00 written off by 1 January 2024
    const taken = { invBroj: 'OS-000', naziv: 'Regal', konto: '023', kontoIspravke: '029', poreskaGrupa: 2, datumNabavke: '2021-01-10', nabavnaVrednost: 60_000_000, datumUpotrebe: '2021-01-10', stopa: 1000, otvaranjeDatum: '2024-01-01', otvaranjeIspravka: 15_000_000 };
    expect((await call('POST', '/v1/osnovna-sredstva', taken)).statusCode).toBe(201);

    const read = (await call('GET', `/v1/osnovna-sredstva/${vanId}`)).json().data;
    expect(read).toMatchObject({ invBroj: 'OS-001', konto: '023', kontoIspravke: '029', komId, izvorDokument: 'R-114/2024', status: 'in_use', nabavnaVrednost: 240_000_000, ispravka: 0, sadasnjaVrednost: 240_000_000, datumOtpisa: null });

    const all = (await call('GET', '/v1/osnovna-sredstva')).json();
    expect(all.data.map((a: { invBroj: string; sadasnjaVrednost: number }) => [a.invBroj, a.sadasnjaVrednost])).toEqual([
      ['OS-000', 45_000_000],
      ['OS-001', 240_000_000],
      ['OS-002', 12_000_000],
    ]);
    expect(all.pagination).toMatchObject({ itemsCount: 3, filteredCount: 3 });
    const office = (await call('GET', '/v1/osnovna-sredstva?lokacija=Kancelarija')).json();
    expect(office.data.map((a: { invBroj: string }) => a.invBroj)).toEqual(['OS-002']);
    const search = (await call('GET', '/v1/osnovna-sredstva?search=vozilo&status=in_use&konto=02')).json();
    expect(search.data.map((a: { id: number }) => a.id)).toEqual([vanId]);
    expect((await call('GET', '/v1/osnovna-sredstva?status=sold')).json().data).toEqual([]);

    expect((await call('PUT', `/v1/osnovna-sredstva/${vanId}`, { ...van, lokacija: 'Garaža' })).statusCode).toBe(204);
    expect((await call('GET', `/v1/osnovna-sredstva/${vanId}`)).json().data.lokacija).toBe('Garaža');
    expect((await call('DELETE', `/v1/osnovna-sredstva/${vanId}`)).statusCode).toBe(204);
    expect((await call('GET', `/v1/osnovna-sredstva/${vanId}`)).statusCode).toBe(404);
  });

  it('refuses bad input field by field and writes nothing: no date of use, tax group out of range, opening depreciation past cost, a wrong account, a duplicate number, another company’s client or asset', async () => {
    const { user: headers, foreign } = await sessions(t.database);
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, h = headers) => t.app.inject({ method, url, headers: h, payload });
    const refused = async (payload: object, errors: Record<string, string>) => {
      const res = await call('POST', '/v1/osnovna-sredstva', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    };
    const { datumUpotrebe: _, ...noDate } = van;
    await refused(noDate, { datumUpotrebe: 'error.datumUpotrebe.required' });
    await refused({ ...van, poreskaGrupa: 6 }, { poreskaGrupa: 'error.poreskaGrupa.out-of-range' });
    await refused({ ...van, poreskaGrupa: 0 }, { poreskaGrupa: 'error.poreskaGrupa.out-of-range' });
    await refused({ ...van, otvaranjeDatum: '2024-05-01', otvaranjeIspravka: 240_000_001 }, { otvaranjeIspravka: 'error.otvaranjeIspravka.past-cost' });
    await refused({ ...van, vekMeseci: null }, { vekMeseci: 'error.vekMeseci.required' });
    await refused({ ...van, datumUpotrebe: '2024-03-01' }, { datumUpotrebe: 'error.datumUpotrebe.before-acquisition' });
    await refused({ ...van, konto: '1320' }, { konto: 'error.konto.not-fixed-asset' });
    await refused({ ...van, konto: '029' }, { konto: 'error.konto.not-fixed-asset' });
    await refused({ ...van, konto: '02' }, { konto: 'error.konto.not-postable' });
    await refused({ ...van, konto: '0239' }, { konto: 'error.konto.not-found' });
    await refused({ ...van, kontoIspravke: '019' }, { kontoIspravke: 'error.kontoIspravke.not-correction' });

    // another company's client; then its asset, which this company cannot see, change or delete
    const foreignClient = (await call('POST', '/v1/kom-main', { vKom: 'firma', sifra: '9', intNaziv: 'Tuđi', naziv: 'Tuđi d.o.o.', postcode: '11000', mesto: 'Beograd', adresa: 'A 1', pib: '101134702', maticniBroj: '07204990', isDobavljac: 1 }, foreign)).json().id;
    await refused({ ...van, komId: foreignClient }, { komId: 'error.komId.not-found' });
    const foreignAsset = (await call('POST', '/v1/osnovna-sredstva', van, foreign)).json().id;
    expect((await call('GET', `/v1/osnovna-sredstva/${foreignAsset}`)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/osnovna-sredstva/${foreignAsset}`, laptop)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/osnovna-sredstva/${foreignAsset}`)).statusCode).toBe(404);

    expect((await call('POST', '/v1/osnovna-sredstva', van)).statusCode).toBe(201);
    await refused({ ...laptop, invBroj: 'OS-001' }, { invBroj: 'error.invBroj.unique' });
    // the same inventory number in another company is its own
    expect((await call('GET', '/v1/osnovna-sredstva', undefined, foreign)).json().data.map((a: { invBroj: string }) => a.invBroj)).toEqual(['OS-001']);
    expect(await t.database.db.$count(osMain)).toBe(2);
  });
});

describe('the register from a spreadsheet', () => {
  it('imports an existing company’s assets with their opening figures, refuses bad rows field by field and writes only after the commit', async () => {
    const { admin: headers } = await sessions(t.database);
    const csv = [
      'Inventarski broj;Naziv;Konto;Poreska grupa;Datum nabavke;Nabavna vrednost;Datum upotrebe;Korisni vek;Lokacija;Datum početnog stanja;Ispravka vrednosti',
      'OS-100;Kombi;023;III;15.03.2021;2.400.000,00;01.04.2021;96;Garaža;01.01.2024;825.000,00',
      'OS-101;Regal;023;II;10.01.2022;60.000,00;10.01.2022;60;Magacin;;',
      'OS-102;Viljuškar;023;VI;10.01.2022;900.000,00;10.01.2022;120;Magacin;;',
      'OS-103;Server;023;IV;10.01.2022;300.000,00;10.01.2022;36;Kancelarija;01.01.2024;400.000,00',
    ].join('\n');
    const boundary = '----knjige-os';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="os.csv"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      Buffer.from(csv),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const send = (step: 'preview' | 'commit') =>
      t.app.inject({ method: 'POST', url: `/v1/import/osnovna-sredstva/${step}`, payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    const preview = await send('preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const data = preview.json().data;
    expect([data.total, data.validCount, data.invalidCount]).toEqual([4, 2, 2]);
    const errors = data.rows.filter((r: { errors: object }) => Object.keys(r.errors).length).map((r: { errors: object }) => r.errors);
    expect(errors).toEqual([{ poreskaGrupa: 'error.poreskaGrupa.out-of-range' }, { otvaranjeIspravka: 'error.otvaranjeIspravka.past-cost' }]);
    expect(await t.database.db.$count(osMain)).toBe(0);

    const commit = await send('commit');
    expect(commit.statusCode, commit.body).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/v1/osnovna-sredstva', headers })).json().data;
    // the van: 2,400,000.00 with 825,000.00 written off by 1 January 2024 (33 months of 25,000.00): net 1,575,000.00
    expect(list.map((a: Record<string, unknown>) => [a.invBroj, a.konto, a.kontoIspravke, a.poreskaGrupa, a.nabavnaVrednost, a.ispravka, a.sadasnjaVrednost, a.otvaranjeDatum])).toEqual([
      ['OS-100', '023', '029', 3, 240_000_000, 82_500_000, 157_500_000, '2024-01-01'],
      ['OS-101', '023', '029', 2, 6_000_000, 0, 6_000_000, null],
    ]);
  });
});
