import { sql } from 'drizzle-orm';
import { acceptDeadline, isReturn2027, monthOfDay } from '@knjige/domain';
import { sefPurchaseFinalStatuses, type ToAcceptRow, type VatToAccept } from '@knjige/contract';
import { selectRows, type Reader } from '../../platform/db/client';
import { exactNumber } from '../../platform/exact-number';
import { decideBy } from '../sef/purchase/purchase-dates';
import { periodMonth } from '../../reports/vat/vat-month';

interface Raw {
  id: number;
  sef_purchase_id: number;
  number: string;
  supplier_name: string;
  supplier_pib: string;
  issue_date: string | null;
  vat_date: string;
  base: string;
  vat: string;
  total: string;
  currency: string;
  sef_status: string;
  sent_date: string;
  booked_v_doc: string | null;
  booked_doc_id: number | null;
}

const finals = sql.join(
  sefPurchaseFinalStatuses.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * `GET /v1/vat/to-accept`: the purchase invoices SEF delivered that are still undecided (not a credit
 * note, with VAT) and whose VAT belongs to the month: the month of their KUR rows when booked (the
 * document booked from the inbox, else one of the supplier's with the invoice's number), else of
 * their VAT point on SEF. Accepted by the 10th of the next month, the month deducts them.
 */
export async function toAccept(tx: Reader, companyId: number, periodId: number, month: string, today: string): Promise<VatToAccept> {
  const { from, to } = await periodMonth(tx, companyId, periodId, month);
  const { deadline, daysLeft, warn } = acceptDeadline(month, today);
  if (!isReturn2027(month)) return { month, applies: false, deadline, daysLeft, warn: false, vat: 0, rows: [] };
  const rows = await selectRows<Raw>(
    tx,
    sql`select * from (
          select p.id, p.sef_purchase_id, p.number, p.supplier_name, p.supplier_pib, p.issue_date::text as issue_date, p.base, p.vat, p.total, p.currency,
                 p.sef_status, p.sent_date::text as sent_date, p.booked_v_doc, p.booked_doc_id,
                 coalesce((select min(v.datum) from vat_book v join kom_main k on k.id = v.kom_id
                            where v.company_id = p.company_id and v.book = 'kur'
                              and ((p.booked_doc_id is not null and v.v_doc = p.booked_v_doc and v.doc_id = p.booked_doc_id)
                                or (p.booked_doc_id is null and k.pib = p.supplier_pib and v.dok_broj = p.number))),
                          p.tax_date, p.issue_date, p.sent_date)::text as vat_date
            from sef_purchase_invoice p
           where p.company_id = ${companyId} and p.sef_status not in (${finals}) and p.document_type <> 'CreditNote' and p.vat <> 0 and p.parse_error is null) r
         where r.vat_date between ${from} and ${to}
         order by r.vat_date, r.id`,
  );
  const list: ToAcceptRow[] = rows.map((r) => ({
    id: exactNumber(r.id),
    sefPurchaseId: exactNumber(r.sef_purchase_id),
    number: r.number,
    supplierName: r.supplier_name,
    supplierPib: r.supplier_pib,
    issueDate: r.issue_date,
    vatDate: r.vat_date,
    base: exactNumber(r.base),
    vat: exactNumber(r.vat),
    total: exactNumber(r.total),
    currency: r.currency,
    sefStatus: r.sef_status,
    decideBy: decideBy(r.sent_date, r.sef_status),
    bookedVDoc: r.booked_v_doc,
    bookedDocId: r.booked_doc_id === null ? null : exactNumber(r.booked_doc_id),
  }));
  // a month whose deadline has passed: what is accepted now is deducted in the month of its acceptance
  return { month: monthOfDay(from), applies: true, deadline, daysLeft, warn, vat: list.reduce((s, r) => s + r.vat, 0), rows: list };
}
