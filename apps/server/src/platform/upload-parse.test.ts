import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../../test/harness';
import { memberships } from './db/schema';
import { measure, nbsNested, nbsXml, uploadCases } from '../../test/upload-parse';

/**
 * Uploads parse in linear time and off the event loop (docs/decisions.md "Input bounds and ids"):
 * every route that takes a file, at a size and twice it, must not take four times as long; and
 * while a large rate list parses, the server answers others.
 */
const t = useTestApp();

/** Times below this are timer and load noise: they count as this much. */
const FLOOR_MS = 60;

describe('upload parsing', () => {
  it('a file twice as large takes at most about twice as long, on every upload route', { timeout: 240_000 }, async () => {
    const headers = await authHeader(t.database, 'super@demo.rs');
    const [member] = await t.database.db.select({ companyId: memberships.companyId }).from(memberships).limit(1);
    const figures: string[] = [];
    const failures: string[] = [];
    for (const c of uploadCases(t.app, t.database, member!.companyId, headers, 0.5)) {
      // a second measure when the first looks quadratic: on a shared machine one run can be a load spike
      let ratio = Infinity;
      for (let attempt = 0; attempt < 2 && ratio >= 3; attempt++) {
        const { small, large } = await measure(c, 3);
        expect(small.status, c.name).toBeLessThan(500);
        expect(large.status, c.name).toBe(small.status);
        ratio = Math.min(ratio, Math.max(large.ms, FLOOR_MS) / Math.max(small.ms, FLOOR_MS));
        figures.push(`${c.name} (${small.status}): ${small.bytes} B ${small.ms.toFixed(0)} ms → ${large.bytes} B ${large.ms.toFixed(0)} ms (×${ratio.toFixed(2)})`);
      }
      if (ratio >= 3) failures.push(figures.at(-1)!);
    }
    console.log(figures.join('\n'));
    expect(failures, figures.join('\n')).toEqual([]);
  });

  it('the server answers while a large rate list parses, and a list past the bounds is refused', { timeout: 120_000 }, async () => {
    const headers = await authHeader(t.database, 'super@demo.rs');
    const boundary = '----knjige-big';
    const body = (text: string) => ({
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lista.xml"\r\n\r\n${text}\r\n--${boundary}--\r\n`),
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    for (const file of [nbsNested(560_000), nbsXml(1_000)]) {
      let done = false;
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
      expect(res.statusCode, res.body).toBe(422);
      expect(latencies.length).toBeGreaterThan(0);
      expect(Math.max(...latencies), latencies.map((l) => l.toFixed(0)).join(' ')).toBeLessThan(250);
    }
    // bounds: more than 20,000 rates, more than 4 MiB
    const tooMany = await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/import', ...body(nbsXml(1_001, false)) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ file: 'error.kursna-lista.too-large' });
    const tooBig = await t.app.inject({ method: 'POST', url: '/v1/exchange-rates/import', ...body(`<Exchange_Rates_List>${' '.repeat(4 * 1024 * 1024)}`) });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ file: 'error.kursna-lista.too-large' });
  });
});
