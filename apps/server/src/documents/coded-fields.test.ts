import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

/**
 * Coded fields (docs/domain.md#entities-and-fields) take one of their codes; anything else is a 422 on the
 * field, for every family that has one, so the screen, the books and the e-invoice never disagree.
 */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);
let VP: number;
let MP: number;
let buyer: number;

beforeEach(async () => {
  auth = await authHeader(t.database, 'admin@demo.rs');
  ({ VP, MP, buyer } = await goodsSetup(d));
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

async function refused(method: 'POST' | 'PUT', url: string, body: unknown, field: string, key = `error.${field}.invalid`) {
  const res = await d.call(method, url, body);
  expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
  expect(res.json().errors).toEqual({ [field]: key });
}

describe('a sales invoice’s coded fields', () => {
  const codes = { periodObracuna: ['3', '35', '432'], vrstaPlacanja: ['10', '30'], mestoIsporuke: ['1', '2'], xmlUpload: ['single', 'multi', 'none'] };

  for (const [field, valid] of Object.entries(codes)) {
    it(`${field}: anything but ${valid.join(', ')} is refused on create and update; each code is kept`, async () => {
      for (const wrong of ['99', 'ab', '', '3 ', 30]) await refused('POST', '/v1/doc-prod', sale({ [field]: wrong }), field);
      for (const [i, code] of valid.entries()) {
        const id = await d.create('doc-prod', sale({ rbroj: i + 1, [field]: code }));
        expect((await d.read('doc-prod', id))[field]).toBe(code);
        await refused('PUT', `/v1/doc-prod/${id}`, sale({ rbroj: i + 1, [field]: '99' }), field);
        expect((await d.read('doc-prod', id))[field]).toBe(code);
      }
    });
  }

  it('left out, they take the defaults of a new invoice (30, 3, 1, single)', async () => {
    const id = await d.create('doc-prod', sale());
    expect(await d.read('doc-prod', id)).toMatchObject({ vrstaPlacanja: '30', periodObracuna: '3', mestoIsporuke: '1', xmlUpload: 'single' });
  });
});

describe('other families’ coded fields', () => {
  it('a fiscal receipt’s payment is 1 to 5', async () => {
    const pos = (await d.call('GET', '/v1/pos-main')).json().data[0].id;
    const body = { periodId: 2, vSubDoc: 'fis', rbroj: 1, datum: '2024-03-05', posId: pos };
    for (const wrong of [0, 6, 99, '1', 'ab']) await refused('POST', '/v1/doc-fis', { ...body, fisPlacanje: wrong }, 'fisPlacanje');
    const id = await d.create('doc-fis', { ...body, fisPlacanje: 3 });
    expect((await d.read('doc-fis', id)).fisPlacanje).toBe(3);
  });

  it('a statement line’s order kind is one of the five kinds', async () => {
    const trnId = (await d.call('GET', '/v1/app-config/tekuci-racun')).json().data.id;
    const docId = await d.create('doc-trn', { vSubDoc: 'izvod', rbroj: 1, datum: '2024-03-01', trnId });
    for (const wrong of ['99', 'ab', '']) {
      const res = await d.call('POST', `/v1/doc-trn/${docId}/items`, { docId, vNalog: wrong, komId: buyer, uplata: 100_00 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.vNalog).toMatch(/^error\.vNalog\./);
    }
    await d.item('doc-trn', docId, { vNalog: 'uplata', komId: buyer, uplata: 100_00 });
  });

  it('an article’s unit is one of the company’s e-invoice units, its type one of the five', async () => {
    const grpId = (await d.call('GET', '/v1/art-grupa?vArtikl=roba')).json().data[0].id;
    const pdvId = await d.vatRate(2000);
    const body = { vArtikl: 'roba', grpId, intSifra: 'X1', artNaziv: 'Artikal X', meraCode: 'kom', pdvId };
    await refused('POST', '/v1/art-main', { ...body, meraCode: 'ab' }, 'meraCode', 'error.mera.not-found');
    await refused('POST', '/v1/art-main', { ...body, vArtikl: 'ab' }, 'vArtikl');
    expect((await d.call('POST', '/v1/art-main', body)).statusCode).toBe(201);
  });

  it('a warehouse’s turnover type and a client’s type are codes too', async () => {
    const mag = (await d.call('GET', `/v1/mag-main/${MP}`)).json().data;
    const res = await d.call('PUT', `/v1/mag-main/${MP}`, { sifra: mag.sifra, magNaziv: mag.magNaziv, vPromet: 'xx' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.vPromet).toBe('error.vPromet.invalid');
    const client = { vKom: 'ab', sifra: 'K-99', intNaziv: 'Kupac', naziv: 'Kupac', postcode: '11000', mesto: 'Beograd', adresa: 'Ulica 1', isKupac: true };
    await refused('POST', '/v1/kom-main', client, 'vKom');
  });
});
