import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { chunkForm, pdfBytes } from '../../test/files';

/** Malformed multipart bodies on every upload route (docs/decisions.md#ids-text-and-request-shape). */
const t = useTestApp();
let auth: Record<string, string>;

beforeEach(async () => {
  auth = await authHeader(t.database, 'super@demo.rs');
});

const boundary = '----knjige-cut';
const csv = 'Šifra;Naziv;Grupa;JM;PDV\nA-1;Čudo;Prehrana;kom;20\n';
const whole = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`);

/** The ways a multipart body arrives broken: cut short (in the headers, in the file), a boundary that does not match, none, garbage. */
const broken: { name: string; payload: Buffer; type: string }[] = [
  { name: 'cut in the file', payload: whole.subarray(0, whole.length - 30), type: `multipart/form-data; boundary=${boundary}` },
  { name: 'cut in the part headers', payload: whole.subarray(0, 40), type: `multipart/form-data; boundary=${boundary}` },
  { name: 'no closing boundary', payload: whole.subarray(0, whole.length - `--${boundary}--\r\n`.length), type: `multipart/form-data; boundary=${boundary}` },
  { name: 'wrong boundary', payload: whole, type: 'multipart/form-data; boundary=----other' },
  { name: 'missing boundary', payload: whole, type: 'multipart/form-data' },
  { name: 'garbage', payload: Buffer.from('not a form at all'), type: `multipart/form-data; boundary=${boundary}` },
];

describe('malformed multipart', () => {
  it('is 400 error.body.multipart on the imports and the rate list, never 500, nothing written', async () => {
    for (const url of ['/v1/import/art-main/preview', '/v1/import/art-main/commit', '/v1/exchange-rates/import']) {
      for (const b of broken) {
        const res = await t.app.inject({ method: 'POST', url, payload: b.payload, headers: { ...auth, 'content-type': b.type } });
        expect(res.statusCode, `${url} ${b.name}: ${res.body}`).toBe(400);
        expect(res.json(), `${url} ${b.name}`).toEqual({ message: 'error.body.multipart' });
      }
    }
    const res = await t.app.inject({ method: 'GET', url: '/v1/art-main?search=A-1', headers: auth });
    expect(res.json().data).toEqual([]);
  });

  it('is 400 error.body.multipart on a file chunk, and the upload goes on with the whole chunk', async () => {
    const bytes = pdfBytes(1_000);
    const created = await t.app.inject({ method: 'POST', url: '/v1/files', headers: auth, payload: { name: 'a.pdf', mime: 'application/pdf', size: bytes.length, chunksCount: 1 } });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/v1/files/${created.json().uuid}`;
    const form = chunkForm(bytes, { chunkIndex: 0, chunksCount: 1 });
    const realBoundary = /boundary=(.*)$/.exec(form.headers['content-type'])![1]!;
    for (const b of [
      { name: 'cut in the chunk', payload: form.payload.subarray(0, form.payload.length - 300), type: form.headers['content-type'] },
      { name: 'cut in the part headers', payload: form.payload.subarray(0, 30), type: form.headers['content-type'] },
      { name: 'wrong boundary', payload: form.payload, type: 'multipart/form-data; boundary=----other' },
      { name: 'missing boundary', payload: form.payload, type: 'multipart/form-data' },
      { name: 'garbage', payload: Buffer.from('x'), type: `multipart/form-data; boundary=${realBoundary}` },
    ]) {
      const res = await t.app.inject({ method: 'PUT', url, payload: b.payload, headers: { ...auth, 'content-type': b.type } });
      expect(res.statusCode, `${b.name}: ${res.body}`).toBe(400);
      expect(res.json(), b.name).toEqual({ message: 'error.body.multipart' });
    }
    const done = await t.app.inject({ method: 'PUT', url, payload: form.payload, headers: { ...auth, ...form.headers } });
    expect(done.statusCode, done.body).toBe(200);
  });
});
