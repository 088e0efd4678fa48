import type { XmlData } from '@knjige/contract';
import { belgradeDate, belgradeToday, isAbroad } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { collectEmbeddedPdfs } from '../../outputs/xml/embedded-pdfs';
import { buildInvoiceXml } from '../../outputs/xml/ubl-invoice';
import { loadXmlData } from '../../outputs/xml/xml-data';
import { sefProblems } from '../../outputs/xml/xml-jobs';
import type { SefClient } from './sef-client';
import { SefError } from './sef-errors';
import { findSentInvoice } from './sef-find';
import { type SefOutboxRow, updateOutbox } from './sef-outbox';
import { buyerOnSef } from './sef-registry';
import { purchaseFigures, readPurchaseUbl } from './purchase/purchase-ubl';
import type { SefRuntime } from './sef-runtime';
import type { MiniInvoice } from './sef-types';

export type SendOutcome = 'sent' | 'failed' | 'skipped' | 'later' | 'key-refused';

/** The wait before a document is tried again after SEF could not be reached: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** Codes of a send SEF refused because it already has the invoice. */
const ALREADY_ON_SEF = new Set(['UBLUploadRequestIdDuplicate', 'EInvoiceNumberDublicate']);

/** What the document says, or why it cannot be sent (a draft or storno, a supplier's note). */
async function documentOf(db: Db, row: SefOutboxRow): Promise<XmlData | AppError> {
  try {
    return await loadXmlData(db, row.companyId, row.vDoc, row.docId);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

/**
 * What the XML SEF took says for VAT: what the prepared return is computed from (docs/decisions.md
 * "The 2027 return"). Null when it cannot be read: SEF has the invoice, and that is recorded whatever
 * this reading says (the prepared return then shows the document as not on SEF).
 */
function figuresOf(xml: string) {
  try {
    return purchaseFigures(readPurchaseUbl(xml));
  } catch {
    return null;
  }
}

/**
 * Sends one claimed row: checks the document and its buyer, sends the XML the product generates
 * under the row's requestId, and records SEF's answer. Never throws for what SEF or the document
 * say; `key-refused` tells the caller to stop (every other row would be refused too).
 */
export async function sendRow(db: Db, runtime: SefRuntime, client: SefClient, row: SefOutboxRow): Promise<SendOutcome> {
  const settle = (outcome: 'failed' | 'skipped', errorKey: string, errorMessage: string | null = null, errorCode: string | null = null) =>
    updateOutbox(db, row.id, { state: outcome, errorKey, errorMessage, errorCode, claimedAt: null, nextAttemptAt: null }).then(() => outcome);

  const data = await documentOf(db, row);
  // the document's own reason it is not for SEF (a supplier's note, a financial note, a storno) or gone
  if (data instanceof AppError) return settle(data.statusCode === 409 ? 'skipped' : 'failed', data.message);
  if (data.document.status !== 'locked') return settle('skipped', 'error.sef.not-locked');
  if (isAbroad(data.buyer.drzava)) return settle('skipped', 'error.sef.buyer-abroad');
  if (data.buyer.isPerson) return settle('skipped', 'error.sef.private-person');
  const problems = sefProblems(data);
  if (problems.length) return settle('failed', problems[0]!, problems.join('\n'));

  try {
    const registered = await buyerOnSef(db, runtime, client, row.companyId, { pib: data.buyer.pib, mb: data.buyer.maticniBroj, jbkjs: data.buyer.jbkjs });
    if (!registered) return settle('skipped', 'error.sef.buyer-not-on-sef');
    const xml = buildInvoiceXml(data, await collectEmbeddedPdfs(db, row.companyId, data));
    let answer: MiniInvoice | null;
    try {
      answer = await client.sendUbl(xml, { requestId: row.requestId, sendToCir: !!data.buyer.jbkjs });
    } catch (err) {
      if (!(err instanceof SefError) || !err.errorCode || !ALREADY_ON_SEF.has(err.errorCode)) throw err;
      // SEF has it from an earlier try whose answer was lost: ask SEF for it.
      const from = new Date(Math.min(row.createdAt.getTime(), (row.claimedAt ?? new Date()).getTime()) - 86_400_000);
      answer = await findSentInvoice(client, data.document.broj, belgradeDate(from), belgradeToday());
      if (!answer) throw err;
    }
    await updateOutbox(db, row.id, {
      state: 'sent',
      sefInvoiceId: answer.invoiceId,
      sefSalesInvoiceId: answer.salesInvoiceId,
      sefPurchaseInvoiceId: answer.purchaseInvoiceId,
      sentAt: new Date(),
      sentFigures: figuresOf(xml),
      claimedAt: null,
      nextAttemptAt: null,
      errorKey: null,
      errorMessage: null,
      errorCode: null,
    });
    return 'sent';
  } catch (err) {
    if (!(err instanceof SefError)) throw err;
    const detail = { errorKey: err.messageKey, errorMessage: err.detail.sefMessage ?? null, errorCode: err.errorCode };
    if (err.kind === 'rejected') return settle('failed', detail.errorKey, detail.errorMessage, detail.errorCode);
    // The key refused, SEF unreachable, or an answer that could not be read (SEF may have the invoice):
    // queued again under the same requestId.
    const later = err.kind === 'unauthorized' ? null : new Date(Date.now() + retryDelayMs(row.attempts));
    await updateOutbox(db, row.id, { state: 'queued', ...detail, claimedAt: null, nextAttemptAt: later });
    return err.kind === 'unauthorized' ? 'key-refused' : 'later';
  }
}
