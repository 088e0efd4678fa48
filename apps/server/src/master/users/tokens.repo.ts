import { and, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { UserTokenKind } from '@knjige/contract';
import type { Reader, Tx } from '../../platform/db/client';
import { userTokens } from '../../platform/db/schema';
import { hashToken, randomToken } from '../auth/pkce';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long a link works. */
export const TOKEN_TTL_MS: Record<UserTokenKind, number> = { invite: 7 * DAY_MS, reset: HOUR_MS, verify: 7 * DAY_MS };
/** Spent links are kept this long after they expire, so an old invitation can still be renewed. */
export const TOKEN_KEEP_MS = 30 * DAY_MS;

export interface TokenOwner {
  userId: number;
  companyId?: number | null;
  email?: string | null;
}

/** A new link token; only its hash is stored. */
export async function issueToken(tx: Tx, kind: UserTokenKind, owner: TokenOwner, now: Date): Promise<string> {
  const token = randomToken();
  await tx.insert(userTokens).values({
    tokenHash: hashToken(token),
    kind,
    userId: owner.userId,
    companyId: owner.companyId ?? null,
    email: owner.email ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
    createdAt: now,
  });
  return token;
}

const columns = {
  id: userTokens.id,
  userId: userTokens.userId,
  companyId: userTokens.companyId,
  email: userTokens.email,
  expiresAt: userTokens.expiresAt,
  usedAt: userTokens.usedAt,
  createdAt: userTokens.createdAt,
};

/** The token of this kind whatever its state (unused, used, expired), or null. */
export async function findToken(tx: Reader, kind: UserTokenKind, token: string) {
  const [row] = await tx
    .select(columns)
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, kind)));
  return row ?? null;
}

/** The token if it can still be used: unused and unexpired. */
export async function findUsableToken(tx: Reader, kind: UserTokenKind, token: string, now: Date) {
  const row = await findToken(tx, kind, token);
  return row && !row.usedAt && row.expiresAt > now ? row : null;
}

/** Marks the token used if it still is usable; false when another request used it first. */
export async function useToken(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** Every still-open link of these kinds of the user stops working (a newer one replaces them). */
export async function retireTokens(tx: Tx, userId: number, kinds: UserTokenKind[], now: Date, companyId?: number): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        inArray(userTokens.kind, kinds),
        isNull(userTokens.usedAt),
        companyId === undefined ? undefined : eq(userTokens.companyId, companyId),
      ),
    );
}

/** When the latest link of this kind was made for the user, to keep repeated requests from flooding a mailbox. */
export async function latestTokenAt(tx: Reader, userId: number, kind: UserTokenKind): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: userTokens.createdAt })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind)))
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

export async function purgeOldTokens(tx: Tx, now: Date): Promise<void> {
  await tx.delete(userTokens).where(lt(userTokens.expiresAt, new Date(now.getTime() - TOKEN_KEEP_MS)));
}

/** The new address of the user's e-mail change still waiting for its link (undefined: none). */
export async function pendingEmailChange(tx: Reader, userId: number, now: Date) {
  const [pending] = await tx
    .select({ email: userTokens.email })
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, 'verify'), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .orderBy(desc(userTokens.id))
    .limit(1);
  return pending;
}
