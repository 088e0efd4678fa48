/**
 * bench:sef: COUNT (default 1,000) locked sales invoices sent to the SEF simulator with its rate
 * limit on (3 calls a second per key): the time of the synchronisation that sends them (registry
 * question, XML built from the books, send, outbox rows), against the floor: the same HTTP calls
 * (one registry question, COUNT sends of the same XML) through the same client and limiter without
 * the product's bookkeeping. Then COUNT purchase invoices delivered to the simulator, pulled into
 * the inbox by one synchronisation and the inbox's first page listed, against the same calls bare
 * (the ids of the month, each invoice and its XML). Prints both and the ratio for each part.
 * Run: npm run bench:sef (COUNT overrides).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, belgradeToday } from '@knjige/domain';
import { buildApp } from '../src/app';
import { artGrupa, artMain, artPdv, komMain, magMain } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { SefClient } from '../src/integrations/sef/sef-client';
import { SefRateLimiter } from '../src/integrations/sef/sef-rate-limit';
import { sampleInvoiceXml, startSefSimulator } from '@knjige/simulators/sef';
import { seededEmbedded } from './bench-db';
import { sessionToken } from '../test/session';

const COUNT = Number(process.env.COUNT ?? 1_000);
const sim = await startSefSimulator();
const bench = await seededEmbedded('sef');
const { database, admin } = bench;
const config = { ...bench.config, sefBaseUrl: sim.url, sefSyncMinutes: 0, sefRetryMs: 100 };
try {
  const db = database.db;
  const companyId = admin.companyId;
  const [group] = await db.select({ id: artGrupa.id }).from(artGrupa).where(eq(artGrupa.companyId, companyId)).limit(1);
  const [pdv] = await db.select({ id: artPdv.id }).from(artPdv).where(eq(artPdv.companyId, companyId)).limit(1);
  const [vp] = await db.select({ id: magMain.id }).from(magMain).where(eq(magMain.sifra, '01'));
  const [buyer] = await db.select({ id: komMain.id }).from(komMain).where(eq(komMain.sifra, '2'));
  const [article] = await db
    .insert(artMain)
    .values({ companyId, vArtikl: 'roba', grpId: group!.id, intSifra: 'SEF1', artNaziv: 'SEF bench', meraCode: 'kom', pdvId: pdv!.id })
    .returning({ id: artMain.id });
  const app = await buildApp({ config, database, logger: process.env.BENCH_LOG ? { level: 'error' } : false });
  // a session lasts 15 minutes and a part of the bench at COUNT=1000 about as long: each part signs in afresh
  const headers = { authorization: '' };
  const signIn = async () => {
    headers.authorization = `Bearer ${await sessionToken(database.db, createTokenSigner(config.jwtSecret!, 900), admin)}`;
  };
  await signIn();
  const call = async (method: 'POST' | 'GET' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? null : res.json();
  };
  const KEY = randomUUID();
  await call('PUT', '/v1/sef/settings', { apiKey: KEY });
  const { id: opening } = await call('POST', '/v1/doc-psr', { periodId: 2, rbroj: 1, vSubDoc: 'vp', datum: '2024-01-01', magId: vp!.id });
  await call('POST', `/v1/doc-psr/${opening}/items`, { docId: opening, artId: article!.id, kolicina: 100_000_000, nabCena: 10_000, prodCena: 17_000 });
  await call('POST', `/v1/doc-psr/${opening}/lock`);
  let started = performance.now();
  for (let n = 1; n <= COUNT; n++) {
    const datum = '2024-03-15';
    const { id } = await call('POST', '/v1/doc-prod', { periodId: 2, rbroj: n, vSubDoc: 'vp', datum, magId: vp!.id, komId: buyer!.id, datumDospeca: datum, datumIsporuke: datum, datumPrometa: datum, xmlUpload: 'none' });
    await call('POST', `/v1/doc-prod/${id}/items`, { docId: id, artId: article!.id, kolicina: 2_000, prodCena: 17_000 });
    await call('POST', `/v1/doc-prod/${id}/lock`);
  }
  console.log(`${COUNT} sales invoices locked (each queued for SEF) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // the key check after the PUT has had its call; the window starts clean
  await new Promise((resolve) => setTimeout(resolve, 1500));
  sim.traffic.calls = [];

  await signIn();
  started = performance.now();
  const result = (await call('POST', '/v1/sef/sync')).data;
  const product = (performance.now() - started) / 1000;
  const over = sim.traffic.calls.filter((c) => c.status === 429).length;
  console.log(`sync in ${product.toFixed(1)} s: sent ${result.sent}, failed ${result.failed}, skipped ${result.skipped}; SEF has ${sim.state.uploadsAccepted}; calls ${sim.traffic.calls.length}, 429s ${over}, busiest second ${sim.traffic.busiestWindow(1000)} calls`);
  if (result.sent !== COUNT || sim.state.uploadsAccepted !== COUNT) throw new Error('not every invoice went to SEF exactly once');

  // The floor: the same calls (one registry question, the same XML once each) from a bare client under another key.
  const xmls = [...sim.state.sales.values()].map((inv) => inv.xml);
  sim.traffic.calls = [];
  const floorKey = randomUUID();
  const client = new SefClient({ baseUrl: sim.url, apiKey: floorKey, limiter: new SefRateLimiter(), backoffMs: 100 });
  started = performance.now();
  await client.isCompanyRegistered({ vatNumber: '101134702', registrationNumber: '07204990' });
  let next = 0;
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (next < xmls.length) await client.sendUbl(xmls[next++]!, { requestId: randomUUID(), sendToCir: false });
    }),
  );
  const floor = (performance.now() - started) / 1000;
  console.log(`floor (the same ${xmls.length + 1} HTTP calls, bare): ${floor.toFixed(1)} s; busiest second ${sim.traffic.busiestWindow(1000)} calls`);
  console.log(`sending ${COUNT} locked invoices with SEF's rate limit on: ${product.toFixed(1)} s, floor ${floor.toFixed(1)} s, ratio ${(product / floor).toFixed(3)}`);

  // Purchase invoices in: COUNT suppliers' invoices on SEF, pulled into the inbox by one sync, its first page listed.
  for (let n = 1; n <= COUNT; n++) sim.state.deliverPurchase(KEY, sampleInvoiceXml({ number: `UF-${n}`, net: 100_000 + n }));
  await new Promise((resolve) => setTimeout(resolve, 1500));
  sim.traffic.calls = [];
  await signIn();
  started = performance.now();
  const pulled = (await call('POST', '/v1/sef/sync')).data;
  const inbox = await call('GET', '/v1/sef/purchase-invoices?page=1&perPage=20');
  const pull = (performance.now() - started) / 1000;
  const pullCalls = sim.traffic.calls.length;
  console.log(`pull in ${pull.toFixed(1)} s: added ${pulled.purchases?.added}, inbox ${inbox.pagination.itemsCount}; calls ${pullCalls}, 429s ${sim.traffic.calls.filter((c) => c.status === 429).length}`);
  if (pulled.purchases?.added !== COUNT || inbox.pagination.itemsCount !== COUNT) throw new Error('not every purchase invoice came in exactly once');
  // The floor: the ids of the month and each invoice with its XML, bare, three at a time, under the same key.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const reader = new SefClient({ baseUrl: sim.url, apiKey: KEY, limiter: new SefRateLimiter(), backoffMs: 100 });
  const today = belgradeToday();
  const monthAgo = addDays(today, -30);
  started = performance.now();
  const ids = await reader.purchaseInvoiceIds({ dateFrom: monthAgo, dateTo: today });
  let at = 0;
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (at < ids.length) {
        const id = ids[at++]!;
        await reader.purchaseInvoice(id);
        await reader.purchaseInvoiceXml(id);
      }
    }),
  );
  const pullFloor = (performance.now() - started) / 1000;
  console.log(`floor (the same ${1 + 2 * ids.length} HTTP calls, bare): ${pullFloor.toFixed(1)} s`);
  console.log(`pulling and listing ${COUNT} purchase invoices with SEF's rate limit on: ${pull.toFixed(1)} s, floor ${pullFloor.toFixed(1)} s, ratio ${(pull / pullFloor).toFixed(3)}`);
  await app.close();
} finally {
  await bench.close();
  await sim.close();
}
