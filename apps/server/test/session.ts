import { randomUUID } from 'node:crypto';
import type { PgDb } from '../src/platform/db/client';
import type { Session, TokenSigner } from '../src/platform/auth/tokens';
import { refreshTokens } from '../src/platform/db/schema';

/**
 * An access token of an open sign-in, without the sign-in exchange (which has its own tests): the
 * refresh-token row a sign-in leaves, and a token naming it, so the guard finds the session live.
 */
export async function sessionToken(db: PgDb, signer: TokenSigner, who: Session): Promise<string> {
  const [row] = await db
    .insert(refreshTokens)
    .values({ tokenHash: randomUUID(), familyId: randomUUID(), userId: who.userId, companyId: who.companyId, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: refreshTokens.id });
  return signer.signAccess({ userId: who.userId, companyId: who.companyId, role: who.role, sid: row!.id });
}
