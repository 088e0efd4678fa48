import type { ArtMain, ArtMainDetail, artMainInput, z } from '@knjige/contract';
import type { Db, Reader, Tx } from '../../platform/db/client';
import { conflict, invalid, notFound, sqlState } from '../../platform/errors';
import { masterPorts } from '../ports';
import {
  defaultVatRateId, deleteArticleRow, findArticle, findArticleByCode, insertArticle, listArticles, lockArticleKind, nextArticleCode, periodOfCompany, referencesOf, stockByWarehouse, updateArticleRow,
  type ArticleFilter,
} from './art-main.repo';

type Input = z.output<typeof artMainInput>;

async function checkReferences(tx: Reader, companyId: number, input: Input): Promise<void> {
  const refs = await referencesOf(tx, companyId, input);
  const errors: Record<string, string> = {};
  if (!refs.grp) errors.grpId = 'error.grpId.not-found';
  if (!refs.pdv) errors.pdvId = 'error.pdvId.not-found';
  if (!refs.unit) errors.meraCode = 'error.mera.not-found';
  if (Object.keys(errors).length) throw invalid(errors);
}

function uniqueCode(err: unknown): never {
  if (sqlState(err) === '23505') throw invalid({ intSifra: 'error.intSifra.unique' });
  throw err;
}

export async function createArticle(db: Db, companyId: number, input: Input): Promise<number> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, companyId, input);
    return insertArticle(tx, { ...input, barkod: input.barkod || input.intSifra, companyId }).catch(uniqueCode);
  });
}

/**
 * Once the article is on a locked document, its unit and its kind (goods or service) stay: the
 * booked quantities are in that unit, and only goods have stock. Its VAT rate may change (a rate
 * in law changes from a date): every line keeps the rate it was written with.
 */
async function checkBookedFields(tx: Tx, companyId: number, id: number, input: Input): Promise<void> {
  const stored = await lockArticleKind(tx, companyId, id);
  if (!stored) throw notFound();
  const field = stored.meraCode !== input.meraCode ? 'meraCode' : stored.vArtikl !== input.vArtikl ? 'vArtikl' : null;
  if (field && (await masterPorts().articleBooked(tx, companyId, id))) throw conflict(`error.${field}.in-use`);
}

export async function updateArticle(db: Db, companyId: number, id: number, input: Input): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findArticle(tx, companyId, id))) throw notFound();
    await checkBookedFields(tx, companyId, id, input);
    await checkReferences(tx, companyId, input);
    await updateArticleRow(tx, companyId, id, input).catch(uniqueCode);
  });
}

/** Deleting an article that documents use is a 409 (the foreign keys of document lines say so). */
export async function deleteArticle(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findArticle(tx, companyId, id))) throw notFound();
    await deleteArticleRow(tx, companyId, id);
  });
}

/** Defaults of a new article: next numeric code, barcode = code, the default VAT rate, unit `kom`. */
export async function initArticle(db: Db, companyId: number) {
  const code = await nextArticleCode(db, companyId);
  const pdvId = await defaultVatRateId(db, companyId);
  return { vArtikl: 'roba' as const, intSifra: code, barkod: code, pdvId: pdvId ?? null, meraCode: 'kom' };
}

/** With a period of the company, the article's stock and price per warehouse; without one, nothing about stock. */
export async function withStock(db: Db, companyId: number, article: ArtMain, periodId: number | undefined): Promise<ArtMainDetail> {
  if (periodId === undefined) return article;
  if (!(await periodOfCompany(db, companyId, periodId))) throw invalid({ periodId: 'error.periodId.not-found' });
  return { ...article, zalihe: await stockByWarehouse(db, companyId, periodId, article.id) };
}

/** A page of the company's articles with the total and the count the search leaves. */
export function articlePage(db: Db, filter: ArticleFilter, limit: number, offset: number) {
  return listArticles(db, filter, limit, offset);
}

/** An article of the company by id (undefined: none). */
export function articleById(db: Db, companyId: number, id: number) {
  return findArticle(db, companyId, id);
}

/** An article of the company by its code (undefined: none). */
export function articleByCode(db: Db, companyId: number, code: string) {
  return findArticleByCode(db, companyId, code);
}
