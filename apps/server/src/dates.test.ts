import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../test/harness';
import { documents, goodsSetup } from '../test/documents';

const t = useTestApp();
let headers: Record<string, string>;
beforeEach(async () => {
  headers = await authHeader(t.database, 'admin@demo.rs');
});
const d = documents(t, () => headers);

/** Days that look like dates but do not exist: 30 February, 31 June, 29 February of a common year. */
const impossible = ['2024-02-30', '2024-06-31', '2023-02-29'];

describe('an impossible calendar date', () => {
  it('is a field error in every date of a document body, and nothing is written', async () => {
    const { VP, supplier } = await goodsSetup(d);
    const valid = { vSubDoc: 'vp', rbroj: 1, datum: '2024-02-29', magId: VP, komId: supplier, dokBroj: 'R-1', dokDatum: '2024-02-29', dokDpo: '2024-03-31' };
    for (const day of impossible) {
      for (const field of ['datum', 'dokDatum', 'dokDpo']) {
        const res = await d.call('POST', '/v1/doc-ur', { periodId: 2, ...valid, [field]: day });
        expect([res.statusCode, res.json()], `${field} ${day}`).toEqual([422, { message: 'error.validation', errors: { [field]: `error.${field}.invalid` } }]);
      }
    }
    expect((await d.call('GET', '/v1/doc-ur?periodId=2')).json().data).toEqual([]);
    // 29 February of a leap year is a real day.
    const id = await d.create('doc-ur', valid);
    const update = await d.call('PUT', `/v1/doc-ur/${id}`, { periodId: 2, ...valid, datum: '2024-04-31' });
    expect([update.statusCode, update.json().errors]).toEqual([422, { datum: 'error.datum.invalid' }]);
    expect((await d.read('doc-ur', id)).datum).toBe('2024-02-29');
  });

  it('is a field error in a period, created or changed', async () => {
    for (const day of impossible) {
      const start = await d.call('POST', '/v1/periods', { title: 'X', startDate: day, endDate: '2024-12-31' });
      expect([start.statusCode, start.json().errors]).toEqual([422, { startDate: 'error.startDate.invalid' }]);
      const end = await d.call('POST', '/v1/periods', { title: 'X', startDate: '2024-01-01', endDate: day });
      expect([end.statusCode, end.json().errors]).toEqual([422, { endDate: 'error.endDate.invalid' }]);
    }
    const changed = await d.call('PUT', '/v1/periods/2', { title: '2024', startDate: '2024-01-01', endDate: '2024-11-31' });
    expect([changed.statusCode, changed.json().errors]).toEqual([422, { endDate: 'error.endDate.invalid' }]);
  });

  it('is a field error in a list filter', async () => {
    for (const day of impossible) {
      for (const filter of ['dateFrom', 'dateTo']) {
        const res = await d.call('GET', `/v1/doc-ur?periodId=2&${filter}=${day}`);
        expect([res.statusCode, res.json()], `${filter} ${day}`).toEqual([422, { message: 'error.validation', errors: { [filter]: `error.${filter}.invalid` } }]);
      }
    }
    const leap = await d.call('GET', '/v1/doc-ur?periodId=2&dateFrom=2024-02-29&dateTo=2024-02-29');
    expect(leap.statusCode).toBe(200);
  });
});
