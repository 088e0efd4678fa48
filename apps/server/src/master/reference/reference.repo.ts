import { and, asc, eq, ne } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { artMain, artPdv, companies, magMain, sefUnits, units, users } from '../../platform/db/schema';

/** Clears the default flag of the company's rows but `keepId` (one default row per company). */
export async function clearDefault(tx: Tx, table: typeof artPdv | typeof magMain, companyId: number, keepId: number | null): Promise<void> {
  await tx
    .update(table)
    .set({ isDefault: false })
    .where(and(eq(table.companyId, companyId), keepId === null ? undefined : ne(table.id, keepId)));
}

/** How many articles use the VAT rate. */
export function articlesWithVatRate(tx: Reader, pdvId: number): Promise<number> {
  return tx.$count(artMain, eq(artMain.pdvId, pdvId));
}

/** Articles that name a unit by its code. */
export async function articlesOfUnit(tx: Reader, companyId: number, id: number) {
  const [unit] = await tx.select({ code: units.code }).from(units).where(and(eq(units.id, id), eq(units.companyId, companyId)));
  return unit ? tx.$count(artMain, and(eq(artMain.companyId, companyId), eq(artMain.meraCode, unit.code))) : 0;
}

/** 1 when SEF's list has the unit code, else 0. */
export function sefUnitsWithCode(tx: Reader, code: string): Promise<number> {
  return tx.$count(sefUnits, eq(sefUnits.code, code));
}


/** SEF's unit list in its order. */
export function sefUnitList(tx: Reader) {
  return tx.select({ code: sefUnits.code, name: sefUnits.name, nameCyr: sefUnits.nameCyr, nameEn: sefUnits.nameEn }).from(sefUnits).orderBy(asc(sefUnits.sort), asc(sefUnits.code));
}

/** The company's units of measure in entry order. */
export function companyUnits(tx: Reader, companyId: number) {
  return tx
    .select({ code: units.code, name: units.name, sefCode: units.sefCode })
    .from(units)
    .where(eq(units.companyId, companyId))
    .orderBy(asc(units.id));
}

/** The signed-in user's name and e-mail with the company's name (undefined when the user is gone). */
export async function userWithCompany(tx: Reader, userId: number, companyId: number) {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, companyName: companies.naziv })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId));
  return row;
}
