import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DocFamily, z } from '@knjige/contract';
import type { Tx } from '../platform/db/client';
import type { ClientPosting, VatPosting } from '../ledgers/books';
import type { StockMove } from '../ledgers/stock';

/** The columns the shared document code reads on every family's header table. */
export type HeaderTable = PgTable & {
  id: AnyPgColumn;
  companyId: AnyPgColumn;
  periodId: AnyPgColumn;
  vSubDoc: AnyPgColumn;
  rbroj: AnyPgColumn;
  oznaka: AnyPgColumn;
  datum: AnyPgColumn;
  status: AnyPgColumn;
  napomena: AnyPgColumn;
  komentar: AnyPgColumn;
  opis: AnyPgColumn;
  lockedAt: AnyPgColumn;
  stornoAt: AnyPgColumn;
};

export type ItemTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn; docId: AnyPgColumn; artId: AnyPgColumn; kolicina: AnyPgColumn };

/** A stored header as the family code sees it (common fields plus the family's own). */
export type StoredHeader = Record<string, unknown> & { id: number; periodId: number; vSubDoc: string; datum: string; status: string; rbroj: number };
export type StoredItem = Record<string, unknown> & { id: number; artId: number; kolicina: number };

/** What an item computation knows: the article, and the document's warehouse. */
export interface ItemContext {
  article: { id: number; pdvStopa: number };
  /** retail warehouses keep sale prices with VAT */
  retail: boolean;
  header: StoredHeader;
}

export interface Postings {
  stock: StockMove[];
  client: ClientPosting[];
  vat: VatPosting[];
}

/**
 * A document family is data plus a few pure functions: its tables and schemas, how an item's
 * derived values and the header totals are computed, and what locking posts.
 */
export interface DocumentFamily {
  vDoc: DocFamily;
  /** resource names under /v1 (the first is canonical) */
  resources: string[];
  /** the sub-type of a new document when none is asked for */
  defaultSubType: string;
  header: HeaderTable;
  items: ItemTable;
  headerInput: z.ZodType<Record<string, unknown>>;
  headerRow: z.ZodObject;
  itemInput: z.ZodType<Record<string, unknown> & { artId: number; kolicina: number }>;
  itemRow: z.ZodObject;
  /** extra header columns for reads (warehouse and client names) */
  headerExtras: Record<string, SQL.Aliased>;
  /** list search beyond number, label and description */
  searchColumns: AnyPgColumn[];
  /** the columns the list's partner and warehouse filters use */
  komColumn?: AnyPgColumn;
  magColumns: AnyPgColumn[];
  /** field errors for references that are not this company's */
  checkHeader(tx: Tx, companyId: number, input: Record<string, unknown>): Promise<Record<string, string>>;
  /** values a new document starts with, beyond number and date */
  initDefaults(tx: Tx, companyId: number, datum: string): Promise<Record<string, unknown>>;
  /** the warehouse whose stock and price item forms show */
  warehouseOf(header: StoredHeader): number | null;
  /** the stored values of an item: its input plus what is derived from it */
  computeItem(input: Record<string, unknown> & { artId: number; kolicina: number }, ctx: ItemContext): Record<string, unknown>;
  /** header totals from the stored items (a client-sent total is never used) */
  totals(items: StoredItem[], header: StoredHeader): Record<string, number>;
  /** what locking writes to the ledgers; `lockErrors` returns 409 reasons the document cannot be locked */
  lockErrors?(header: StoredHeader): string | null;
  postings(header: StoredHeader, items: StoredItem[], ctx: { retail: (magId: number) => boolean }): Postings;
}
