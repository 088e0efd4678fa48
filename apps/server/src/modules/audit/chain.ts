import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ChainBreakInfo, ChainVerification } from '@knjige/contract';
import type { Db, Tx } from '../../platform/db/client';
import type { DocumentFamily } from '../../documents/family';
import { auditChain, auditChainHeads, GENESIS_HASH } from './audit.tables';
import { contentHash, recordHash, type ChainRecordFields } from './canonical';

/** A document as the chain sees it: the hash of its content, its status and label. */
export interface DocumentContent {
  hash: string;
  status: string;
  oznaka: string;
}

/** The rows of `ids` (one parameter, however many ids). */
const idIn = (column: Parameters<typeof eq>[0], ids: number[]) => sql`${column} = any(string_to_array(${ids.join(',')}, ',')::int[])`;

/**
 * The stored header and lines of a family's documents, hashed: the one reading the lock and the
 * check share, so both see the same columns with the same types.
 */
export async function documentContents(tx: Tx, family: DocumentFamily, ids: number[]): Promise<Map<number, DocumentContent>> {
  const out = new Map<number, DocumentContent>();
  if (!ids.length) return out;
  const headers: Record<string, unknown>[] = await tx.select().from(family.header).where(idIn(family.header.id, ids));
  const items: Record<string, unknown>[] = await tx
    .select()
    .from(family.items)
    .where(idIn(family.items.docId, ids))
    .orderBy(asc(family.items.docId), asc(family.items.id));
  const linesOf = new Map<number, Record<string, unknown>[]>();
  for (const item of items) {
    const docId = Number(item.docId);
    const lines = linesOf.get(docId);
    if (lines) lines.push(item);
    else linesOf.set(docId, [item]);
  }
  for (const header of headers) {
    const id = Number(header.id);
    out.set(id, { hash: contentHash(header, linesOf.get(id) ?? [], family.unhashedColumns), status: String(header.status), oznaka: String(header.oznaka) });
  }
  return out;
}

export interface ChainAppend {
  companyId: number;
  userId: number | null;
  family: DocumentFamily;
  docId: number;
  status: 'locked' | 'storno';
}

/**
 * Appends a lock's or storno's record to the company's chain, in the caller's transaction. The
 * upsert locks the company's head row (made on the first append), so a concurrent lock waits here
 * until this transaction ends and then follows the record written now.
 */
export async function appendChain(tx: Tx, { companyId, userId, family, docId, status }: ChainAppend): Promise<void> {
  const content = (await documentContents(tx, family, [docId])).get(docId);
  if (!content) throw new Error(`document ${family.vDoc} ${docId} not found for the audit chain`);
  const [head] = await tx
    .insert(auditChainHeads)
    .values({ companyId })
    .onConflictDoUpdate({ target: auditChainHeads.companyId, set: { seq: sql`${auditChainHeads.seq}` } })
    .returning({ seq: auditChainHeads.seq, hash: auditChainHeads.hash });
  if (!head) throw new Error('audit chain head not returned');
  // to the millisecond, as a timestamp column gives it back
  const record: ChainRecordFields = { companyId, seq: head.seq + 1, vDoc: family.vDoc, docId, status, userId, at: new Date(), contentHash: content.hash, prevHash: head.hash };
  const hash = recordHash(record);
  await tx.execute(sql`
    with appended as (
      insert into ${auditChain} (company_id, seq, v_doc, doc_id, status, user_id, at, content_hash, prev_hash, hash)
      values (${companyId}, ${record.seq}, ${record.vDoc}, ${docId}, ${status}, ${userId}, ${record.at.toISOString()}, ${record.contentHash}, ${record.prevHash}, ${hash})
    )
    update ${auditChainHeads} set seq = ${record.seq}, hash = ${hash} where company_id = ${companyId}`);
}

const BATCH = 5000;

/**
 * Recomputes a company's chain from its first record: each record's hash and its link to the one
 * before, the content hash of each document it names against the document as stored now, each
 * document's status against its last record, and the head against the last record. Answers the
 * first broken link (by record number), if any.
 */
export async function verifyChain(db: Db, companyId: number, families: DocumentFamily[]): Promise<ChainVerification> {
  const started = performance.now();
  const byVDoc = new Map(families.map((f) => [f.vDoc, f]));
  const [head] = await db.select({ seq: auditChainHeads.seq, hash: auditChainHeads.hash }).from(auditChainHeads).where(eq(auditChainHeads.companyId, companyId));
  const headSeq = head?.seq ?? 0;
  const headHash = head?.hash ?? GENESIS_HASH;
  /** each document's last record and its state now */
  const last = new Map<string, { seq: number; recordId: number; vDoc: string; docId: number; status: string; doc: DocumentContent }>();
  let broken: ChainBreakInfo | null = null;
  let prevHash = GENESIS_HASH;
  let seq = 0;
  let records = 0;
  outer: for (;;) {
    const batch = await db
      .select()
      .from(auditChain)
      .where(and(eq(auditChain.companyId, companyId), gt(auditChain.seq, seq)))
      .orderBy(asc(auditChain.seq))
      .limit(BATCH);
    if (!batch.length) break;
    const idsOf = new Map<string, Set<number>>();
    for (const r of batch) {
      const ids = idsOf.get(r.vDoc) ?? new Set<number>();
      ids.add(r.docId);
      idsOf.set(r.vDoc, ids);
    }
    const contents = new Map<string, Map<number, DocumentContent>>();
    for (const [vDoc, ids] of idsOf) {
      const family = byVDoc.get(vDoc);
      contents.set(vDoc, family ? await documentContents(db, family, [...ids]) : new Map());
    }
    for (const r of batch) {
      const at = (reason: ChainBreakInfo['reason'], oznaka: string | null = null): ChainBreakInfo => ({ seq: r.seq, recordId: r.id, vDoc: r.vDoc, docId: r.docId, oznaka, reason });
      if (r.seq !== seq + 1 || r.prevHash !== prevHash) broken = at('chain-broken');
      else if (recordHash(r) !== r.hash) broken = at('record-altered');
      if (broken) break outer;
      const doc = contents.get(r.vDoc)?.get(r.docId);
      if (!doc) broken = at('document-missing');
      else if (doc.hash !== r.contentHash) broken = at('document-changed', doc.oznaka);
      if (broken || !doc) break outer;
      last.set(`${r.vDoc}:${r.docId}`, { seq: r.seq, recordId: r.id, vDoc: r.vDoc, docId: r.docId, status: r.status, doc });
      prevHash = r.hash;
      seq = r.seq;
      records++;
    }
  }
  // A status set by hand (a cancelled document put back to locked) breaks at the document's last record.
  for (const l of last.values()) {
    if (l.doc.status === l.status || (broken && broken.seq <= l.seq)) continue;
    broken = { seq: l.seq, recordId: l.recordId, vDoc: l.vDoc, docId: l.docId, oznaka: l.doc.oznaka, reason: 'status-changed' };
  }
  // Records deleted from the end: the head still names the last record written.
  if (!broken && (headSeq !== seq || headHash !== prevHash)) broken = { seq: seq + 1, recordId: null, vDoc: null, docId: null, oznaka: null, reason: 'chain-truncated' };
  return {
    ok: !broken,
    records,
    documents: last.size,
    head: { seq: headSeq, hash: headHash },
    broken,
    checkedAt: new Date().toISOString(),
    ms: Math.round(performance.now() - started),
  };
}
