import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { articlesCsv, nbsNested, nbsXml } from '../../test/upload-parse';

/**
 * Uploads parse off the event loop and within bounds (docs/decisions.md#ids-text-and-request-shape):
 * while a large rate list parses, the server answers others. The doubling of every upload's size
 * is measured in api-fuzz.test.ts.
 */
const t = useTestApp();

describe('upload parsing', () => {
  it('the server answers while a large rate list parses, and a list past the bounds is refused', { timeout: 120_000 }, async () => {
    const headers = await authHeader(t.database, 'super@demo.rs');
    const boundary = '----knjige-big';
    const body = (text: string) => ({
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lista.xml"\r\n\r\n${text}\r\n--${boundary}--\r\n`),
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    for (const file of [nbsNested(560_000), nbsXml(1_000)]) {
      let done = false;
      const importStarted = performance.now();
      const importing = t.app.inject({ method: 'POST', url: '/v1/exchange-rates/import', ...body(file) }).finally(() => (done = true));
      const latencies: number[] = [];
      while (!done) {
        const started = performance.now();
        expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        latencies.push(performance.now() - started);
        // as a client over the network would: the next request comes in a later turn of the loop
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const res = await importing;
      const importMs = performance.now() - importStarted;
      expect(res.statusCode, res.body).toBe(422);
      expect(latencies.length).toBeGreaterThan(0);
      // A parse on the event loop would hold a request for about the whole import; off it, a request
      // waits a few ms, or on a machine busy with other runs what the scheduler costs: under 250 ms,
      // or under a quarter of the import when the whole machine is slow.
      expect(Math.max(...latencies), `${latencies.map((l) => l.toFixed(0)).join(' ')} during ${importMs.toFixed(0)} ms`).toBeLessThan(Math.max(250, importMs / 4));
    }
    // bounds: more than 20,000 rates, more than 4 MiB
    const tooMany = await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/import', ...body(nbsXml(1_001, false)) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ file: 'error.kursna-lista.too-large' });
    const tooBig = await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/import', ...body(`<Exchange_Rates_List>${' '.repeat(4 * 1024 * 1024)}`) });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ file: 'error.kursna-lista.too-large' });
  });

  it('an import of more than 50,000 rows is refused before its rows are checked', { timeout: 120_000 }, async () => {
    const headers = await authHeader(t.database, 'super@demo.rs');
    const boundary = '----knjige-rows';
    const send = (rows: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/import/art-main/preview',
        payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${articlesCsv(rows)}\r\n--${boundary}--\r\n`),
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const res = await send(50_001);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ errors: { file: 'error.file.too-many-rows' }, params: { max: 50_000 } });
  });
});
