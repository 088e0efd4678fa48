import { randomUUID } from 'node:crypto';
import type { SefDocStatus } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { loadXmlData } from '../../outputs/xml/xml-data';
import { claimDue, docStatusOf, outboxRowOf, updateOutbox } from './sef-outbox';
import type { SefRuntime } from './sef-runtime';
import { sendRow } from './sef-sender';
import { sefClientOf } from './sef-settings';
import { sefOutbox } from './sef.tables';

/**
 * `POST /v1/sef/send/{vDoc}/{docId}`: sends one document now: one the lock queued, one that failed
 * and was fixed, one skipped, or one locked before the company had a key. 404 a family SEF does
 * not take, 409 a draft or storno, no key, already on SEF, or being sent right now.
 */
export async function sendNow(db: Db, runtime: SefRuntime, companyId: number, vDoc: string, docId: number): Promise<SefDocStatus> {
  // 404 or 409 for what cannot go to SEF at all, before anything is written
  const data = await loadXmlData(db, companyId, vDoc, docId);
  if (data.document.status !== 'locked') throw conflict('error.xml.storno');
  const client = await sefClientOf(db, runtime, companyId);
  if (!client) throw conflict('error.sef.no-key');
  const family = data.document.vDoc;
  let row = await outboxRowOf(db, companyId, family, docId);
  if (!row) {
    await db.insert(sefOutbox).values({ companyId, vDoc: family, docId, requestId: randomUUID() }).onConflictDoNothing();
    row = await outboxRowOf(db, companyId, family, docId);
  } else if (row.state === 'sent') {
    throw conflict('error.sef.already-sent');
  } else if (row.state === 'sending' && row.claimedAt && Date.now() - row.claimedAt.getTime() < runtime.leaseMs) {
    throw conflict('error.sef.sending');
  } else if (row.state !== 'sending') {
    // the same requestId: if an earlier try reached SEF, SEF answers with that invoice
    await updateOutbox(db, row.id, { state: 'queued', nextAttemptAt: null });
  }
  if (!row) throw conflict('error.sef.sending');
  const [claimed] = await claimDue(db, companyId, 1, runtime.leaseMs, row.id);
  if (!claimed) throw conflict('error.sef.sending');
  await sendRow(db, runtime, client, claimed);
  const after = await outboxRowOf(db, companyId, family, docId);
  return docStatusOf(after ?? claimed);
}
