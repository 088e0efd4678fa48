/**
 * Lock of an incoming invoice with 500 lines on the embedded database: the whole request
 * (row lock, postings to the stock, client and VAT ledgers, balances). Twice: on articles
 * without history, and backdated under existing issues (so the later issues are re-costed).
 * Run: npm run bench:lock (LINES overrides the size).
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { artGrupa, artMain, artPdv, komMain, magMain, stockLedger } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { seededEmbedded } from './bench-db';
import { sessionToken } from '../test/session';

const LINES = Number(process.env.LINES ?? 500);
const bench = await seededEmbedded('lock');
const { config, database, admin } = bench;
try {
  const db = database.db;
  const companyId = admin.companyId;
  const [group] = await db.select({ id: artGrupa.id }).from(artGrupa).where(eq(artGrupa.companyId, companyId)).limit(1);
  const [pdv] = await db.select({ id: artPdv.id }).from(artPdv).where(eq(artPdv.companyId, companyId)).limit(1);
  const [vp] = await db.select({ id: magMain.id }).from(magMain).where(eq(magMain.sifra, '01'));
  const [mp] = await db.select({ id: magMain.id }).from(magMain).where(eq(magMain.sifra, '02'));
  const [supplier] = await db.select({ id: komMain.id }).from(komMain).where(eq(komMain.sifra, '1'));
  const articles = await db
    .insert(artMain)
    .values(Array.from({ length: LINES }, (_, n) => ({ companyId, vArtikl: 'roba' as const, grpId: group!.id, intSifra: `B${n}`, artNaziv: `Bench ${n}`, meraCode: 'kom', pdvId: pdv!.id })))
    .returning({ id: artMain.id });
  const app = await buildApp({ config, database, logger: process.env.BENCH_LOG ? { level: 'error' } : false });
  const headers = { authorization: `Bearer ${await sessionToken(database.db, createTokenSigner(config.jwtSecret, 900), admin)}` };
  const call = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? null : res.json();
  };
  let number = 0;
  async function document(resource: string, header: object, line: (artId: number) => object) {
    const { id } = await call('POST', `/v1/${resource}`, { periodId: 2, rbroj: ++number, ...header });
    for (const a of articles) await call('POST', `/v1/${resource}/${id}/items`, { docId: id, ...line(a.id) });
    return id as number;
  }
  const ur = (datum: string) => ({ vSubDoc: 'vp', datum, magId: vp!.id, komId: supplier!.id, dokBroj: 'F-1', dokDatum: datum, dokDpo: datum });
  const urLine = (fakCena: number) => (artId: number) => ({ artId, kolicina: 10_000, fakCena, rabat1: 2_500, prodCena: 17_000 });
  async function timeLock(resource: string, id: number) {
    const started = performance.now();
    await call('POST', `/v1/${resource}/${id}/lock`);
    return performance.now() - started;
  }

  const first = await document('doc-ur', ur('2024-03-01'), urLine(12_345));
  const fresh = await timeLock('doc-ur', first);
  // History: a transfer of half of every article after the receipt, then a receipt backdated before it.
  const transfer = await document('doc-int', { vSubDoc: 'vp-mp', datum: '2024-03-20', magOutId: vp!.id, magInId: mp!.id }, (artId) => ({ artId, kolicina: 5_000, outCena: 12_000, inCena: 20_000 }));
  await timeLock('doc-int', transfer);
  const backdated = await document('doc-ur', ur('2024-03-10'), urLine(9_999));
  const recost = await timeLock('doc-ur', backdated);
  const summary = await call('GET', `/v1/rpt-mag/sum?periodId=2&priceType=pnCena`);
  const recosted = await db.$count(stockLedger, eq(stockLedger.kind, 'recost'));
  console.log(`lock of an incoming invoice with ${LINES} lines: ${fresh.toFixed(0)} ms (target ≤ 300 ms)`);
  console.log(`lock of a backdated one re-costing ${LINES} later transfer lines (and their retail receipts): ${recost.toFixed(0)} ms`);
  console.log(`correction rows written by the backdated lock: ${recosted}; stock purchase value after: ${(summary.data.vrednost / 100).toFixed(2)}`);
  await app.close();
} finally {
  await bench.close();
}
