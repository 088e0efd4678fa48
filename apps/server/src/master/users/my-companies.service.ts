import { and, eq, inArray, ne } from 'drizzle-orm';
import { adminRoles } from '@knjige/contract';
import type { Session } from '../../platform/auth/tokens';
import type { Db } from '../../platform/db/client';
import { conflict, notFound } from '../../platform/errors';
import { memberships } from '../../platform/db/schema';
import { revokeUserSessions } from '../auth/auth.repo';
import { retireTokens } from './tokens.repo';
import { acceptMembership, deleteMembership } from './users.repo';

/*
 * The user's own answers about their companies: an invitation of another company is accepted or
 * declined by the user alone, and a company the user no longer works for can be left.
 */

export const myCompanyErrors = {
  /** The company the caller is signed in to: switch to another first. */
  current: 'error.company.current',
  /** Nobody else could manage the company's users. */
  lastAdmin: 'error.company.last-admin',
} as const;

export async function acceptInvitation(db: Db, session: Session, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await acceptMembership(tx, companyId, session.userId))) throw notFound();
  });
}

export async function declineInvitation(db: Db, session: Session, companyId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, session.userId), eq(memberships.companyId, companyId), eq(memberships.isPending, true)))
      .for('update');
    if (!pending) throw notFound();
    await deleteMembership(tx, companyId, session.userId);
    await retireTokens(tx, session.userId, ['invite'], now, companyId);
  });
}

/**
 * Leaves a company: the membership goes (coming back takes a new invitation) and the user's
 * sign-ins in it end. Not the company signed in to, and not by its last admin.
 */
export async function leaveCompany(db: Db, session: Session, companyId: number, now: Date): Promise<void> {
  if (companyId === session.companyId) throw conflict(myCompanyErrors.current);
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ role: memberships.role })
      .from(memberships)
      .where(and(eq(memberships.userId, session.userId), eq(memberships.companyId, companyId), eq(memberships.isActive, true)))
      .for('update');
    if (!own) throw notFound();
    if ((adminRoles as readonly string[]).includes(own.role)) {
      const others = await tx.$count(
        memberships,
        and(eq(memberships.companyId, companyId), ne(memberships.userId, session.userId), eq(memberships.isActive, true), inArray(memberships.role, [...adminRoles])),
      );
      if (others === 0) throw conflict(myCompanyErrors.lastAdmin);
    }
    await deleteMembership(tx, companyId, session.userId);
    await revokeUserSessions(tx, session.userId, now, companyId);
    await retireTokens(tx, session.userId, ['invite'], now, companyId);
  });
}
