import type { XmlData } from '@knjige/contract';
import { despatchFileName } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { buildDespatchXml } from '../../outputs/xml/ubl-despatch';
import { type Delivery, refusal, sendClaimed, type SendOutcome } from '../outbox/outbox-sender';
import type { EotpClient } from './eotp-client';
import { type EotpOutboxRow, eotpQueue } from './eotp-outbox';
import { eotpMessageKey } from './eotp-settings';
import type { eotpOutbox } from './eotp.tables';

/** Why a goods invoice's dispatch note cannot go: the invoice's own reason (a draft, a storno, gone), or no goods. */
function refuse(data: XmlData | AppError) {
  // a storno has no dispatch note (the XML's "storno never exported" speaks of SEF's credit note)
  if (data instanceof AppError) return refusal(data.statusCode === 409 ? 'skipped' : 'failed', data.message === 'error.xml.not-exported' ? 'error.xml.storno' : data.message);
  if (data.document.status !== 'locked' || data.document.kind !== 'invoice') return refusal('skipped', 'error.sef.not-locked');
  // services leave from no warehouse and travel with no dispatch note
  return data.branch === null ? refusal('skipped', 'error.xml.no-goods') : null;
}

/**
 * How eOtpremnica takes a note: the DespatchAdvice the product generates, under the row's
 * RequestId; its id and status come with the request's status.
 */
const eotpDelivery = (client: EotpClient): Delivery<EotpOutboxRow, Partial<typeof eotpOutbox.$inferInsert>> => ({
  refuse,
  messageKey: eotpMessageKey,
  async deliver(data, row) {
    await client.send(buildDespatchXml(data), row.requestId, despatchFileName(data.document));
    return { sent: {} };
  },
});

/** Sends one claimed row (the outbox's `sendClaimed`), recording that eOtpremnica took it. */
export function sendNote(db: Db, client: EotpClient, row: EotpOutboxRow): Promise<SendOutcome> {
  return sendClaimed(db, eotpQueue, eotpDelivery(client), row);
}
