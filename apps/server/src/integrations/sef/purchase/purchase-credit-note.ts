import { sefPurchaseReference, type SefPurchaseReference } from '@knjige/contract';
import type { Reader, Tx } from '../../../platform/db/client';
import { documentService } from '../../../documents/document.service';
import { documentFamilies } from '../../../documents/documents.module';
import { amount, familyOf, periodFor, subtotalRates } from './purchase-book-helpers';
import type { PurchaseInvoiceRow } from './purchase-inbox';
import type { PurchaseUbl } from './purchase-ubl';

const knodFamily = familyOf('knod');

/** The families a credit note may name, as the answer types them. */
type InvoiceFamily = NonNullable<SefPurchaseReference['vDoc']>;
const INVOICE_FAMILIES: readonly string[] = sefPurchaseReference.shape.vDoc.unwrap().options;
const isInvoiceFamily = (vDoc: string): vDoc is InvoiceFamily => INVOICE_FAMILIES.includes(vDoc);
const knodService = documentService(knodFamily);

/** A supplier's credit note: the sub-type "from a supplier" of the credit notes. */
const SUPPLIER_NOTE = 'knod-potrazuje';

/**
 * The invoices a credit note refers to, by the supplier's number, among our incoming and expense
 * invoices of that supplier that are not stornoed: a locked one is named on the note; a draft only
 * is `not-locked` (a note names locked invoices), none `not-found`.
 */
export async function referencedInvoices(tx: Reader, companyId: number, komId: number, numbers: readonly string[]): Promise<SefPurchaseReference[]> {
  const wanted = [...new Set(numbers)];
  if (!wanted.length) return [];
  const found: { vDoc: InvoiceFamily; docId: number; oznaka: string; broj: string; status: string }[] = [];
  for (const family of documentFamilies) {
    const vDoc = family.vDoc;
    if (!family.supplierInvoices || !isInvoiceFamily(vDoc)) continue;
    found.push(...(await family.supplierInvoices(tx, companyId, komId, wanted)).map((r) => ({ ...r, vDoc })));
  }
  return wanted.map((number) => {
    const mine = found.filter((f) => f.broj === number);
    const locked = mine.find((f) => f.status === 'locked');
    if (locked) return { number, vDoc: locked.vDoc, docId: locked.docId, oznaka: locked.oznaka, problem: null };
    const draft = mine[0];
    return draft ? { number, vDoc: draft.vDoc, docId: draft.docId, oznaka: draft.oznaka, problem: 'not-locked' as const } : { number, vDoc: null, docId: null, oznaka: '', problem: 'not-found' as const };
  });
}

/**
 * A draft received credit note (knod "from a supplier"): a line per VAT rate of the note's tax
 * subtotals, naming our locked invoices of the supplier it refers to. A note whose invoices are not
 * found is booked all the same, naming none (the lock waits for them); the answer says which.
 */
export async function bookAsKnod(tx: Tx, companyId: number, userId: number, row: PurchaseInvoiceRow, facts: PurchaseUbl, komId: number, periodId: number | undefined) {
  const lines = await subtotalRates(tx, companyId, facts.taxSubtotals);
  const datum = facts.issueDate ?? row.sentDate;
  const period = await periodFor(tx, companyId, periodId, datum);
  const references = await referencedInvoices(tx, companyId, komId, facts.references);
  const named = references.flatMap((r) => (r.problem === null && r.vDoc && r.docId !== null ? [{ vDoc: r.vDoc, docId: r.docId }] : []));
  const init = await knodService.init(tx, companyId, period, SUPPLIER_NOTE);
  const header = knodFamily.headerInput.parse({
    periodId: period,
    vSubDoc: SUPPLIER_NOTE,
    rbroj: init.rbroj,
    datum,
    komId,
    saPdv: true,
    osnov: (facts.note.trim() || `SEF ${facts.number}`).slice(0, 200),
    dokBroj: facts.number.slice(0, 50),
    fakture: named,
    opis: `SEF ${row.sefPurchaseId}`.slice(0, 500),
  });
  const { id } = await knodService.create(tx, companyId, header, userId);
  for (const { subtotal, pdvId } of lines) await knodService.createItem(tx, companyId, id, knodFamily.itemInput.parse({ docId: id, pdvId, iznos: subtotal.base }), userId);
  const draft = await knodService.read(tx, companyId, id);
  const warnings: string[] = [];
  if (amount(draft, 'osnovica') !== facts.base || amount(draft, 'pdvIznos') !== facts.vat) warnings.push('warning.sef-purchase.total-differs');
  if (!facts.references.length) warnings.push('warning.sef-purchase.no-reference');
  else if (references.some((r) => r.problem !== null)) warnings.push('warning.sef-purchase.reference-unmatched');
  return { vDoc: 'knod' as const, docId: id, warnings, references };
}
