import { eq } from 'drizzle-orm';
import { chunksOf, FILE_CHUNK_BYTES } from '@knjige/contract';
import type { Database } from '../src/platform/db/client';
import type { App } from '../src/platform/http';
import { tekuciRacuni } from '../src/platform/db/schema';
import { chunkForm, chunksOfBytes, pdfBytes } from './files';

/**
 * Every route that takes a file, measured the same way: a file of size n and one of size 2n, the
 * time of each request (the best of `repeat`). Linear work doubles; quadratic work quadruples.
 * Used by upload-parse.test.ts (the ratio) and `npm run bench:upload-parse` (the figures).
 */
export interface UploadCase {
  name: string;
  /** what n counts, and its two values */
  unit: string;
  sizes: [number, number];
  /** one request with a file of size n: its time in ms (and the status it answered) */
  run: (n: number) => Promise<{ ms: number; status: number; bytes: number }>;
}

function form(file: Buffer | string, fields: Record<string, string> = {}, fileName = 'file.csv') {
  const boundary = '----knjige-bench';
  const head = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const payload = Buffer.concat([
    Buffer.from(`${head.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const codes = ['EUR', 'USD', 'CHF', 'GBP', 'JPY', 'HUF', 'AUD', 'CAD', 'CNY', 'CZK', 'DKK', 'NOK', 'SEK', 'RUB', 'PLN', 'BAM', 'TRY', 'RON', 'KWD', 'BGN'];
const dotted = (day: number) => {
  const d = new Date(Date.UTC(2015, 0, 1) + day * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
};

/** `days` daily NBS lists of 20 currencies in XML; with `badLast` the last list's date is 31.06., so the file is refused after it is read whole. */
export function nbsXml(days: number, badLast = true): string {
  const lists: string[] = [];
  for (let d = 0; d < days; d++) {
    const items = codes.map((c) => `<Item><Code>1</Code><Country>X</Country><Currency>${c}</Currency><Unit>1</Unit><Middle_Rate>117.${String(d % 10_000).padStart(4, '0')}</Middle_Rate></Item>`);
    lists.push(`<Exchange_Rates_List><header><No>${d}</No><Date>${badLast && d === days - 1 ? '31.06.2024' : dotted(d)}</Date></header>\n${items.join('\n')}\n</Exchange_Rates_List>`);
  }
  return `<Exchange_Rates_Lists>${lists.join('\n')}</Exchange_Rates_Lists>`;
}

/** The probe's file: one list element, then `<header><Date>` repeated to `bytes`. */
export const nbsNested = (bytes: number) => `<Exchange_Rates_List>${'<header><Date>'.repeat(Math.floor(bytes / 14))}`;

/** An article import CSV of `rows` rows. */
export const articlesCsv = (rows: number, from = 0) =>
  ['Šifra;Naziv;Grupa;JM;PDV', ...Array.from({ length: rows }, (_, i) => `UP-${from + i};Artikal ${from + i};Prehrana;kom;20`)].join('\n');

/** A bank statement CSV of `rows` lines (payments in and out, named by text only). */
export const statementCsv = (rows: number) =>
  ['Datum;Priliv;Odliv;Nalogodavac;Račun;PIB;Poziv na broj;Svrha', ...Array.from({ length: rows }, (_, n) => ['01.03.2024', n % 10 === 9 ? '' : `${1_000 + n},50`, n % 10 === 9 ? '250,00' : '', `Uplatilac ${n}`, '', '', '', 'Uplata'].join(';'))].join('\n');

export function uploadCases(app: App, database: Database, companyId: number, headers: Record<string, string>, scale = 1): UploadCase[] {
  const timed = async (send: () => Promise<{ statusCode: number }>, bytes: number) => {
    const started = performance.now();
    const res = await send();
    return { ms: performance.now() - started, status: res.statusCode, bytes };
  };
  const post = (url: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    timed(() => app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } }), body.payload.length);
  let batch = 0;
  const trnId = async () => {
    const [account] = await database.db.select({ id: tekuciRacuni.id }).from(tekuciRacuni).where(eq(tekuciRacuni.companyId, companyId));
    return String(account!.id);
  };
  /** A PDF of `bytes` through the chunk protocol: create, every chunk, and (with `attach`) attached to a document. */
  const upload = async (bytes: number, attach?: { vDoc: string; docId: number }) => {
    const file = pdfBytes(bytes, bytes);
    const chunks = chunksOfBytes(file);
    const started = performance.now();
    const created = await app.inject({ method: 'POST', url: '/v1/files', headers, payload: { name: 'racun.pdf', mime: 'application/pdf', size: file.length, chunksCount: chunksOf(file.length) } });
    const { uuid } = created.json<{ uuid: string }>();
    let status = created.statusCode;
    for (const [i, chunk] of chunks.entries()) {
      const body = chunkForm(chunk, { chunkIndex: i, chunksCount: chunks.length });
      status = (await app.inject({ method: 'PUT', url: `/v1/files/${uuid}`, payload: body.payload, headers: { ...headers, ...body.headers } })).statusCode;
    }
    if (attach) status = (await app.inject({ method: 'POST', url: '/v1/files/attach', headers, payload: { ...attach, uuid } })).statusCode;
    return { ms: performance.now() - started, status, bytes };
  };
  let invoice: number | null = null;
  /** A sales invoice of services to attach the files to (made once). */
  const invoiceId = async () => {
    if (invoice) return invoice;
    const buyer = (await app.inject({ method: 'GET', url: '/v1/kom-main?search=Market%20Jug', headers })).json<{ data: { id: number }[] }>().data[0]!.id;
    const body = { periodId: 2, vSubDoc: 'usluga', rbroj: 9_001, datum: '2024-03-01', magId: null, komId: buyer, datumDospeca: '2024-03-01', datumIsporuke: '2024-03-01', datumPrometa: '2024-03-01' };
    invoice = (await app.inject({ method: 'POST', url: '/v1/doc-prod', headers, payload: body })).json<{ id: number }>().id;
    return invoice;
  };
  const s = (n: number) => Math.max(1, Math.round(n * scale));
  return [
    // the probe's sizes whatever the scale: cheap when parsed in one pass, seconds when not
    { name: 'POST /v1/exchange-rates/import (nested <header><Date>)', unit: 'bytes', sizes: [140_000, 280_000], run: (n) => post('/v1/exchange-rates/import', form(nbsNested(n), {}, 'lista.xml')) },
    { name: 'POST /v1/exchange-rates/import (daily lists, refused at the last)', unit: 'lists of 20 rates', sizes: [s(250), s(500)], run: (n) => post('/v1/exchange-rates/import', form(nbsXml(n), {}, 'lista.xml')) },
    { name: 'POST /v1/import/art-main/preview', unit: 'rows', sizes: [s(2_000), s(4_000)], run: (n) => post('/v1/import/art-main/preview', form(articlesCsv(n))) },
    { name: 'POST /v1/import/art-main/commit', unit: 'rows', sizes: [s(250), s(500)], run: (n) => post('/v1/import/art-main/commit', form(articlesCsv(n, 100_000 * ++batch))) },
    { name: 'POST /v1/import/doc-trn/preview (bank statement)', unit: 'rows', sizes: [s(1_000), s(2_000)], run: async (n) => post('/v1/import/doc-trn/preview', form(statementCsv(n), { periodId: '2', trnId: await trnId() })) },
    { name: 'POST /v1/import/doc-trn/commit (bank statement)', unit: 'rows', sizes: [s(250), s(500)], run: async (n) => post('/v1/import/doc-trn/commit', form(statementCsv(n), { periodId: '2', trnId: await trnId() })) },
    { name: 'PUT /v1/files/{uuid} (one chunk)', unit: 'bytes', sizes: [FILE_CHUNK_BYTES / 2, FILE_CHUNK_BYTES], run: (n) => upload(n) },
    { name: 'POST /v1/files + PUT chunks (a whole PDF)', unit: 'bytes', sizes: [s(2 * 1024 * 1024), s(4 * 1024 * 1024)], run: (n) => upload(n) },
    { name: 'POST /v1/files + chunks + POST /v1/files/attach', unit: 'bytes', sizes: [s(1024 * 1024), s(2 * 1024 * 1024)], run: async (n) => upload(n, { vDoc: 'prod', docId: await invoiceId() }) },
  ];
}

/** Both sizes of a case, each the best of `repeat` runs, and their ratio. */
export async function measure(c: UploadCase, repeat = 2) {
  // small and large in turn, the best of each: a load that comes and goes on a shared machine
  // falls on both sizes alike, not on one phase of the measure
  let small = await c.run(c.sizes[0]);
  let large = await c.run(c.sizes[1]);
  for (let i = 1; i < repeat; i++) {
    const smallAgain = await c.run(c.sizes[0]);
    if (smallAgain.ms < small.ms) small = smallAgain;
    const largeAgain = await c.run(c.sizes[1]);
    if (largeAgain.ms < large.ms) large = largeAgain;
  }
  return { small, large, ratio: large.ms / small.ms };
}
