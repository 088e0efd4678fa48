import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_ID } from '@knjige/contract';
import { authHeader, useTestApp } from '../../test/harness';
import { documents, goodsSetup } from '../../test/documents';

/** The id and string rules of every request (docs/decisions.md#ids-text-and-request-shape). */
const t = useTestApp();
let auth: Record<string, string>;
const d = documents(t, () => auth);

beforeEach(async () => {
  auth = await authHeader(t.database, 'super@demo.rs');
});

const malformed = ['%20%201', '0x1', '1e0', '+1', '01', '-1', '1.0', '%201', '1%20'];

describe('path ids', () => {
  it('a malformed path id names no row: 404 on read, update and delete, and the row stays as it was', async () => {
    const group = (await d.get('/v1/art-grupa/1')).data;
    for (const id of malformed) {
      expect((await d.call('GET', `/v1/art-grupa/${id}`)).statusCode, id).toBe(404);
      const put = await d.call('PUT', `/v1/art-grupa/${id}`, { vArtikl: group.vArtikl, grpSifra: group.grpSifra, grpNaziv: 'Preimenovana' });
      expect(put.statusCode, id).toBe(404);
      expect(put.json()).toEqual({ message: 'error.not-found' });
      expect((await d.call('DELETE', `/v1/art-grupa/${id}`)).statusCode, id).toBe(404);
    }
    expect((await d.get('/v1/art-grupa/1')).data).toEqual(group);
  });

  it('an id past the id column’s range is 404 on every kind of route, never 500', async () => {
    for (const id of [String(MAX_ID + 1), '9007199254740993', '99999999999999999999']) {
      expect((await d.call('GET', `/v1/art-main/${id}`)).statusCode, id).toBe(404);
      expect((await d.call('GET', `/v1/doc-prod/${id}/items`)).statusCode, id).toBe(404);
      expect((await d.call('GET', `/v1/doc-prod/1/items/${id}`)).statusCode, id).toBe(404);
      expect((await d.call('POST', `/v1/doc-psr/${id}/storno`)).statusCode, id).toBe(404);
      expect((await d.call('GET', `/v1/rpt-mag/1/promet/${id}?periodId=2`)).statusCode, id).toBe(404);
    }
    // the largest id is well formed: it is simply not there
    expect((await d.call('GET', `/v1/art-main/${MAX_ID}`)).statusCode).toBe(404);
  });

  it('an action on a malformed id never reaches the document: a locked opening stock is not reversed', async () => {
    const { VP, articleByCode } = await goodsSetup(d);
    const psr = await d.create('doc-psr', { vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: VP });
    await d.item('doc-psr', psr, { artId: await articleByCode('1002'), kolicina: 1_000, nabCena: 100_00, prodCena: 150_00 });
    await d.lock('doc-psr', psr);
    for (const id of [`%20%20${psr}`, `0${psr}`, `+${psr}`, `${psr}e0`, `0x${psr.toString(16)}`]) {
      expect((await d.call('POST', `/v1/doc-psr/${id}/storno`)).statusCode, id).toBe(404);
    }
    expect((await d.read('doc-psr', psr)).status).toBe('locked');
  });
});

describe('ids in bodies and queries', () => {
  it('an id past the range in a body is 422 error.<field>.too-large', async () => {
    const res = await d.call('POST', '/v1/doc-prod', {
      periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-03-01', magId: 1, komId: MAX_ID + 1, datumDospeca: '2024-03-01', datumIsporuke: '2024-03-01', datumPrometa: '2024-03-01',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ komId: 'error.komId.too-large' });
    const period = await d.call('POST', '/v1/doc-psr', { periodId: MAX_ID + 1, vSubDoc: 'vp', rbroj: 1, datum: '2024-01-02', magId: 1 });
    expect(period.statusCode).toBe(422);
    expect(period.json().errors).toEqual({ periodId: 'error.periodId.too-large' });
    const article = await d.call('POST', '/v1/art-main', { vArtikl: 'roba', grpId: 2 ** 53, intSifra: 'X1', artNaziv: 'X', meraCode: 'kom', pdvId: 1 });
    expect(article.statusCode).toBe(422);
    expect(article.json().errors).toEqual({ grpId: 'error.grpId.too-large' });
  });

  it('an id in a query is digits within the range: 422 too-large past it, invalid when malformed', async () => {
    const big = await d.call('GET', `/v1/doc-prod?periodId=${MAX_ID + 1}`);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ periodId: 'error.periodId.too-large' });
    expect((await d.call('GET', `/v1/doc-prod?periodId=2&komId=${MAX_ID + 1}`)).json().errors).toEqual({ komId: 'error.komId.too-large' });
    for (const value of ['0x2', '2e0', '%202', '-2', '02']) {
      const res = await d.call('GET', `/v1/doc-prod?periodId=${value}`);
      expect(res.statusCode, value).toBe(422);
      expect(res.json().errors, value).toEqual({ periodId: 'error.periodId.invalid' });
    }
    expect((await d.call('GET', '/v1/doc-prod?periodId=2')).statusCode).toBe(200);
    expect((await d.call('GET', `/v1/art-main?page=${2 ** 53}`)).json().errors).toEqual({ page: 'error.page.too-large' });
  });
});

describe('NUL characters', () => {
  it('a NUL in a query string is 422 error.<field>.invalid on every list, and 401 without a token', async () => {
    for (const url of ['/v1/art-main?search=%00', '/v1/kom-main?search=a%00b', '/v1/doc-prod?periodId=2&search=%00', '/v1/art-grupa?search=%00']) {
      const res = await d.call('GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors, url).toEqual({ search: 'error.search.invalid' });
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('a NUL anywhere in a body is 422 error.<field>.invalid and nothing is written', async () => {
    const res = await d.call('POST', '/v1/art-grupa', { vArtikl: 'roba', grpSifra: '9\u00009', grpNaziv: 'Nula' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ grpSifra: 'error.grpSifra.invalid' });
    expect((await d.get('/v1/art-grupa?search=Nula')).data).toEqual([]);
    const nested = await d.call('POST', '/v1/doc-prn', {
      periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: 1, komId: 1, komMemo: { komMemo1: 'a\u0000' },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ 'komMemo.komMemo1': 'error.komMemo1.invalid' });
  });

  it('a NUL in the sign-in nonce, without a token, is 422 error.nonce.invalid', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email: 'super@demo.rs', nonce: 'n\u0000', password: 'x' } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ nonce: 'error.nonce.invalid' });
  });

  it('a NUL in a file name is 422 error.name.invalid', async () => {
    const res = await d.call('POST', '/v1/files', { name: 'racun\u0000.pdf', mime: 'application/pdf', size: 10, chunksCount: 1 });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ name: 'error.name.invalid' });
  });

  it('a NUL in an uploaded file’s name or in its cells never answers 500', async () => {
    const boundary = '----knjige-nul';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="artikli\u0000.csv"\r\nContent-Type: text/csv\r\n\r\n` +
        `Šifra;Naziv;Grupa;JM;PDV\nA-1;Ču\u0000do;Prehrana;kom;20\n\r\n--${boundary}--\r\n`,
    );
    const headers = { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const preview = await t.app.inject({ method: 'POST', url: '/v1/import/art-main/preview', payload, headers });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.rows.map((r: { row: number; errors: object }) => [r.row, r.errors])).toEqual([[2, { artNaziv: 'error.artNaziv.invalid' }]]);
    const commit = await t.app.inject({ method: 'POST', url: '/v1/import/art-main/commit', payload, headers });
    expect(commit.statusCode, commit.body).toBe(200);
    expect(commit.json().data).toMatchObject({ created: 0, skipped: 1 });
    expect((await d.get('/v1/art-main?search=A-1')).data).toEqual([]);
  });
});

describe('lone surrogates and deep nesting', () => {
  it('a lone surrogate in any text field, jsonb included, is 422 error.<field>.invalid and nothing is written', async () => {
    const res = await d.call('POST', '/v1/art-grupa', { vArtikl: 'roba', grpSifra: '77', grpNaziv: 'Pola\ud800' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ grpNaziv: 'error.grpNaziv.invalid' });
    expect((await d.get('/v1/art-grupa?search=Pola')).data).toEqual([]);
    const memo = await d.call('POST', '/v1/doc-prn', {
      periodId: 2, vSubDoc: 'vp', rbroj: 1, datum: '2024-02-05', magId: 1, komId: 1, komMemo: { komMemo1: '\udc00a' },
    });
    expect(memo.statusCode, memo.body).toBe(422);
    expect(memo.json().errors).toEqual({ 'komMemo.komMemo1': 'error.komMemo1.invalid' });
    expect((await d.call('GET', '/v1/art-main?search=%ED%A0%80')).statusCode).toBeLessThan(500);
    // a whole pair (an emoji) is text like any other
    const emoji = await d.call('POST', '/v1/art-grupa', { vArtikl: 'roba', grpSifra: '78', grpNaziv: 'Voće 🍎' });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('a body nested past the bound, even in an unknown field, is 400 error.body.too-deep', async () => {
    const deep = `{"vArtikl":"roba","grpSifra":"79","grpNaziv":"Duboko","x":${'['.repeat(8_000)}${']'.repeat(8_000)}}`;
    const res = await t.app.inject({ method: 'POST', url: '/v1/art-grupa', payload: deep, headers: { ...auth, 'content-type': 'application/json' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: 'error.body.too-deep' });
    expect((await d.get('/v1/art-grupa?search=Duboko')).data).toEqual([]);
    const nested = `{"items":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`;
    expect((await t.app.inject({ method: 'PUT', url: '/v1/doc-prod/1', payload: nested, headers: { ...auth, 'content-type': 'application/json' } })).statusCode).toBe(400);
  });
});

describe('SEF and eOtpremnica ids', () => {
  it('a malformed document id on the send and status routes names no document: 404, nothing sent', async () => {
    for (const id of ['1e0', '0x1', '%201', '1.0', '+1', '01', '-1']) {
      for (const route of ['sef/send', 'eotp/send']) expect((await d.call('POST', `/v1/${route}/prod/${id}`)).statusCode, `${route} ${id}`).toBe(404);
      for (const route of ['sef/status', 'eotp/status']) expect((await d.call('GET', `/v1/${route}/prod/${id}`)).statusCode, `${route} ${id}`).toBe(404);
    }
    expect((await d.get('/v1/sef/status/prod/1')).data).toBeNull();
    expect((await d.get('/v1/eotp/status/prod/1')).data).toBeNull();
  });
});
