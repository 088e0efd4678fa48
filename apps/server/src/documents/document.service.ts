import { canTransition } from '@knjige/domain';
import { MAX_TOTAL, docLabel, lineKindOf, relatedDateFields, sendsDespatch, sendsToSef, subTypeValues, withinRelatedWindow, type DocListQuery } from '@knjige/contract';
import type { Db, Reader, Tx } from '../platform/db/client';
import { AppError, conflict, invalid, notFound, sqlState } from '../platform/errors';
import { pageInfo } from '../platform/paging';
import { postClient, postVat, stornoBooks } from '../ledgers/books';
import { postStock, stornoStock } from '../ledgers/stock';
import { postAccount, stornoAccount } from '../ledgers/accounts.repo';
import { postTurnover, stornoTurnover } from '../ledgers/turnover';
import { postAssets, stornoAssets } from '../ledgers/assets.repo';
import { addPeriodVolume } from '../ledgers/volume';
import { isArticleLine } from '../master/articles/article-lines';
import { articleInWarehouse, documentArticles, lineArticle, retailWarehouses, withArticles } from '../master/articles/article-lines.repo';
import { isVatLine, lineVatRate } from './vat-lines';
import { hasArticleLines, type DocumentFamily, type HeaderInput, type ItemInput, type StoredHeader, type StoredItem } from './family';
import { allowsNegativeStock, documentRepo } from './document.repo';
import { assertOpen, defaultDate, findPeriod, openPeriodOf } from '../master/periods/period';
import { postByScheme } from '../ledgers/posting-schemes';
import { postStockCorrections } from '../ledgers/stock-corrections';
import { stornoJournal } from '../ledgers/general-ledger';
import { correctionsOf } from './correction/corrected-invoices.repo';
import { stornoInternalInvoice } from './internal-invoice/internal-invoice.service';
import { termDueDate } from './family-helpers';
import { appendChain } from '../master/audit/chain';
import { readHistory, recordHistory } from '../master/audit/history';
import type { HistoryAction } from '@knjige/contract';
import { belgradeToday } from '@knjige/domain';
import { dropDraft, keepDraft } from './doc-draft.repo';
import { documentPorts } from './document-ports';
import type { AppConfig } from '../platform/config';

/**
 * A line's values or a document's totals as computed, refused past the bound of a line value or
 * a document total (422 `error.<field>.too-large`, docs/decisions.md#business-bounds):
 * nothing past it is stored, so every stored amount and every sum of a document stays exact.
 */
function assertBounded<T extends object>(values: T): T {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value === 'number' && !(Math.abs(value) <= MAX_TOTAL)) errors[field] = `error.${field}.too-large`;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return values;
}

/** The related dates of a header or line (a supplier's document date, due and supply dates …) outside the window around the document's date. */
function relatedDateErrors(datum: string, input: object): Record<string, string> {
  const dates: Partial<Record<string, unknown>> = input;
  const errors: Record<string, string> = {};
  for (const field of relatedDateFields) {
    const value = dates[field];
    if (typeof value === 'string' && value !== '' && !withinRelatedWindow(datum, value)) errors[field] = `error.${field}.outside-window`;
  }
  return errors;
}

/** Shared document behaviour: numbering, period rules, lifecycle, items, totals. */
export function documentService(family: DocumentFamily) {
  const entry = family.entry;
  const articleLines = hasArticleLines(family);
  const repo = documentRepo(family);
  const { findHeader, findItems, setHeader, readHeader } = repo;

  /** 422 for a duplicate number, never a silent renumbering. */
  function uniqueNumber(err: unknown): never {
    if (sqlState(err) === '23505') throw invalid({ rbroj: 'error.rbroj.unique' });
    throw err;
  }

  async function checkHeaderInput(tx: Reader, companyId: number, input: HeaderInput, current?: StoredHeader) {
    const period = await findPeriod(tx, companyId, input.periodId);
    assertOpen(period);
    const errors: Record<string, string> = {};
    if (!subTypeValues(entry).includes(input.vSubDoc)) errors.vSubDoc = 'error.vSubDoc.invalid';
    if (input.datum < period.startDate || input.datum > period.endDate) errors.datum = 'error.datum.outside-period';
    Object.assign(errors, relatedDateErrors(input.datum, input));
    Object.assign(errors, await family.checkHeader(tx, companyId, input, current));
    if (Object.keys(errors).length) throw invalid(errors);
    return period;
  }

  /** A due date left out, where the family's due date is the buyer's payment term after the document date (registry `dueByClientTerm`). */
  async function withTermDue(tx: Reader, companyId: number, input: HeaderInput): Promise<HeaderInput> {
    const header: { datum?: unknown; komId?: unknown; datumDospeca?: unknown } = input;
    if (!entry.dueByClientTerm || header.datumDospeca !== undefined || typeof header.komId !== 'number') return input;
    const completed: HeaderInput & { datumDospeca: string } = { ...input, datumDospeca: await termDueDate(tx, companyId, header.komId, input.datum) };
    return completed;
  }

  const oznaka = (input: HeaderInput, periodTitle: string) => docLabel(entry, input.vSubDoc, input.rbroj, periodTitle);

  async function recomputeTotals(tx: Tx, header: StoredHeader) {
    await setHeader(tx, header.id, assertBounded(family.totals(await findItems(tx, header.id), header)));
  }

  /** A family without a lifecycle (pro-forma) is neither locked nor cancelled. */
  function assertLifecycle() {
    if (!entry.lifecycle) throw conflict('error.document.no-lifecycle');
  }

  function assertDraft(header: StoredHeader) {
    if (header.status !== 'draft') throw conflict('error.document.not-draft', { status: header.status });
  }

  /** A line's stored values; an article line gets its article (this company's) and the warehouse kind. */
  async function computeItem(tx: Reader, companyId: number, header: StoredHeader, input: ItemInput, itemId: number | null) {
    return assertBounded(await computeItemValues(tx, companyId, header, input, itemId));
  }

  async function computeItemValues(tx: Reader, companyId: number, header: StoredHeader, input: ItemInput, itemId: number | null) {
    const errors = { ...relatedDateErrors(header.datum, input), ...(await family.checkItem?.(tx, companyId, input, { docId: header.id, itemId, header })) };
    if (Object.keys(errors).length) throw invalid(errors);
    if (lineKindOf(entry, header.vSubDoc) === 'vat-amount' && isVatLine(input)) {
      const vat = await lineVatRate(tx, companyId, input.pdvId);
      // a VAT-rate family's computeItem takes this VatLineContext (LineContext of its entry)
      const ctx = { vat, header };
      return family.computeItem(input, ctx);
    }
    if (!articleLines || !isArticleLine(input)) return { ...family.computeItem(input, { header }), ...(await family.lineFacts?.(tx, companyId, input, { header })) };
    const article = await lineArticle(tx, companyId, input.artId);
    const magId = family.warehouseOf(header);
    const retail = magId !== null && (await retailWarehouses(tx, companyId))(magId);
    // an article family's computeItem takes this ArticleContext (LineContext of its entry)
    const ctx = { article, retail, header };
    return family.computeItem(input, ctx);
  }

  async function draftForWrite(tx: Reader, companyId: number, docId: number) {
    const header = await findHeader(tx, companyId, docId, true);
    assertDraft(header);
    assertOpen(await openPeriodOf(tx, companyId, header.periodId));
    return header;
  }

  /** Lines as the API answers them: the family's values that depend on the whole document added. */
  const asRead = (db: Db, companyId: number, header: StoredHeader, items: StoredItem[]) => (family.linesAsRead ? family.linesAsRead(db, companyId, header, items) : Promise.resolve(items));

  /** The document's history gets the event (`userId` null: the server's own action). */
  const history = (tx: Tx, companyId: number, userId: number | null, docId: number, action: HistoryAction) =>
    recordHistory(tx, { companyId, userId, vDoc: family.vDoc, docId, action });

  return {
    async list(db: Db, companyId: number, q: DocListQuery) {
      const [data, total, filtered] = await repo.list(db, companyId, q);
      return { data, pagination: pageInfo(q, total, filtered) };
    },

    /** A dropdown's page: label, date and the partner's or warehouse's name, newest first. */
    async combo(db: Db, companyId: number, q: Pick<DocListQuery, 'periodId' | 'vSubDoc' | 'search' | 'page' | 'perPage'>) {
      const [data, total, filtered] = await repo.combo(db, companyId, q);
      return { data, pagination: pageInfo(q, total, filtered) };
    },

    /** One document by its number in a period and sub-type. */
    async lookup(db: Db, companyId: number, q: { periodId: number; vSubDoc: string; rbroj: number }) {
      const row = await repo.lookup(db, companyId, q);
      if (!row) throw notFound();
      return row;
    },

    async totals(db: Db, companyId: number, periodId: number, vSubDoc?: string) {
      const rows = await repo.countByStatus(db, companyId, periodId, vSubDoc);
      const counts = { draft: 0, locked: 0, storno: 0 };
      // the status column holds one of docStatus (the table is typed only by its common columns)
      for (const r of rows) counts[r.status as keyof typeof counts] = r.n;
      return counts;
    },

    /** The next free number, today's date (inside the period), the default note and the family's defaults. */
    async init(db: Db, companyId: number, periodId: number, vSubDoc: string) {
      const period = await findPeriod(db, companyId, periodId);
      const last = await repo.lastNumber(db, companyId, periodId, vSubDoc);
      const datum = defaultDate(period);
      const note = await repo.defaultNote(db, companyId, vSubDoc);
      return {
        periodId,
        vSubDoc,
        rbroj: Number(last ?? 0) + 1,
        datum,
        napomena: note ?? '',
        komentar: '',
        opis: '',
        ...(await family.initDefaults(db, companyId, { datum, vSubDoc })),
      };
    },

    read: readHeader,

    async create(db: Db, companyId: number, given: HeaderInput, userId: number | null = null) {
      return db.transaction(async (tx) => {
        const input = await withTermDue(tx, companyId, given);
        const period = await checkHeaderInput(tx, companyId, input);
        const id = await repo
          .insertHeader(tx, { ...input, ...(await family.serverValues?.(tx, companyId, input, null)), companyId, oznaka: oznaka(input, period.title), status: 'draft' })
          .catch(uniqueNumber);
        await family.afterSave?.(tx, companyId, id, input);
        await family.saveLinks?.(tx, companyId, id, input);
        await history(tx, companyId, userId, id, 'create');
        await keepDraft(tx, companyId, family.vDoc, id, input.datum);
        await documentPorts().keepAgencyFigures(tx, companyId, belgradeToday());
        return { id, warnings: (await family.createWarnings?.(tx, companyId, input)) ?? [] };
      });
    },

    /** The label follows the number and sub-type (a changed sub-type changes the label). */
    async update(db: Db, companyId: number, id: number, given: HeaderInput, userId: number | null = null) {
      await db.transaction(async (tx) => {
        const input = await withTermDue(tx, companyId, given);
        const header = await findHeader(tx, companyId, id, true);
        assertDraft(header);
        if (input.periodId !== header.periodId) throw invalid({ periodId: 'error.periodId.changed' });
        // A sub-type whose lines are of another kind cannot take the lines already entered.
        if (lineKindOf(entry, input.vSubDoc) !== lineKindOf(entry, header.vSubDoc) && (await repo.countItems(tx, id)) > 0) {
          throw invalid({ vSubDoc: 'error.vSubDoc.other-line-kind' });
        }
        const period = await checkHeaderInput(tx, companyId, input, header);
        const assigned = await family.serverValues?.(tx, companyId, input, header);
        await setHeader(tx, id, { ...input, ...assigned, oznaka: oznaka(input, period.title) }).catch(uniqueNumber);
        await family.afterSave?.(tx, companyId, id, input);
        await family.saveLinks?.(tx, companyId, id, input);
        await recomputeTotals(tx, { ...header, ...input, ...assigned });
        await history(tx, companyId, userId, id, 'save');
        if (input.datum !== header.datum) {
          await keepDraft(tx, companyId, family.vDoc, id, input.datum);
          await documentPorts().keepAgencyFigures(tx, companyId, belgradeToday());
        }
      });
    },

    /** A draft goes with its lines; a locked or cancelled document stays (409). */
    async remove(db: Db, companyId: number, id: number, userId: number | null = null) {
      await db.transaction(async (tx) => {
        await draftForWrite(tx, companyId, id);
        await documentPorts().removeAttachments(tx, companyId, family.vDoc, id);
        await repo.deleteDocument(tx, companyId, id);
        await history(tx, companyId, userId, id, 'delete');
        await dropDraft(tx, companyId, family.vDoc, id);
        await documentPorts().keepAgencyFigures(tx, companyId, belgradeToday());
      });
    },

    /** Lock: in one transaction with the document row locked; its postings all or nothing. */
    async lock(db: Db, companyId: number, id: number, userId: number | null = null): Promise<string[]> {
      return db.transaction(async (tx) => {
        const header = await findHeader(tx, companyId, id, true);
        assertLifecycle();
        if (!canTransition(header.status, 'locked')) throw conflict('error.document.not-draft', { status: header.status });
        assertOpen(await openPeriodOf(tx, companyId, header.periodId));
        const items = await findItems(tx, id);
        if (!items.length && entry.lineKind !== 'none' && !family.linesOptional?.(header)) throw conflict('error.document.no-items');
        const reason = family.lockErrors?.(header);
        if (reason) throw conflict(reason);
        const allowNegative = await allowsNegativeStock(tx, companyId);
        const postings = family.postings(header, items, { retail: await retailWarehouses(tx, companyId) });
        const ctx = { companyId, periodId: header.periodId, vDoc: family.vDoc, docId: id, docOznaka: header.oznaka, docOpis: header.opis, allowNegative };
        await postStock(tx, ctx, postings.stock);
        await postClient(tx, ctx, postings.client);
        await postVat(tx, ctx, postings.vat);
        await family.afterLock?.(tx, companyId, header, items);
        await postAccount(tx, ctx, postings.account ?? []);
        await postTurnover(tx, ctx, postings.turnover ?? []);
        await postAssets(tx, ctx, postings.asset ?? []);
        // the general ledger last: its scheme reads the figures the postings above wrote
        await postByScheme(
          tx,
          { ...ctx, datum: header.datum, vSubDoc: header.vSubDoc },
          (await family.glFigures?.(header, items, tx, companyId)) ?? {},
          (await family.glAccounts?.(tx, companyId, header)) ?? {},
          (await family.glLines?.(tx, companyId, header, items)) ?? [],
        );
        await postStockCorrections(tx, ctx, 'lock');
        await addPeriodVolume(tx, ctx, false);
        const warnings = (await family.lockWarnings?.(tx, companyId, header)) ?? [];
        await setHeader(tx, id, { status: 'locked', lockedAt: new Date() });
        await appendChain(tx, { companyId, userId, family, docId: id, status: 'locked' });
        await history(tx, companyId, userId, id, 'lock');
        // exactly once to SEF: the outbox row commits with the lock or not at all (docs/decisions.md#sales-invoices-out-exactly-once)
        if (sendsToSef(entry, header.vSubDoc)) await documentPorts().sef.queue(tx, companyId, family.vDoc, id);
        // and a goods invoice's dispatch note to eOtpremnica, the same way
        if (sendsDespatch(entry, header.vSubDoc)) await documentPorts().eotp.queue(tx, companyId, family.vDoc, id);
        // the agency's desk: the draft is gone, the books and the outbox moved (docs/decisions.md#the-desk)
        await dropDraft(tx, companyId, family.vDoc, id);
        await documentPorts().keepAgencyFigures(tx, companyId, belgradeToday());
        return warnings;
      });
    },

    /**
     * Storno: the negation of the document's postings (a draft is simply retired). eOtpremnica and
     * SEF first, each before the books' transaction: while either refuses to cancel (its error
     * thrown as it came), the books keep the document (docs/decisions.md#sales-invoices-out-exactly-once); a reverse-charge purchase's
     * internal invoice on SEF goes first the same way.
     */
    async storno(db: Db, config: AppConfig, companyId: number, id: number, userId: number | null = null) {
      const ports = documentPorts();
      const { xmlData } = family;
      if (entry.einvoice && xmlData) await ports.eotp.cancel(db, config, companyId, family.vDoc, id, 'Stornirano u poslovnim knjigama', () => xmlData(db, companyId, id));
      if (entry.einvoice) await ports.sef.storno(db, config, companyId, family.vDoc, id, 'Stornirano u poslovnim knjigama');
      await stornoInternalInvoice(db, config, companyId, family.vDoc, id);
      await db.transaction(async (tx) => {
        const header = await findHeader(tx, companyId, id, true);
        assertLifecycle();
        if (!canTransition(header.status, 'storno')) throw conflict('error.document.storno', { status: header.status });
        assertOpen(await openPeriodOf(tx, companyId, header.periodId));
        if (header.status === 'locked') {
          const reason = family.stornoErrors?.(header);
          if (reason) throw conflict(reason);
          // an invoice that locked credit or debit notes correct waits for their storno
          const notes = await correctionsOf(tx, companyId, family.vDoc, id);
          if (notes.length) throw conflict('error.document.has-corrections', { documents: notes.join(', ') });
          const allowNegative = await allowsNegativeStock(tx, companyId);
          const ctx = { companyId, periodId: header.periodId, vDoc: family.vDoc, docId: id, docOznaka: header.oznaka, docOpis: header.opis, allowNegative };
          await stornoStock(tx, ctx, header.datum);
          await stornoBooks(tx, ctx);
          await family.afterStorno?.(tx, companyId, header);
          await stornoAccount(tx, ctx);
          await stornoTurnover(tx, ctx);
          await stornoAssets(tx, ctx);
          await stornoJournal(tx, ctx);
          // after the negation: what the storno changed in the stock beyond it (re-costing)
          await postStockCorrections(tx, ctx, 'storno');
          await addPeriodVolume(tx, ctx, true);
        }
        await setHeader(tx, id, { status: 'storno', stornoAt: new Date() });
        await appendChain(tx, { companyId, userId, family, docId: id, status: 'storno' });
        await history(tx, companyId, userId, id, 'storno');
        await dropDraft(tx, companyId, family.vDoc, id);
        await documentPorts().keepAgencyFigures(tx, companyId, belgradeToday());
      });
    },

    /** The document's history, oldest first (404 for another company's document). */
    async history(db: Db, companyId: number, docId: number) {
      await readHeader(db, companyId, docId);
      return readHistory(db, companyId, family.vDoc, docId);
    },

    async listItems(db: Db, companyId: number, docId: number, page: { page: number; perPage: number }) {
      const header = await findHeader(db, companyId, docId);
      const [stored, total] = await Promise.all([findItems(db, docId, page), repo.countItems(db, docId)]);
      const items = await asRead(db, companyId, header, stored);
      return { data: articleLines ? await withArticles(db, items) : items, pagination: pageInfo(page, total, total) };
    },

    async itemIds(db: Db, companyId: number, docId: number) {
      await readHeader(db, companyId, docId);
      const rows = await findItems(db, docId);
      return rows.map((r) => r.id);
    },

    async readItem(db: Db, companyId: number, docId: number, itemId: number) {
      const header = await findHeader(db, companyId, docId);
      const [stored] = await findItems(db, docId, undefined, itemId);
      if (!stored) throw notFound();
      const [row] = await asRead(db, companyId, header, [stored]);
      return articleLines ? (await withArticles(db, [row!]))[0]! : row!;
    },

    async createItem(db: Db, companyId: number, docId: number, input: ItemInput, userId: number | null = null) {
      return db.transaction(async (tx) => {
        const header = await draftForWrite(tx, companyId, docId);
        const values = await computeItem(tx, companyId, header, input, null);
        const row = await repo.insertItem(tx, { ...values, companyId, docId });
        await recomputeTotals(tx, header);
        if (!row) throw new Error('insert returned no row');
        await history(tx, companyId, userId, docId, 'item-add');
        return Number(row.id);
      });
    },

    /**
     * New lines in order, each through the same checks and computation as a single line: all are
     * written or none. Every refused line is named: its field errors come back as one 422 under
     * `items.<index>.<field>`; any other refusal (a 409) stops the whole batch.
     */
    async createItems(db: Db, companyId: number, docId: number, inputs: readonly ItemInput[], userId: number | null = null) {
      return db.transaction(async (tx) => {
        const header = await draftForWrite(tx, companyId, docId);
        const errors: Record<string, string> = {};
        const ids: number[] = [];
        for (const [index, input] of inputs.entries()) {
          try {
            // written as it is checked, so a line's checks see the lines before it, as single saves would
            const row = await repo.insertItem(tx, { ...(await computeItem(tx, companyId, header, input, null)), companyId, docId });
            if (!row) throw new Error('insert returned no row');
            ids.push(Number(row.id));
          } catch (err) {
            if (!(err instanceof AppError) || err.statusCode !== 422 || !err.errors) throw err;
            for (const [field, key] of Object.entries(err.errors)) errors[`items.${index}.${field}`] = key;
          }
        }
        // nothing is kept of a batch with a refused line: the transaction is undone
        if (Object.keys(errors).length) throw invalid(errors);
        await recomputeTotals(tx, header);
        for (let n = 0; n < ids.length; n++) await history(tx, companyId, userId, docId, 'item-add');
        return ids;
      });
    },

    async updateItem(db: Db, companyId: number, docId: number, itemId: number, input: ItemInput, userId: number | null = null) {
      await db.transaction(async (tx) => {
        const header = await draftForWrite(tx, companyId, docId);
        if (!(await findItems(tx, docId, undefined, itemId)).length) throw notFound();
        const values = await computeItem(tx, companyId, header, input, itemId);
        await repo.updateItem(tx, itemId, values);
        await recomputeTotals(tx, header);
        await history(tx, companyId, userId, docId, 'item-save');
      });
    },

    async deleteItem(db: Db, companyId: number, docId: number, itemId: number, userId: number | null = null) {
      await db.transaction(async (tx) => {
        const header = await draftForWrite(tx, companyId, docId);
        const deleted = await repo.deleteItem(tx, docId, itemId);
        if (!deleted.length) throw notFound();
        await recomputeTotals(tx, header);
        await history(tx, companyId, userId, docId, 'item-delete');
      });
    },

    /** The article with its stock and prices in the document's warehouse (article lines). */
    async artLookup(db: Db, companyId: number, docId: number, artId: number) {
      const header = await findHeader(db, companyId, docId);
      return articleInWarehouse(db, companyId, header.periodId, family.warehouseOf(header), artId);
    },

    /** The distinct articles of the document's lines (article lines). */
    async articles(db: Db, companyId: number, docId: number) {
      await findHeader(db, companyId, docId);
      return documentArticles(db, family.items, docId);
    },
  };
}

export type DocumentService = ReturnType<typeof documentService>;
