import { and, asc, Column, eq, inArray, is, sql } from 'drizzle-orm';
import { averagePrice } from '@knjige/domain';
import type { Reader } from '../../platform/db/client';
import { invalid, notFound } from '../../platform/errors';
import { artMain, artPdv, magMain, stockBalance } from '../../platform/db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isArticleLine, isArticleTable, type ItemTable, type StoredItem } from './article-lines';

const articleColumns = { id: artMain.id, artNaziv: artMain.artNaziv, intSifra: artMain.intSifra, mera: artMain.meraCode, pdvStopa: artPdv.stopa };

/** The company's article with its VAT rate, or 422 on `artId`. */
export async function lineArticle(tx: Reader, companyId: number, artId: number) {
  const [article] = await tx
    .select({ id: artMain.id, pdvStopa: artPdv.stopa, kategorija: artPdv.kategorija, izuzece: artPdv.izuzece })
    .from(artMain)
    .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .where(and(eq(artMain.id, artId), eq(artMain.companyId, companyId)));
  if (!article) throw invalid({ artId: 'error.artId.not-found' });
  return article;
}

/** The company's retail warehouses, as a predicate. */
export async function retailWarehouses(tx: Reader, companyId: number) {
  const rows = await tx.select({ id: magMain.id }).from(magMain).where(and(eq(magMain.companyId, companyId), eq(magMain.vPromet, 'mp')));
  const ids = new Set(rows.map((r) => r.id));
  return (magId: number) => ids.has(magId);
}

/** Lines as lists show them: with the article's name, code, unit and VAT rate. */
export async function withArticles<T extends StoredItem>(db: Reader, items: T[]) {
  const ids = [...new Set(items.filter(isArticleLine).map((i) => i.artId))];
  if (!ids.length) return items;
  const articles = await db.select(articleColumns).from(artMain).innerJoin(artPdv, eq(artPdv.id, artMain.pdvId)).where(inArray(artMain.id, ids));
  const byId = new Map(articles.map(({ id, ...a }) => [id, a]));
  return items.map((i) => (isArticleLine(i) ? { ...i, artikl: byId.get(i.artId) } : i));
}

/** The distinct articles of a document's lines, by code. */
export async function documentArticles(db: Reader, items: ItemTable, docId: number) {
  if (!isArticleTable(items)) return [];
  const used = db.selectDistinct({ artId: items.artId }).from(items).where(eq(items.docId, docId));
  return db.select(articleColumns).from(artMain).innerJoin(artPdv, eq(artPdv.id, artMain.pdvId)).where(inArray(artMain.id, used)).orderBy(asc(artMain.intSifra));
}

/** The article with its stock and prices in a warehouse (the item form's lookup). */
export async function articleInWarehouse(db: Reader, companyId: number, periodId: number, magId: number | null, artId: number) {
  const [article] = await db
    .select(articleColumns)
    .from(artMain)
    .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .where(and(eq(artMain.id, artId), eq(artMain.companyId, companyId)));
  if (!article) throw notFound('mp-art-main.not.found', { code: String(artId) });
  const [balance] =
    magId !== null
      ? await db
          .select()
          .from(stockBalance)
          .where(and(eq(stockBalance.companyId, companyId), eq(stockBalance.periodId, periodId), eq(stockBalance.magId, magId), eq(stockBalance.artId, artId)))
      : [];
  const retail = magId !== null && (await retailWarehouses(db, companyId))(magId);
  const stanje = balance?.stanje ?? 0;
  return {
    ...article,
    stanje,
    cena: balance?.kepuCena ?? 0,
    pnCena: averagePrice(balance?.nabVrednost ?? 0, stanje),
    znCena: balance?.znCena ?? 0,
    cenaSaPdv: retail,
  };
}

/** An article-line table with its quantity column. */
const isQuantityTable = (table: ItemTable): table is ItemTable & { artId: AnyPgColumn; kolicina: AnyPgColumn } =>
  isArticleTable(table) && 'kolicina' in table && is(table.kolicina, Column);

/** A document's quantity per article (thousandths), its lines summed: what an incoming invoice says was delivered. */
export async function articleQuantities(db: Reader, items: ItemTable, companyId: number, docId: number): Promise<Map<number, number>> {
  if (!isQuantityTable(items)) return new Map();
  const rows = await db
    .select({ artId: items.artId, kolicina: sql<string>`sum(${items.kolicina})` })
    .from(items)
    .where(and(eq(items.companyId, companyId), eq(items.docId, docId)))
    .groupBy(items.artId);
  return new Map(rows.map((r) => [Number(r.artId), Number(r.kolicina)]));
}
