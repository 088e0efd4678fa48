import type { Db } from '../../platform/db/client';
import { AppError, conflict } from '../../platform/errors';
import type { SefClient } from './sef-client';
import { SefError } from './sef-errors';
import { outboxRowOf, updateOutbox } from './sef-outbox';
import type { SefRuntime } from './sef-runtime';
import { sefClientOf } from './sef-settings';
import type { SefSalesStatus } from '@knjige/contract';
import type { InvoiceDto } from './sef-types';

/** SEF's statuses from which it cancels (not delivered yet) and from which it stornoes (docs/domain.md#sales-invoices-on-sef). */
const CANCELS: SefSalesStatus[] = ['Draft', 'New', 'Mistake'];
const STORNOES: SefSalesStatus[] = ['Sent', 'Approved', 'Rejected'];
const GONE: SefSalesStatus[] = ['Cancelled', 'Storno', 'Deleted'];

/** A refusal by SEF, or SEF out of reach, as the 409 of the books' storno. */
function refused(err: SefError): AppError {
  if (err.kind === 'rejected') return new AppError(409, 'error.sef.storno-refused', undefined, { message: err.detail.sefMessage ?? err.errorCode ?? '' });
  return conflict(err.messageKey);
}

async function cancelOrStorno(client: SefClient, invoiceId: number, status: SefSalesStatus, comment: string): Promise<InvoiceDto> {
  if (CANCELS.includes(status)) return client.cancelSalesInvoice(invoiceId, comment);
  if (STORNOES.includes(status)) return client.stornoSalesInvoice(invoiceId, comment);
  throw new SefError('rejected', { sefMessage: `SEF status ${status}`, errorCode: 'InvoiceForCancellationNotInSpecificStatus' });
}

/**
 * Before the books' storno of a document SEF has: SEF cancels it (not delivered yet) or stornoes
 * it (delivered), as its status allows; while SEF refuses, the books' storno is refused (409 with
 * SEF's message). A document SEF may have from a try whose answer was lost is refused until a
 * send resolves it. Nothing to do for a document SEF never had.
 */
export async function stornoOnSef(db: Db, runtime: SefRuntime, companyId: number, vDoc: string, docId: number, comment: string): Promise<void> {
  const row = await outboxRowOf(db, companyId, vDoc, docId);
  if (!row || row.state === 'skipped' || row.state === 'failed') return;
  if (row.state === 'sending' || (row.state === 'queued' && row.attempts > 0)) throw conflict('error.sef.unresolved');
  if (row.state === 'queued') return; // never tried: the sender will find the storno and skip it
  const client = await sefClientOf(db, runtime, companyId);
  if (!client) throw conflict('error.sef.no-key');
  const invoiceId = row.sefSalesInvoiceId;
  if (invoiceId === null) return;
  try {
    const current = await client.salesInvoice(invoiceId);
    if (GONE.includes(current.status)) {
      await db.transaction((tx) => updateOutbox(tx, row.id, { sefStatus: current.status, sefStatusAt: new Date(), sefComment: current.comment }));
      return;
    }
    const answer = await cancelOrStorno(client, invoiceId, current.status, comment);
    await db.transaction((tx) => updateOutbox(tx, row.id, { sefStatus: answer.status, sefStatusAt: new Date(), sefComment: comment }));
  } catch (err) {
    if (err instanceof SefError) throw refused(err);
    throw err;
  }
}
