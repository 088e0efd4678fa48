import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { subTypeValues, type DocHeader, type DocHeaderInput, type FamilyEntry, type XmlData, type z } from '@knjige/contract';
import type { Reader, Tx } from '../platform/db/client';
import type { ListPrint } from '../master/print-kit/list-print';
import type { InvoiceModel } from '../master/print-kit/invoice-model';
import type { App, AppContext } from '../platform/http';
import type { DocumentService } from './document.service';
import type { SupplierInvoice } from './supplier-invoices.repo';
import type { ClientPosting, VatPosting } from '../ledgers/books';
import type { StockMove } from '../ledgers/stock';
import type { AccountPosting } from '../ledgers/accounts.repo';
import type { TurnoverPosting } from '../ledgers/turnover';
import type { FigureParts } from '../ledgers/posting-schemes';
import type { AssetPosting } from '../ledgers/assets.repo';
import type { JournalLine } from '../ledgers/general-ledger';
import type { ArticleLine, ItemTable, StoredItem } from '../master/articles/article-lines';

/** The line types live with the article-line helpers (master data's floor, which the ledgers read too). */
export type { ArticleLine, ItemTable, StoredItem };

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


/** A stored header as the shared code sees it: the common columns (a family sees its whole row). */
export type StoredHeader = Pick<DocHeader, 'id' | 'periodId' | 'vSubDoc' | 'rbroj' | 'oznaka' | 'opis' | 'datum' | 'status'> & { companyId: number };


/** The writable common header fields (contract docHeaderInput). */
export type HeaderInput = DocHeaderInput;

/** Every line payload may repeat its document's id (docs/domain.md#calls); the path's id is the one used. */
export interface ItemInput {
  docId?: number | undefined;
}

export type FieldErrors = Record<string, string>;

/** What an article line's computation knows beyond the header: the article and the warehouse kind. */
export interface ArticleContext<Hd> {
  /** the article and its VAT rate: the percentage, the SEF tax category and the exemption code */
  article: { id: number; pdvStopa: number; kategorija?: string; izuzece?: string | null };
  /** retail warehouses keep sale prices with VAT */
  retail: boolean;
  header: Hd;
}

/** What a VAT-rate line's computation knows: the company's rate it names (checked by the shared code). */
export interface VatLineContext<Hd> {
  vat: { id: number; stopa: number };
  header: Hd;
}

/** The kinds a family's lines can be: its own and those of sub-types that differ. */
type LineKinds<E extends FamilyEntry> = E['lineKind'] | (E extends { subTypeLineKinds: infer S } ? S[keyof S] : never);

/**
 * Article lines get the article looked up for them, VAT-rate lines their rate; other lines only
 * their header. A family whose sub-types differ gets the rate on the lines of a VAT-rate sub-type.
 */
export type LineContext<E extends FamilyEntry, Hd> = [LineKinds<E>] extends ['article']
  ? ArticleContext<Hd>
  : [LineKinds<E>] extends ['vat-amount']
    ? VatLineContext<Hd>
    : 'vat-amount' extends LineKinds<E>
      ? { header: Hd; vat?: VatLineContext<Hd>['vat'] }
      : { header: Hd };

export interface Postings {
  stock: StockMove[];
  client: ClientPosting[];
  vat: VatPosting[];
  /** current-account rows (payment traffic); storno negates them */
  account?: AccountPosting[];
  /** sold lines for the realised-turnover report (sales families) */
  turnover?: TurnoverPosting[];
  /** fixed-asset changes: depreciation, disposal, sale (the register and asset card read them) */
  asset?: AssetPosting[];
}

/** A line's stored values (the service adds its id, company and document). */
export type ItemValues<It> = Omit<It, 'id' | 'companyId' | 'docId'>;

/**
 * A document family is data plus a few pure functions: its tables and schemas, how a line's
 * derived values and the header totals are computed, and what locking posts. `Hd`/`It` are the
 * family's stored header and line rows, `HIn`/`IIn` its validated payloads; `defineFamily` infers
 * them from the tables and schemas, so the functions below are checked field by field.
 * Methods (not function properties) so that a family is usable where the shared code expects
 * the common columns only.
 */
export interface DocumentFamily<
  E extends FamilyEntry = FamilyEntry,
  Hd = StoredHeader,
  It = StoredItem,
  HIn = HeaderInput,
  IIn = ItemInput,
> {
  /** vDoc, resources, label prefix, sub-types, partner kind, lifecycle and line kind */
  entry: E;
  /** the entry's vDoc, for code that lists every family's tables */
  vDoc: E['vDoc'];
  /** the sub-type of a new document when none is asked for */
  defaultSubType: string;
  header: HeaderTable;
  items: ItemTable;
  headerInput: z.ZodType<HIn>;
  headerRow: z.ZodObject;
  itemInput: z.ZodType<IIn>;
  itemRow: z.ZodObject;
  /** extra header columns for reads (warehouse and client names) */
  headerExtras: Record<string, SQL.Aliased>;
  /** extra line columns for reads (the names of a line's client, shop or cost item; a client line's tax id) */
  itemExtras?: Record<string, SQL.Aliased>;
  /** the name a dropdown shows beside the label: the partner's, else the warehouse's */
  comboName: SQL.Aliased<string>;
  /** list search beyond number, label and description */
  searchColumns: AnyPgColumn[];
  /** the columns the list's partner and warehouse filters use */
  komColumn?: AnyPgColumn;
  magColumns: AnyPgColumn[];
  /** the column the list's cost-item filter uses */
  costColumn?: AnyPgColumn;
  /** the column the list's current-account filter uses */
  accountColumn?: AnyPgColumn;
  /** field errors for references that are not this company's or do not fit the document (`current`: the stored draft on update) */
  checkHeader(tx: Reader, companyId: number, input: HIn, current?: Hd): Promise<FieldErrors>;
  /** header values the server assigns on save beyond the input (a number per register, a warehouse taken from it) */
  serverValues?(tx: Tx, companyId: number, input: HIn, current: Hd | null): Promise<Partial<Hd>>;
  /** writes of a create or update beyond the header row, in its transaction (the advances a final invoice names) */
  afterSave?(tx: Tx, companyId: number, docId: number, input: HIn): Promise<void>;
  /** a line's values read from other rows (a linked document's label and amounts), over what computeItem gives */
  lineFacts?(tx: Reader, companyId: number, input: IIn, line: { header: Hd }): Promise<Partial<ItemValues<It>>>;
  /** field errors for a line's own references (article lines have their article checked for them); `itemId` null for a new line */
  checkItem?(tx: Reader, companyId: number, input: IIn, line: { docId: number; itemId: number | null; header: Hd }): Promise<FieldErrors>;
  /** writes of a save beyond the header row, in its transaction (the documents a header names, kept in a table of their own) */
  saveLinks?(tx: Tx, companyId: number, docId: number, input: HIn): Promise<void>;
  /**
   * a page of lines as the API answers it, with values that depend on the other lines of the
   * document (an import's share of the dependent costs and the margin over it); the stored lines
   * are not rewritten when another line or the header changes
   */
  linesAsRead?(db: Reader, companyId: number, header: Hd, lines: It[]): Promise<It[]>;
  /** a document of a family with lines that may be locked without any (a financial credit note) */
  linesOptional?(header: Hd): boolean;
  /** values a new document starts with, beyond number and date */
  initDefaults(tx: Reader, companyId: number, doc: { datum: string; vSubDoc: string }): Promise<{ [K in keyof HIn]?: HIn[K] | null }>;
  /** the warehouse whose stock and prices article forms show */
  warehouseOf(header: Hd): number | null;
  /** the stored values of a line: its input plus what is derived from it */
  computeItem(input: IIn, ctx: LineContext<E, Hd>): ItemValues<It>;
  /** header totals from the stored lines (a client-sent total is never used) */
  totals(items: It[], header: Hd): Partial<Hd>;
  /** message keys a created document answers with beside its id (allowed, but worth a look) */
  createWarnings?(tx: Reader, companyId: number, input: HIn): Promise<string[]>;
  /** message keys a lock answers with, read after its postings (allowed, but worth a look: an account taken below zero) */
  lockWarnings?(tx: Reader, companyId: number, header: Hd): Promise<string[]>;
  /** a 409 reason the document cannot be locked yet */
  lockErrors?(header: Hd): string | null;
  /** what locking writes to the ledgers */
  postings(header: Hd, items: It[], ctx: { retail: (magId: number) => boolean }): Postings;
  /**
   * figures of the lock no sub-ledger row carries, for the posting scheme (name -> signed amount,
   * hundredths): an incoming invoice's dependent costs without a supplier (duty, freight to accrue),
   * a receipt's takings, a retail invoice's wire parts of the receipts it names; a figure split by
   * account (`FigureParts`: the depreciation credited to each asset's accumulated-depreciation account);
   * read in the lock's transaction after `afterLock` (a note we issue reads the invoices it names)
   */
  glFigures?(header: Hd, items: It[], tx: Reader, companyId: number): Record<string, number | FigureParts> | Promise<Record<string, number | FigureParts>>;
  /**
   * accounts the document names for some of its figures (name -> account), replacing the scheme
   * row's account for that figure: an expense invoice's cost item's account for `expense`
   */
  glAccounts?(tx: Reader, companyId: number, header: Hd): Promise<Record<string, string>>;
  /**
   * journal lines on accounts the document's lines name themselves, posted in its entry beside the
   * scheme's lines (read after `afterLock`): a fixed asset's account and its accumulated
   * depreciation, the gain or loss of its sale; what they replace is taken off the scheme's figures
   * by `glFigures`
   */
  glLines?(tx: Reader, companyId: number, header: Hd, items: It[]): Promise<JournalLine[]>;
  /** writes of the lock beyond the ledgers, in its transaction (claiming linked documents; a 409 undoes the lock) */
  afterLock?(tx: Tx, companyId: number, header: Hd, items: It[]): Promise<void>;
  /** a 409 reason a locked document cannot be cancelled (another locked document uses it) */
  stornoErrors?(header: Hd): string | null;
  /** writes of the storno beyond the ledgers, in its transaction (freeing what the lock claimed) */
  afterStorno?(tx: Tx, companyId: number, header: Hd): Promise<void>;
  /** the routes of the document's own prints (registered with the other print routes, where a print token may stand in) */
  prints?(app: App, ctx: AppContext, service: DocumentService): void;
  /** the invoice print's model of a document (sales, retail and pro-forma invoices) */
  invoiceModel?(tx: Reader, companyId: number, docId: number, type: string): Promise<InvoiceModel>;
  /** the print of the family's document list (`/{resource}/print/spisak`) */
  listPrint?: ListPrint;
  /** the supplier's invoices of the family with one of the supplier's numbers, not cancelled: what a received credit note names */
  supplierInvoices?(tx: Reader, companyId: number, komId: number, numbers: readonly string[]): Promise<SupplierInvoice[]>;
  /** what the document's e-invoice says (families whose entry has `einvoice`) */
  xmlData?(tx: Reader, companyId: number, docId: number): Promise<XmlData>;
  /** header columns other documents set after the lock (a receipt claimed by an invoice): the audit chain's hash leaves them out */
  unhashedColumns: readonly string[];
}

type Row<T extends PgTable> = T['$inferSelect'];

/** A family's definition: its entry, tables and schemas, and its functions typed by them. */
export type FamilyDefinition<E extends FamilyEntry, H extends HeaderTable, I extends ItemTable, HIn, IIn> = Omit<
  DocumentFamily<E, Row<H>, Row<I>, HIn, IIn>,
  'vDoc' | 'defaultSubType' | 'header' | 'items' | 'unhashedColumns'
> & {
  header: H;
  items: I;
  unhashedColumns?: (keyof Row<H> & string)[];
  /** when not the first of the entry's sub-types */
  defaultSubType?: string;
};

/** A document family, its header and line types inferred from its tables and schemas. */
export function defineFamily<E extends FamilyEntry, H extends HeaderTable, I extends ItemTable, HIn extends HeaderInput, IIn extends ItemInput>(
  definition: FamilyDefinition<E, H, I, HIn, IIn>,
): DocumentFamily<E, Row<H>, Row<I>, HIn, IIn> {
  return {
    ...definition,
    vDoc: definition.entry.vDoc,
    defaultSubType: definition.defaultSubType ?? subTypeValues(definition.entry)[0]!,
    unhashedColumns: definition.unhashedColumns ?? [],
  };
}

/** Whether a family's lines are articles with quantities (stock, prices and the article lookup). */
export const hasArticleLines = (family: Pick<DocumentFamily, 'entry'>): boolean => family.entry.lineKind === 'article';
