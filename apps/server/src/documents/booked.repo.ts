import { and, eq, exists, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { HOME_CURRENCY } from '@knjige/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookedRate } from '../master/currency/rates';
import type { Reader } from '../platform/db/client';
import { artMain, stockBalance, stockLedger, turnoverLedger, xmlJobs } from '../platform/db/schema';
import { isArticleTable } from '../master/articles/article-lines';
import { documentFamilies } from './documents.module';
import type { HeaderTable, ItemTable } from './family';

/*
 * What the books already used: master data a locked (or reversed) document or a ledger row names.
 * Changing such a row's figure (a warehouse's turnover type, a rate's percentage, an article's
 * unit or kind) would change what was booked, so those edits are refused (409).
 */

function isVatRateTable(table: ItemTable): table is ItemTable & { pdvId: ItemTable['id'] } {
  return 'pdvId' in table;
}

/** Whether a non-draft document of any family has a line matching `line` (given the family's line table). */
async function onBookedLine(tx: Reader, companyId: number, line: (items: ItemTable) => SQL | null): Promise<boolean> {
  const checks = documentFamilies.flatMap(({ header, items }) => {
    const where = line(items);
    if (!where) return [];
    const query = tx
      .select({ one: sql`1` })
      .from(items)
      .innerJoin(header, eq(header.id, items.docId))
      .where(and(eq(items.companyId, companyId), where, ne(header.status, 'draft')));
    return [exists(query)];
  });
  if (!checks.length) return false;
  const [row] = await tx.select({ used: sql<boolean>`${or(...checks)}`.mapWith(Boolean) }).from(sql`(select 1) as one`);
  return row?.used ?? false;
}

/** The article is on a line of a locked or reversed document. */
export function articleBooked(tx: Reader, companyId: number, artId: number): Promise<boolean> {
  return onBookedLine(tx, companyId, (items) => (isArticleTable(items) ? eq(items.artId, artId) : null));
}

/** The rate is named by a line of a locked or reversed document, or is the rate of an article on one. */
export function vatRateBooked(tx: Reader, companyId: number, pdvId: number): Promise<boolean> {
  const articlesOfRate = tx.select({ id: artMain.id }).from(artMain).where(and(eq(artMain.companyId, companyId), eq(artMain.pdvId, pdvId)));
  return onBookedLine(tx, companyId, (items) => {
    const direct = isVatRateTable(items) ? eq(items.pdvId, pdvId) : undefined;
    const viaArticle = isArticleTable(items) ? sql`${items.artId} in ${articlesOfRate}` : undefined;
    return direct || viaArticle ? (or(direct, viaArticle) ?? null) : null;
  });
}

/** The warehouse has stock (a balance row) or rows in the stock or turnover ledger. */
export async function warehouseBooked(tx: Reader, companyId: number, magId: number): Promise<boolean> {
  const [row] = await tx
    .select({
      used: sql<boolean>`${or(
        exists(tx.select({ one: sql`1` }).from(stockBalance).where(and(eq(stockBalance.companyId, companyId), eq(stockBalance.magId, magId)))),
        exists(tx.select({ one: sql`1` }).from(stockLedger).where(and(eq(stockLedger.companyId, companyId), eq(stockLedger.magId, magId)))),
        exists(tx.select({ one: sql`1` }).from(turnoverLedger).where(and(eq(turnoverLedger.companyId, companyId), eq(turnoverLedger.magId, magId)))),
      )}`.mapWith(Boolean),
    })
    .from(sql`(select 1) as one`);
  return row?.used ?? false;
}

/**
 * Whether the period's locked or reversed documents fall before `startDate` or after `endDate`
 * (the dates a period edit would give it): their rows would sit outside their own period.
 */
export async function bookedOutside(tx: Reader, companyId: number, periodId: number, startDate: string, endDate: string) {
  const outside = (when: (datum: HeaderTable['datum']) => SQL) =>
    or(
      ...documentFamilies.map(({ header }) =>
        exists(
          tx
            .select({ one: sql`1` })
            .from(header)
            .where(and(eq(header.companyId, companyId), eq(header.periodId, periodId), ne(header.status, 'draft'), when(header.datum))),
        ),
      ),
    );
  const [row] = await tx
    .select({
      before: sql<boolean>`${outside((datum) => sql`${datum} < ${startDate}`)}`.mapWith(Boolean),
      after: sql<boolean>`${outside((datum) => sql`${datum} > ${endDate}`)}`.mapWith(Boolean),
    })
    .from(sql`(select 1) as one`);
  return { before: row?.before ?? false, after: row?.after ?? false };
}

function hasClient(header: HeaderTable): header is HeaderTable & { komId: HeaderTable['id'] } {
  return 'komId' in header;
}

/** Whether an e-invoice (or credit note) of a document of this client was made for SEF. */
export async function clientSentToSef(tx: Reader, companyId: number, komId: number): Promise<boolean> {
  const checks = documentFamilies.flatMap((family) => {
    const { header } = family;
    if (!hasClient(header)) return [];
    const query = tx
      .select({ one: sql`1` })
      .from(xmlJobs)
      .innerJoin(header, and(eq(header.id, xmlJobs.docId), eq(xmlJobs.vDoc, family.vDoc)))
      .where(and(eq(xmlJobs.companyId, companyId), eq(xmlJobs.status, 'succeeded'), eq(header.komId, komId)));
    return [exists(query)];
  });
  if (!checks.length) return false;
  const [row] = await tx.select({ used: sql<boolean>`${or(...checks)}`.mapWith(Boolean) }).from(sql`(select 1) as one`);
  return row?.used ?? false;
}

type RateHeader = HeaderTable & { valuta: AnyPgColumn; kurs: AnyPgColumn; datumPrometa: AnyPgColumn };
type RateItem = ItemTable & { valuta: AnyPgColumn; kurs: AnyPgColumn };

/** A document in a foreign currency as a whole: its rate is the one of its supply date (sales, incoming and expense invoices). */
function isRateHeader(header: HeaderTable): header is RateHeader {
  return 'valuta' in header && 'kurs' in header && 'datumPrometa' in header;
}

/** Lines each in a currency of their own: their rate is the one of the document's date (a bank statement's payments). */
function isRateItem(items: ItemTable): items is RateItem {
  return 'valuta' in items && 'kurs' in items;
}

/** The distinct rates locked or reversed documents in a foreign currency took for the dates from `from` to `to`. */
export async function bookedRates(tx: Reader, companyId: number, from: string, to: string): Promise<BookedRate[]> {
  const within = (day: AnyPgColumn) => sql`${day} between ${from} and ${to}`;
  const queries = documentFamilies.flatMap(({ header, items }) => {
    const booked = and(eq(header.companyId, companyId), ne(header.status, 'draft'));
    if (isRateHeader(header)) {
      return [
        tx
          .selectDistinct({ valuta: sql<string>`${header.valuta}`, kurs: sql<number>`${header.kurs}`.mapWith(Number), datum: sql<string>`${header.datumPrometa}::text` })
          .from(header)
          .where(and(booked, ne(header.valuta, HOME_CURRENCY), within(header.datumPrometa))),
      ];
    }
    if (isRateItem(items)) {
      return [
        tx
          .selectDistinct({ valuta: sql<string>`${items.valuta}`, kurs: sql<number>`${items.kurs}`.mapWith(Number), datum: sql<string>`${header.datum}::text` })
          .from(items)
          .innerJoin(header, eq(header.id, items.docId))
          .where(and(booked, eq(items.companyId, companyId), isNotNull(items.valuta), isNotNull(items.kurs), within(header.datum))),
      ];
    }
    return [];
  });
  return (await Promise.all(queries)).flat();
}
