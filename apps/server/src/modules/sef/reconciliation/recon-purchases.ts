import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { SefReconLine } from '@knjige/contract';
import type { Db } from '../../../platform/db/client';
import { docUr } from '../../../documents/ur/ur.tables';
import { docZrn } from '../../../documents/zrn/zrn.tables';
import { sefPurchaseInvoice } from '../purchase/purchase.tables';
import { ageInDays, type ReconRange } from './recon-range';

/** SEF statuses of a purchase invoice that should not be (or no longer be) in the books. */
const REFUSED = ['Rejected', 'Cancelled', 'Storno', 'Deleted'];

/**
 * The purchase invoices SEF delivered for the range (by their issue date, else the day SEF
 * delivered them) that are not booked, booked with other totals than SEF's, or booked though SEF
 * rejected, cancelled or stornoed them: one query, the booked draft or locked document joined.
 */
export async function purchaseLines(db: Db, companyId: number, range: ReconRange, now: Date): Promise<SefReconLine[]> {
  const p = sefPurchaseInvoice;
  const day = sql<string>`coalesce(${p.issueDate}, ${p.sentDate})`;
  const rows = await db
    .select({
      id: p.id,
      number: p.number,
      day,
      sentDate: p.sentDate,
      partner: p.supplierName,
      sefStatus: p.sefStatus,
      base: p.base,
      vat: p.vat,
      total: p.total,
      vDoc: p.bookedVDoc,
      docId: p.bookedDocId,
      urTotal: docUr.nabIznos,
      urVat: docUr.nabPdv,
      zrnBase: docZrn.osnovica,
      zrnVat: docZrn.pdvIznos,
      zrnTotal: docZrn.iznos,
    })
    .from(p)
    .leftJoin(docUr, and(eq(p.bookedVDoc, 'ur'), eq(docUr.id, p.bookedDocId), eq(docUr.companyId, companyId), sql`${docUr.status} <> 'storno'`))
    .leftJoin(docZrn, and(eq(p.bookedVDoc, 'zrn'), eq(docZrn.id, p.bookedDocId), eq(docZrn.companyId, companyId), sql`${docZrn.status} <> 'storno'`))
    .where(and(eq(p.companyId, companyId), gte(day, range.dateFrom), lte(day, range.dateTo)))
    .orderBy(day, p.id);

  const lines: SefReconLine[] = [];
  for (const r of rows) {
    const books =
      r.urTotal !== null
        ? { base: Number(r.urTotal) - Number(r.urVat), vat: Number(r.urVat), total: Number(r.urTotal) }
        : r.zrnTotal !== null
          ? { base: Number(r.zrnBase), vat: Number(r.zrnVat), total: Number(r.zrnTotal) }
          : null;
    const sef = { base: r.base, vat: r.vat, total: r.total };
    const refused = REFUSED.includes(r.sefStatus);
    let kind: SefReconLine['kind'] | null = null;
    if (!books) kind = refused ? null : 'purchase-unbooked';
    else if (refused) kind = 'purchase-rejected';
    else if (books.base !== sef.base || books.vat !== sef.vat || books.total !== sef.total) kind = 'purchase-totals';
    if (!kind) continue;
    lines.push({
      kind,
      vDoc: books ? r.vDoc : null,
      docId: books ? r.docId : null,
      purchaseId: r.id,
      label: r.number,
      date: r.day,
      partner: r.partner,
      state: null,
      sefStatus: r.sefStatus,
      errorKey: null,
      ageDays: ageInDays(`${r.sentDate}T00:00:00Z`, now),
      sef,
      books: kind === 'purchase-totals' ? books : null,
    });
  }
  return lines;
}

