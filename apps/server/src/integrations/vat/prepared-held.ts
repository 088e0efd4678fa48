import { sql } from 'drizzle-orm';
import {
  deductionMonth,
  monthOfDay,
  purchaseFields,
  salesFields,
  sefUncountedPurchases,
  sefUncountedSales,
  vatRecordFields,
  VAT_RECORD_SPECIAL,
  zeroAmounts,
  type PppdvAmounts,
  type SefDocFigures,
} from '@knjige/domain';
import { selectRows, type Reader } from '../../platform/db/client';
import { exactNumber } from '../../platform/exact-number';
import { docKey, GROUP_KEY, labelOf } from './prepared-books';

/**
 * What the synchronisation knows SEF holds for a month, document by document (never the books):
 * our e-invoices as SEF took them with their SEF status, the purchase invoices SEF delivered with
 * their acceptance day, the VAT records as sent. From it the product computes the prepared return
 * when SEF does not serve one, and explains every difference.
 */
export interface HeldItem {
  key: string;
  kind: 'sales' | 'purchase' | 'record';
  /** the booked document, when known */
  vDoc: string | null;
  docId: number | null;
  sefId: number | null;
  label: string;
  date: string | null;
  /** what SEF counts in the month (empty when it counts nothing of it here) */
  amounts: PppdvAmounts;
  /** SEF's status (a record's: Recorded, Cancelled) */
  status: string | null;
  /** the month SEF counts it in (null: none, e.g. not accepted or refused) */
  countedIn: string | null;
  /** a purchase's acceptance day */
  acceptedOn: string | null;
}

export interface OutboxInfo {
  state: string;
  errorKey: string | null;
}

interface SalesRaw {
  v_doc: string;
  doc_id: number;
  state: string;
  error_key: string | null;
  sef_status: string | null;
  sef_id: number | null;
  figures: SefDocFigures | null;
  /** an internal invoice's purchase (outbox `iri`) */
  iri_v_doc: string | null;
  iri_doc_id: number | null;
}

interface PurchaseRaw {
  id: number;
  sef_purchase_id: number;
  number: string;
  supplier_name: string;
  sef_status: string;
  accepted_on: string | null;
  figures: SefDocFigures;
  booked: string | null;
}

interface RecordRaw {
  kind: 'group' | 'individual';
  key: string;
  number: string;
  partner: string;
  document_type: number | null;
  sef_id: number;
  sef_status: number;
  base20: string;
  vat20: string;
  base10: string;
  vat10: string;
}

const RECORDED = 10;
const inList = (xs: readonly string[], s: string | null) => s !== null && xs.includes(s);


/**
 * An internal invoice on SEF (docs/decisions.md#internal-invoices-on-sef) stands where its
 * purchase's individual record would: keyed by the purchase, the VAT owed and deducted with its base.
 */
function internalInvoiceItem(vDoc: string, docId: number, f: SefDocFigures, sefStatus: string, month: string, sefId: number | null): HeldItem {
  const amounts = zeroAmounts();
  for (const t of f.subtotals) {
    if (t.category !== 'S') continue;
    if (t.rate === VAT_RECORD_SPECIAL) {
      amounts.base10 += t.base;
      amounts.vat10 += t.vat;
    } else {
      amounts.base20 += t.base;
      amounts.vat20 += t.vat;
    }
  }
  const counted = !inList(sefUncountedSales, sefStatus) && monthOfDay(f.taxDate) === month;
  return {
    key: docKey(vDoc, docId),
    kind: 'record',
    vDoc,
    docId,
    sefId,
    label: f.number,
    date: f.taxDate,
    amounts: counted ? vatRecordFields('individual', 401, amounts) : {},
    status: counted ? 'Recorded' : 'Cancelled',
    countedIn: counted ? month : null,
    acceptedOn: null,
  };
}

/**
 * The month's held items and the outbox rows of the month's documents. `bookKeys` are the
 * documents with book rows in the month: their e-invoices are read whatever their VAT point.
 */
export async function heldByDocument(tx: Reader, companyId: number, periodId: number, from: string, to: string): Promise<{ items: HeldItem[]; outbox: Map<string, OutboxInfo> }> {
  const month = monthOfDay(from);
  const inMonth = (v: string) => sql`exists (select 1 from vat_book v where v.company_id = ${companyId} and v.period_id = ${periodId} and v.v_doc = ${sql.raw(v)}.v_doc and v.doc_id = ${sql.raw(v)}.doc_id and v.datum between ${from}::date and ${to}::date)`;
  const [sales, purchases, records] = await Promise.all([
    selectRows<SalesRaw>(
      tx,
      sql`select o.v_doc, o.doc_id, o.state, o.error_key, o.sef_status, o.sef_sales_invoice_id as sef_id, o.sent_figures as figures, i.v_doc as iri_v_doc, i.doc_id as iri_doc_id
            from sef_outbox o
            left join internal_invoice i on o.v_doc = 'iri' and i.company_id = o.company_id and i.id = o.doc_id
           where o.company_id = ${companyId}
             and ((o.state = 'sent' and (o.sent_figures->>'taxDate') between ${from} and ${to}) or ${inMonth('o')})`,
    ),
    selectRows<PurchaseRaw>(
      tx,
      // the month's by VAT point or acceptance, and those booked to a document of the month; an
      // inbox row not booked finds a purchase typed in by hand by the supplier's PIB and number (a hash join, not a lookup per row)
      sql`with p as (
            select p.* from sef_purchase_invoice p
             where p.company_id = ${companyId} and p.figures is not null and p.parse_error is null
               and (p.tax_date between ${from}::date and ${to}::date or p.accepted_on between ${from}::date and ${to}::date)
            union
            select p.* from sef_purchase_invoice p
              join (select distinct v.v_doc, v.doc_id from vat_book v
                     where v.company_id = ${companyId} and v.period_id = ${periodId} and v.book = 'kur' and v.datum between ${from}::date and ${to}::date) d
                on p.booked_v_doc = d.v_doc and p.booked_doc_id = d.doc_id
             where p.company_id = ${companyId} and p.figures is not null and p.parse_error is null)
          select p.id, p.sef_purchase_id, p.number, p.supplier_name, p.sef_status, p.accepted_on::text as accepted_on, p.figures,
                 coalesce(p.booked_v_doc || ':' || p.booked_doc_id, m.doc) as booked
            from p
            left join (select distinct on (k.pib, v.dok_broj) k.pib, v.dok_broj, v.v_doc || ':' || v.doc_id as doc
                         from vat_book v join kom_main k on k.id = v.kom_id
                        where v.company_id = ${companyId} and v.book = 'kur' and k.pib <> ''
                        order by k.pib, v.dok_broj, v.id) m
              on p.booked_doc_id is null and m.pib = p.supplier_pib and m.dok_broj = p.number`,
    ),
    selectRows<RecordRaw>(
      tx,
      sql`select r.kind, r.key, r.number, r.partner, r.document_type, r.sef_id, r.sef_status, r.base20, r.vat20, r.base10, r.vat10
            from sef_vat_record r
           where r.company_id = ${companyId} and r.year = ${Number(month.slice(0, 4))} and r.month = ${Number(month.slice(5, 7))}`,
    ),
  ]);

  const items: HeldItem[] = [];
  const outbox = new Map<string, OutboxInfo>();
  for (const s of sales) {
    const key = docKey(s.v_doc, exactNumber(s.doc_id));
    outbox.set(key, { state: s.state, errorKey: s.error_key });
    if (s.state !== 'sent' || !s.figures) continue;
    const status = s.sef_status ?? 'Sent';
    if (s.iri_v_doc !== null && s.iri_doc_id !== null) {
      items.push(internalInvoiceItem(s.iri_v_doc, exactNumber(s.iri_doc_id), s.figures, status, month, s.sef_id === null ? null : exactNumber(s.sef_id)));
      continue;
    }
    const countedIn = inList(sefUncountedSales, status) ? null : monthOfDay(s.figures.taxDate);
    items.push({
      key,
      kind: 'sales',
      vDoc: s.v_doc,
      docId: exactNumber(s.doc_id),
      sefId: s.sef_id === null ? null : exactNumber(s.sef_id),
      label: s.figures.number,
      date: s.figures.taxDate,
      amounts: countedIn === month ? salesFields(s.figures) : {},
      status,
      countedIn,
    acceptedOn: null,
    });
  }
  for (const p of purchases) {
    const f = p.figures;
    const taxMonth = monthOfDay(f.taxDate);
    const countedIn = inList(sefUncountedPurchases, p.sef_status) ? null : f.typeCode === '381' ? taxMonth : deductionMonth(taxMonth, p.accepted_on);
    const [vDoc, docId] = p.booked ? p.booked.split(':') : [null, null];
    items.push({
      key: p.booked ?? `sefp:${exactNumber(p.id)}`,
      kind: 'purchase',
      vDoc: vDoc ?? null,
      docId: docId ? Number(docId) : null,
      sefId: exactNumber(p.sef_purchase_id),
      label: labelOf(p.number, p.supplier_name),
      date: f.taxDate,
      amounts: countedIn === month ? purchaseFields(f) : {},
      status: p.sef_status,
      countedIn,
      acceptedOn: p.accepted_on,
    });
  }
  for (const r of records) {
    const recorded = exactNumber(r.sef_status) === RECORDED;
    const [vDoc, docId] = r.kind === 'individual' ? r.key.split(':') : [null, null];
    const amounts = { base20: exactNumber(r.base20), vat20: exactNumber(r.vat20), base10: exactNumber(r.base10), vat10: exactNumber(r.vat10) };
    items.push({
      key: r.kind === 'group' ? GROUP_KEY : r.key,
      kind: 'record',
      vDoc: vDoc ?? null,
      docId: docId ? Number(docId) : null,
      sefId: exactNumber(r.sef_id),
      label: r.kind === 'group' ? `${month.slice(5, 7)}/${month.slice(0, 4)}` : labelOf(r.number, r.partner || null),
      date: null,
      amounts: recorded ? vatRecordFields(r.kind, r.document_type === null ? null : exactNumber(r.document_type), amounts) : {},
      status: recorded ? 'Recorded' : 'Cancelled',
      countedIn: recorded ? month : null,
      acceptedOn: null,
    });
  }
  return { items, outbox };
}
