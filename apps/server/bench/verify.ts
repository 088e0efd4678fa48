/**
 * Check of the audit chain of 100,000 locked documents on the embedded database: the whole
 * request `GET /v1/audit/verify` (every record's hash and link, every document's stored header and
 * lines hashed again). The documents are opening-stock documents of three lines, written in bulk,
 * and their chain is built with the code the lock uses. The floor is the same hashing in memory:
 * sha256 of each document's canonical text (read once beforehand) and each record's hash, without
 * the database.
 * Run: npm run bench:verify (DOCS, LINES override the sizes).
 */
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { selectRows } from '../src/platform/db/client';
import { insertRowsAsJson } from '../src/platform/db/bulk-insert';
import { artMain, auditChain, auditChainHeads, docPsr, docPsrItems, magMain } from '../src/platform/db/schema';
import { createTokenSigner } from '../src/platform/auth/tokens';
import { psrFamily } from '../src/documents/psr/psr.family';
import { contentQuery, documentContents } from '../src/master/audit/chain';
import { GENESIS_HASH } from '../src/master/audit/audit.tables';
import { recordHash, sha256, type ChainRecordFields } from '../src/master/audit/canonical';
import { seededEmbedded } from './bench-db';
import { sessionToken } from '../test/session';

const DOCS = Number(process.env.DOCS ?? 100_000);
const LINES = Number(process.env.LINES ?? 3);
const BATCH = 10_000;
const bench = await seededEmbedded('verify');
const { config, database, admin } = bench;
try {
  const db = database.db;
  const companyId = admin.companyId;
  const [vp] = await db.select({ id: magMain.id }).from(magMain).where(eq(magMain.sifra, '01'));
  const articles = (await db.select({ id: artMain.id }).from(artMain).where(eq(artMain.companyId, companyId))).map((a) => a.id);

  let started = performance.now();
  await db.execute(sql`
    insert into ${docPsr} (company_id, period_id, v_sub_doc, rbroj, oznaka, datum, status, mag_id, nab_vrednost, prod_vrednost, locked_at)
    select ${companyId}, 2, 'vp', g, 'PSR-VP-' || g || '/2024', date '2024-01-01' + (g % 366), 'locked', ${vp!.id},
      ${LINES} * (10000 + g % 997) * 10, ${LINES} * (15000 + g % 991) * 10, now()
    from generate_series(1, ${DOCS}) g`);
  await db.execute(sql`
    insert into ${docPsrItems} (company_id, doc_id, art_id, kolicina, nab_cena, prod_cena, nab_vr, prod_vr)
    select d.company_id, d.id, (${`{${articles.join(',')}}`}::int[])[1 + (d.id + k) % ${articles.length}], 10000,
      10000 + d.rbroj % 997, 15000 + d.rbroj % 991, (10000 + d.rbroj % 997) * 10, (15000 + d.rbroj % 991) * 10
    from ${docPsr} d, generate_series(1, ${LINES}) k where d.company_id = ${companyId}`);
  const ids = (await selectRows<{ id: number }>(db, sql`select id from ${docPsr} where company_id = ${companyId} order by id`)).map((r) => Number(r.id));

  // The chain the locks would have written, with the lock's own reading and hashing; the canonical texts kept for the floor.
  const kept: { id: number; text: string }[] = [];
  let prevHash = GENESIS_HASH;
  let seq = 0;
  const at = new Date();
  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    const contents = await documentContents(db, psrFamily, { ids: chunk });
    kept.push(...(await selectRows<{ id: number; text: string }>(db, sql`select id, text from (${contentQuery(psrFamily, { ids: chunk })}) c order by id`)));
    const records = chunk.map((docId) => {
      const r: ChainRecordFields = { companyId, seq: ++seq, vDoc: 'psr', docId, status: 'locked', userId: admin.userId, at, contentHash: contents.get(docId)!.hash, prevHash };
      prevHash = recordHash(r);
      return { ...r, hash: prevHash };
    });
    await db.transaction((tx) => insertRowsAsJson(tx, auditChain, records));
  }
  await db.insert(auditChainHeads).values({ companyId, seq, hash: prevHash });
  await db.execute(sql`vacuum analyze`);
  console.log(`${DOCS} locked documents of ${LINES} lines and their chain written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Floor: the same canonical contents and record hashes, in memory.
  started = performance.now();
  let floorHash = GENESIS_HASH;
  kept.forEach(({ id, text }, n) => {
    floorHash = recordHash({ companyId, seq: n + 1, vDoc: 'psr', docId: Number(id), status: 'locked', userId: admin.userId, at, contentHash: sha256(text), prevHash: floorHash });
  });
  const floor = performance.now() - started;
  if (floorHash !== prevHash) throw new Error('the floor does not reach the chain head');
  kept.length = 0;

  const app = await buildApp({ config, database, logger: false });
  const headers = { authorization: `Bearer ${await sessionToken(db, createTokenSigner(config.jwtSecret, 900), admin)}` };
  started = performance.now();
  const res = await app.inject({ method: 'GET', url: '/v1/audit/verify', headers });
  const verify = performance.now() - started;
  const result = res.json().data;
  if (res.statusCode !== 200 || !result.ok || result.records !== DOCS) throw new Error(`verify: ${res.statusCode} ${res.body.slice(0, 300)}`);
  console.log(`verify of a chain of ${DOCS} locked documents (${DOCS * LINES} lines): ${(verify / 1000).toFixed(2)} s (target ≤ 10 s)`);
  console.log(`floor (the same hashing in memory): ${(floor / 1000).toFixed(2)} s; ratio ${(verify / floor).toFixed(2)}×`);
  await app.close();
} finally {
  await bench.close();
}
