import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { companies, currencies, devizniRacuni, komMain, magMain, tekuciRacuni, xmlJobs } from '../../platform/db/schema';

/** The company's row (undefined when it is gone). */
export async function findCompany(tx: Reader, companyId: number) {
  const [c] = await tx.select().from(companies).where(eq(companies.id, companyId));
  return c;
}

/** The company's stored tax id, the row locked against concurrent edits (undefined when the company is gone). */
export async function lockCompanyPib(tx: Tx, companyId: number) {
  const [stored] = await tx.select({ pib: companies.pib }).from(companies).where(eq(companies.id, companyId)).for('update');
  return stored;
}

/** Whether an e-invoice of the company has reached SEF (an XML job succeeded). */
export async function companySentToSef(tx: Reader, companyId: number): Promise<boolean> {
  return (await tx.$count(xmlJobs, and(eq(xmlJobs.companyId, companyId), eq(xmlJobs.status, 'succeeded')))) > 0;
}

export async function updateCompanyRow(tx: Tx, companyId: number, values: Partial<typeof companies.$inferInsert>): Promise<void> {
  await tx.update(companies).set(values).where(eq(companies.id, companyId));
}

/** The company's default current account, else its first one (undefined when it has none). */
export async function defaultTekuciRacun(tx: Reader, companyId: number) {
  const [row] = await tx
    .select({ id: tekuciRacuni.id, naziv: tekuciRacuni.naziv, banka: tekuciRacuni.banka, tracun: tekuciRacuni.tracun, isDefault: tekuciRacuni.isDefault })
    .from(tekuciRacuni)
    .where(eq(tekuciRacuni.companyId, companyId))
    .orderBy(sql`${tekuciRacuni.isDefault} desc`, asc(tekuciRacuni.id))
    .limit(1);
  return row;
}

/** The company's account in a currency (undefined when it has none). */
export async function foreignAccountOf(tx: Reader, companyId: number, valuta: string) {
  const [row] = await tx
    .select({ valuta: devizniRacuni.valuta, iban: devizniRacuni.iban, bic: devizniRacuni.bic, banka: devizniRacuni.banka })
    .from(devizniRacuni)
    .where(and(eq(devizniRacuni.companyId, companyId), eq(devizniRacuni.valuta, valuta)));
  return row;
}


/** 1 when the client is the company's, else 0. */
export function companyClientsWithId(tx: Reader, companyId: number, komId: number): Promise<number> {
  return tx.$count(komMain, and(eq(komMain.id, komId), eq(komMain.companyId, companyId)));
}

/** Clears the default flag of the company's current accounts but `keepId` (one default per company). */
export async function clearDefaultCurrentAccount(tx: Tx, companyId: number, keepId: number | null): Promise<void> {
  await tx
    .update(tekuciRacuni)
    .set({ isDefault: false })
    .where(and(eq(tekuciRacuni.companyId, companyId), keepId === null ? undefined : ne(tekuciRacuni.id, keepId)));
}

/** 1 when the currency is on the list, else 0. */
export function currenciesWithCode(tx: Reader, code: string): Promise<number> {
  return tx.$count(currencies, eq(currencies.code, code));
}

/** 1 when the warehouse is a retail one of the company, else 0. */
export function retailWarehousesWithId(tx: Reader, companyId: number, magId: number): Promise<number> {
  return tx.$count(magMain, and(eq(magMain.id, magId), eq(magMain.companyId, companyId), eq(magMain.vPromet, 'mp')));
}
