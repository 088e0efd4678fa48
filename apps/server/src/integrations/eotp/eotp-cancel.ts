import { randomUUID } from 'node:crypto';
import { create } from 'xmlbuilder2';
import type { XmlData } from '@knjige/contract';
import { belgradeToday, despatchNumber } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import { CAC, CBC, SEF_ENDPOINT_SCHEME, text } from '../../outputs/xml/ubl-common';
import { DESPATCH_PROFILE_ID } from '../../outputs/xml/ubl-despatch';
import { SefError } from '../sef/sef-errors';
import { eotpRowOf, updateNote } from './eotp-outbox';
import type { EotpRuntime } from './eotp-runtime';
import { eotpClientOf, eotpMessageKey } from './eotp-settings';
import { businessText, followRequest } from './eotp-follow';

const NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2';

/**
 * The response code of a cancellation: UN/EDIFACT 1225 (message function) `1`, "Cancellation".
 * **Assumption** (docs/decisions.md#electronic-dispatch-notes): eOtpremnica takes an
 * ApplicationResponse on its send path, its code list is not published where it could be read.
 */
export const CANCEL_RESPONSE_CODE = '1';
export const CANCEL_RESPONSE_LIST = 'UNCL1225';

/** A dispatch note's status on eOtpremnica once cancelled (the supplier's view). */
export const CANCELLED = 'Cancelled';

/**
 * The supplier's cancellation of its dispatch note as UBL 2.1 ApplicationResponse: sender the
 * supplier, receiver the buyer, one DocumentResponse whose DocumentReference is the note (its
 * number, eOtpremnica's id as UUID, type 351) with the cancellation code and the reason.
 */
export function buildCancelXml(data: XmlData, documentId: string, reason: string, today: string): string {
  const { document: d, seller, buyer } = data;
  const number = despatchNumber(d);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAMESPACE, 'ApplicationResponse', { 'xmlns:cac': CAC, 'xmlns:cbc': CBC });
  text(root, 'UBLVersionID', '2.1');
  text(root, 'ProfileID', DESPATCH_PROFILE_ID);
  text(root, 'ID', `OTK-${number}`);
  text(root, 'IssueDate', today);
  text(root, 'Note', reason);
  for (const [element, p] of [
    ['cac:SenderParty', seller],
    ['cac:ReceiverParty', buyer],
  ] as const) {
    const node = root.ele(element);
    text(node, 'EndpointID', p.pib, { schemeID: SEF_ENDPOINT_SCHEME });
    text(node.ele('cac:PartyName'), 'Name', p.naziv);
  }
  const response = root.ele('cac:DocumentResponse');
  const code = response.ele('cac:Response');
  text(code, 'ResponseCode', CANCEL_RESPONSE_CODE, { listID: CANCEL_RESPONSE_LIST });
  text(code, 'Description', reason);
  const reference = response.ele('cac:DocumentReference');
  text(reference, 'ID', number);
  text(reference, 'UUID', documentId);
  text(reference, 'DocumentTypeCode', '351');
  return root.end({ prettyPrint: false });
}

/** A refusal by eOtpremnica, or eOtpremnica out of reach, as the 409 of the books' storno. */
function refused(err: SefError): AppError {
  if (err.kind === 'rejected') return new AppError(409, 'error.eotp.cancel-refused', undefined, { message: err.detail.sefMessage ?? err.errorCode ?? '' });
  return conflict(eotpMessageKey(err));
}

/**
 * Before the books' storno of a goods invoice: the dispatch note eOtpremnica has is cancelled there
 * (an ApplicationResponse on the send path, under a new RequestId; the request's outcome and the
 * note's status are read back at once). While eOtpremnica refuses, or has not processed it yet, the
 * storno is refused (409 with its message) and nothing is written. A note never sent, refused, or
 * already cancelled lets the storno go (`loadData`: what the invoice says, for the response's parties); a send whose outcome is unknown is refused until a
 * synchronisation or a send resolves it. A cancellation repeated after a lost answer is harmless:
 * the note's status is read first, and a cancelled note is not cancelled again.
 */
export async function cancelOnEotp(db: Db, runtime: EotpRuntime, companyId: number, vDoc: string, docId: number, reason: string, loadData: () => Promise<XmlData>): Promise<void> {
  let row = await eotpRowOf(db, companyId, vDoc, docId);
  if (!row || row.state === 'skipped' || row.state === 'failed' || row.status === CANCELLED) return;
  if (row.state === 'sending' || (row.state === 'queued' && row.attempts > 0)) throw conflict('error.eotp.unresolved');
  if (row.state === 'queued') return; // never tried: the sender will find the storno and skip it
  const client = await eotpClientOf(db, runtime, companyId);
  if (!client) throw conflict('error.eotp.no-key');
  try {
    if (row.documentId === null) {
      // taken, its outcome not read yet: a note eOtpremnica refused leaves nothing to cancel
      await followRequest(db, client, row, new Date());
      row = (await eotpRowOf(db, companyId, vDoc, docId)) ?? row;
      if (row.state === 'failed') return;
      if (row.documentId === null) throw conflict('error.eotp.unresolved');
    }
    const documentId = row.documentId;
    const now = new Date();
    let at = now;
    const current = await client.document('suppliers', 'despatch-advices', documentId);
    if (current.status !== CANCELLED) {
      const requestId = randomUUID();
      const data = await loadData();
      const today = belgradeToday(now);
      await client.send(buildCancelXml(data, documentId, reason, today), requestId, `otkaz-${despatchNumber(data.document)}.xml`);
      const outcome = (await client.requestChanges(today, { requestId })).find((c) => c.requestId === requestId);
      if (outcome?.businessMessages.length) throw new AppError(409, 'error.eotp.cancel-refused', undefined, { message: businessText(outcome) });
      // eOtpremnica's time of the change, as the feed will carry it (an older change is not applied over it)
      if (outcome?.date && !Number.isNaN(Date.parse(outcome.date))) at = new Date(outcome.date);
      const after = await client.document('suppliers', 'despatch-advices', documentId);
      if (after.status !== CANCELLED) throw conflict('error.eotp.cancel-pending');
    }
    const noteId = row.id;
    await db.transaction((tx) => updateNote(tx, noteId, { status: CANCELLED, statusAt: at }));
  } catch (err) {
    if (err instanceof SefError) throw refused(err);
    throw err;
  }
}
