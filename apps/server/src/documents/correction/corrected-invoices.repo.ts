import { and, eq, inArray, sql } from 'drizzle-orm';
import { correctedInvoiceFamilies, type CorrectedInvoiceKind } from '@knjige/contract';
import type { Reader } from '../../platform/db/client';
import { selectRows } from '../../platform/db/client';
import { docFak, docProd, docUr, docZrn, invoiceCorrection } from '../../platform/db/schema';

/** A named invoice as the corrections read it (another family's locked header, read only). */
export interface InvoiceFacts {
  vDoc: CorrectedInvoiceKind;
  docId: number;
  komId: number;
  status: string;
  oznaka: string;
  /** the number the partner knows it by: our label for a sale, the supplier's number for a purchase */
  broj: string;
  /** its date (a supplier's: their invoice date) */
  datum: string;
  /** our document date (orders the invoices of a period) */
  docDatum: string;
}

/** The invoice tables, their number and date as the partner knows them. */
const invoiceSources = {
  prod: { table: docProd, broj: docProd.oznaka, datum: docProd.datum },
  fak: { table: docFak, broj: docFak.oznaka, datum: docFak.datum },
  ur: { table: docUr, broj: docUr.dokBroj, datum: docUr.dokDatum },
  zrn: { table: docZrn, broj: docZrn.dokBroj, datum: docZrn.dokDatum },
} as const;

/** The named invoices of this company (those not found are left out), `forUpdate` holding their rows to the end of the transaction. */
export async function findInvoices(tx: Reader, companyId: number, refs: readonly { vDoc: CorrectedInvoiceKind; docId: number }[], forUpdate = false): Promise<InvoiceFacts[]> {
  const found: InvoiceFacts[] = [];
  for (const vDoc of Object.keys(invoiceSources) as CorrectedInvoiceKind[]) {
    const ids = refs.filter((r) => r.vDoc === vDoc).map((r) => r.docId);
    if (!ids.length) continue;
    const s = invoiceSources[vDoc];
    const query = tx
      .select({ docId: s.table.id, komId: s.table.komId, status: s.table.status, oznaka: s.table.oznaka, broj: s.broj, datum: s.datum, docDatum: s.table.datum })
      .from(s.table)
      .where(and(eq(s.table.companyId, companyId), inArray(s.table.id, ids)));
    const rows = forUpdate ? await query.for('update') : await query;
    found.push(...rows.map((r) => ({ ...r, vDoc })));
  }
  return found;
}

/** The client's locked invoices of one side dated in a period, oldest first (a period rebate's invoices). */
export async function invoicesInPeriod(tx: Reader, companyId: number, side: 'customer' | 'supplier', komId: number, od: string, doDatum: string): Promise<InvoiceFacts[]> {
  const found: InvoiceFacts[] = [];
  for (const vDoc of correctedInvoiceFamilies[side]) {
    const s = invoiceSources[vDoc];
    const rows = await tx
      .select({ docId: s.table.id, komId: s.table.komId, status: s.table.status, oznaka: s.table.oznaka, broj: s.broj, datum: s.datum, docDatum: s.table.datum })
      .from(s.table)
      .where(and(eq(s.table.companyId, companyId), eq(s.table.komId, komId), eq(s.table.status, 'locked'), sql`${s.table.datum} between ${od} and ${doDatum}`));
    found.push(...rows.map((r) => ({ ...r, vDoc })));
  }
  return found.sort((a, b) => (a.docDatum === b.docDatum ? a.docId - b.docId : a.docDatum < b.docDatum ? -1 : 1));
}

/**
 * What an invoice still has per rate: its base in the VAT book (a retail invoice's also that of the
 * receipts it holds) plus what locked corrections added or took. A final invoice's advance rows are
 * left out: the advances it deducts were paid for the supply, they do not lower its price.
 */
export async function basesLeft(tx: Reader, companyId: number, invoice: { vDoc: string; docId: number }): Promise<Map<number, number>> {
  const rows = await selectRows<{ stopa: number; osnovica: string | number }>(
    tx,
    sql`select stopa, sum(osnovica) as osnovica from (
          select stopa, osnovica from vat_book where company_id = ${companyId} and kind = 'post' and not avans and v_doc = ${invoice.vDoc} and doc_id = ${invoice.docId}
          union all
          select b.stopa, b.osnovica from vat_book b join doc_fis f on f.id = b.doc_id
            where ${invoice.vDoc} = 'fak' and f.fak_id = ${invoice.docId} and f.company_id = ${companyId} and b.company_id = ${companyId} and b.v_doc = 'fis' and b.kind = 'post'
          union all
          select stopa, osnovica from invoice_correction where company_id = ${companyId} and ref_v_doc = ${invoice.vDoc} and ref_id = ${invoice.docId}
        ) x group by stopa`,
  );
  return new Map(rows.map((r) => [Number(r.stopa), Number(r.osnovica)]));
}

/** The labels of the locked credit and debit notes that correct a document (its storno waits for theirs). */
export async function correctionsOf(tx: Reader, companyId: number, vDoc: string, docId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ oznaka: invoiceCorrection.docOznaka })
    .from(invoiceCorrection)
    .where(and(eq(invoiceCorrection.companyId, companyId), eq(invoiceCorrection.refVDoc, vDoc), eq(invoiceCorrection.refId, docId)))
    .orderBy(invoiceCorrection.docOznaka);
  return rows.map((r) => r.oznaka);
}
