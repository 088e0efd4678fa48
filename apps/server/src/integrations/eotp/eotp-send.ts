import { randomUUID } from 'node:crypto';
import { sendsDespatch, type EotpDocStatus } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { documentFamilies } from '../../documents/documents.module';
import { einvoiceFamily } from '../../outputs/xml/xml-data';
import { SefError } from '../sef/sef-errors';
import { takeForSend } from '../outbox/outbox-send';
import type { SendOutcome } from '../outbox/outbox-sender';
import { eotpQueue, eotpRowOf, needsFreshRequest, noteStatusOf } from './eotp-outbox';
import type { EotpRuntime } from './eotp-runtime';
import { sendNote } from './eotp-sender';
import { eotpClientOf, noteEotpOutcome } from './eotp-settings';
import { followRequest } from './eotp-follow';
import { documentState } from './eotp.repo';

/**
 * 404 a document of a family that sends no e-invoice or of another company; 409 one that is not a
 * locked goods invoice (a draft, a storno, a services invoice: the registry's `einvoice.goods`).
 */
async function checkGoodsInvoice(db: Db, companyId: number, vDoc: string, docId: number): Promise<void> {
  const { entry } = einvoiceFamily(vDoc);
  const family = documentFamilies.find((f) => f.vDoc === vDoc);
  if (!family) throw notFound();
  const header = await documentState(db, family.header, companyId, docId);
  if (!header) throw notFound();
  if (header.status === 'storno') throw conflict('error.xml.storno');
  if (header.status !== 'locked') throw conflict('error.eotp.not-locked');
  if (typeof header.vSubDoc !== 'string' || !sendsDespatch(entry, header.vSubDoc)) throw conflict('error.eotp.not-goods');
}

/**
 * `POST /v1/eotp/send/{vDoc}/{docId}`: sends one goods invoice's dispatch note now: one the lock
 * queued, one that failed or was skipped, or one locked before the company had a key. 404 a family
 * that sends no e-invoice; 409 a draft or storno, not a goods invoice, no key, already taken by
 * eOtpremnica, or being sent right now. The RequestId stays the row's, except after eOtpremnica
 * refused the note in processing (`needsFreshRequest`). The row is taken here; the upload runs
 * after the answer (`upload`), so an eOtpremnica that hangs never holds the request: the caller
 * follows the row's status. When eOtpremnica took it, its request's outcome (the note's id, or
 * its refusal) is asked for at once; without an answer the synchronisation follows it.
 */
export async function sendNoteNow(
  db: Db,
  runtime: EotpRuntime,
  companyId: number,
  vDoc: string,
  docId: number,
): Promise<{ status: EotpDocStatus; upload: () => Promise<SendOutcome> }> {
  // 404 or 409 for what cannot go to eOtpremnica at all, before anything is written
  await checkGoodsInvoice(db, companyId, vDoc, docId);
  const client = await eotpClientOf(db, runtime, companyId);
  if (!client) throw conflict('error.eotp.no-key');
  const claimed = await takeForSend(db, eotpQueue, runtime.leaseMs, { companyId, vDoc, docId }, (row) => (needsFreshRequest(row) ? { requestId: randomUUID() } : {}));
  if (claimed === 'sent') throw conflict('error.eotp.already-sent');
  if (claimed === 'sending') throw conflict('error.eotp.sending');
  const upload = async (): Promise<SendOutcome> => {
    const outcome = await sendNote(db, client, claimed);
    if (outcome === 'key-refused') await noteEotpOutcome(db, companyId, new SefError('unauthorized'));
    if (outcome === 'sent') {
      const sent = await eotpRowOf(db, companyId, vDoc, docId);
      try {
        if (sent) await followRequest(db, client, sent, new Date());
      } catch (err) {
        // the note is sent; its outcome waits for the synchronisation
        if (!(err instanceof SefError)) throw err;
      }
    }
    return outcome;
  };
  return { status: noteStatusOf(claimed), upload };
}
