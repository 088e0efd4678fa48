import { and, asc, eq, isNull, max, min, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { artPdv, blagajne, companies, glScheme, glSchemeVersion, trosakMain, users } from '../../platform/db/schema';

/** The families and figures of the default schemes (no company's). */
export async function defaultSchemeFigures(tx: Reader) {
  return tx.selectDistinct({ vDoc: glScheme.vDoc, figure: glScheme.figure }).from(glScheme).where(isNull(glScheme.companyId));
}

/** The company's distinct VAT rates, lowest first. */
export async function distinctRates(tx: Reader, companyId: number) {
  return tx.selectDistinct({ stopa: artPdv.stopa }).from(artPdv).where(eq(artPdv.companyId, companyId)).orderBy(artPdv.stopa);
}

/** Every row of a family's schemes the company sees (the defaults' and its own), in id order. */
export async function storedSchemeRows(tx: Reader, companyId: number, family: string) {
  return tx
    .select()
    .from(glScheme)
    .where(and(eq(glScheme.vDoc, family), sql`(${glScheme.companyId} is null or ${glScheme.companyId} = ${companyId})`))
    .orderBy(asc(glScheme.id));
}

/** The company's versions of a family's scheme, with who made each. */
export async function companyVersionMarks(tx: Reader, companyId: number, family: string) {
  return tx
    .select({ version: glSchemeVersion.version, vSubDoc: glSchemeVersion.vSubDoc, reset: glSchemeVersion.reset, createdAt: glSchemeVersion.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(glSchemeVersion)
    .leftJoin(users, eq(users.id, glSchemeVersion.userId))
    .where(and(eq(glSchemeVersion.companyId, companyId), eq(glSchemeVersion.vDoc, family)));
}

/** The versions of a family's default scheme, each with when its first row was written. */
export async function defaultVersions(tx: Reader, family: string) {
  return tx
    .select({ version: glScheme.version, createdAt: min(glScheme.createdAt) })
    .from(glScheme)
    .where(and(eq(glScheme.vDoc, family), isNull(glScheme.companyId)))
    .groupBy(glScheme.version);
}

/** Holds the company's row to the end of the transaction: two admins writing schemes at once go one after the other. */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** The highest version of a family's scheme among the company's marks and among the rows it sees (0: none). */
export async function highestVersions(tx: Reader, companyId: number, family: string): Promise<{ marks: number; rows: number }> {
  const [marks] = await tx.select({ v: max(glSchemeVersion.version) }).from(glSchemeVersion).where(and(eq(glSchemeVersion.companyId, companyId), eq(glSchemeVersion.vDoc, family)));
  const [rows] = await tx
    .select({ v: max(glScheme.version) })
    .from(glScheme)
    .where(and(eq(glScheme.vDoc, family), sql`(${glScheme.companyId} is null or ${glScheme.companyId} = ${companyId})`));
  return { marks: marks?.v ?? 0, rows: rows?.v ?? 0 };
}

export async function insertVersionMark(tx: Tx, values: typeof glSchemeVersion.$inferInsert): Promise<void> {
  await tx.insert(glSchemeVersion).values(values);
}

export async function insertSchemeRows(tx: Tx, values: (typeof glScheme.$inferInsert)[]): Promise<void> {
  await tx.insert(glScheme).values(values);
}

/** The families with a scheme the company sees, by name. */
export async function schemeFamilies(tx: Reader, companyId: number) {
  return tx
    .selectDistinct({ vDoc: glScheme.vDoc })
    .from(glScheme)
    .where(sql`(${glScheme.companyId} is null or ${glScheme.companyId} = ${companyId})`)
    .orderBy(glScheme.vDoc);
}

/** The company's cost items and cash desks on account `from` move to `to`. */
export async function moveMasterAccounts(tx: Tx, companyId: number, from: string, to: string): Promise<void> {
  await tx.update(trosakMain).set({ konto: to }).where(and(eq(trosakMain.companyId, companyId), eq(trosakMain.konto, from)));
  await tx.update(blagajne).set({ konto: to }).where(and(eq(blagajne.companyId, companyId), eq(blagajne.konto, from)));
}
