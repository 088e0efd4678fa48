import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';

const t = useTestApp();

/** A multipart body with the file and an optional mapping, as a browser sends it. */
function form(file: Buffer, filename: string, mapping?: Record<string, number | null>) {
  const boundary = '----knjige' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  if (mapping) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function post(url: string, body: ReturnType<typeof form>, email = 'admin@demo.rs') {
  const auth = await authHeader(t.database, email);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
}

const articlesCsv = [
  'Šifra;Naziv;Bar kod;Grupa;JM;PDV',
  'A-1;Čokolada 100 g;8600001;Prehrana;kom;20',
  'A-2;Keks;;Slatkiši;kom;20%',
  'A-3;Hleb;;Prehrana;kg;10',
  'A-1;Duplikat u fajlu;;Prehrana;kom;20',
  '1001;Postojeća šifra;;Prehrana;kom;20',
  'A-4;;;Prehrana;bure;18',
].join('\n');

describe('import from spreadsheets', () => {
  it('previews a CSV with a guessed mapping and per-row errors, and changes nothing', async () => {
    const res = await post('/v1/import/art-main/preview', form(Buffer.from(articlesCsv), 'artikli.csv'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.columns).toEqual(['Šifra', 'Naziv', 'Bar kod', 'Grupa', 'JM', 'PDV']);
    expect(data.mapping).toEqual({ intSifra: 0, artNaziv: 1, barkod: 2, grupa: 3, meraCode: 4, pdvStopa: 5, vArtikl: null });
    expect([data.total, data.validCount, data.invalidCount]).toEqual([6, 3, 3]);
    const errors = Object.fromEntries(data.rows.filter((r: { errors: object }) => Object.keys(r.errors).length).map((r: { row: number; errors: object }) => [r.row, r.errors]));
    expect(errors).toEqual({
      5: { intSifra: 'error.intSifra.duplicate-in-file' },
      6: { intSifra: 'error.intSifra.unique' },
      7: { artNaziv: 'error.artNaziv.required', meraCode: 'error.mera.not-found', pdvId: 'error.pdvId.not-found' },
    });
    const headers = await authHeader(t.database, 'admin@demo.rs');
    expect((await t.app.inject({ method: 'GET', url: '/v1/art-main', headers })).json().pagination.itemsCount).toBe(8);
  });

  it('commits the valid rows of an XLSX in one go, creating missing groups', async () => {
    const rows = articlesCsv.split('\n').map((line) => line.split(';').map((value) => ({ value })));
    const xlsx = await writeXlsxFile(rows).toBuffer();
    const res = await post('/v1/import/art-main/commit', form(xlsx, 'artikli.xlsx', { intSifra: 0, artNaziv: 1, barkod: 2, grupa: 3, meraCode: 4, pdvStopa: 5 }));
    expect(res.statusCode).toBe(200);
    const summary = res.json().data;
    expect([summary.created, summary.skipped, summary.groupsCreated]).toEqual([3, 3, 1]);
    const headers = await authHeader(t.database, 'admin@demo.rs');
    const imported = (await t.app.inject({ method: 'GET', url: '/v1/art-main?search=A-&perPage=50', headers })).json().data;
    const byCode = Object.fromEntries(imported.map((a: { intSifra: string }) => [a.intSifra, a]));
    expect(byCode['A-1']).toMatchObject({ artNaziv: 'Čokolada 100 g', barkod: '8600001', grpNaziv: 'Prehrana', pdvStopa: 2000, meraCode: 'kom' });
    expect(byCode['A-2']).toMatchObject({ barkod: 'A-2', grpNaziv: 'Slatkiši', pdvStopa: 2000 });
    expect(byCode['A-3']).toMatchObject({ meraCode: 'kg', pdvStopa: 1000 });
  });

  it('imports clients with identifier checks', async () => {
    const csv = [
      'Sifra,Naziv,PIB,MB,Adresa,PTT,Mesto,Kupac,Dobavljac',
      'K1,Prva firma,101134702,07204990,Ulica 1,11000,Beograd,da,ne',
      'K2,Druga firma,101134703,07204990,Ulica 2,11000,Beograd,1,0',
      'K3,Treća firma,,,Ulica 3,21000,Novi Sad,0,1',
    ].join('\r\n');
    const res = await post('/v1/import/kom-main/commit', form(Buffer.from(csv), 'klijenti.csv', {}));
    const summary = res.json().data;
    expect([summary.created, summary.skipped]).toEqual([2, 1]);
    expect(summary.errors).toEqual([{ row: 3, values: expect.any(Object), errors: { pib: 'error.pib.invalid' } }]);
    const headers = await authHeader(t.database, 'admin@demo.rs');
    const k1 = (await t.app.inject({ method: 'GET', url: '/v1/kom-main?search=Prva', headers })).json().data[0];
    expect(k1).toMatchObject({ sifra: 'K1', naziv: 'Prva firma', isKupac: true, isDobavljac: false, pib: '101134702' });
  });

  it('imports clients abroad with their country (code or name), VAT number and payment term', async () => {
    const csv = [
      'Sifra;Naziv;PIB;Adresa;PTT;Mesto;Država;Ino PDV broj;Rok plaćanja',
      'I1;Wiener Handel;;Ring 1;1010;Wien;Austrija;ATU12345678;30',
      'I2;Domaća firma;101134702;Ulica 1;11000;Beograd;;;15',
      'I3;Grčka firma;;Odos 1;10431;Atina;gr;EL123456789;',
      'I4;Nepoznata zemlja;;Put 1;1000;Grad;Narnija;;',
      'I5;Loš rok;;Put 2;1000;Grad;AT;;trideset',
      'I6;Loš PDV broj;;Put 3;1000;Grad;Nemačka;ATU12345678;',
      'I7;Loš PIB u Srbiji;ATU12345678;Put 4;11000;Beograd;Srbija;;',
    ].join('\n');
    const res = await post('/v1/import/kom-main/commit', form(Buffer.from(csv), 'klijenti.csv', {}));
    const summary = res.json().data;
    expect([summary.created, summary.skipped]).toEqual([3, 4]);
    expect(summary.errors.map((e: { row: number; errors: object }) => [e.row, e.errors])).toEqual([
      [5, { drzava: 'error.drzava.invalid' }],
      [6, { rokPlacanjaDana: 'error.rokPlacanjaDana.invalid' }],
      [7, { inoPdvBroj: 'error.inoPdvBroj.invalid' }],
      [8, { pib: 'error.pib.invalid' }],
    ]);
    const headers = await authHeader(t.database, 'admin@demo.rs');
    const read = async (code: string) => (await t.app.inject({ method: 'GET', url: `/v1/kom-main?search=${code}`, headers })).json().data[0];
    expect(await read('I1')).toMatchObject({ drzava: 'AT', inoPdvBroj: 'ATU12345678', rokPlacanjaDana: 30, pib: '' });
    expect(await read('I2')).toMatchObject({ drzava: 'RS', inoPdvBroj: '', rokPlacanjaDana: 15, pib: '101134702' });
    expect(await read('I3')).toMatchObject({ drzava: 'GR', inoPdvBroj: 'EL123456789', rokPlacanjaDana: 0 });
  });

  it('refuses an unreadable or empty file, a missing required column, and ordinary users', async () => {
    const empty = await post('/v1/import/art-main/preview', form(Buffer.from('Šifra;Naziv\n'), 'x.csv'));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: 'error.file.empty' });
    const missing = await post('/v1/import/art-main/commit', form(Buffer.from(articlesCsv), 'x.csv', { intSifra: 0, artNaziv: null }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ 'mapping.artNaziv': 'error.mapping.required' });
    const user = await post('/v1/import/art-main/preview', form(Buffer.from(articlesCsv), 'x.csv'), 'user@demo.rs');
    expect(user.statusCode).toBe(403);
    // a path that names no import kind names nothing: 404, as every path parameter that fails its schema
    const unknownKind = await post('/v1/import/nope/preview', form(Buffer.from(articlesCsv), 'x.csv'));
    expect(unknownKind.statusCode).toBe(404);
  });
});
