import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

/** What the API takes as typed or refuses: a text past its limit, a date as the screen shows it. */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let buyer: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, buyer } = await goodsSetup(d));
});

const sale = (extra: Record<string, unknown> = {}) => ({
  periodId: 2,
  vSubDoc: 'vp',
  rbroj: 1,
  datum: '2024-03-05',
  magId: VP,
  komId: buyer,
  datumDospeca: '2024-03-20',
  datumIsporuke: '2024-03-05',
  datumPrometa: '2024-03-05',
  ...extra,
});

describe('a text past its limit', () => {
  it('is refused with error.<field>.too-long, never cut; the limit itself is taken whole', async () => {
    for (const [field, max] of [['otprema', 200], ['brojRacuna', 50], ['opis', 500]] as const) {
      const res = await d.call('POST', '/v1/doc-prod', sale({ [field]: 'x'.repeat(max + 1) }));
      expect([res.statusCode, res.json().errors], field).toEqual([422, { [field]: `error.${field}.too-long` }]);
    }
    expect((await d.call('GET', '/v1/doc-prod?periodId=2')).json().data).toEqual([]);
    const id = await d.create('doc-prod', sale({ otprema: 'x'.repeat(200), brojRacuna: 'y'.repeat(50) }));
    expect(await d.read('doc-prod', id)).toMatchObject({ otprema: 'x'.repeat(200), brojRacuna: 'y'.repeat(50) });
  });
});

describe('a date as the screen shows it', () => {
  it('is not read by the API: 31.02.2024 and 15.03.2024 are both invalid there (the form sends YYYY-MM-DD)', async () => {
    for (const datum of ['31.02.2024', '15.03.2024', '2024-02-31']) {
      const res = await d.call('POST', '/v1/doc-prod', sale({ datum }));
      expect([res.statusCode, res.json().errors], datum).toEqual([422, { datum: 'error.datum.invalid' }]);
    }
  });
});
