/**
 * SEF XML of a locked 500-line sales invoice with a 1 MB PDF embedded, on the embedded database:
 * from Generate (the job's checks, its row) through the build to the poll that reports it done.
 * The PDF is handed to the job as the files it embeds (the prints and attachments supply them in
 * the product). Floor: xmlbuilder2 alone writing the same document from the data in memory.
 * Run: npm run bench:xml (LINES, PDF_BYTES override the sizes).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { artGrupa, artMain, artPdv, komMain, magMain } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { sessionToken } from '../test/session';
import { collectEmbeddedPdfs, type EmbeddedPdf } from '../src/outputs/xml/embedded-pdfs';
import { buildInvoiceXml } from '../src/outputs/xml/ubl-invoice';
import { loadXmlData } from '../src/outputs/xml/xml-data';
import { startXmlJob, xmlJobStatus, type CollectPdfs } from '../src/outputs/xml/xml-jobs';
import { median, seededEmbedded } from './bench-db';

const LINES = Number(process.env.LINES ?? 500);
const PDF_BYTES = Number(process.env.PDF_BYTES ?? 1024 * 1024);
const RUNS = 5;

/** A valid PDF of about `size` bytes: one page and a stream of that many random bytes. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n4 0 obj\n<< /Length ${size} >>\nstream\n`, 'latin1');
  return Buffer.concat([head, randomBytes(size), Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
}

const bench = await seededEmbedded('xml');
const { config, database, admin } = bench;
try {
  const db = database.db;
  const companyId = admin.companyId;
  const [group] = await db.select({ id: artGrupa.id }).from(artGrupa).where(eq(artGrupa.companyId, companyId)).limit(1);
  const rates = await db.select({ id: artPdv.id }).from(artPdv).where(eq(artPdv.companyId, companyId));
  const [vp] = await db.select({ id: magMain.id }).from(magMain).where(eq(magMain.sifra, '01'));
  const [buyer] = await db.select({ id: komMain.id }).from(komMain).where(eq(komMain.sifra, '2'));
  const articles = await db
    .insert(artMain)
    .values(Array.from({ length: LINES }, (_, n) => ({ companyId, vArtikl: 'roba' as const, grpId: group!.id, intSifra: `X${n}`, artNaziv: `XML bench artikal ${n}`, meraCode: 'kom', pdvId: rates[n % rates.length]!.id })))
    .returning({ id: artMain.id });
  const app = await buildApp({ config, database, logger: false });
  const headers = { authorization: `Bearer ${await sessionToken(db, createTokenSigner(config.jwtSecret, 900), admin)}` };
  const call = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? null : res.json();
  };
  const psr = (await call('POST', '/v1/doc-psr', { periodId: 2, rbroj: 1, vSubDoc: 'vp', datum: '2024-01-01', magId: vp!.id })).id as number;
  for (const a of articles) await call('POST', `/v1/doc-psr/${psr}/items`, { docId: psr, artId: a.id, kolicina: 1_000_000, nabCena: 10_000, prodCena: 17_000 });
  await call('POST', `/v1/doc-psr/${psr}/lock`);
  const datum = '2024-06-01';
  const id = (await call('POST', '/v1/doc-prod', { periodId: 2, rbroj: 1, vSubDoc: 'vp', datum, magId: vp!.id, komId: buyer!.id, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum })).id as number;
  for (const [n, a] of articles.entries()) await call('POST', `/v1/doc-prod/${id}/items`, { docId: id, artId: a.id, kolicina: 1_000 + n, prodCena: 17_000 + n, rabat: n % 3 === 0 ? 5_000 : 0 });
  await call('POST', `/v1/doc-prod/${id}/lock`);

  const pdf = pdfOf(PDF_BYTES);
  const files: EmbeddedPdf[] = [{ fileName: 'IR-VP-1-2024.pdf', mime: 'application/pdf', bytes: pdf }];
  const collect = async () => files;
  const session = { userId: admin.userId, companyId, role: admin.role };

  /** Generate, then poll (without the web's 750 ms wait) until done: the time and the XML's size. */
  async function generateToDone(using: CollectPdfs = collect): Promise<{ ms: number; bytes: number }> {
    const started = performance.now();
    const uuid = await startXmlJob(db, session, 'prod', id, using);
    for (;;) {
      const status = await xmlJobStatus(db, companyId, uuid);
      if (status.status === 'failed') throw new Error(status.message ?? 'failed');
      if (status.status === 'succeeded') break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ms = performance.now() - started;
    const res = await app.inject({ method: 'GET', url: `/v1/xml/${uuid}`, headers });
    return { ms, bytes: res.rawPayload.length };
  }

  await generateToDone(); // warm: compiled code, prepared plans
  const runs: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await generateToDone());
  const total = median(runs.map((r) => r.ms));

  const data = await loadXmlData(db, companyId, 'prod', id);
  buildInvoiceXml(data, files);
  const floors: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    buildInvoiceXml(data, files);
    floors.push(performance.now() - started);
  }
  const floor = median(floors);
  // as Generate runs for the user: the invoice's own print rendered (xmlUpload single) and embedded
  const printed: number[] = [];
  for (let i = 0; i < RUNS; i++) printed.push((await generateToDone(collectEmbeddedPdfs)).ms);
  console.log(`XML of a ${LINES}-line invoice with a ${(PDF_BYTES / 1024 / 1024).toFixed(1)} MB PDF embedded (${(runs[0]!.bytes / 1024 / 1024).toFixed(2)} MB of XML)`);
  console.log(`  Generate → done: ${total.toFixed(0)} ms (median of ${RUNS}; target ≤ 1000 ms)`);
  console.log(`  floor, xmlbuilder2 writing the same document from memory: ${floor.toFixed(0)} ms; ratio ${(total / floor).toFixed(2)}`);
  console.log(`  Generate → done with the invoice's own ${LINES}-line print rendered and embedded instead: ${median(printed).toFixed(0)} ms (median of ${RUNS})`);
  await app.close();
} finally {
  await bench.close();
}
