import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ArtMainInput, ArtStock, VArtikl } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { artGrupa, artMain, artPdv, magMain, periods, stockBalance, units } from '../../platform/db/schema';
import { searchAny } from '../../platform/paging';

/** The article as every read returns it: its own fields plus unit, VAT rate and group. */
const articleColumns = {
  id: artMain.id,
  vArtikl: artMain.vArtikl,
  grpId: artMain.grpId,
  intSifra: artMain.intSifra,
  artNaziv: artMain.artNaziv,
  barkod: artMain.barkod,
  meraCode: artMain.meraCode,
  pdvId: artMain.pdvId,
  mera: sql<string>`coalesce(${units.name}, ${artMain.meraCode})`.as('mera'),
  pdvStopa: artPdv.stopa,
  grpNaziv: artGrupa.grpNaziv,
};

function selectArticles(tx: Reader) {
  return tx
    .select(articleColumns)
    .from(artMain)
    .innerJoin(artGrupa, eq(artGrupa.id, artMain.grpId))
    .innerJoin(artPdv, eq(artPdv.id, artMain.pdvId))
    .leftJoin(units, and(eq(units.companyId, artMain.companyId), eq(units.code, artMain.meraCode)));
}

export interface ArticleFilter {
  companyId: number;
  vArtikl?: VArtikl;
  grpId?: number;
  search: string;
}

export function articleScope(f: Omit<ArticleFilter, 'search'>): SQL | undefined {
  return and(
    eq(artMain.companyId, f.companyId),
    f.vArtikl ? eq(artMain.vArtikl, f.vArtikl) : undefined,
    f.grpId ? eq(artMain.grpId, f.grpId) : undefined,
  );
}

/**
 * One page of articles: the page's ids first (the name index gives them in order without
 * touching the other rows), then those rows with their joins. A search counts its matches in
 * the same scan that finds the page.
 */
export async function listArticles(tx: Reader, f: ArticleFilter, limit: number, offset: number) {
  const scope = articleScope(f);
  const search = searchAny(f.search, [artMain.artNaziv, artMain.intSifra, artMain.barkod]);
  const order = [asc(artMain.artNaziv), asc(artMain.id)];
  const [ids, total] = await Promise.all([
    tx
      .select({ id: artMain.id, matches: search ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number>`0`.mapWith(Number) })
      .from(artMain)
      .where(and(scope, search))
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    tx.$count(artMain, scope),
  ]);
  const filtered = !search ? total : ids.length ? ids[0]!.matches : await tx.$count(artMain, and(scope, search));
  const data = ids.length ? await selectArticles(tx).where(inArray(artMain.id, ids.map((r) => r.id))).orderBy(...order) : [];
  return { data, total, filtered };
}

export async function findArticle(tx: Reader, companyId: number, id: number) {
  const [row] = await selectArticles(tx).where(and(eq(artMain.id, id), eq(artMain.companyId, companyId)));
  return row;
}

export async function findArticleByCode(tx: Reader, companyId: number, code: string) {
  const [row] = await selectArticles(tx).where(and(eq(artMain.companyId, companyId), eq(artMain.intSifra, code)));
  return row;
}

/** The article's stock and sale price in each warehouse it has a balance in, in one period (default warehouse first). */
export async function stockByWarehouse(tx: Reader, companyId: number, periodId: number, artId: number): Promise<ArtStock[]> {
  const b = stockBalance;
  return tx
    .select({ magId: magMain.id, magNaziv: magMain.magNaziv, vPromet: magMain.vPromet, stanje: b.stanje, cena: b.kepuCena })
    .from(b)
    .innerJoin(magMain, and(eq(magMain.companyId, b.companyId), eq(magMain.id, b.magId)))
    .where(and(eq(b.companyId, companyId), eq(b.periodId, periodId), eq(b.artId, artId)))
    .orderBy(desc(magMain.isDefault), asc(magMain.id));
}

/**
 * Which of the referenced rows exist in this company (a foreign id is as good as a missing one).
 * One lookup after another: a transaction's connection runs one query at a time.
 */
export async function referencesOf(tx: Reader, companyId: number, input: Pick<ArtMainInput, 'grpId' | 'pdvId' | 'meraCode'>) {
  const grp = await tx.$count(artGrupa, and(eq(artGrupa.id, input.grpId), eq(artGrupa.companyId, companyId)));
  const pdv = await tx.$count(artPdv, and(eq(artPdv.id, input.pdvId), eq(artPdv.companyId, companyId)));
  const unit = await tx.$count(units, and(eq(units.code, input.meraCode), eq(units.companyId, companyId)));
  return { grp: grp > 0, pdv: pdv > 0, unit: unit > 0 };
}

export async function nextArticleCode(tx: Reader, companyId: number): Promise<string> {
  const [row] = await tx
    .select({ max: sql<string | null>`max(case when ${artMain.intSifra} ~ '^[0-9]{1,15}$' then ${artMain.intSifra}::bigint end)` })
    .from(artMain)
    .where(eq(artMain.companyId, companyId));
  return String(Number(row?.max ?? 0) + 1);
}

/** Stores a new article; its id. */
export async function insertArticle(tx: Tx, values: typeof artMain.$inferInsert): Promise<number> {
  const [row] = await tx.insert(artMain).values(values).returning({ id: artMain.id });
  return row!.id;
}

/** The stored unit and kind of an article, locked against concurrent edits (undefined: none in the company). */
export async function lockArticleKind(tx: Tx, companyId: number, id: number) {
  const [stored] = await tx
    .select({ meraCode: artMain.meraCode, vArtikl: artMain.vArtikl })
    .from(artMain)
    .where(and(eq(artMain.id, id), eq(artMain.companyId, companyId)))
    .for('update');
  return stored;
}

export async function updateArticleRow(tx: Tx, companyId: number, id: number, values: Partial<typeof artMain.$inferInsert>): Promise<void> {
  await tx.update(artMain).set(values).where(and(eq(artMain.id, id), eq(artMain.companyId, companyId)));
}

export async function deleteArticleRow(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.delete(artMain).where(and(eq(artMain.id, id), eq(artMain.companyId, companyId)));
}

/** The company's default VAT rate (undefined when none is marked default). */
export async function defaultVatRateId(tx: Reader, companyId: number): Promise<number | undefined> {
  const [pdv] = await tx.select({ id: artPdv.id }).from(artPdv).where(and(eq(artPdv.companyId, companyId), eq(artPdv.isDefault, true)));
  return pdv?.id;
}

/** Whether the period is the company's. */
export async function periodOfCompany(tx: Reader, companyId: number, periodId: number): Promise<boolean> {
  return (await tx.$count(periods, and(eq(periods.id, periodId), eq(periods.companyId, companyId)))) > 0;
}
