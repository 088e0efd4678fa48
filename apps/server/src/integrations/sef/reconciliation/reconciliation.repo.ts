import { and, eq, getTableColumns, gte, inArray, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { sefSalesFinalStatuses } from '@knjige/contract';
import type { Reader } from '../../../platform/db/client';
import { vatBook } from '../../../platform/db/schema';
import type { HeaderTable } from '../../../documents/family';
import { komMain } from '../../../master/clients/clients.tables';
import { sefPurchaseInvoice } from '../purchase/purchase.tables';
import { sefOutbox, sefRegistry } from '../sef.tables';
import { sefVatRecord } from '../vat/vat-record.tables';
import type { ReconRange } from './recon-range';

/** Outbox states of a document SEF does not have (yet). */
const NOT_ON_SEF = ['queued', 'sending', 'failed'] as const;

/**
 * A family's locked sales documents of the range (of `subTypes` when given) to a firm not known to
 * be off SEF, with no outbox row, one not on SEF yet, or one sent whose SEF status is not final.
 */
export function salesNotSettled(db: Reader, companyId: number, family: { vDoc: string; header: HeaderTable; komColumn: AnyPgColumn }, range: ReconRange, subTypes: string[] | null) {
  const h = family.header;
  return db
    .select({
      id: sql<number>`${h.id}`,
      label: sql<string>`${h.oznaka}`,
      vSubDoc: sql<string>`${h.vSubDoc}`,
      datum: sql<string>`${h.datum}`,
      lockedAt: sql<Date | string | null>`${h.lockedAt}`,
      partner: komMain.naziv,
      state: sefOutbox.state,
      sefStatus: sefOutbox.sefStatus,
      sefStatusAt: sefOutbox.sefStatusAt,
      sentAt: sefOutbox.sentAt,
      errorKey: sefOutbox.errorKey,
    })
    .from(h)
    .innerJoin(komMain, eq(komMain.id, family.komColumn))
    .leftJoin(sefOutbox, and(eq(sefOutbox.companyId, companyId), eq(sefOutbox.vDoc, family.vDoc), eq(sefOutbox.docId, h.id)))
    .leftJoin(sefRegistry, and(eq(sefRegistry.companyId, companyId), eq(sefRegistry.pib, komMain.pib), eq(sefRegistry.jbkjs, komMain.jbkjs)))
    .where(
      and(
        eq(h.companyId, companyId),
        eq(h.periodId, range.periodId),
        eq(h.status, 'locked'),
        gte(h.datum, range.dateFrom),
        lte(h.datum, range.dateTo),
        subTypes ? inArray(h.vSubDoc, subTypes) : undefined,
        sql`${komMain.vKom} <> 'kupac'`,
        sql`coalesce(${sefRegistry.registered}, true)`,
        or(
          isNull(sefOutbox.id),
          inArray(sefOutbox.state, [...NOT_ON_SEF]),
          and(eq(sefOutbox.state, 'sent'), or(isNull(sefOutbox.sefStatus), notInArray(sefOutbox.sefStatus, [...sefSalesFinalStatuses]))),
        ),
      ),
    )
    .orderBy(h.datum, h.id);
}

/** The header columns a family keeps its totals in: VAT and total, the base and the base in a currency when it has them. */
export interface TotalColumns {
  base?: string;
  vat: string;
  total: string;
  devBase?: string;
}

/** A family's documents among `ids` that are not stornoed, with their totals as the header keeps them. */
export async function headerTotals(db: Reader, header: HeaderTable, names: TotalColumns, companyId: number, ids: number[]) {
  const h = header;
  const cols = getTableColumns(h) as Record<string, AnyPgColumn>;
  const col = (name: string) => sql<string>`${cols[name]!}`;
  return db
    .select({
      id: sql<number>`${h.id}`,
      vSubDoc: sql<string>`${h.vSubDoc}`,
      vat: col(names.vat),
      total: col(names.total),
      base: names.base ? col(names.base) : sql<null>`null`,
      devBase: names.devBase ? col(names.devBase) : sql<null>`null`,
    })
    .from(h)
    .where(and(eq(h.companyId, companyId), inArray(h.id, ids), ne(h.status, 'storno')));
}

/** The purchase invoices SEF delivered for the range, by their issue date, else the day SEF delivered them. */
export function purchasesInRange(db: Reader, companyId: number, range: ReconRange) {
  const p = sefPurchaseInvoice;
  const day = sql<string>`coalesce(${p.issueDate}, ${p.sentDate})`;
  return db
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
      currency: p.currency,
      vDoc: p.bookedVDoc,
      docId: p.bookedDocId,
    })
    .from(p)
    .where(and(eq(p.companyId, companyId), gte(day, range.dateFrom), lte(day, range.dateTo)))
    .orderBy(day, p.id);
}

/** The months (`YYYY-MM`) between two days whose KIR in the period has rows of these fields. */
export async function kirMonthsWithFields(db: Reader, companyId: number, periodId: number, fields: string[], from: string, to: string): Promise<Set<string>> {
  const month = sql<string>`to_char(${vatBook.datum}, 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(vatBook)
    .where(and(eq(vatBook.companyId, companyId), eq(vatBook.periodId, periodId), eq(vatBook.book, 'kir'), inArray(vatBook.popdv, fields), gte(vatBook.datum, from), lte(vatBook.datum, to)));
  return new Set(rows.map((r) => r.month));
}

/** The VAT records kept as sent for these months. */
export function sentVatRecordsOfMonths(db: Reader, companyId: number, months: { year: number; month: number }[]) {
  return db
    .select()
    .from(sefVatRecord)
    .where(and(eq(sefVatRecord.companyId, companyId), or(...months.map((m) => and(eq(sefVatRecord.year, m.year), eq(sefVatRecord.month, m.month))))));
}
