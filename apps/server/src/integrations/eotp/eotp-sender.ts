import type { XmlData } from '@knjige/contract';
import { despatchFileName } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { buildDespatchXml } from '../../outputs/xml/ubl-despatch';
import { loadXmlData } from '../../outputs/xml/xml-data';
import { SefError } from '../sef/sef-errors';
import { retryDelayMs, type SendOutcome } from '../sef/sef-sender';
import type { EotpClient } from './eotp-client';
import { type EotpOutboxRow, updateNote } from './eotp-outbox';
import { eotpMessageKey } from './eotp-settings';

/** What the invoice says, or why it cannot be sent (a draft, a storno, gone). */
async function documentOf(db: Db, row: EotpOutboxRow): Promise<XmlData | AppError> {
  try {
    return await loadXmlData(db, row.companyId, row.vDoc, row.docId);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

/**
 * Sends one claimed row: the DespatchAdvice the product generates for the goods invoice, under the
 * row's RequestId, and records that eOtpremnica took it (its id and status come with the request's
 * status). Never throws for what eOtpremnica or the document say; `key-refused` tells the caller to stop.
 */
export async function sendNote(db: Db, client: EotpClient, row: EotpOutboxRow): Promise<SendOutcome> {
  const settle = (outcome: 'failed' | 'skipped', errorKey: string, errorMessage: string | null = null, errorCode: string | null = null) =>
    updateNote(db, row.id, { state: outcome, errorKey, errorMessage, errorCode, claimedAt: null, nextAttemptAt: null }).then(() => outcome);

  const data = await documentOf(db, row);
  // a storno has no dispatch note (the XML's "storno never exported" speaks of SEF's credit note)
  if (data instanceof AppError) return settle(data.statusCode === 409 ? 'skipped' : 'failed', data.message === 'error.xml.not-exported' ? 'error.xml.storno' : data.message);
  if (data.document.status !== 'locked' || data.document.kind !== 'invoice') return settle('skipped', 'error.sef.not-locked');
  // services leave from no warehouse and travel with no dispatch note
  if (data.branch === null) return settle('skipped', 'error.xml.no-goods');
  try {
    await client.send(buildDespatchXml(data), row.requestId, despatchFileName(data.document));
    await updateNote(db, row.id, { state: 'sent', sentAt: new Date(), claimedAt: null, nextAttemptAt: null, errorKey: null, errorMessage: null, errorCode: null });
    return 'sent';
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    const detail = { errorKey: eotpMessageKey(err), errorMessage: err.detail.sefMessage ?? null, errorCode: err.errorCode };
    if (err.kind === 'rejected') return settle('failed', detail.errorKey, detail.errorMessage, detail.errorCode);
    // the key refused, eOtpremnica unreachable, or an answer that could not be read: queued again
    // under the same RequestId (a repeat of a processed request makes no second dispatch note)
    const later = err.kind === 'unauthorized' ? null : new Date(Date.now() + retryDelayMs(row.attempts));
    await updateNote(db, row.id, { state: 'queued', ...detail, claimedAt: null, nextAttemptAt: later });
    return err.kind === 'unauthorized' ? 'key-refused' : 'later';
  }
}
