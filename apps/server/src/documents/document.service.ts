import { and, asc, count, desc, eq, gte, inArray, lte, max, or } from 'drizzle-orm';
import { canTransition, type LifecycleStatus } from '@knjige/domain';
import { docLabel, familyRegistry, subTypeValues, type DocListQuery } from '@knjige/contract';
import type { Db, Tx } from '../platform/db/client';
import { conflict, invalid, notFound, sqlState } from '../platform/errors';
import { offsetOf, pageInfo, searchAny } from '../platform/paging';
import { artMain, artPdv, companies, docNapomene, magMain, stockBalance } from '../platform/db/schema';
import { postClient, postVat, stornoBooks } from '../ledgers/books';
import { postStock, stornoStock } from '../ledgers/stock';
import type { DocumentFamily, StoredHeader, StoredItem } from './family';
import { assertOpen, defaultDate, findPeriod, openPeriodOf } from './period';

/** Shared document behaviour: numbering, period rules, lifecycle, items, totals. */
export function documentService(family: DocumentFamily) {
  const h = family.header;
  const it = family.items;
  const own = (companyId: number, id: number) => and(eq(h.id, id), eq(h.companyId, companyId));

  const headerSelect = () => ({ ...pickColumns(h, family.headerRow), ...family.headerExtras });

  async function findHeader(tx: Tx, companyId: number, id: number, forUpdate = false): Promise<StoredHeader> {
    const query = tx.select().from(h).where(own(companyId, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row as StoredHeader;
  }

  async function readHeader(db: Tx, companyId: number, id: number) {
    const [row] = await db.select(headerSelect()).from(h).where(own(companyId, id));
    if (!row) throw notFound();
    return row;
  }

  /** 422 for a duplicate number, never a silent renumbering. */
  function uniqueNumber(err: unknown): never {
    if (sqlState(err) === '23505') throw invalid({ rbroj: 'error.rbroj.unique' });
    throw err;
  }

  async function checkHeaderInput(tx: Tx, companyId: number, input: Record<string, unknown>) {
    const period = await findPeriod(tx, companyId, input.periodId as number);
    assertOpen(period);
    const errors: Record<string, string> = {};
    if (!subTypeValues(familyRegistry[family.vDoc]).includes(input.vSubDoc as string)) errors.vSubDoc = 'error.vSubDoc.invalid';
    const datum = input.datum as string;
    if (datum < period.startDate || datum > period.endDate) errors.datum = 'error.datum.outside-period';
    Object.assign(errors, await family.checkHeader(tx, companyId, input));
    if (Object.keys(errors).length) throw invalid(errors);
    return period;
  }

  const oznaka = (vSubDoc: string, rbroj: number, periodTitle: string) => docLabel(familyRegistry[family.vDoc], vSubDoc, rbroj, periodTitle);

  async function recomputeTotals(tx: Tx, header: StoredHeader) {
    const items = (await tx.select().from(it).where(eq(it.docId, header.id))) as StoredItem[];
    await tx.update(h).set(family.totals(items, header)).where(eq(h.id, header.id));
  }

  async function retailWarehouses(tx: Tx, companyId: number) {
    const rows = await tx.select({ id: magMain.id }).from(magMain).where(and(eq(magMain.companyId, companyId), eq(magMain.vPromet, 'mp')));
    const ids = new Set(rows.map((r) => r.id));
    return (magId: number) => ids.has(magId);
  }

  function assertDraft(header: StoredHeader) {
    if (header.status !== 'draft') throw conflict('error.document.not-draft', { status: header.status });
  }

  async function computeItem(tx: Tx, companyId: number, header: StoredHeader, input: Record<string, unknown> & { artId: number; kolicina: number }) {
    const [article] = await tx
      .select({ id: artMain.id, pdvStopa: artPdv.stopa })
      .from(artMain)
      .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
      .where(and(eq(artMain.id, input.artId), eq(artMain.companyId, companyId)));
    if (!article) throw invalid({ artId: 'error.artId.not-found' });
    const magId = family.warehouseOf(header);
    const retail = magId !== null && (await retailWarehouses(tx, companyId))(magId);
    return family.computeItem(input, { article, retail, header });
  }

  return {
    async list(db: Db, companyId: number, q: DocListQuery) {
      const scope = and(
        eq(h.companyId, companyId),
        eq(h.periodId, q.periodId),
        q.vSubDoc ? eq(h.vSubDoc, q.vSubDoc) : undefined,
        q.komId && family.komColumn ? eq(family.komColumn, q.komId) : undefined,
        q.magId && family.magColumns.length ? or(...family.magColumns.map((c) => eq(c, q.magId!))) : undefined,
      );
      const where = and(
        scope,
        q.status ? eq(h.status, q.status) : undefined,
        q.dateFrom ? gte(h.datum, q.dateFrom) : undefined,
        q.dateTo ? lte(h.datum, q.dateTo) : undefined,
        searchAny(q.search, [h.oznaka, h.opis, h.napomena, ...family.searchColumns]),
      );
      const [data, total, filtered] = await Promise.all([
        db.select(headerSelect()).from(h).where(where).orderBy(desc(h.datum), desc(h.rbroj)).limit(q.perPage).offset(offsetOf(q)),
        db.$count(h, scope),
        db.$count(h, where),
      ]);
      return { data, pagination: pageInfo(q, total, filtered) };
    },

    async totals(db: Db, companyId: number, periodId: number, vSubDoc?: string) {
      const rows = await db
        .select({ status: h.status, n: count() })
        .from(h)
        .where(and(eq(h.companyId, companyId), eq(h.periodId, periodId), vSubDoc ? eq(h.vSubDoc, vSubDoc) : undefined))
        .groupBy(h.status);
      const counts = { draft: 0, locked: 0, storno: 0 };
      for (const r of rows) counts[r.status as keyof typeof counts] = r.n;
      return counts;
    },

    /** The next free number, today's date (inside the period), the default note and the family's defaults. */
    async init(db: Db, companyId: number, periodId: number, vSubDoc: string) {
      const period = await findPeriod(db, companyId, periodId);
      const [last] = await db
        .select({ rbroj: max(h.rbroj) })
        .from(h)
        .where(and(eq(h.companyId, companyId), eq(h.periodId, periodId), eq(h.vSubDoc, vSubDoc)));
      const datum = defaultDate(period);
      const [note] = await db
        .select({ napomena: docNapomene.napomena })
        .from(docNapomene)
        .where(and(eq(docNapomene.companyId, companyId), eq(docNapomene.vDoc, family.vDoc), or(eq(docNapomene.vSubDoc, vSubDoc), eq(docNapomene.vSubDoc, '*'))))
        .orderBy(asc(docNapomene.id))
        .limit(1);
      return {
        periodId,
        vSubDoc,
        rbroj: Number(last?.rbroj ?? 0) + 1,
        datum,
        napomena: note?.napomena ?? '',
        komentar: '',
        opis: '',
        ...(await family.initDefaults(db, companyId, datum)),
      };
    },

    read: readHeader,

    async create(db: Db, companyId: number, input: Record<string, unknown>) {
      return db.transaction(async (tx) => {
        const period = await checkHeaderInput(tx, companyId, input);
        const [row] = await tx
          .insert(h)
          .values({ ...input, companyId, oznaka: oznaka(input.vSubDoc as string, input.rbroj as number, period.title), status: 'draft' } as never)
          .returning({ id: h.id })
          .catch(uniqueNumber);
        return (row as { id: number }).id;
      });
    },

    async update(db: Db, companyId: number, id: number, input: Record<string, unknown>) {
      await db.transaction(async (tx) => {
        const header = await findHeader(tx, companyId, id, true);
        assertDraft(header);
        if (input.periodId !== header.periodId) throw invalid({ periodId: 'error.periodId.changed' });
        const period = await checkHeaderInput(tx, companyId, input);
        await tx
          .update(h)
          .set({ ...input, oznaka: oznaka(input.vSubDoc as string, input.rbroj as number, period.title) } as never)
          .where(own(companyId, id))
          .catch(uniqueNumber);
        await recomputeTotals(tx, { ...header, ...input } as StoredHeader);
      });
    },

    /** Lock: in one transaction with the document row locked; its postings all or nothing. */
    async lock(db: Db, companyId: number, id: number) {
      await db.transaction(async (tx) => {
        const header = await findHeader(tx, companyId, id, true);
        if (!canTransition(header.status as LifecycleStatus, 'locked')) throw conflict('error.document.not-draft', { status: header.status });
        assertOpen(await openPeriodOf(tx, companyId, header.periodId));
        const items = (await tx.select().from(it).where(eq(it.docId, id)).orderBy(asc(it.id))) as StoredItem[];
        if (!items.length) throw conflict('error.document.no-items');
        const reason = family.lockErrors?.(header);
        if (reason) throw conflict(reason);
        const [company] = await tx.select({ allowNegativeStock: companies.allowNegativeStock }).from(companies).where(eq(companies.id, companyId));
        const postings = family.postings(header, items, { retail: await retailWarehouses(tx, companyId) });
        const ctx = { companyId, periodId: header.periodId, vDoc: family.vDoc, docId: id, docOznaka: header.oznaka as string, docOpis: header.opis as string, allowNegative: company?.allowNegativeStock ?? false };
        await postStock(tx, ctx, postings.stock);
        await postClient(tx, ctx, postings.client);
        await postVat(tx, ctx, postings.vat);
        await tx.update(h).set({ status: 'locked', lockedAt: new Date() } as never).where(eq(h.id, id));
      });
    },

    /** Storno: the negation of the document's postings (a draft is simply retired). */
    async storno(db: Db, companyId: number, id: number) {
      await db.transaction(async (tx) => {
        const header = await findHeader(tx, companyId, id, true);
        if (!canTransition(header.status as LifecycleStatus, 'storno')) throw conflict('error.document.storno', { status: header.status });
        assertOpen(await openPeriodOf(tx, companyId, header.periodId));
        if (header.status === 'locked') {
          const [company] = await tx.select({ allowNegativeStock: companies.allowNegativeStock }).from(companies).where(eq(companies.id, companyId));
          const ctx = { companyId, periodId: header.periodId, vDoc: family.vDoc, docId: id, docOznaka: header.oznaka as string, docOpis: header.opis as string, allowNegative: company?.allowNegativeStock ?? false };
          await stornoStock(tx, ctx, header.datum);
          await stornoBooks(tx, ctx);
        }
        await tx.update(h).set({ status: 'storno', stornoAt: new Date() } as never).where(eq(h.id, id));
      });
    },

    async listItems(db: Db, companyId: number, docId: number, page: { page: number; perPage: number }) {
      await readHeader(db, companyId, docId);
      const [rows, total] = await Promise.all([
        db.select().from(it).where(eq(it.docId, docId)).orderBy(asc(it.id)).limit(page.perPage).offset(offsetOf(page)),
        db.$count(it, eq(it.docId, docId)),
      ]);
      return { data: await withArticles(db, rows as StoredItem[]), pagination: pageInfo(page, total, total) };
    },

    async itemIds(db: Db, companyId: number, docId: number) {
      await readHeader(db, companyId, docId);
      const rows = await db.select({ id: it.id }).from(it).where(eq(it.docId, docId)).orderBy(asc(it.id));
      return rows.map((r) => r.id as number);
    },

    async readItem(db: Db, companyId: number, docId: number, itemId: number) {
      await readHeader(db, companyId, docId);
      const [row] = await db.select().from(it).where(and(eq(it.id, itemId), eq(it.docId, docId)));
      if (!row) throw notFound();
      return (await withArticles(db, [row as StoredItem]))[0]!;
    },

    async createItem(db: Db, companyId: number, docId: number, input: Record<string, unknown> & { artId: number; kolicina: number }) {
      return db.transaction(async (tx) => {
        const header = await findHeader(tx, companyId, docId, true);
        assertDraft(header);
        assertOpen(await openPeriodOf(tx, companyId, header.periodId));
        const { docId: _ignored, ...fields } = input;
        const values = await computeItem(tx, companyId, header, fields as typeof input);
        const [row] = await tx
          .insert(it)
          .values({ ...values, companyId, docId } as never)
          .returning({ id: it.id });
        await recomputeTotals(tx, header);
        return (row as { id: number }).id;
      });
    },

    async updateItem(db: Db, companyId: number, docId: number, itemId: number, input: Record<string, unknown> & { artId: number; kolicina: number }) {
      await db.transaction(async (tx) => {
        const header = await findHeader(tx, companyId, docId, true);
        assertDraft(header);
        assertOpen(await openPeriodOf(tx, companyId, header.periodId));
        const [existing] = await tx.select({ id: it.id }).from(it).where(and(eq(it.id, itemId), eq(it.docId, docId)));
        if (!existing) throw notFound();
        const { docId: _ignored, ...fields } = input;
        const values = await computeItem(tx, companyId, header, fields as typeof input);
        await tx.update(it).set(values as never).where(eq(it.id, itemId));
        await recomputeTotals(tx, header);
      });
    },

    async deleteItem(db: Db, companyId: number, docId: number, itemId: number) {
      await db.transaction(async (tx) => {
        const header = await findHeader(tx, companyId, docId, true);
        assertDraft(header);
        assertOpen(await openPeriodOf(tx, companyId, header.periodId));
        const deleted = await tx.delete(it).where(and(eq(it.id, itemId), eq(it.docId, docId))).returning({ id: it.id });
        if (!deleted.length) throw notFound();
        await recomputeTotals(tx, header);
      });
    },

    /** The article with its stock and prices in the document's warehouse. */
    async artLookup(db: Db, companyId: number, docId: number, artId: number) {
      const header = await findHeader(db, companyId, docId);
      const [article] = await db
        .select({ id: artMain.id, intSifra: artMain.intSifra, artNaziv: artMain.artNaziv, mera: artMain.meraCode, pdvStopa: artPdv.stopa })
        .from(artMain)
        .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
        .where(and(eq(artMain.id, artId), eq(artMain.companyId, companyId)));
      if (!article) throw notFound('mp-art-main.not.found', { code: String(artId) });
      const magId = family.warehouseOf(header);
      const [balance] = magId
        ? await db
            .select()
            .from(stockBalance)
            .where(and(eq(stockBalance.companyId, companyId), eq(stockBalance.periodId, header.periodId), eq(stockBalance.magId, magId), eq(stockBalance.artId, artId)))
        : [];
      const retail = magId !== null && (await retailWarehouses(db, companyId))(magId);
      const stanje = balance?.stanje ?? 0;
      return {
        ...article,
        stanje,
        cena: balance?.kepuCena ?? 0,
        pnCena: stanje > 0 ? Math.round(((balance?.nabVrednost ?? 0) * 1000) / stanje) : 0,
        znCena: balance?.znCena ?? 0,
        cenaSaPdv: retail,
      };
    },
  };
}

/** Items as lists show them: with the article's name, code, unit and VAT rate. */
async function withArticles(db: Tx, items: StoredItem[]) {
  if (!items.length) return [];
  const ids = [...new Set(items.map((i) => i.artId))];
  const articles = await db
    .select({ id: artMain.id, artNaziv: artMain.artNaziv, intSifra: artMain.intSifra, mera: artMain.meraCode, pdvStopa: artPdv.stopa })
    .from(artMain)
    .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .where(inArray(artMain.id, ids));
  const byId = new Map(articles.map(({ id, ...a }) => [id, a]));
  return items.map((i) => ({ ...i, artikl: byId.get(i.artId)! }));
}

function pickColumns(table: object, row: { shape: Record<string, unknown> }) {
  const columns = table as Record<string, unknown>;
  const out: Record<string, never> = {};
  for (const key of Object.keys(row.shape)) if (key in columns) out[key] = columns[key] as never;
  return out;
}

export type DocumentService = ReturnType<typeof documentService>;
