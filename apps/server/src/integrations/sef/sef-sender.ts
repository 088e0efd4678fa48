import type { XmlData } from '@knjige/contract';
import { belgradeDate, belgradeToday, isAbroad } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { collectEmbeddedPdfs } from '../../outputs/xml/embedded-pdfs';
import { buildInvoiceXml } from '../../outputs/xml/ubl-invoice';
import { sefProblems } from '../../outputs/xml/xml-jobs';
import { type Delivery, refusal, sendClaimed, type SendOutcome } from '../outbox/outbox-sender';
import type { SefClient } from './sef-client';
import { SefError } from './sef-errors';
import { findSentInvoice } from './sef-find';
import { type SefOutboxRow, sefQueue } from './sef-outbox';
import { buyerOnSef } from './sef-registry';
import { purchaseFigures, readPurchaseUbl } from './purchase/purchase-ubl';
import type { SefRuntime } from './sef-runtime';
import type { sefOutbox } from './sef.tables';
import type { MiniInvoice } from './sef-types';

export type { SendOutcome } from '../outbox/outbox-sender';

/** Codes of a send SEF refused because it already has the invoice. */
const ALREADY_ON_SEF = new Set(['UBLUploadRequestIdDuplicate', 'EInvoiceNumberDublicate']);

/**
 * What the XML SEF took says for VAT: what the prepared return is computed from (docs/decisions.md#the-2027-return-deduction-after-acceptance-and-sefs-prepared-return). Null when it cannot be read: SEF has the invoice, and that is recorded whatever
 * this reading says (the prepared return then shows the document as not on SEF).
 */
function figuresOf(xml: string) {
  try {
    return purchaseFigures(readPurchaseUbl(xml));
  } catch {
    return null;
  }
}

/** The document's own reason it is not for SEF (a supplier's note, a financial note, a storno, gone), or its buyer's. */
function refuse(data: XmlData | AppError) {
  if (data instanceof AppError) return refusal(data.statusCode === 409 ? 'skipped' : 'failed', data.message);
  if (data.document.status !== 'locked') return refusal('skipped', 'error.sef.not-locked');
  if (isAbroad(data.buyer.drzava)) return refusal('skipped', 'error.sef.buyer-abroad');
  if (data.buyer.isPerson) return refusal('skipped', 'error.sef.private-person');
  const problems = sefProblems(data);
  return problems.length ? refusal('failed', problems[0]!, problems.join('\n')) : null;
}

/** How SEF takes an invoice: the buyer must be on SEF; the XML the product generates, under the row's requestId. */
function sefDelivery(db: Db, runtime: SefRuntime, client: SefClient): Delivery<SefOutboxRow, Partial<typeof sefOutbox.$inferInsert>> {
  return {
    refuse,
    messageKey: (err) => err.messageKey,
    async deliver(data, row) {
      const registered = await buyerOnSef(db, runtime, client, row.companyId, { pib: data.buyer.pib, mb: data.buyer.maticniBroj, jbkjs: data.buyer.jbkjs });
      if (!registered) return { refused: refusal('skipped', 'error.sef.buyer-not-on-sef') };
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
      const sent = { sefInvoiceId: answer.invoiceId, sefSalesInvoiceId: answer.salesInvoiceId, sefPurchaseInvoiceId: answer.purchaseInvoiceId, sentFigures: figuresOf(xml) };
      return { sent };
    },
  };
}

/**
 * Sends one claimed row: checks the document and its buyer, sends the XML the product generates
 * under the row's requestId, and records SEF's answer (the outbox's `sendClaimed`).
 */
export function sendRow(db: Db, runtime: SefRuntime, client: SefClient, row: SefOutboxRow): Promise<SendOutcome> {
  return sendClaimed(db, sefQueue, sefDelivery(db, runtime, client), row);
}
