import { internalInvoiceSources, type InternalInvoice, type InternalInvoiceSource } from '@knjige/contract';
import type { Db } from '../../platform/db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import type { AppConfig } from '../../platform/config';
import { documentPorts } from '../document-ports';
import { inputTaxPoint } from '../tax-point';
import { insertInternalInvoice, internalInvoiceOf, purchaseOf, reverseChargeRates, type InternalInvoiceRow } from './internal-invoice.repo';

/** The outbox's name for internal invoices (`sef_outbox.v_doc`, `/v1/sef/status/iri/{id}`, `/v1/sef/send/iri/{id}`). */
export const INTERNAL_INVOICE_VDOC = 'iri';

/**
 * The first VAT point an internal invoice goes to SEF for: the amended law on e-invoicing (Sl.
 * glasnik 109/2025) applies to tax periods starting after 31 March 2026 (docs/decisions.md#internal-invoices-on-sef); before it the individual VAT record carries the reverse charge.
 */
export const INTERNAL_INVOICE_FROM = '2026-04-01';

const isSource = (vDoc: string): vDoc is InternalInvoiceSource => (internalInvoiceSources as readonly string[]).includes(vDoc);

async function view(db: Db, companyId: number, row: InternalInvoiceRow): Promise<InternalInvoice> {
  const rates = await reverseChargeRates(db, companyId, row.vDoc, row.docId);
  return {
    id: row.id,
    vDoc: row.vDoc,
    docId: row.docId,
    broj: row.broj,
    datum: row.datum,
    osnovica: rates.reduce((s, r) => s + r.osnovica, 0),
    pdvIznos: rates.reduce((s, r) => s + r.pdvIznos, 0),
    sef: await documentPorts().sef.statusOf(db, companyId, INTERNAL_INVOICE_VDOC, row.id),
  };
}

/** `GET /v1/internal-invoices/{vDoc}/{docId}`: the purchase's internal invoice, or null (404 another company's purchase). */
export async function readInternalInvoice(db: Db, companyId: number, vDoc: InternalInvoiceSource, docId: number): Promise<InternalInvoice | null> {
  if (!(await purchaseOf(db, companyId, vDoc, docId))) throw notFound();
  const row = await internalInvoiceOf(db, companyId, vDoc, docId);
  return row ? view(db, companyId, row) : null;
}

/**
 * `POST /v1/internal-invoices/{vDoc}/{docId}`: makes the internal invoice of a booked
 * reverse-charge purchase and queues it for SEF (when the company has a key; the sync or a send by
 * hand takes it from there under its one requestId). 422 a purchase without reverse charge or
 * with its VAT point before April 2026; 409 a draft or storno, or one already made. Nothing is
 * sent by this call.
 */
export async function makeInternalInvoice(db: Db, companyId: number, vDoc: InternalInvoiceSource, docId: number): Promise<InternalInvoice> {
  const purchase = await purchaseOf(db, companyId, vDoc, docId);
  if (!purchase) throw notFound();
  if (purchase.interniObracun === 'none') throw invalid({ interniObracun: 'error.iri.not-reverse-charge' });
  if (purchase.status !== 'locked') throw conflict('error.iri.not-locked');
  const datum = inputTaxPoint(purchase);
  if (datum < INTERNAL_INVOICE_FROM) throw invalid({ datumPrometa: 'error.iri.before-april-2026' });
  const rates = await reverseChargeRates(db, companyId, vDoc, docId);
  if (!rates.length) throw invalid({ interniObracun: 'error.iri.no-vat' });
  if (await internalInvoiceOf(db, companyId, vDoc, docId)) throw conflict('error.iri.exists');
  const row = await db.transaction(async (tx) => {
    const made = await insertInternalInvoice(tx, { companyId, vDoc, docId, broj: `INT-${purchase.oznaka}`, datum });
    await documentPorts().sef.queue(tx, companyId, INTERNAL_INVOICE_VDOC, made.id);
    return made;
  });
  return view(db, companyId, row);
}

/**
 * Before the books' storno of a purchase: its internal invoice is cancelled or stornoed on SEF as
 * its status there allows (while SEF refuses, the purchase's storno is refused, as a sale's).
 */
export async function stornoInternalInvoice(db: Db, config: AppConfig, companyId: number, vDoc: string, docId: number): Promise<void> {
  if (!isSource(vDoc)) return;
  const row = await internalInvoiceOf(db, companyId, vDoc, docId);
  if (!row) return;
  await documentPorts().sef.storno(db, config, companyId, INTERNAL_INVOICE_VDOC, row.id, 'Storno nabavke u poslovnim knjigama');
}
