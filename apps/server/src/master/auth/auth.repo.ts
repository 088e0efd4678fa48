import { and, asc, desc, eq, gt, isNull, lte, notInArray } from 'drizzle-orm';
import type { Role } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { authCodes, companies, loginNonces, memberships, refreshTokens, users } from '../../platform/db/schema';
import { purgeThrottle } from './throttle.repo';

export type CodeStage = 'login' | 'authorize';

/** Marks the nonce used if it is unused and unexpired; false otherwise (one statement, so once only). */
export async function consumeNonce(tx: Tx, nonce: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(loginNonces)
    .set({ usedAt: now })
    .where(and(eq(loginNonces.nonce, nonce), isNull(loginNonces.usedAt), gt(loginNonces.expiresAt, now)))
    .returning({ nonce: loginNonces.nonce });
  return rows.length === 1;
}

export async function findLoginUser(tx: Reader, email: string) {
  const [user] = await tx
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email));
  return user ?? null;
}

/** The company a sign-in opens: the default active membership, else the oldest active one. */
export async function findSignInMembership(tx: Reader, userId: number) {
  const [row] = await tx
    .select({ companyId: memberships.companyId, role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .orderBy(desc(memberships.isDefault), asc(memberships.id))
    .limit(1);
  return row ?? null;
}

/** Marks a code of the given stage used if it is unused and unexpired, and returns what it was bound to. */
export async function consumeCode(tx: Tx, codeHash: string, stage: CodeStage, now: Date) {
  const [row] = await tx
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.codeHash, codeHash), eq(authCodes.stage, stage), isNull(authCodes.usedAt), gt(authCodes.expiresAt, now)))
    .returning({ userId: authCodes.userId, companyId: authCodes.companyId, codeChallenge: authCodes.codeChallenge });
  return row ?? null;
}

export interface Identity {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  role: Role;
  companyId: number;
  companyName: string;
  companyNameCyr: string;
}

/** The user in one company, as the tokens describe them; null once the membership is gone or deactivated. */
export async function findIdentity(tx: Reader, userId: number, companyId: number): Promise<Identity | null> {
  const [row] = await tx
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isActive: users.isActive,
      role: memberships.role,
      companyId: companies.id,
      companyName: companies.naziv,
      companyNameCyr: companies.nazivCyr,
    })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.companyId, companyId), eq(memberships.isActive, true)))
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Marks the refresh token rotated if it is still current; its family and owner, or null. */
export async function rotateRefreshToken(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ familyId: refreshTokens.familyId, userId: refreshTokens.userId, companyId: refreshTokens.companyId });
  return row ?? null;
}

export async function findRefreshToken(tx: Reader, tokenHash: string) {
  const [row] = await tx
    .select({ familyId: refreshTokens.familyId, rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * The caller's role now, if the sign-in of an access token is still open: its refresh-token row is
 * there and not revoked, for this user and company, and the user is still an active member there.
 * Null otherwise. Read on every request (a primary-key read and two unique-index joins), so a
 * demotion, like a sign-out or a deactivation, takes effect on the next call, not when the access
 * token expires.
 */
export async function sessionRole(tx: Reader, claims: { sid: number; userId: number; companyId: number }): Promise<Role | null> {
  const [row] = await tx
    .select({ role: memberships.role })
    .from(refreshTokens)
    .innerJoin(
      memberships,
      and(eq(memberships.userId, refreshTokens.userId), eq(memberships.companyId, refreshTokens.companyId), eq(memberships.isActive, true)),
    )
    .innerJoin(users, and(eq(users.id, refreshTokens.userId), eq(users.isActive, true)))
    .where(
      and(
        eq(refreshTokens.id, claims.sid),
        isNull(refreshTokens.revokedAt),
        eq(refreshTokens.userId, claims.userId),
        eq(refreshTokens.companyId, claims.companyId),
      ),
    );
  return row?.role ?? null;
}

export async function revokeFamily(tx: Tx, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user (in one company, or everywhere). */
export async function revokeUserSessions(tx: Tx, userId: number, now: Date, companyId?: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        companyId === undefined ? undefined : eq(refreshTokens.companyId, companyId),
      ),
    );
}

/** Ends every session of the user except the sign-in `keepSid` belongs to (its whole refresh-token family). */
export async function revokeOtherSessions(tx: Tx, userId: number, keepSid: number, now: Date): Promise<void> {
  const kept = tx.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.id, keepSid));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), notInArray(refreshTokens.familyId, kept)));
}

/** Rows that can no longer be used; kept small so every lookup stays cheap. */
export async function purgeExpired(tx: Tx, now: Date): Promise<void> {
  await tx.delete(loginNonces).where(lte(loginNonces.expiresAt, now));
  await tx.delete(authCodes).where(lte(authCodes.expiresAt, now));
  await tx.delete(refreshTokens).where(lte(refreshTokens.expiresAt, now));
  await purgeThrottle(tx, now);
}

export async function insertNonce(tx: Tx, values: typeof loginNonces.$inferInsert): Promise<void> {
  await tx.insert(loginNonces).values(values);
}

export async function insertAuthCode(tx: Tx, values: typeof authCodes.$inferInsert): Promise<void> {
  await tx.insert(authCodes).values(values);
}

/** Stores a refresh token; its row id (the session's id). */
export async function insertRefreshToken(tx: Tx, values: typeof refreshTokens.$inferInsert) {
  const [row] = await tx.insert(refreshTokens).values(values).returning({ id: refreshTokens.id });
  return row;
}
