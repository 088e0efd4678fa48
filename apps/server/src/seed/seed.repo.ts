import type { Reader, Tx } from '../platform/db/client';
import { artGrupa, artMain, companies, komMain, magMain, memberships, periods, posMain, tekuciRacuni, users } from '../platform/db/schema';

/** The first-run data's writes, one table each; ids come back in the order of the rows given. */

/** Whether the database has a company yet. */
export async function anyCompany(tx: Reader): Promise<boolean> {
  return (await tx.select({ id: companies.id }).from(companies).limit(1)).length > 0;
}

export async function insertCompanyRow(tx: Tx, values: typeof companies.$inferInsert): Promise<number> {
  const [company] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return company!.id;
}

export async function insertPeriods(tx: Tx, rows: (typeof periods.$inferInsert)[]): Promise<void> {
  await tx.insert(periods).values(rows);
}

export async function insertWarehouses(tx: Tx, rows: (typeof magMain.$inferInsert)[]): Promise<number[]> {
  return (await tx.insert(magMain).values(rows).returning({ id: magMain.id })).map((r) => r.id);
}

export async function insertRegister(tx: Tx, values: typeof posMain.$inferInsert): Promise<void> {
  await tx.insert(posMain).values(values);
}

export async function insertCurrentAccount(tx: Tx, values: typeof tekuciRacuni.$inferInsert): Promise<void> {
  await tx.insert(tekuciRacuni).values(values);
}

export async function insertArticleGroups(tx: Tx, rows: (typeof artGrupa.$inferInsert)[]): Promise<number[]> {
  return (await tx.insert(artGrupa).values(rows).returning({ id: artGrupa.id })).map((r) => r.id);
}

export async function insertArticles(tx: Tx, rows: (typeof artMain.$inferInsert)[]): Promise<void> {
  await tx.insert(artMain).values(rows);
}

export async function insertClients(tx: Tx, rows: (typeof komMain.$inferInsert)[]): Promise<void> {
  await tx.insert(komMain).values(rows);
}

/** A user and their membership of the company; the user's id. */
export async function insertMember(tx: Tx, user: typeof users.$inferInsert, membership: Omit<typeof memberships.$inferInsert, 'userId'>): Promise<number> {
  const [row] = await tx.insert(users).values(user).returning({ id: users.id });
  await tx.insert(memberships).values({ ...membership, userId: row!.id });
  return row!.id;
}
