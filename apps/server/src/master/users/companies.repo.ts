import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Session } from '../../platform/auth/tokens';
import type { Reader, Tx } from '../../platform/db/client';
import { companies, magMain, memberships, periods } from '../../platform/db/schema';

/** A page of every company of the installation with its active users and whether the session's user is one of them. */
export function companyRows(tx: Reader, session: Session, where: SQL | undefined, limit: number, offset: number) {
  const activeMembers = sql`select 1 from ${memberships} m where m.company_id = ${companies.id} and m.is_active`;
  return tx
    .select({
      id: companies.id,
      naziv: companies.naziv,
      pib: companies.pib,
      maticniBroj: companies.maticniBroj,
      usersCount: sql<number>`(select count(*) from (${activeMembers}) x)`.mapWith(Number),
      isMember: sql<boolean>`exists (${activeMembers} and m.user_id = ${session.userId})`.mapWith(Boolean),
    })
    .from(companies)
    .where(where)
    .orderBy(asc(companies.naziv), asc(companies.id))
    .limit(limit)
    .offset(offset);
}

/** How many companies there are (of those `where` keeps). */
export function companyCount(tx: Reader, where?: SQL): Promise<number> {
  return tx.$count(companies, where);
}

/** Whether a company with the tax id exists. */
export async function pibTaken(tx: Reader, pib: string): Promise<boolean> {
  return (await tx.$count(companies, eq(companies.pib, pib))) > 0;
}

/** Stores a new company; its id. */
export async function insertCompany(tx: Tx, values: typeof companies.$inferInsert): Promise<number> {
  const [company] = await tx.insert(companies).values(values).returning({ id: companies.id });
  return company!.id;
}

export async function insertPeriod(tx: Tx, values: typeof periods.$inferInsert): Promise<void> {
  await tx.insert(periods).values(values);
}

export async function insertWarehouse(tx: Tx, values: typeof magMain.$inferInsert): Promise<void> {
  await tx.insert(magMain).values(values);
}
