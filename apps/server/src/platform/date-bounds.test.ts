import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, belgradeToday } from '@knjige/domain';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

/** Date bounds (docs/decisions.md#dates-the-api-reads): 1900–2099 anywhere, periods 2000–2099, related dates around the document's date, rates a week ahead at most. */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);

beforeEach(async () => {
  auth = await authHeader(t.database, 'super@demo.rs');
});

const refused = async (method: 'POST' | 'PUT', url: string, body: unknown, errors: Record<string, string>) => {
  const res = await d.call(method, url, body);
  expect(res.statusCode, `${url} ${JSON.stringify(body)} ${res.body}`).toBe(422);
  expect(res.json().errors, url).toEqual(errors);
};

describe('date bounds', () => {
  it('a period lies in 2000–2099; year 0000 and 9999 are refused with the field', async () => {
    const period = (startDate: string, endDate: string) => ({ title: 'X', startDate, endDate });
    await refused('POST', '/v1/periods', period('0000-01-01', '2024-12-31'), { startDate: 'error.startDate.out-of-range' });
    await refused('POST', '/v1/periods', period('2025-01-01', '9999-12-31'), { endDate: 'error.endDate.out-of-range' });
    await refused('POST', '/v1/periods', period('1900-01-01', '1900-12-31'), { startDate: 'error.startDate.period-years', endDate: 'error.endDate.period-years' });
    await refused('POST', '/v1/periods', period('2100-01-01', '2100-12-31'), { startDate: 'error.startDate.out-of-range', endDate: 'error.endDate.out-of-range' });
    expect((await d.call('POST', '/v1/periods', period('2031-01-01', '2031-12-31'))).statusCode).toBe(201);
  });

  it('a document’s related dates lie from 10 years before its date to 5 after; year 0000 never reaches the database', async () => {
    const { VP, supplier, buyer } = await goodsSetup(d);
    const ur = { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-03-12', magId: VP, komId: supplier, dokBroj: 'INV-1', dokDatum: '2024-03-05', dokDpo: '2024-03-06', datumPrometa: '2024-03-10' };
    await refused('POST', '/v1/doc-ur', { ...ur, dokDatum: '0000-01-01' }, { dokDatum: 'error.dokDatum.out-of-range' });
    await refused('POST', '/v1/doc-ur', { ...ur, datumPrometa: '9999-12-31' }, { datumPrometa: 'error.datumPrometa.out-of-range' });
    await refused('POST', '/v1/doc-ur', { ...ur, dokDatum: '1900-01-01' }, { dokDatum: 'error.dokDatum.outside-window' });
    await refused('POST', '/v1/doc-ur', { ...ur, dokDatum: '2013-12-31', dokDpo: '2029-03-13' }, { dokDatum: 'error.dokDatum.outside-window', dokDpo: 'error.dokDpo.outside-window' });
    const id = await d.create('doc-ur', { ...ur, dokDatum: '2014-03-12', dokDpo: '2029-03-12' });
    await refused('PUT', `/v1/doc-ur/${id}`, { ...ur, dokDatum: '2000-01-01' }, { dokDatum: 'error.dokDatum.outside-window' });

    const sale = { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-03-01', magId: VP, komId: buyer, datumPrometa: '2024-03-01' };
    await refused('POST', '/v1/doc-prod', { ...sale, datumIsporuke: '0000-01-01' }, { datumIsporuke: 'error.datumIsporuke.out-of-range' });
    await refused('POST', '/v1/doc-prod', { ...sale, datumIsporuke: '2099-12-31', datumDospeca: '2030-01-01' }, { datumIsporuke: 'error.datumIsporuke.outside-window', datumDospeca: 'error.datumDospeca.outside-window' });
    const knz = { periodId: 2, vSubDoc: 'knz-potrazuje', rbroj: 1, datum: '2024-04-15', komId: supplier, osnov: 'X', saPdv: true };
    await refused('POST', '/v1/doc-knz', { ...knz, periodOd: '1900-01-01', periodDo: '2024-03-31' }, { periodOd: 'error.periodOd.outside-window' });
    await refused('POST', '/v1/doc-knz', { ...knz, periodOd: '0000-03-01', periodDo: '2024-03-31' }, { periodOd: 'error.periodOd.out-of-range' });

    const psk = await d.create('doc-psk', { vSubDoc: 'firma', rbroj: 1, datum: '2024-01-01', opis: 'Početno stanje' });
    await refused('POST', `/v1/doc-psk/${psk}/items`, { docId: psk, komId: supplier, duguje: 500_00, dueDate: '9999-12-31' }, { dueDate: 'error.dueDate.out-of-range' });
    await refused('POST', `/v1/doc-psk/${psk}/items`, { docId: psk, komId: supplier, duguje: 500_00, dueDate: '2099-12-31' }, { dueDate: 'error.dueDate.outside-window' });
    expect((await d.call('POST', `/v1/doc-psk/${psk}/items`, { docId: psk, komId: supplier, duguje: 500_00, dueDate: '2014-01-01' })).statusCode).toBe(201);
  });

  it('a rate is dated 1900–2099 and at most a week ahead', async () => {
    expect((await d.call('PUT', '/v1/exchange-rates/EUR/0000-01-01', { kurs: 117_000_000 })).statusCode).toBe(404);
    expect((await d.call('PUT', '/v1/exchange-rates/EUR/9999-12-31', { kurs: 117_000_000 })).statusCode).toBe(404);
    await refused('PUT', `/v1/exchange-rates/EUR/${addDays(belgradeToday(), 8)}`, { kurs: 117_000_000 }, { datum: 'error.datum.too-far-ahead' });
    expect((await d.call('PUT', `/v1/exchange-rates/EUR/${addDays(belgradeToday(), 7)}`, { kurs: 117_000_000 })).statusCode).toBe(204);
    expect((await d.call('GET', '/v1/exchange-rates?dateFrom=0000-01-01')).statusCode).toBe(422);
  });
  it('dates stored before the bounds held are answered as they are, and refused only when written back', async () => {
    const { VP, supplier } = await goodsSetup(d);
    const ur = { periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-03-12', magId: VP, komId: supplier, dokBroj: 'INV-1', dokDatum: '2024-03-05' };
    const id = await d.create('doc-ur', ur);
    await t.database.db.execute(sql`update doc_ur set dok_datum = '2205-03-05' where id = ${id}`);
    await t.database.db.execute(sql`insert into periods (company_id, title, start_date, end_date) select company_id, '9999', '9999-01-01', '9999-12-31' from periods where id = 2`);

    const doc = await d.call('GET', `/v1/doc-ur/${id}`);
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json().data.dokDatum).toBe('2205-03-05');
    const periods = await d.call('GET', '/v1/periods?perPage=100');
    expect(periods.statusCode, periods.body).toBe(200);
    expect(periods.json().data.map((p: { startDate: string }) => p.startDate)).toContain('9999-01-01');
    await refused('PUT', `/v1/doc-ur/${id}`, { ...ur, dokDatum: '2205-03-05' }, { dokDatum: 'error.dokDatum.out-of-range' });
  });
});
