/**
 * PDF of a sales invoice through the whole print call (`GET /v1/doc-prod/racun-otpremnica/print/{id}`:
 * reads, IPS QR, pdfmake) on the embedded database: a 500-line invoice and a one-page invoice
 * (10 lines). The floor is pdfmake alone rendering the same document definition (no reads); the ratio is the call over the floor.
 * Run: npm run bench:print (LINES, RUNS override the sizes).
 */
import { eq } from 'drizzle-orm';
import { saleLineAmount } from '@knjige/domain';
import { artGrupa, artMain, artPdv, docProdItems, komMain, magMain } from '../src/platform/db/schema';
import { loadInvoice } from '../src/outputs/print/invoice-data';
import { invoiceDefinition, invoiceQrPayload } from '../src/outputs/print/invoice-pdf';
import { renderPdf } from '../src/master/print-kit/pdf';
import { printLocale } from '../src/master/print-kit/texts';
import { median, withEmbeddedBenchApp } from './bench-db';

const LINES = Number(process.env.LINES ?? 500);
const RUNS = Number(process.env.RUNS ?? 5);

await withEmbeddedBenchApp('print', async ({ database, app, headers, companyId }) => {
  const db = database.db;
  const [group] = await db.select({ id: artGrupa.id }).from(artGrupa).where(eq(artGrupa.companyId, companyId)).limit(1);
  const rates = await db.select({ id: artPdv.id, stopa: artPdv.stopa }).from(artPdv).where(eq(artPdv.companyId, companyId));
  const [vp] = await db.select({ id: magMain.id }).from(magMain).where(eq(magMain.sifra, '01'));
  const [buyer] = await db.select({ id: komMain.id }).from(komMain).where(eq(komMain.sifra, '2'));
  const articles = await db
    .insert(artMain)
    .values(Array.from({ length: LINES }, (_, n) => ({ companyId, vArtikl: 'roba' as const, grpId: group!.id, intSifra: `P${n}`, artNaziv: `Artikal za štampu broj ${n}`, meraCode: 'kom', pdvId: rates[n % rates.length]!.id })))
    .returning({ id: artMain.id, pdvId: artMain.pdvId });

  /** A draft sales invoice of the first `lines` articles (lines written straight to its table: the print reads them as the lock would leave them). */
  async function invoice(rbroj: number, lines: number) {
    const datum = '2024-06-01';
    const res = await app.inject({ method: 'POST', url: '/v1/doc-prod', headers, payload: { periodId: 2, rbroj, vSubDoc: 'vp', datum, magId: vp!.id, komId: buyer!.id, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum } });
    if (res.statusCode !== 201) throw new Error(res.body);
    const id = res.json().id as number;
    const rows = articles.slice(0, lines).map((a, n) => {
      const line = { kolicina: 1_000 + n * 10, prodCena: 12_345 + n, rabat: n % 3 ? 0 : 5_000 };
      return { companyId, docId: id, artId: a.id, ...line, pdvStopa: rates.find((r) => r.id === a.pdvId)!.stopa, iznos: saleLineAmount(line) };
    });
    await db.insert(docProdItems).values(rows);
    return id;
  }

  async function measure(id: number) {
    const url = `/v1/doc-prod/racun-otpremnica/print/${id}`;
    const call = async () => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(res.body);
      return { ms: performance.now() - started, bytes: res.rawPayload.length };
    };
    await call();
    const calls = [];
    for (let i = 0; i < RUNS; i++) calls.push(await call());
    const model = await loadInvoice(db, companyId, 'doc-prod', id, 'racun-otpremnica');
    const qr = invoiceQrPayload(model);
    const locale = printLocale('sr-lat');
    const floor = async () => {
      const started = performance.now();
      await renderPdf(invoiceDefinition(model, locale, qr, '01.06.2024'));
      return performance.now() - started;
    };
    await floor();
    const floors = [];
    for (let i = 0; i < RUNS; i++) floors.push(await floor());
    return { call: median(calls.map((c) => c.ms)), floor: median(floors), bytes: calls[0]!.bytes };
  }

  const big = await measure(await invoice(1, LINES));
  const small = await measure(await invoice(2, 10));
  const row = (name: string, r: { call: number; floor: number; bytes: number }, target: number) =>
    `${name}: ${r.call.toFixed(0)} ms (target ≤ ${target} ms), floor (pdfmake alone) ${r.floor.toFixed(0)} ms, ratio ${(r.call / r.floor).toFixed(2)}, ${(r.bytes / 1024).toFixed(0)} KB`;
  console.log(row(`invoice of ${LINES} lines`, big, 1500));
  console.log(row('one-page invoice (10 lines)', small, 150));
});
