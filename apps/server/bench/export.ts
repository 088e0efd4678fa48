/**
 * The Excel export streamed over HTTP: 100,000 KIR rows of one year, read by a client that keeps
 * nothing. Prints the time and the peak growth of the server's resident memory while it runs
 * (sampled every 10 ms). Run: npm run bench:export (BENCH_DATABASE_URL, see bench-db.ts).
 */
import { fillVatBook, withBenchApp } from './bench-db';

const ROWS = 100_000;
const columns = [
  { key: 'docOznaka', label: 'Dokument', type: 'text' },
  { key: 'datum', label: 'Datum', type: 'date' },
  { key: 'naziv', label: 'Naziv', type: 'text' },
  { key: 'mesto', label: 'Mesto', type: 'text' },
  { key: 'pib', label: 'PIB', type: 'text' },
  { key: 'osnovica', label: 'Osnovica', type: 'money', total: 'sum' },
  { key: 'pdvIznos', label: 'PDV', type: 'money', total: 'sum' },
  { key: 'iznos', label: 'Iznos', type: 'money', total: 'sum' },
];

await withBenchApp(async ({ database, app, headers, companyId }) => {
  // KIR is nine rows in ten of the book.
  await fillVatBook(database, companyId, Math.ceil(ROWS / 0.9));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}/v1/rpt-fin/kir/export?periodId=2&dateFrom=2024-01-01&dateTo=2024-12-31&fileName=kir&totalLabel=Ukupno&columns=${encodeURIComponent(JSON.stringify(columns))}`;
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const res = await fetch(url, { headers });
  if (!res.ok || !res.body) throw new Error(`${res.status} ${await res.text()}`);
  let bytes = 0;
  const reader = res.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  const ms = performance.now() - started;
  clearInterval(sampler);
  console.log(
    `export of ${ROWS.toLocaleString('en')} KIR rows: ${(ms / 1000).toFixed(2)} s (target ≤ 10 s), ${(bytes / 1e6).toFixed(1)} MB file, peak RSS growth ${((peak - base) / 1e6).toFixed(1)} MB (target ≤ 100 MB)`,
  );
});
