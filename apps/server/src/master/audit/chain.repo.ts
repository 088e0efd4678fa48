import { eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { auditChain, auditChainHeads } from './audit.tables';
import type { ChainRecordFields } from './canonical';

/**
 * The company's chain head, made on the first append; the upsert locks the head row, so a
 * concurrent append waits until this transaction ends.
 */
export async function lockChainHead(tx: Tx, companyId: number) {
  const [head] = await tx
    .insert(auditChainHeads)
    .values({ companyId })
    .onConflictDoUpdate({ target: auditChainHeads.companyId, set: { seq: sql`${auditChainHeads.seq}` } })
    .returning({ seq: auditChainHeads.seq, hash: auditChainHeads.hash });
  return head;
}

/** Writes a record and moves the head to it, in one statement. */
export async function appendChainRecord(tx: Tx, record: ChainRecordFields, hash: string): Promise<void> {
  await tx.execute(sql`
    with appended as (
      insert into ${auditChain} (company_id, seq, v_doc, doc_id, status, user_id, at, content_hash, prev_hash, hash)
      values (${record.companyId}, ${record.seq}, ${record.vDoc}, ${record.docId}, ${record.status}, ${record.userId}, ${record.at.toISOString()}, ${record.contentHash}, ${record.prevHash}, ${hash})
    )
    update ${auditChainHeads} set seq = ${record.seq}, hash = ${hash} where company_id = ${record.companyId}`);
}

/** Lets the transaction sort and aggregate a company's every document line in memory, not in temporary files. */
export async function sortInMemory(tx: Tx): Promise<void> {
  await tx.execute(sql`set local work_mem = '256MB'`);
}

/** The company's chain head (undefined: nothing appended yet). */
export async function chainHead(tx: Reader, companyId: number) {
  const [head] = await tx.select({ seq: auditChainHeads.seq, hash: auditChainHeads.hash }).from(auditChainHeads).where(eq(auditChainHeads.companyId, companyId));
  return head;
}

/** The document kinds the company's chain names. */
export function chainedKinds(tx: Reader, companyId: number) {
  return tx.selectDistinct({ vDoc: auditChain.vDoc }).from(auditChain).where(eq(auditChain.companyId, companyId));
}
