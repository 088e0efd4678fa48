import { and, asc, count, desc, eq, getTableColumns, gte, lte, max, or } from 'drizzle-orm';
import { ALL_SUB_TYPES, docComboRow, type DocListQuery } from '@knjige/contract';
import type { Reader, Tx } from '../platform/db/client';
import { notFound } from '../platform/errors';
import { offsetOf, searchAny } from '../platform/paging';
import { companies, docNapomene } from '../platform/db/schema';
import type { DocumentFamily, StoredHeader, StoredItem } from './family';

type ListScope = Pick<DocListQuery, 'periodId' | 'vSubDoc' | 'komId' | 'magId' | 'trnId' | 'trosakId'>;

/** The queries of a family's documents: its header and line tables, every function taking `tx` first. */
export function documentRepo(family: DocumentFamily) {
  const h = family.header;
  const it = family.items;
  const own = (companyId: number, id: number) => and(eq(h.id, id), eq(h.companyId, companyId));

  const headerSelect = () => ({ ...pickColumns(h, family.headerRow), ...family.headerExtras });

  function listScope(companyId: number, q: ListScope) {
    return and(
      eq(h.companyId, companyId),
      eq(h.periodId, q.periodId),
      q.vSubDoc ? eq(h.vSubDoc, q.vSubDoc) : undefined,
      q.komId && family.komColumn ? eq(family.komColumn, q.komId) : undefined,
      q.magId && family.magColumns.length ? or(...family.magColumns.map((c) => eq(c, q.magId!))) : undefined,
      q.trnId && family.accountColumn ? eq(family.accountColumn, q.trnId) : undefined,
      q.trosakId && family.costColumn ? eq(family.costColumn, q.trosakId) : undefined,
    );
  }

  const searchColumns = [h.oznaka, h.opis, h.napomena, ...family.searchColumns];

  return {
    async findHeader(tx: Reader, companyId: number, id: number, forUpdate = false): Promise<StoredHeader> {
      const query = tx.select().from(h).where(own(companyId, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      if (!row) throw notFound();
      // A select over a table typed only by its common columns: the row is the family's header.
      return row as StoredHeader;
    },

    /** The document's lines in entry order (a page of them when asked). */
    async findItems(tx: Reader, docId: number, page?: { page: number; perPage: number }, itemId?: number): Promise<StoredItem[]> {
      const query = tx
        .select({ ...getTableColumns(it), ...family.itemExtras })
        .from(it)
        .where(and(eq(it.docId, docId), itemId === undefined ? undefined : eq(it.id, itemId)))
        .orderBy(asc(it.id));
      // As in findHeader: the rows are the family's lines.
      return (page ? await query.limit(page.perPage).offset(offsetOf(page)) : await query) as StoredItem[];
    },

    countItems(tx: Reader, docId: number) {
      return tx.$count(it, eq(it.docId, docId));
    },

    /** Writes header columns (totals, status, the edited fields). */
    async setHeader(tx: Tx, id: number, values: Record<string, unknown>) {
      // Drizzle cannot check set() against a table typed only by its common columns; the values
      // are the family's own columns (its schema or its totals).
      await tx.update(h).set(values as never).where(eq(h.id, id));
    },

    /** The header as the API returns it (404 for another company's document). */
    async readHeader(tx: Reader, companyId: number, id: number) {
      const [row] = await tx.select(headerSelect()).from(h).where(own(companyId, id));
      if (!row) throw notFound();
      return row;
    },

    /** A page of headers, with the count in the scope and the count the filters leave. */
    list(tx: Reader, companyId: number, q: DocListQuery) {
      const scope = listScope(companyId, q);
      const where = and(
        scope,
        q.status ? eq(h.status, q.status) : undefined,
        q.dateFrom ? gte(h.datum, q.dateFrom) : undefined,
        q.dateTo ? lte(h.datum, q.dateTo) : undefined,
        searchAny(q.search, searchColumns),
      );
      return Promise.all([
        tx.select(headerSelect()).from(h).where(where).orderBy(desc(h.datum), desc(h.rbroj)).limit(q.perPage).offset(offsetOf(q)),
        tx.$count(h, scope),
        tx.$count(h, where),
      ]);
    },

    /** A dropdown's page: label, date and the partner's or warehouse's name, newest first. */
    combo(tx: Reader, companyId: number, q: Pick<DocListQuery, 'periodId' | 'vSubDoc' | 'search' | 'page' | 'perPage'>) {
      const scope = listScope(companyId, q);
      const where = and(scope, searchAny(q.search, searchColumns));
      return Promise.all([
        tx
          .select({ ...pickColumns(h, docComboRow), naziv: family.comboName })
          .from(h)
          .where(where)
          .orderBy(desc(h.datum), desc(h.rbroj))
          .limit(q.perPage)
          .offset(offsetOf(q)),
        tx.$count(h, scope),
        tx.$count(h, where),
      ]);
    },

    /** One document by its number in a period and sub-type. */
    async lookup(tx: Reader, companyId: number, q: { periodId: number; vSubDoc: string; rbroj: number }) {
      const [row] = await tx
        .select(headerSelect())
        .from(h)
        .where(and(eq(h.companyId, companyId), eq(h.periodId, q.periodId), eq(h.vSubDoc, q.vSubDoc), eq(h.rbroj, q.rbroj)));
      return row;
    },

    /** The number of documents per status in a period (and sub-type). */
    countByStatus(tx: Reader, companyId: number, periodId: number, vSubDoc?: string) {
      return tx
        .select({ status: h.status, n: count() })
        .from(h)
        .where(and(eq(h.companyId, companyId), eq(h.periodId, periodId), vSubDoc ? eq(h.vSubDoc, vSubDoc) : undefined))
        .groupBy(h.status);
    },

    /** The highest number in a period and sub-type (undefined when none). */
    async lastNumber(tx: Reader, companyId: number, periodId: number, vSubDoc: string) {
      const [last] = await tx
        .select({ rbroj: max(h.rbroj) })
        .from(h)
        .where(and(eq(h.companyId, companyId), eq(h.periodId, periodId), eq(h.vSubDoc, vSubDoc)));
      return last?.rbroj;
    },

    /** The company's default note for the family's sub-type (or for all its sub-types). */
    async defaultNote(tx: Reader, companyId: number, vSubDoc: string) {
      const [note] = await tx
        .select({ napomena: docNapomene.napomena })
        .from(docNapomene)
        .where(and(eq(docNapomene.companyId, companyId), eq(docNapomene.vDoc, family.entry.vDoc), or(eq(docNapomene.vSubDoc, vSubDoc), eq(docNapomene.vSubDoc, ALL_SUB_TYPES))))
        .orderBy(asc(docNapomene.id))
        .limit(1);
      return note?.napomena;
    },

    /** Inserts a header; the values are the family's own columns. */
    async insertHeader(tx: Tx, values: Record<string, unknown>) {
      const [row] = await tx
        .insert(h)
        // Drizzle cannot check values() against a table typed only by its common columns; the
        // family's schema validated the input against its own table.
        .values(values as never)
        .returning({ id: h.id });
      if (!row) throw new Error('insert returned no row');
      return Number(row.id);
    },

    /** Deletes a draft's lines and header. */
    async deleteDocument(tx: Tx, companyId: number, id: number) {
      await tx.delete(it).where(eq(it.docId, id));
      await tx.delete(h).where(own(companyId, id));
    },

    /** Inserts a line; the values are the family's own line columns. */
    async insertItem(tx: Tx, values: Record<string, unknown>) {
      // as in insertHeader: the family computed the values of its own line table
      const [row] = await tx
        .insert(it)
        .values(values as never)
        .returning({ id: it.id });
      return row;
    },

    async updateItem(tx: Tx, itemId: number, values: Record<string, unknown>) {
      await tx.update(it).set(values as never).where(eq(it.id, itemId)); // as in insertItem
    },

    /** The ids of the deleted line (none when it is not the document's). */
    deleteItem(tx: Tx, docId: number, itemId: number) {
      return tx.delete(it).where(and(eq(it.id, itemId), eq(it.docId, docId))).returning({ id: it.id });
    },
  };
}

/** Whether the company lets stock go below zero. */
export async function allowsNegativeStock(tx: Reader, companyId: number) {
  const [company] = await tx.select({ allowNegativeStock: companies.allowNegativeStock }).from(companies).where(eq(companies.id, companyId));
  return company?.allowNegativeStock ?? false;
}

/** The table's columns named by a row schema (keys the table lacks, such as joined names, are left out). */
function pickColumns<S extends Record<string, unknown>>(table: object, row: { shape: S }): { [K in keyof S]: never } {
  const columns = new Map(Object.entries(table));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row.shape)) if (columns.has(key)) out[key] = columns.get(key);
  // `never`: the values are the table's columns, which select() accepts; the response schema checks the row
  return out as { [K in keyof S]: never };
}

export type DocumentRepo = ReturnType<typeof documentRepo>;
