import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../../test/harness';
import { documents } from '../../../test/documents';
import { statementDate } from './trn.import';

const t = useTestApp();

/** A multipart body as the import screen sends it: the file, and the period and account. */
function form(file: string | Buffer, fields: Record<string, string>, filename = 'izvod.csv') {
  const boundary = '----knjige' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const payload = Buffer.concat([Buffer.from(parts.join('')), Buffer.from(file), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('statement dates in bank exports', () => {
  it('reads the usual forms and refuses what is not a date', () => {
    expect(['01.03.2024', '1.3.2024.', '2024-03-01', '01/03/2024'].map(statementDate)).toEqual(Array(4).fill('2024-03-01'));
    expect(['31.02.2024', '2024-13-01', 'jučе', ''].map(statementDate)).toEqual([null, null, null, null]);
  });
});

describe('bank statement import', () => {
  it('makes a draft statement of the rows: clients found by account or tax id, the rest ostalo; a text amount is reported', async () => {
    const auth = await authHeader(t.database, 'admin@demo.rs');
    const d = documents(t, () => auth);
    const clients = (await d.call('GET', '/v1/kom-main')).json().data as { id: number; intNaziv: string; pib: string }[];
    const K = clients.find((c) => c.intNaziv === 'Market Jug')!;
    const D = clients.find((c) => c.intNaziv === 'Veletrgovina Sever')!;
    expect((await d.call('POST', '/v1/kom-tracun', { komId: D.id, tracun: '160-5100-05', banka: 'Intesa', isDefault: true })).statusCode).toBe(201);
    const T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;

    const csv = [
      'Datum;Priliv;Odliv;Nalogodavac/Primalac;Račun;PIB;Poziv na broj;Svrha',
      `01.03.2024;400,00;;Market Jug doo;;${K.pib};97 58 20240001;Uplata po računu`,
      '01.03.2024;;1.000,00;Veletrgovina Sever;160-5100-05;;;Plaćanje fakture',
      '02.03.2024;10,00;;Nepoznat;;;;Kamata',
      '02.03.2024;sto;;Market Jug doo;;;;Greška',
    ].join('\n');
    const post = (step: string) => t.app.inject({ method: 'POST', url: `/v1/import/doc-trn/${step}`, headers: { ...auth, ...body().headers }, payload: body().payload });
    let built: ReturnType<typeof form> | null = null;
    const body = () => (built ??= form(csv, { periodId: '2', trnId: String(T1) }));

    const preview = await post('preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.mapping).toMatchObject({ datum: 0, uplata: 1, isplata: 2, partnerNaziv: 3, partnerRacun: 4, pib: 5, poziv: 6, svrha: 7 });
    expect([preview.json().data.validCount, preview.json().data.invalidCount]).toEqual([3, 1]);

    const res = await post('commit');
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    expect(summary).toMatchObject({ created: 3, skipped: 1 });
    expect(summary.errors).toEqual([expect.objectContaining({ row: 5, errors: { uplata: 'error.uplata.not-a-number' } })]);

    const doc = await d.read('doc-trn', summary.docId);
    expect(doc).toMatchObject({ status: 'draft', trnId: T1, datum: '2024-03-02', uplata: 410_00, isplata: 1_000_00, vSubDoc: 'izvod' });
    const lines = (await d.call('GET', `/v1/doc-trn/${summary.docId}/items`)).json().data;
    expect(lines.map((l: Record<string, unknown>) => [l.vNalog, l.komId, l.uplata, l.isplata, l.poziv, l.opis])).toEqual([
      ['uplata', K.id, 400_00, 0, '97 58 20240001', 'Uplata po računu'],
      ['isplata', D.id, 0, 1_000_00, '', 'Plaćanje fakture'],
      ['ostalo', null, 10_00, 0, '', 'Nepoznat — Kamata'],
    ]);
    // Every imported line passes the line checks, so the draft locks as it is.
    await d.lock('doc-trn', summary.docId);
  });

  it('reads an XLSX with date cells and numeric amounts, one signed amount column', async () => {
    const auth = await authHeader(t.database, 'admin@demo.rs');
    const d = documents(t, () => auth);
    const T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
    const rows = [
      [{ value: 'Datum' }, { value: 'Iznos' }, { value: 'Naziv' }, { value: 'Svrha' }],
      [{ value: new Date('2024-03-04T00:00:00Z'), type: Date, format: 'dd.mm.yyyy' }, { value: 1234.5, type: Number }, { value: 'Kupac X' }, { value: 'Avans' }],
      [{ value: new Date('2024-03-05T00:00:00Z'), type: Date, format: 'dd.mm.yyyy' }, { value: -99.99, type: Number }, { value: 'Dobavljač Y' }, { value: 'Usluga' }],
    ];
    const xlsx = await writeXlsxFile(rows).toBuffer();
    const body = form(xlsx, { periodId: '2', trnId: String(T1), mapping: JSON.stringify({ datum: 0, uplata: 1, partnerNaziv: 2, svrha: 3 }) }, 'izvod.xlsx');
    const res = await t.app.inject({ method: 'POST', url: '/v1/import/doc-trn/commit', headers: { ...auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json().data;
    expect(summary).toMatchObject({ created: 2, skipped: 0 });
    expect(await d.read('doc-trn', summary.docId)).toMatchObject({ datum: '2024-03-05', uplata: 1_234_50, isplata: 99_99 });
    const lines = (await d.call('GET', `/v1/doc-trn/${summary.docId}/items`)).json().data;
    expect(lines.map((l: Record<string, unknown>) => [l.vNalog, l.uplata, l.isplata, l.opis])).toEqual([
      ['ostalo', 1_234_50, 0, 'Kupac X — Avans'],
      ['ostalo', 0, 99_99, 'Dobavljač Y — Usluga'],
    ]);
  });

  it('needs the account to commit', async () => {
    const auth = await authHeader(t.database, 'admin@demo.rs');
    const body = form('Datum;Priliv\n01.03.2024;5,00', { periodId: '2' });
    const res = await t.app.inject({ method: 'POST', url: '/v1/import/doc-trn/commit', headers: { ...auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ trnId: 'error.trnId.required' });
  });

  it('an amount past the bound or a NUL in a cell is that row’s error, never a 500; the statement takes the other rows', async () => {
    const auth = await authHeader(t.database, 'admin@demo.rs');
    const d = documents(t, () => auth);
    const T1 = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
    const csv = [
      'Datum;Priliv;Odliv;Nalogodavac/Primalac;Svrha',
      '01.03.2024;1.000.000.000.000,00;;Najveći;Na granici',
      '01.03.2024;1.000.000.000.000,01;;Preveliki;Preko granice',
      '01.03.2024;;10.000.000.000.000,00;Preveliki;Preko granice',
      '02.03.2024;5,00;;Nula\u0000;Kamata',
    ].join('\n');
    const body = form(csv, { periodId: '2', trnId: String(T1) });
    const preview = await t.app.inject({ method: 'POST', url: '/v1/import/doc-trn/preview', headers: { ...auth, ...body.headers }, payload: body.payload });
    expect(preview.statusCode, preview.body).toBe(200);
    const errors = preview.json().data.rows.map((r: { row: number; errors: object }) => [r.row, r.errors]);
    expect(errors).toEqual([
      [2, {}],
      [3, { uplata: 'error.uplata.too-large' }],
      [4, { isplata: 'error.isplata.too-large' }],
      [5, { partnerNaziv: 'error.partnerNaziv.invalid' }],
    ]);
    const again = form(csv, { periodId: '2', trnId: String(T1) });
    const res = await t.app.inject({ method: 'POST', url: '/v1/import/doc-trn/commit', headers: { ...auth, ...again.headers }, payload: again.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 1, skipped: 3 });
    expect(await d.read('doc-trn', res.json().data.docId)).toMatchObject({ uplata: 1_000_000_000_000_00, isplata: 0 });
  });
});
