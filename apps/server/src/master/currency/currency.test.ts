import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents } from '../../../test/documents';
import { sessions } from '../../../test/sessions';
import { rateOn, requireRate } from './rates';

const t = useTestApp();
const fixture = (name: string) => readFileSync(join(__dirname, '../../../test/fixtures/nbs', name));

/** A multipart body with one file, as a browser sends it. */
function form(file: Buffer, filename: string) {
  const boundary = '----knjige' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function as(email = 'admin@demo.rs') {
  const auth = await authHeader(t.database, email);
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers: auth }),
    put: (url: string, payload: unknown) => t.app.inject({ method: 'PUT', url, headers: auth, payload: payload as object }),
    del: (url: string) => t.app.inject({ method: 'DELETE', url, headers: auth }),
    upload: (file: Buffer, filename: string) => {
      const body = form(file, filename);
      return t.app.inject({ method: 'POST', url: '/v1/exchange-rates/import', payload: body.payload, headers: { ...body.headers, ...auth } });
    },
  };
}

const ratesOf = async (api: Awaited<ReturnType<typeof as>>, query = '') => (await api.get(`/v1/exchange-rates?perPage=200${query}`)).json();

describe('currencies and middle rates', () => {
  it('lists the currencies in the NBS order, with names in the three languages', async () => {
    const api = await as('user@demo.rs');
    const res = await api.get('/v1/currencies');
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((c: { code: string }) => c.code);
    expect(codes.slice(0, 4)).toEqual(['RSD', 'EUR', 'USD', 'CHF']);
    expect(res.json().data[1]).toEqual({ code: 'EUR', numeric: '978', name: 'Evro', nameCyr: 'Евро', nameEn: 'Euro' });
  });

  it('a rate typed in by an admin: written, replaced, listed, served to documents, deleted', async () => {
    const api = await as();
    expect((await api.put('/v1/exchange-rates/EUR/2024-07-03', { kurs: 117_200_000 })).statusCode).toBe(204);
    expect((await api.put('/v1/exchange-rates/EUR/2024-07-03', { kurs: 117_350_000 })).statusCode).toBe(204);
    expect((await api.put('/v1/exchange-rates/USD/2024-07-02', { kurs: 109_054_800 })).statusCode).toBe(204);
    const list = await ratesOf(api);
    expect(list.data).toEqual([
      { valuta: 'EUR', datum: '2024-07-03', kurs: 117_350_000, izvor: 'manual' },
      { valuta: 'USD', datum: '2024-07-02', kurs: 109_054_800, izvor: 'manual' },
    ]);
    expect(list.pagination).toMatchObject({ itemsCount: 2, filteredCount: 2, pages: 1 });
    // the weekend after is served by Wednesday's list, up to seven days after it
    expect(await rateOn(t.database.db, 1, 'EUR', '2024-07-06')).toBe(117_350_000);
    expect(await rateOn(t.database.db, 1, 'EUR', '2024-07-10')).toBe(117_350_000);
    expect(await rateOn(t.database.db, 1, 'EUR', '2024-07-11')).toBeNull();
    expect(await rateOn(t.database.db, 1, 'EUR', '2024-07-02')).toBeNull();
    expect((await api.del('/v1/exchange-rates/EUR/2024-07-03')).statusCode).toBe(204);
    expect((await api.del('/v1/exchange-rates/EUR/2024-07-03')).statusCode).toBe(404);
    await expect(requireRate(t.database.db, 1, 'EUR', '2024-07-03')).rejects.toMatchObject({
      statusCode: 422,
      errors: { kurs: 'error.kurs.missing' },
      params: { datum: '2024-07-03', valuta: 'EUR' },
    });
    expect((await ratesOf(api)).data.map((r: { valuta: string }) => r.valuta)).toEqual(['USD']);
  });

  it('filters by currency and dates, and pages', async () => {
    const api = await as();
    for (const day of ['01', '02', '03', '04', '05']) await api.put(`/v1/exchange-rates/EUR/2024-07-${day}`, { kurs: 117_000_000 + Number(day) });
    await api.put('/v1/exchange-rates/CHF/2024-07-03', { kurs: 120_397_700 });
    const page = await ratesOf(api, '&valuta=EUR&dateFrom=2024-07-02&dateTo=2024-07-04');
    expect(page.data.map((r: { datum: string }) => r.datum)).toEqual(['2024-07-04', '2024-07-03', '2024-07-02']);
    expect(page.pagination).toMatchObject({ itemsCount: 6, filteredCount: 3 });
    const second = (await api.get('/v1/exchange-rates?perPage=2&page=2')).json();
    expect(second.data).toEqual([
      { valuta: 'EUR', datum: '2024-07-03', kurs: 117_000_003, izvor: 'manual' },
      { valuta: 'CHF', datum: '2024-07-03', kurs: 120_397_700, izvor: 'manual' },
    ]);
    expect(second.pagination).toMatchObject({ page: 2, perPage: 2, pages: 3 });
  });

  it('refuses bad input with a field key and writes nothing', async () => {
    const api = await as();
    const cases: [string, unknown, number, Record<string, string> | undefined][] = [
      ['/v1/exchange-rates/XYZ/2024-07-03', { kurs: 1_000_000 }, 422, { valuta: 'error.valuta.not-found' }],
      ['/v1/exchange-rates/RSD/2024-07-03', { kurs: 1_000_000 }, 422, { valuta: 'error.valuta.home' }],
      ['/v1/exchange-rates/EUR/2024-07-03', { kurs: 0 }, 422, undefined],
      ['/v1/exchange-rates/EUR/2024-07-03', { kurs: -117_200_000 }, 422, undefined],
      ['/v1/exchange-rates/EUR/2024-07-03', { kurs: 1e300 }, 422, undefined],
      ['/v1/exchange-rates/EUR/2024-07-03', { kurs: 117.5 }, 422, undefined],
      ['/v1/exchange-rates/EUR/2024-07-03', { kurs: '117200000' }, 422, undefined],
      ['/v1/exchange-rates/EUR/2024-07-03', { kurs: 117_200_000, izvor: 'nbs' }, 422, undefined],
      ['/v1/exchange-rates/eur/2024-07-03', { kurs: 117_200_000 }, 404, undefined],
      ['/v1/exchange-rates/EUR/2024-02-30', { kurs: 117_200_000 }, 404, undefined],
      ['/v1/exchange-rates/EUR/03.07.2024', { kurs: 117_200_000 }, 404, undefined],
      ['/v1/exchange-rates/E%00R/2024-07-03', { kurs: 117_200_000 }, 404, undefined],
    ];
    for (const [url, body, status, errors] of cases) {
      const res = await api.put(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      if (errors) expect(res.json().errors).toEqual(errors);
      else if (status === 422) expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual([JSON.stringify(body).includes('izvor') ? 'izvor' : 'kurs']);
    }
    expect((await api.get('/v1/exchange-rates?dateFrom=2024-13-01')).statusCode).toBe(422);
    expect((await api.get('/v1/exchange-rates?valuta=EURO')).json().errors).toEqual({ valuta: 'error.valuta.format' });
    expect((await ratesOf(api)).pagination.itemsCount).toBe(0);
  });

  it("another company's rates are its own", async () => {
    const { foreign, admin } = await sessions(t.database);
    await t.app.inject({ method: 'PUT', url: '/v1/exchange-rates/EUR/2024-07-03', headers: admin, payload: { kurs: 117_200_000 } });
    expect((await t.app.inject({ method: 'GET', url: '/v1/exchange-rates', headers: foreign })).json().pagination.itemsCount).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/exchange-rates/EUR/2024-07-03', headers: foreign })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/exchange-rates' })).statusCode).toBe(401);
  });
});

describe('rates are company settings', () => {
  it('a plain user reads rates but may not write, delete or import them (403); an admin may', async () => {
    const user = await as('user@demo.rs');
    const admin = await as();
    expect((await admin.put('/v1/exchange-rates/EUR/2024-07-03', { kurs: 117_200_000 })).statusCode).toBe(204);
    const refused = [
      (await user.put('/v1/exchange-rates/EUR/2024-07-03', { kurs: 100_000_000 })).statusCode,
      (await user.put('/v1/exchange-rates/USD/2024-07-03', { kurs: 100_000_000 })).statusCode,
      (await user.del('/v1/exchange-rates/EUR/2024-07-03')).statusCode,
      (await user.upload(fixture('kursna-lista-2024-07-04.csv'), 'kursna-lista.csv')).statusCode,
    ];
    expect(refused).toEqual([403, 403, 403, 403]);
    expect((await ratesOf(user)).data).toEqual([{ valuta: 'EUR', datum: '2024-07-03', kurs: 117_200_000, izvor: 'manual' }]);
  });

  it('a rate a locked document took cannot be changed or deleted (409), by hand or by an import; a draft holds nothing', async () => {
    const admin = await as();
    const auth = await authHeader(t.database, 'admin@demo.rs');
    const d = documents(t, () => auth);
    // Friday's list serves Sunday's supply: EUR 1,000.00 at 117.2000 = 117,200.00
    expect((await admin.put('/v1/exchange-rates/EUR/2024-03-08', { kurs: 117_200_000 })).statusCode).toBe(204);
    expect((await admin.put('/v1/exchange-rates/EUR/2024-03-11', { kurs: 117_300_000 })).statusCode).toBe(204);
    const supplier = (await d.call('POST', '/v1/kom-main', { vKom: 'firma', sifra: 'INO', intNaziv: 'Ino', naziv: 'Ino GmbH', postcode: '11000', mesto: 'Beograd', adresa: 'A 1', isDobavljac: true })).json().id;
    const cost = await d.costItem('Usluge', 'Softver');
    const vat20 = await d.vatRate(2000);
    const id = await d.create('doc-zrn', { vSubDoc: 'zrn', rbroj: 1, datum: '2024-03-11', datumPrometa: '2024-03-10', komId: supplier, dokBroj: 'SUB-1', trosakId: cost, valuta: 'EUR' });
    await d.item('doc-zrn', id, { pdvId: vat20, iznos: 1_000_00 });
    expect(await d.read('doc-zrn', id)).toMatchObject({ kurs: 117_200_000, iznos: 117_200_00 });
    // a draft took nothing yet
    expect((await admin.put('/v1/exchange-rates/EUR/2024-03-08', { kurs: 117_250_000 })).statusCode).toBe(204);
    expect((await admin.put('/v1/exchange-rates/EUR/2024-03-08', { kurs: 117_200_000 })).statusCode).toBe(204);
    await d.lock('doc-zrn', id);

    const inUse = { message: 'error.kurs.in-use', params: { valuta: 'EUR', datum: '2024-03-08' } };
    const changed = await admin.put('/v1/exchange-rates/EUR/2024-03-08', { kurs: 118_000_000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject(inUse);
    const deleted = await admin.del('/v1/exchange-rates/EUR/2024-03-08');
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject(inUse);
    const csv = Buffer.from('Datum;Oznaka valute;Važi za;Srednji kurs\n08.03.2024;EUR;1;117,9000\n08.03.2024;USD;1;108,0000\n');
    const imported = await admin.upload(csv, 'kursna-lista.csv');
    expect(imported.statusCode).toBe(409);
    expect(imported.json()).toMatchObject(inUse);
    // the same figure again, the rate of another day or currency: allowed
    expect((await admin.put('/v1/exchange-rates/EUR/2024-03-08', { kurs: 117_200_000 })).statusCode).toBe(204);
    expect((await admin.put('/v1/exchange-rates/EUR/2024-03-11', { kurs: 117_400_000 })).statusCode).toBe(204);
    expect((await admin.del('/v1/exchange-rates/EUR/2024-03-11')).statusCode).toBe(204);
    expect((await admin.upload(Buffer.from('Datum;Oznaka valute;Važi za;Srednji kurs\n08.03.2024;EUR;1;117,2000\n08.03.2024;USD;1;108,0000\n'), 'kursna-lista.csv')).statusCode).toBe(200);
    expect((await ratesOf(admin)).data).toEqual([
      { valuta: 'EUR', datum: '2024-03-08', kurs: 117_200_000, izvor: 'nbs' },
      { valuta: 'USD', datum: '2024-03-08', kurs: 108_000_000, izvor: 'nbs' },
    ]);
    // reversed, the document still took it
    await d.storno('doc-zrn', id);
    expect((await admin.del('/v1/exchange-rates/EUR/2024-03-08')).statusCode).toBe(409);
  });
});

describe('import of the NBS middle-rate list', () => {
  it('imports three days of the XML list, per-100 currencies per one unit, legacy codes skipped', async () => {
    const api = await as();
    const res = await api.upload(fixture('kursna-lista-2024-07-01-03.xml'), 'kursna-lista.xml');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ dates: ['2024-07-01', '2024-07-02', '2024-07-03'], written: 18, skipped: ['ATS'] });
    const july3 = (await ratesOf(api, '&dateFrom=2024-07-03&dateTo=2024-07-03')).data;
    expect(july3).toEqual([
      { valuta: 'EUR', datum: '2024-07-03', kurs: 117_043_700, izvor: 'nbs' },
      { valuta: 'USD', datum: '2024-07-03', kurs: 108_981_100, izvor: 'nbs' },
      { valuta: 'CHF', datum: '2024-07-03', kurs: 120_397_700, izvor: 'nbs' },
      { valuta: 'GBP', datum: '2024-07-03', kurs: 138_012_500, izvor: 'nbs' },
      // 67.4555 per 100 yen, 29.7214 per 100 forints
      { valuta: 'JPY', datum: '2024-07-03', kurs: 674_555, izvor: 'nbs' },
      { valuta: 'HUF', datum: '2024-07-03', kurs: 297_214, izvor: 'nbs' },
    ]);
  });

  it('imports the CSV list (decimal comma, date above the header) and a date imported again is replaced', async () => {
    const api = await as();
    await api.put('/v1/exchange-rates/EUR/2024-07-04', { kurs: 118_000_000 });
    const res = await api.upload(fixture('kursna-lista-2024-07-04.csv'), 'kursna-lista.csv');
    expect(res.json().data).toEqual({ dates: ['2024-07-04'], written: 4, skipped: [] });
    const again = await api.upload(fixture('kursna-lista-2024-07-04.csv'), 'kursna-lista.csv');
    expect(again.json().data.written).toBe(4);
    const list = await ratesOf(api);
    expect(list.pagination.itemsCount).toBe(4);
    expect(list.data.find((r: { valuta: string }) => r.valuta === 'EUR')).toEqual({ valuta: 'EUR', datum: '2024-07-04', kurs: 117_046_100, izvor: 'nbs' });
    expect(list.data.find((r: { valuta: string }) => r.valuta === 'HUF').kurs).toBe(296_900);
    // 10,000 forints on 4 July: 2,969.00 dinars
    expect(await rateOn(t.database.db, 1, 'HUF', '2024-07-07')).toBe(296_900);
  });

  it('refuses a file that is not a good list with a key and writes nothing of it', async () => {
    const api = await as();
    const xml = fixture('kursna-lista-2024-07-01-03.xml').toString();
    const cases: [string, string, string, Record<string, string | number>?][] = [
      ['empty.xml', '', 'error.kursna-lista.format'],
      ['other.xml', '<?xml version="1.0"?><rates><rate/></rates>', 'error.kursna-lista.format'],
      ['nul.xml', xml.replace('EMU', 'E\u0000MU'), 'error.kursna-lista.format'],
      ['entity.xml', xml.replace('<Exchange_Rates_Lists>', '<!DOCTYPE x [<!ENTITY a "b">]><Exchange_Rates_Lists>'), 'error.kursna-lista.format'],
      ['date.xml', xml.replace('<Date>02.07.2024</Date>', '<Date>31.06.2024</Date>'), 'error.kursna-lista.date', { list: 2, value: '31.06.2024' }],
      ['huge.xml', xml.replace('117.0437', '99999999.9999'), 'error.kursna-lista.rate', { datum: '2024-07-03', valuta: 'EUR', value: '99999999.9999 / 1' }],
      ['zero.xml', xml.replace('<Unit>100</Unit>', '<Unit>0</Unit>'), 'error.kursna-lista.rate', { datum: '2024-07-01', valuta: 'HUF', value: '29.6380 / 0' }],
      ['decimals.xml', xml.replace('117.0437', '117.04371'), 'error.kursna-lista.rate'],
      ['code.xml', xml.replace('<Currency>GBP</Currency>', '<Currency>GB£</Currency>'), 'error.kursna-lista.valuta'],
      ['twice.xml', xml.replace('<Currency>USD</Currency>', '<Currency>EUR</Currency>'), 'error.kursna-lista.duplicate', { datum: '2024-07-01', valuta: 'EUR' }],
      ['day twice.xml', xml.replace('<Date>02.07.2024</Date>', '<Date>1.7.2024</Date>'), 'error.kursna-lista.duplicate-date', { datum: '2024-07-01' }],
      ['nolist.csv', 'a;b;c\n1;2;3\n', 'error.kursna-lista.format'],
      ['nodate.csv', 'Oznaka valute;Važi za;Srednji kurs\nEUR;1;117,2000\n', 'error.kursna-lista.date'],
      ['nothing.csv', 'Datum;Oznaka valute;Srednji kurs\n', 'error.kursna-lista.empty'],
    ];
    for (const [name, body, key, params] of cases) {
      const res = await api.upload(Buffer.from(body), name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors, name).toEqual({ file: key });
      if (params) expect(res.json().params, name).toEqual(params);
    }
    const none = await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/import', headers: await authHeader(t.database, 'admin@demo.rs'), payload: {} });
    expect(none.statusCode).toBe(415);
    expect((await ratesOf(api)).pagination.itemsCount).toBe(0);
  });
});
