import { eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { artGrupa, artMain, artPdv, komMain, units } from '../../platform/db/schema';

/** What an article import checks its rows against: the company's codes, groups, units and VAT rates. */
export function articleLookupRows(tx: Reader, companyId: number) {
  return Promise.all([
    tx.select({ code: artMain.intSifra }).from(artMain).where(eq(artMain.companyId, companyId)),
    tx.select({ id: artGrupa.id, sifra: artGrupa.grpSifra, naziv: artGrupa.grpNaziv }).from(artGrupa).where(eq(artGrupa.companyId, companyId)),
    tx.select({ code: units.code, name: units.name }).from(units).where(eq(units.companyId, companyId)),
    tx.select({ id: artPdv.id, opis: artPdv.opis, stopa: artPdv.stopa }).from(artPdv).where(eq(artPdv.companyId, companyId)),
  ]);
}

/** Stores new article groups; their ids and names. */
export function insertArticleGroups(tx: Tx, rows: (typeof artGrupa.$inferInsert)[]) {
  return tx.insert(artGrupa).values(rows).returning({ id: artGrupa.id, naziv: artGrupa.grpNaziv });
}

/** Stores imported articles, 1,000 a statement. */
export async function insertArticles(tx: Tx, rows: (typeof artMain.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(artMain).values(rows.slice(i, i + 1000));
}

/** The company's client codes. */
export function clientCodes(tx: Reader, companyId: number) {
  return tx.select({ code: komMain.sifra }).from(komMain).where(eq(komMain.companyId, companyId));
}

/** Stores imported clients, 500 a statement. */
export async function insertClients(tx: Tx, rows: (typeof komMain.$inferInsert)[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(komMain).values(rows.slice(i, i + 500));
}
