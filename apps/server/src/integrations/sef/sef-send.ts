import type { SefDocStatus } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { conflict } from '../../platform/errors';
import { loadXmlData } from '../../outputs/xml/xml-data';
import { takeForSend } from '../outbox/outbox-send';
import { docStatusOf, sefQueue } from './sef-outbox';
import type { SefRuntime } from './sef-runtime';
import { sendRow, type SendOutcome } from './sef-sender';
import { sefClientOf } from './sef-settings';

/**
 * `POST /v1/sef/send/{vDoc}/{docId}`: sends one document: one the lock queued, one that failed
 * and was fixed, one skipped, or one locked before the company had a key. 404 a family SEF does
 * not take, 409 a draft or storno, no key, already on SEF, or being sent right now (also to the
 * second of two asking at once). The row is taken here; the upload itself runs after the answer
 * (`upload`), so a slow SEF never holds the request: the caller follows the row's status.
 */
export async function sendNow(
  db: Db,
  runtime: SefRuntime,
  companyId: number,
  vDoc: string,
  docId: number,
): Promise<{ status: SefDocStatus; upload: () => Promise<SendOutcome> }> {
  // 404 or 409 for what cannot go to SEF at all, before anything is written
  const data = await loadXmlData(db, companyId, vDoc, docId);
  if (data.document.status !== 'locked') throw conflict('error.xml.storno');
  const client = await sefClientOf(db, runtime, companyId);
  if (!client) throw conflict('error.sef.no-key');
  const claimed = await takeForSend(db, sefQueue, runtime.leaseMs, { companyId, vDoc: data.document.vDoc, docId });
  if (claimed === 'sent') throw conflict('error.sef.already-sent');
  if (claimed === 'sending') throw conflict('error.sef.sending');
  return { status: docStatusOf(claimed), upload: () => sendRow(db, runtime, client, claimed) };
}
