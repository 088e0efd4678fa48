import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { adminRoles, type ListQuery, type Role, type UserRow } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { offsetOf, searchAny } from '../../platform/paging';
import { companies, memberships, users } from '../../platform/db/schema';

/**
 * An invitation not taken up yet (an existing account asked to join, or an address without a
 * password): the company sees the name its admin typed, never the name the account carries
 * elsewhere (docs/decisions.md#sign-in-and-sessions).
 */
const invited = sql`(${memberships.isPending} or ${users.passwordHash} is null)`;
const shownFirstName = sql<string>`case when ${invited} then coalesce(${memberships.invitedFirstName}, ${users.firstName}) else ${users.firstName} end`;
const shownLastName = sql<string>`case when ${invited} then coalesce(${memberships.invitedLastName}, ${users.lastName}) else ${users.lastName} end`;

const memberColumns = {
  id: users.id,
  firstName: shownFirstName,
  lastName: shownLastName,
  email: users.email,
  language: users.language,
  role: memberships.role,
  isActive: memberships.isActive,
  isPending: memberships.isPending,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null)`.mapWith(Boolean),
};

export type Member = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** A member as the users table shows them. */
export function toUserRow(m: Member): UserRow {
  const status = m.isPending ? 'invited' : !m.isActive ? 'inactive' : m.hasPassword ? 'active' : 'invited';
  return { id: m.id, firstName: m.firstName, lastName: m.lastName, email: m.email, role: m.role, isActive: m.isActive, status };
}

const inCompany = (companyId: number) => and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId));

export async function listMembers(tx: Reader, companyId: number, q: ListQuery, options: { activeOnly?: boolean } = {}) {
  const scope = options.activeOnly ? eq(memberships.isActive, true) : undefined;
  const where = and(scope, searchAny(q.search, [shownFirstName, shownLastName, users.email]));
  const base = () => tx.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(users).innerJoin(memberships, inCompany(companyId));
  const [rows, [total], filtered] = await Promise.all([
    tx
      .select(memberColumns)
      .from(users)
      .innerJoin(memberships, inCompany(companyId))
      .where(where)
      .orderBy(asc(shownLastName), asc(shownFirstName), asc(users.id))
      .limit(q.perPage)
      .offset(offsetOf(q)),
    base().where(scope),
    q.search.trim() ? base().where(where) : null,
  ]);
  const itemsCount = total?.count ?? 0;
  return { rows, itemsCount, filteredCount: filtered ? (filtered[0]?.count ?? 0) : itemsCount };
}

/** The user as a member of this company, or null (another company's users are not found). */
export async function findMember(tx: Reader, companyId: number, userId: number) {
  const [row] = await tx.select(memberColumns).from(users).innerJoin(memberships, inCompany(companyId)).where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail(tx: Reader, email: string) {
  const [row] = await tx.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findUserById(tx: Reader, id: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function companyName(tx: Reader, companyId: number): Promise<string | null> {
  const [row] = await tx.select({ naziv: companies.naziv }).from(companies).where(eq(companies.id, companyId));
  return row?.naziv ?? null;
}

export async function isActiveMember(tx: Reader, companyId: number, userId: number): Promise<boolean> {
  const count = await tx.$count(memberships, and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), eq(memberships.isActive, true)));
  return count > 0;
}

export async function hasActiveMembership(tx: Reader, userId: number): Promise<boolean> {
  return (await tx.$count(memberships, and(eq(memberships.userId, userId), eq(memberships.isActive, true)))) > 0;
}

export async function setMemberRole(tx: Tx, companyId: number, userId: number, role: Role): Promise<void> {
  await tx.update(memberships).set({ role }).where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
}

export async function setMemberActive(tx: Tx, companyId: number, userId: number, isActive: boolean): Promise<void> {
  await tx.update(memberships).set({ isActive }).where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
}

export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** The companies the user may work in (active memberships), by name. */
export async function listMemberships(tx: Reader, userId: number) {
  return tx
    .select({ companyId: companies.id, naziv: companies.naziv, role: memberships.role, isDefault: memberships.isDefault })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .orderBy(asc(companies.naziv), asc(companies.id));
}

/** The invitations the user has not answered yet (companies that asked them to join), by name. */
export async function listInvitations(tx: Reader, userId: number) {
  return tx
    .select({ companyId: companies.id, naziv: companies.naziv, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isPending, true)))
    .orderBy(asc(companies.naziv), asc(companies.id));
}

/** Accepts a pending invitation: the membership becomes active. False when there is none. */
export async function acceptMembership(tx: Tx, companyId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .update(memberships)
    .set({ isPending: false, isActive: true })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId), eq(memberships.isPending, true)))
    .returning({ id: memberships.id });
  return rows.length === 1;
}

export async function deleteMembership(tx: Tx, companyId: number, userId: number): Promise<void> {
  await tx.delete(memberships).where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
}

export async function updateUser(tx: Tx, userId: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await tx.update(users).set(values).where(eq(users.id, userId));
}

/** Stores a new user; the stored row. */
export async function insertUser(tx: Tx, values: typeof users.$inferInsert) {
  const [created] = await tx.insert(users).values(values).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Whether another user signs in with the address. */
export async function emailTakenByOther(tx: Reader, email: string, userId: number): Promise<boolean> {
  return (await tx.$count(users, and(eq(users.email, email), ne(users.id, userId)))) > 0;
}

export async function insertMembership(tx: Tx, values: typeof memberships.$inferInsert): Promise<void> {
  await tx.insert(memberships).values(values);
}

/** How many memberships the user has, in any company. */
export function membershipCount(tx: Reader, userId: number): Promise<number> {
  return tx.$count(memberships, eq(memberships.userId, userId));
}

/** The user's pending invitation to the company, locked against concurrent answers (undefined: none). */
export async function lockPendingMembership(tx: Tx, userId: number, companyId: number) {
  const [pending] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId), eq(memberships.isPending, true)))
    .for('update');
  return pending;
}

/** The user's active membership of the company, locked against concurrent changes (undefined: none). */
export async function lockActiveMembership(tx: Tx, userId: number, companyId: number) {
  const [own] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId), eq(memberships.isActive, true)))
    .for('update');
  return own;
}

/** How many active admins the company has besides the user. */
export function otherActiveAdmins(tx: Reader, companyId: number, userId: number): Promise<number> {
  return tx.$count(
    memberships,
    and(eq(memberships.companyId, companyId), ne(memberships.userId, userId), eq(memberships.isActive, true), inArray(memberships.role, [...adminRoles])),
  );
}
