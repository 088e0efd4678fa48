import { and, asc, desc, eq, isNotNull, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { sefPurchaseFinalStatuses, type SefPurchaseDetail, type SefPurchaseListQuery, type SefPurchaseRow } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import type { Db, Reader } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import { offsetOf, pageInfo, searchAny } from '../../../platform/paging';
import { DECIDE_DAYS, RENOTIFIED_DAYS, deadlineOf } from './purchase-dates';
import { mappedArticles } from './purchase-mapping';
import { readPurchaseUbl, embeddedPdf, type UblPdf } from './purchase-ubl';
import { sefPurchaseInvoice } from './purchase.tables';
import { clientWithPib, findPurchase, purchasePage } from './purchase.repo';

export type PurchaseInvoiceRow = typeof sefPurchaseInvoice.$inferSelect;

const t = sefPurchaseInvoice;

/** A decision asked this long ago without an answer is no longer waited for (its process died): the synchronisation reads SEF's status. */
export const DECISION_LEASE_MS = 5 * 60_000;

/** The decision sent to SEF and not answered yet, or null. */
export function decisionPending(r: Pick<PurchaseInvoiceRow, 'decision' | 'decisionAt'>, now = Date.now()): 'accept' | 'reject' | null {
  return r.decision && r.decisionAt && now - r.decisionAt.getTime() < DECISION_LEASE_MS ? r.decision : null;
}

export function toRow(r: PurchaseInvoiceRow, today: string): SefPurchaseRow {
  return {
    id: r.id,
    sefPurchaseId: r.sefPurchaseId,
    documentType: r.documentType,
    number: r.number,
    issueDate: r.issueDate,
    dueDate: r.dueDate,
    supplierPib: r.supplierPib,
    supplierName: r.supplierName,
    base: r.base,
    vat: r.vat,
    total: r.total,
    currency: r.currency,
    sefStatus: r.sefStatus,
    sefStatusAt: r.sefStatusAt?.toISOString() ?? null,
    sefComment: r.sefComment,
    sentDate: r.sentDate,
    ...deadlineOf(r.sentDate, r.sefStatus, today),
    parseError: r.parseError,
    hasPdf: r.hasPdf,
    bookedVDoc: r.bookedVDoc,
    bookedDocId: r.bookedDocId,
    decisionPending: decisionPending(r),
    decisionError: r.decisionError,
    decisionErrorMessage: r.decisionErrorMessage,
  };
}

/** Undecided invoices whose last day to decide is at most `days` away (the home page's: 3). */
function deadlineWithin(days: number, today: string): SQL {
  const span = sql`case when ${t.sefStatus} = 'ReNotified' then ${RENOTIFIED_DAYS}::int else ${DECIDE_DAYS}::int end`;
  return and(notInArray(t.sefStatus, [...sefPurchaseFinalStatuses]), sql`${t.sentDate} + ${span} <= ${today}::date + ${days}::int`)!;
}

/** `GET /v1/sef/purchase-invoices`: newest delivered first; an invoice closest to its deadline first when filtered by it. */
export async function listPurchases(db: Db, companyId: number, q: SefPurchaseListQuery, now = new Date()) {
  const today = belgradeToday(now);
  const scope = eq(t.companyId, companyId);
  const where = and(
    scope,
    q.status ? eq(t.sefStatus, q.status) : undefined,
    q.booked === '1' ? isNotNull(t.bookedDocId) : q.booked === '0' ? isNull(t.bookedDocId) : undefined,
    q.deadlineWithin !== undefined ? deadlineWithin(q.deadlineWithin, today) : undefined,
    searchAny(q.search, [t.number, t.supplierName, t.supplierPib]),
  );
  const order = q.deadlineWithin !== undefined ? [asc(t.sentDate), asc(t.id)] : [desc(t.sentDate), desc(t.id)];
  const [rows, total, filtered] = await purchasePage(db, scope, where, order, q.perPage, offsetOf(q));
  return { data: rows.map((r) => toRow(r, today)), pagination: pageInfo(q, total, filtered) };
}

export async function purchaseRow(db: Reader, companyId: number, id: number, lock = false): Promise<PurchaseInvoiceRow> {
  const row = await findPurchase(db, companyId, id, lock);
  if (!row) throw notFound();
  return row;
}

/** Our client with this PIB, one flagged as supplier first, then the lowest id. */
export async function clientByPib(db: Reader, companyId: number, pib: string): Promise<{ id: number; isDobavljac: boolean } | null> {
  if (!pib) return null;
  return (await clientWithPib(db, companyId, pib)) ?? null;
}

/** `GET /v1/sef/purchase-invoices/{id}`: with its lines read from the UBL, each with our article where the mapping knows it. */
export async function readPurchase(db: Db, companyId: number, id: number, now = new Date()): Promise<SefPurchaseDetail> {
  const row = await purchaseRow(db, companyId, id);
  const base = toRow(row, belgradeToday(now));
  if (row.parseError) return { ...base, supplier: null, komId: null, lines: [], taxSubtotals: [] };
  const facts = readPurchaseUbl(row.ubl);
  const articles = await mappedArticles(db, companyId, facts.supplier.pib, facts.lines);
  return {
    ...base,
    supplier: facts.supplier,
    komId: (await clientByPib(db, companyId, facts.supplier.pib))?.id ?? null,
    lines: facts.lines.map((l, i) => ({ ...l, artId: articles[i] ?? null })),
    taxSubtotals: facts.taxSubtotals,
  };
}

/** The PDF the invoice's XML carries, or 404. */
export async function purchasePdf(db: Db, companyId: number, id: number): Promise<UblPdf> {
  const row = await purchaseRow(db, companyId, id);
  const pdf = row.hasPdf ? embeddedPdf(row.ubl) : null;
  if (!pdf) throw notFound('error.sef-purchase.no-pdf');
  return pdf;
}
